import { openDocumentMediaType, startsAsZip, zipEntryNames } from './zip.js';

/** The first bytes kept: the signatures, an OpenDocument's `mimetype` entry, an early OLE2 directory. */
const HEAD_BYTES = 64 * 1024;
/** The last bytes kept: where a zip's central directory is. */
const TAIL_BYTES = 1024 * 1024;

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Office Open XML: the folder of the main part, the media type, the one extension such a file may have. */
const OOXML_TYPES: [prefix: string, mediaType: string, extension: string][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
];

/** OpenDocument: the media types accepted and the extension each must have. */
const OPEN_DOCUMENT_EXTENSIONS: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** Legacy Office (OLE2): the extensions such a file may have, with their media types. */
const OLE2_TYPES: Record<string, string> = {
  doc: 'application/msword',
  dot: 'application/msword',
  xls: 'application/vnd.ms-excel',
  xlt: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
};

/** Text: the extensions a text file may have (nothing a system runs or a browser renders), media types. */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/plain; charset=utf-8',
};

const UNSUPPORTED = { problem: 'unsupported-file-type' } as const;

/** The media types (without parameters) that an accepted upload is stored and downloaded with. */
export const ACCEPTED_MEDIA_TYPES: readonly string[] = [
  ...new Set(
    [
      'application/pdf',
      ...OOXML_TYPES.map(([, mediaType]) => mediaType),
      ...Object.keys(OPEN_DOCUMENT_EXTENSIONS),
      ...Object.values(OLE2_TYPES),
      ...Object.values(TEXT_TYPES),
    ].map((mediaType) => mediaType.split(';')[0] ?? mediaType),
  ),
];

export type FileKind = 'pdf' | 'office' | 'text';

/** What the content is, or why it is refused. */
export type Verdict =
  | { kind: FileKind; contentType: string }
  | { problem: 'not-empty' | 'unsupported-file-type' };

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Bytes that plain text does not hold: controls other than tab, line feed, form feed and carriage return. */
function isControlByte(byte: number): boolean {
  return (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f;
}

/**
 * Windows Installer files (.msi, .msp, .mst) are OLE2 compound files too; their root entry names the
 * installer's class id {000C108x-0000-0000-C000-000000000046}. Looked for when the first directory sector
 * lies within the head (it usually does for small files); an installer is no Office document.
 */
function isInstaller(head: Buffer): boolean {
  if (head.length < 0x34) return false;
  const shift = head.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return false;
  const root = (head.readUInt32LE(0x30) + 1) * 2 ** shift;
  if (root + 0x60 > head.length) return false;
  const clsid = head.subarray(root + 0x50, root + 0x60);
  return (
    [0x82, 0x84, 0x86].includes(clsid[0] ?? 0) &&
    clsid.subarray(1).equals(Buffer.from([0x10, 0x0c, 0, 0, 0, 0, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0x46]))
  );
}

/**
 * Judges an upload by its content while it streams past (spec part 1 §5: only Office, text and PDF
 * files): it keeps the head and the tail of the bytes and checks, chunk by chunk, whether they are
 * UTF-8 text without control bytes. The file's name must then have an extension that fits what the
 * content proved to be (a text named .html or .bat, or a PDF named .exe, is refused: it is downloaded
 * under that name), and picks among its media types; the client's Content-Type is never looked at.
 */
export class ContentCheck {
  size = 0;
  private head = Buffer.alloc(0);
  private tail: Buffer[] = [];
  private tailLength = 0;
  private text = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  push(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.tail.push(chunk);
    this.tailLength += chunk.length;
    while (this.tail.length > 1 && this.tailLength - (this.tail[0]?.length ?? 0) >= TAIL_BYTES) {
      this.tailLength -= this.tail.shift()?.length ?? 0;
    }
    if (this.text) this.text = this.isText(chunk, true);
  }

  verdict(name: string): Verdict {
    if (this.size === 0) return { problem: 'not-empty' };
    const head = this.head;
    const ext = extension(name);
    if (head.subarray(0, PDF.length).equals(PDF)) {
      return ext === 'pdf' ? { kind: 'pdf', contentType: 'application/pdf' } : UNSUPPORTED;
    }
    if (head.subarray(0, OLE2.length).equals(OLE2)) {
      const contentType = OLE2_TYPES[ext];
      if (isInstaller(head) || !contentType) return UNSUPPORTED;
      return { kind: 'office', contentType };
    }
    if (startsAsZip(head)) return this.zipVerdict(ext);
    if (this.text && this.isText(Buffer.alloc(0), false)) {
      const contentType = TEXT_TYPES[ext];
      return contentType ? { kind: 'text', contentType } : UNSUPPORTED;
    }
    return UNSUPPORTED;
  }

  private zipVerdict(ext: string): Verdict {
    const openDocument = openDocumentMediaType(this.head);
    if (openDocument) {
      return OPEN_DOCUMENT_EXTENSIONS[openDocument] === ext
        ? { kind: 'office', contentType: openDocument }
        : UNSUPPORTED;
    }
    const tail = Buffer.concat(this.tail);
    const names = zipEntryNames(tail.subarray(Math.max(0, tail.length - TAIL_BYTES)), this.size);
    if (!names?.includes('[Content_Types].xml')) return UNSUPPORTED;
    for (const [prefix, contentType, extension] of OOXML_TYPES) {
      if (names.some((entry) => entry.startsWith(prefix))) {
        return ext === extension ? { kind: 'office', contentType } : UNSUPPORTED;
      }
    }
    return UNSUPPORTED;
  }

  /** Is the chunk (the rest of a stream, when `stream` is false) valid UTF-8 without control bytes? */
  private isText(chunk: Buffer, stream: boolean): boolean {
    for (const byte of chunk) if (isControlByte(byte)) return false;
    try {
      this.decoder.decode(chunk, { stream });
      return true;
    } catch {
      return false;
    }
  }
}

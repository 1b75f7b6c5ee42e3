import { crc32 } from 'node:zlib';

/** Small but well-formed files of each kind the upload accepts or refuses, built in memory for tests. */

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
}

/** A zip whose entries are stored (not compressed), in the given order. */
export function zipFile(entries: readonly [name: string, content: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, raw] of entries) {
    const content = Buffer.from(raw);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(content);
    const common = [
      u16(20),
      u16(0),
      u16(0),
      u16(0),
      u16(0x21),
      u32(crc),
      u32(content.length),
      u32(content.length),
    ];
    const local = Buffer.concat([
      u32(0x04034b50),
      ...common,
      u16(nameBytes.length),
      u16(0),
      nameBytes,
      content,
    ]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        ...common,
        u16(nameBytes.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        nameBytes,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const docx = () =>
  zipFile([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', '<Relationships/>'],
    ['word/document.xml', '<w:document>Hallo wereld</w:document>'],
  ]);

export const xlsx = () =>
  zipFile([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['xl/workbook.xml', '<workbook/>'],
  ]);

export const pptx = () =>
  zipFile([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['ppt/presentation.xml', '<presentation/>'],
  ]);

export const odt = () =>
  zipFile([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]);

/** A zip that is no Office file (a Java archive). */
export const jar = () =>
  zipFile([
    ['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\n'],
    ['Main.class', Buffer.from([0xca, 0xfe, 0xba, 0xbe])],
  ]);

export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/**
 * An OLE2 compound file header with its directory in sector 0 and the root entry's class id `clsid`:
 * a legacy Word document by default, a Windows Installer with MSI_CLSID.
 */
export function ole2(clsid: Buffer = WORD_CLSID): Buffer {
  const file = Buffer.alloc(512 * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt32LE(0, 0x30);
  const root = 512;
  Buffer.from('Root Entry', 'utf16le').copy(file, root);
  file.writeUInt8(5, root + 0x42);
  clsid.copy(file, root + 0x50);
  return file;
}

export const WORD_CLSID = Buffer.from([6, 9, 2, 0, 0, 0, 0, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0x46]);
export const MSI_CLSID = Buffer.from([0x84, 0x10, 0x0c, 0, 0, 0, 0, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0x46]);

/** The start of a Windows executable (the DOS header and its "MZ" signature). */
export function executable(): Buffer {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return file;
}

/**
 * Just enough of the ZIP format to tell an Office Open XML or OpenDocument file from any other zip:
 * the names in the central directory, and the first entry of an OpenDocument file.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** Office files never need more than this many entries; a bound keeps a crafted directory cheap to read. */
const MAX_ENTRIES = 100_000;

export function startsAsZip(head: Buffer): boolean {
  return head.length >= 30 && head.readUInt32LE(0) === LOCAL_HEADER;
}

/**
 * The names of the entries, read from the central directory at the end of the file. `tail` is the
 * last bytes of a file of `size` bytes; null when the directory is not whole inside the tail (or
 * is no directory at all, or a ZIP64 one: no Office file of at most 20 MB needs that).
 */
export function zipEntryNames(tail: Buffer, size: number): string[] | null {
  const lowest = Math.max(0, tail.length - EOCD_SIZE - MAX_COMMENT);
  let eocd = -1;
  for (let at = tail.length - EOCD_SIZE; at >= lowest; at--) {
    if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  const tailStart = size - tail.length;
  const start = directoryOffset - tailStart;
  if (entries > MAX_ENTRIES || start < 0 || start + directorySize > eocd) return null;
  const names: string[] = [];
  let at = start;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > eocd || tail.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    if (at + 46 + nameLength > eocd) return null;
    names.push(tail.toString('latin1', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The media type an OpenDocument file declares in its first entry `mimetype` (stored, not compressed,
 * as the OpenDocument standard requires); null for any other zip.
 */
export function openDocumentMediaType(head: Buffer): string | null {
  if (!startsAsZip(head)) return null;
  const method = head.readUInt16LE(8);
  const storedSize = head.readUInt32LE(18);
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  if (method !== 0 || head.toString('latin1', 30, 30 + nameLength) !== 'mimetype') return null;
  const start = 30 + nameLength + extraLength;
  if (storedSize > 200 || start + storedSize > head.length) return null;
  const mediaType = head.toString('latin1', start, start + storedSize);
  return /^application\/vnd\.oasis\.opendocument\.[a-z0-9.+-]+$/.test(mediaType) ? mediaType : null;
}

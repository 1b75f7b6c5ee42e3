import { TEXT_LIMIT } from '@stroomlijn/domain';

/** Characters no file name keeps: controls (C0, DEL, C1), and the separators of paths. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\]/g;
/** Unicode's invisible direction marks can make 'fdp.exe' look like 'exe.pdf'; they go too. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Half of a surrogate pair alone is no character (and cannot be percent-encoded). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Browsers send a file name in multipart/form-data with '"', CR and LF escaped as %22, %0D and %0A (the
 * HTML standard's form encoding); this undoes exactly those three.
 */
export function formDataFileName(sent: string): string {
  return sent.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The name an uploaded file is kept under: the last part of what the client sent (browsers of old sent a
 * whole path), without control and direction characters, at most TEXT_LIMIT characters with the
 * extension kept; 'file' when nothing is left.
 */
export function storedFileName(sent: string): string {
  const last = sent.split(/[/\\]/).pop() ?? '';
  const name = last.replace(UNSAFE, '').replace(BIDI, '').replace(LONE_SURROGATE, '\ufffd').trim();
  const chars = [...name];
  if (chars.length === 0) return 'file';
  if (chars.length <= TEXT_LIMIT) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  const kept = extension.length <= 20 ? extension : [];
  return [...chars.slice(0, TEXT_LIMIT - kept.length), ...kept].join('');
}

/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback in `filename` (anything else, and the
 * quote and backslash, as '_') and the exact name in `filename*` (RFC 5987, UTF-8, percent-encoded).
 * Neither can end the header or start another: CR, LF and every other control are gone or encoded.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\u0020-\u007e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | { kind: 'file'; name?: string; filename: string; contentType: string; content: string | Buffer }
  | { kind: 'field'; name: string; value: string };

/** A multipart/form-data body for `app.inject`, built by hand as a browser would send it. */
export function multipartBody(parts: readonly MultipartPart[]): { contentType: string; payload: Buffer } {
  const boundary = `----stroomlijn${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.kind === 'file'
        ? `form-data; name="${part.name ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.from(part.kind === 'file' ? part.content : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

/** One CSV file, as the import screen sends it. */
export function csvUpload(content: string | Buffer, contentType = 'text/csv', filename = 'users.csv') {
  return multipartBody([{ kind: 'file', filename, contentType, content }]);
}

/**
 * Files uploaded with a submission. JotForm keeps them at
 * `https://www.jotform.com/uploads/{account}/{formId}/{submissionId}/{file name}` and answers a
 * `control_fileupload` question with the list of those addresses; the stand-in serves them the same way.
 */
export interface StandInUpload {
  name: string;
  /** Default: empty. */
  content?: string | Uint8Array;
  /** Default: from the name's extension. */
  type?: string;
}

/** The account name in the stand-in's upload addresses. */
const ACCOUNT = 'stand-in';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
};

export function uploadType(upload: StandInUpload): string {
  const extension = upload.name.split('.').at(-1)?.toLowerCase() ?? '';
  return upload.type ?? TYPES[extension] ?? 'application/octet-stream';
}

export function uploadPath(formId: string, submissionId: string, name: string): string {
  return `/uploads/${ACCOUNT}/${formId}/${submissionId}/${encodeURIComponent(name)}`;
}

export function isUpload(value: unknown): value is StandInUpload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    (value as { name: string }).name !== ''
  );
}

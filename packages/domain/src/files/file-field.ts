/** The field of `POST /api/file/upload` whose errors the upload field shows (spec part 1 §5). */
export const FILE_FIELD = 'file';

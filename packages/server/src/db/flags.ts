/**
 * The value of a `deleted` flag of a live row, for `where('deleted', '=', NOT_DELETED)`. Flags are
 * written as 0/1 (SQLite has no boolean); PostgreSQL reads the parameter '0' as false for its boolean
 * column. Typed `never` so that it fits the comparison on either flag column, joined or not.
 */
export const NOT_DELETED = 0 as never;

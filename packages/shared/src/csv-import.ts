/**
 * Limits every CSV import shares (workers, invitations, temporary workers, contracts). An upload is refused with a
 * Japanese message naming the limit as soon as the streaming parse passes one of them (docs/decisions.md).
 */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Data rows after the header (empty lines and rows of empty cells are not counted). An import may set fewer. */
export const CSV_IMPORT_MAX_ROWS = 10_000;
/** Cells in one row, header included. */
export const CSV_IMPORT_MAX_COLUMNS = 100;
/** Characters in one cell (the longest field any import stores is 1,000 characters). */
export const CSV_IMPORT_MAX_CELL_CHARS = 10_000;
/** The multipart field of the file (SPEC: `csv_file`). */
export const CSV_IMPORT_FIELD = 'csv_file';

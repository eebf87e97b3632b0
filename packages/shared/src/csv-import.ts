/** Limits every CSV import shares (workers, invitations, temporary workers, contracts). */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field of the file (SPEC: `csv_file`). */
export const CSV_IMPORT_FIELD = 'csv_file';

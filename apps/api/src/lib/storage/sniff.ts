/** The types accepted for attachments and マイナンバー images, recognised by their first bytes. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** How many bytes sniffFileType looks at: read no more than this from storage. */
export const SNIFF_BYTES = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (buffer: Uint8Array, magic: number[]) => buffer.length >= magic.length && magic.every((b, i) => buffer[i] === b);

/** The file's type from its magic bytes (only the first SNIFF_BYTES are read), or null for anything else. */
export function sniffFileType(buffer: Uint8Array): SniffedType | null {
  if (startsWith(buffer, PNG)) return 'image/png';
  if (startsWith(buffer, JPEG)) return 'image/jpeg';
  if (startsWith(buffer, PDF)) return 'application/pdf';
  return null;
}

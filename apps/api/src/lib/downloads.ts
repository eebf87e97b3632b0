/**
 * Downloads: the one `Content-Disposition` (RFC 6266, the name in UTF-8 per RFC 5987 with an ASCII fallback) and the
 * one way a route sends a file. Documents are named by their readable number and date (`発注書_PO-2026-000123.pdf`,
 * packages/shared/src/messages/ja-documents.ts `fileNames`), never by a fixed name.
 */
import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition: attachment` naming the file in UTF-8 (`filename*`), and in ASCII for old clients: the name
 * without its non-ASCII characters (`発注書_PO-2026-000123.pdf` → `PO-2026-000123.pdf`), `download` when nothing is left.
 */
export function attachmentHeader(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [filename.slice(0, dot), filename.slice(dot)] : [filename, ''];
  const asciiOf = (s: string) => s.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_');
  const asciiStem = asciiOf(stem).replace(/^[\s_-]+|[\s_-]+$/g, '');
  return `attachment; filename="${asciiStem || 'download'}${asciiOf(ext)}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export type Download = { fileName: string; contentType: string; bytes: Buffer };

/** Sends a file to be saved (never cached: documents hold personal and money data). */
export function sendDownload(reply: FastifyReply, file: Download) {
  return reply.header('Content-Type', file.contentType).header('Content-Disposition', attachmentHeader(file.fileName)).header('Cache-Control', 'no-store').send(file.bytes);
}

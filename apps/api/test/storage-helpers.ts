/** Multipart bodies for API tests, and uploads through a pre-signed POST as a browser does. */
import type { PresignedPost } from '../src/lib/storage';
import type { TestContext } from './helpers';

export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
export const PDF_BYTES = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);

/** A multipart/form-data body: the fields (and `repeat`ed names, e.g. `purposes[][type]`), then the file if any. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; body: Buffer },
  repeat: [string, string][] = [],
) {
  const boundary = '----api-test-boundary';
  const parts = [...Object.entries(fields), ...repeat]
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const body = Buffer.concat([
    Buffer.from(parts),
    ...(file
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.body, Buffer.from('\r\n')]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs the file to the URL a presign answered: every field as returned (or as given), the file last, no Authorization. */
export async function presignedUpload(ctx: TestContext, post: PresignedPost, file: Buffer, fields: Record<string, string> = post.fields) {
  const { body, contentType } = multipartBody(fields, { name: 'upload.bin', type: 'application/octet-stream', body: file });
  const url = new URL(post.url);
  return ctx.app.inject({ method: 'POST', url: url.pathname, headers: { 'content-type': contentType, authorization: '' }, payload: body });
}

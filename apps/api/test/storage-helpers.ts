/** Uploads through a pre-signed POST as a browser does (the fields as returned, the file last, empty Authorization). */
import type { PresignedPost } from '../src/lib/storage';
import type { TestContext } from './helpers';

export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
export const PDF_BYTES = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);

export function multipartBody(fields: Record<string, string>, file: Buffer, fileType = 'application/octet-stream') {
  const boundary = '----storage-test-boundary';
  const head = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const body = Buffer.concat([
    Buffer.from(`${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\nContent-Type: ${fileType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function presignedUpload(ctx: TestContext, post: PresignedPost, file: Buffer, fields: Record<string, string> = post.fields) {
  const { body, contentType } = multipartBody(fields, file);
  const url = new URL(post.url);
  return ctx.app.inject({ method: 'POST', url: url.pathname, headers: { 'content-type': contentType, authorization: '' }, payload: body });
}

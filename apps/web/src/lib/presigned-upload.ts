import { ja } from '@app/shared/messages/ja';
import { ApiError } from './api-client';

/** A pre-signed POST as the API answers it (both storage drivers: the local folder and S3). */
export type PresignedPost = { url: string; fields: Record<string, string> };

/** S3's refusal codes (XML answers) in the product's words; the local driver answers the same in Japanese JSON. */
const S3_CODES: Record<string, string> = {
  EntityTooLarge: ja.storage.tooLarge,
  EntityTooSmall: ja.storage.tooSmall,
  AccessDenied: ja.storage.conditionFailed,
  SignatureDoesNotMatch: ja.storage.signatureMismatch,
  InvalidPolicyDocument: ja.storage.malformedUpload,
  InvalidArgument: ja.storage.malformedUpload,
};

/** The Japanese reason of a refused upload: the local driver's `errors`, or S3's XML `<Code>` mapped. */
export function uploadRefusal(status: number, body: string): ApiError {
  let errors: string[] = [];
  let code = `HTTP_${status}`;
  try {
    const json = JSON.parse(body) as { errors?: unknown; code?: unknown };
    if (Array.isArray(json.errors)) errors = json.errors.filter((e): e is string => typeof e === 'string');
    if (typeof json.code === 'string') code = json.code;
  } catch {
    const s3 = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
    if (s3) {
      code = s3;
      if (S3_CODES[s3]) errors = [S3_CODES[s3]];
    }
  }
  return new ApiError({ status, code, errors: errors.length > 0 ? errors : [status === 0 ? ja.app.networkError : ja.app.unexpected] });
}

/**
 * Sends a file through a pre-signed POST: every returned field, then the file last, with no session headers (the
 * policy is the authorisation). Reports progress (0–1) while sending; rejects with an {@link ApiError} in Japanese.
 */
export function uploadToPresigned(post: PresignedPost, file: File, onProgress?: (fraction: number) => void): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', post.url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(uploadRefusal(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(uploadRefusal(0, ''));
    xhr.send(form);
  });
}

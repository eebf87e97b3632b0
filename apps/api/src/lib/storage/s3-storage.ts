/**
 * The S3-compatible driver (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): the bucket checks the
 * pre-signed POST policy itself; downloads are pre-signed GETs. The bucket must be private (no public read).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { attachmentHeader } from '../downloads';
import { assertValidKey, contentTypeCondition, FileTooLargeError, type FileStorage, type ListedObject, type PresignedPost, type PresignPostInput, type StoredFile } from './file-storage';

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export class S3FileStorage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async presignPost(input: PresignPostInput): Promise<PresignedPost> {
    assertValidKey(input.key);
    const type = contentTypeCondition(input.contentTypes);
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: input.key,
      Expires: input.expiresInSeconds,
      Fields: 'exact' in type ? { 'Content-Type': type.exact } : {},
      Conditions: [
        'exact' in type ? { 'Content-Type': type.exact } : ['starts-with', '$Content-Type', type.prefix],
        ['content-length-range', 1, input.maxBytes],
      ],
    });
    return { url, fields };
  }

  async signedDownloadUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ...(options.fileName ? { ResponseContentDisposition: attachmentHeader(options.fileName) } : {}),
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }

  async head(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'binary/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  private async get(key: string, range?: string) {
    assertValidKey(key);
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key, ...(range ? { Range: range } : {}) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<{ body: Readable; size: number; contentType: string } | null> {
    const out = await this.get(key);
    if (!out?.Body) return null;
    return { body: out.Body as Readable, size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'binary/octet-stream' };
  }

  async read(key: string, options: { maxBytes: number }): Promise<Buffer | null> {
    const out = await this.stream(key);
    if (!out) return null;
    if (out.size > options.maxBytes) {
      out.body.destroy();
      throw new FileTooLargeError(options.maxBytes);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of out.body) {
      size += (chunk as Buffer).length;
      if (size > options.maxBytes) {
        out.body.destroy();
        throw new FileTooLargeError(options.maxBytes);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async readStart(key: string, bytes: number): Promise<Buffer | null> {
    const out = await this.get(key, `bytes=0-${bytes - 1}`);
    if (!out?.Body) return null;
    const data = Buffer.from(await out.Body.transformToByteArray());
    return data.subarray(0, bytes);
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /**
   * The server's own write (the final copy of an attached upload). A bucket cannot refuse a second pre-signed POST to
   * an upload key before the policy ends, so what protects a submitted file on S3 is this copy: its key is never in a
   * policy, and the bucket checks the SHA-256 on the write (ChecksumSHA256) and keeps it with the object.
   */
  async put(key: string, body: Buffer, options: { contentType: string; sha256: string }): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ChecksumSHA256: Buffer.from(options.sha256, 'hex').toString('base64'),
      }),
    );
  }

  async list(prefix: string): Promise<ListedObject[]> {
    const out: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) out.push({ key: o.Key, lastModified: o.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }
}

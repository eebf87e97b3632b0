import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ja } from '@app/shared/messages/ja';
import { attachmentHeader } from '../../../lib/downloads';
import { HttpError, notFound } from '../../../lib/errors';
import { errorResponses } from '../../../lib/route-kit';
import { isValidKey, MAX_KEY_LENGTH } from '../../../lib/storage/file-storage';
import type { LocalFileStorage } from '../../../lib/storage/local-storage';
import { checkPolicy, type PolicyRefusal } from '../../../lib/storage/post-policy';

/**
 * The most any one upload may stream before the policy's own content-length-range cuts it: a bound for the parser,
 * not the limit (that is the policy's, 10 MB for attachments and images).
 */
const HARD_MAX_BYTES = 100 * 1024 * 1024;

const refusalMessages: Record<PolicyRefusal['reason'], string> = {
  malformed: ja.storage.malformedUpload,
  signature: ja.storage.signatureMismatch,
  expired: ja.storage.policyExpired,
  condition: ja.storage.conditionFailed,
  contentType: ja.storage.wrongContentType,
  tooLarge: ja.storage.tooLarge,
  tooSmall: ja.storage.tooSmall,
};

const refused = (r: PolicyRefusal) => new HttpError(r.status, r.code, [refusalMessages[r.reason]]);
const malformed = () => refused({ status: 400, code: 'InvalidArgument', reason: 'malformed' });

const downloadQuery = z.object({
  key: z.string().max(MAX_KEY_LENGTH).optional(),
  expires: z.string().max(20).optional(),
  name: z.string().max(255).optional(),
  signature: z.string().max(128).optional(),
});

/**
 * The local driver's bucket: POST /api/storage/uploads takes a pre-signed POST exactly as S3 does (the policy and its
 * signature are the authorisation, not a session), GET /api/storage/files answers a signed, expiring download link.
 * Registered only when the local driver is in use; with S3 the browser talks to the bucket.
 */
export const storageRoutes: FastifyPluginAsyncZod<{ storage: LocalFileStorage }> = async (app, { storage }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: HARD_MAX_BYTES, fields: 20, fieldSize: 16 * 1024, parts: 21, headerPairs: 20 } });

  app.post(
    '/storage/uploads',
    {
      schema: {
        tags: ['storage'],
        summary: 'ファイルのアップロード（ローカル保存時。署名付きPOST: 取得したfieldsをすべて送り、最後にfile。同じキーへは1回だけ）',
        security: [],
        consumes: ['multipart/form-data'],
        response: { 204: z.null(), ...errorResponses(400, 403, 507) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw malformed();
      const fields = new Map<string, string>();
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          const name = part.fieldname.toLowerCase();
          if (fields.has(name) || part.valueTruncated || part.fieldnameTruncated || typeof part.value !== 'string') throw malformed();
          fields.set(name, part.value);
          continue;
        }
        // The file: S3 ignores any field after it, so the policy is checked now, before a byte is stored.
        if (part.fieldname.toLowerCase() !== 'file') {
          part.file.resume();
          throw malformed();
        }
        const checked = checkPolicy(storage.signing, fields);
        if ('reason' in checked) {
          part.file.resume();
          throw refused(checked);
        }
        if (!isValidKey(checked.key)) {
          part.file.resume();
          throw malformed();
        }
        const result = await storage.receive(checked.key, checked.contentType, part.file, {
          minBytes: checked.minBytes,
          maxBytes: Math.min(checked.maxBytes, HARD_MAX_BYTES),
        });
        if (result === 'tooLarge') throw refused({ status: 400, code: 'EntityTooLarge', reason: 'tooLarge' });
        if (result === 'tooSmall') throw refused({ status: 400, code: 'EntityTooSmall', reason: 'tooSmall' });
        if (result === 'exists') throw new HttpError(403, 'AccessDenied', [ja.storage.alreadyUploaded]);
        if (result === 'noSpace') throw new HttpError(507, 'InsufficientStorage', [ja.storage.noSpace]);
        return reply.code(204).send(null);
      }
      throw new HttpError(400, 'InvalidArgument', [ja.storage.fileRequired]);
    },
  );

  app.get(
    '/storage/files',
    {
      schema: {
        tags: ['storage'],
        summary: '署名付きURLによるファイルのダウンロード（ローカル保存時。有効期限つき）',
        security: [],
        querystring: downloadQuery,
        response: errorResponses(403, 404, 409),
      },
    },
    async (request, reply) => {
      const verified = storage.verifyDownload(request.query);
      if (verified === 'invalid') throw new HttpError(403, 'AccessDenied', [ja.storage.downloadInvalid]);
      if (verified === 'expired') throw new HttpError(403, 'AccessDenied', [ja.storage.downloadExpired]);
      const found = await storage.streamVerified(verified.key);
      if (!found) throw notFound();
      if (found === 'corrupt') {
        request.log.error({ key: verified.key }, 'stored file does not match its SHA-256');
        throw new HttpError(409, 'FILE_CHANGED', [ja.storage.integrityFailed]);
      }
      return reply
        .header('content-type', found.contentType)
        .header('content-length', String(found.size))
        .header('content-disposition', verified.fileName ? attachmentHeader(verified.fileName) : 'attachment')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(found.body as never); // a stream is piped as it is, never serialized
    },
  );
};

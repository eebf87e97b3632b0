import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorResponse } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import { databaseErrorOf, errorForLog, fromDatabaseError, HttpError } from '../lib/errors';
import { InvalidKeyError } from '../lib/storage/file-storage';
import { isNoSpace } from '../lib/storage/local-storage';

const statusMessages: Record<number, string> = {
  400: ja.validation.invalidBody,
  401: ja.auth.unauthorized,
  403: ja.auth.forbidden,
  404: ja.api.routeNotFound,
  406: ja.api.unsupportedMediaType,
  413: ja.api.payloadTooLarge,
  414: ja.api.urlTooLong,
  415: ja.api.unsupportedMediaType,
};

/**
 * What the multipart parser (@fastify/busboy, under @fastify/multipart) throws for a body that is not the multipart it
 * claims to be: no or bad boundary, a body that ends early, an unreadable part. Plain errors without a status.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle /, // a boundary that is empty or longer than 256 characters
  /unexpected end of multipart data$/i,
  /^Unexpected end of form$/,
  /^Malformed /,
  /^Unsupported Content-Type\.$/,
];

function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return (
    type.startsWith('multipart/') &&
    error.statusCode === undefined &&
    MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))
  );
}

function send(reply: FastifyReply, error: HttpError) {
  const body: ErrorResponse = {
    errors: error.errors,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.meta ? { meta: error.meta } : {}),
  };
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.statusCode).send(body);
}

/**
 * Errors the router meets before any route (Fastify's `frameworkErrors` option): a path that is not valid
 * percent-encoding, a path parameter over the length limit. Same Japanese envelope as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, new HttpError(400, 'BAD_REQUEST', [ja.api.badUrl]));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, new HttpError(414, 'URI_TOO_LONG', [ja.api.urlTooLong]));
  return send(reply, new HttpError(500, errorCodes.internal, [ja.api.internal]));
}

/**
 * Every error becomes the one envelope `{ errors: [日本語], code, fields? }`; a 500 never carries internals, and the
 * log never carries SQL, its parameters or the values PostgreSQL quotes (see `errorForLog`).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error);
    // a file reference that no upload could have made (`..`, a space, a leading dot): the caller's input, not a fault
    if (error instanceof InvalidKeyError) return send(reply, new HttpError(422, errorCodes.validation, [ja.storage.invalidKey]));
    // a full disk or quota while storing a file: the upload is refused, nothing else is (issue #19 N5)
    if (isNoSpace(error)) {
      request.log.error({ error: errorForLog(error) }, 'file storage is full');
      return send(reply, new HttpError(507, 'INSUFFICIENT_STORAGE', [ja.storage.noSpace]));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fields[key] ??= []).push(issue.message ?? ja.validation.invalid);
      }
      const body: ErrorResponse = { errors: [...new Set(Object.values(fields).flat())], code: errorCodes.validation, fields };
      return reply.status(422).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ error: errorForLog(error) }, 'response did not match its schema');
      return reply.status(500).send({ errors: [ja.api.internal], code: errorCodes.internal });
    }
    const refused = fromDatabaseError(error);
    if (refused) {
      // What was refused, for operators: SQLSTATE, table and constraint only (no values).
      const db = databaseErrorOf(error)!;
      request.log.info({ sqlstate: db.code, table: db.table, constraint: db.constraint }, 'database refused the input');
      return send(reply, refused);
    }
    if (isMalformedMultipart(error, request)) {
      return send(reply, new HttpError(400, 'BAD_REQUEST', [ja.api.malformedMultipart]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = statusMessages[status] ?? ja.validation.invalidBody;
      return reply.status(status).send({ errors: [message], code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ error: errorForLog(error) }, 'unhandled error');
    return reply.status(500).send({ errors: [ja.api.internal], code: errorCodes.internal });
  });
});

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorResponse } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import { HttpError } from '../lib/errors';

const statusMessages: Record<number, string> = {
  400: ja.validation.invalidBody,
  401: ja.auth.unauthorized,
  403: ja.auth.forbidden,
  404: ja.api.routeNotFound,
  413: ja.api.payloadTooLarge,
  415: ja.api.unsupportedMediaType,
};

/** Every error becomes the one envelope `{ errors: [日本語], code, fields? }`; a 500 never carries internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorResponse = {
        errors: error.errors,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.meta ? { meta: error.meta } : {}),
      };
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
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
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ errors: [ja.api.internal], code: errorCodes.internal });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = statusMessages[status] ?? ja.validation.invalidBody;
      return reply.status(status).send({ errors: [message], code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ errors: [ja.api.internal], code: errorCodes.internal });
  });
});

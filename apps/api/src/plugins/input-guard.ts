import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ja } from '@app/shared/messages/ja';
import { HttpError } from '../lib/errors';

/** True when a string or object key anywhere in the value holds a NUL character. Iterative: no depth limit. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL byte in text: a NUL in a path parameter, the query string or a JSON body is refused
 * with 400 in Japanese before validation, so it never reaches SQL. Runs as preValidation, after the routes' onRequest
 * sign-in check (an anonymous caller still gets 401) and after body parsing.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new HttpError(400, 'BAD_REQUEST', [ja.api.nulCharacter]);
    }
  });
});

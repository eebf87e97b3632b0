/** The pieces every route file declares (issue #20 item 2): path parameters and error answers. */
import { z } from 'zod';
import { errorResponseSchema } from '@app/shared/api';

/**
 * A public code in a URL (`lib/codes.ts#newCode`: 20 characters). One limit for every route: 40, the strictest one the
 * routes used (others allowed 64 or 100), which every code in use satisfies. A longer value is refused with 422.
 */
export const publicCode = z.string().min(1).max(40);
export const codeParams = z.object({ code: publicCode });

/** A numeric id in a URL: a positive PostgreSQL `integer`. */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: recordId });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503 | 507;

/**
 * The error answers a route declares (each `{ errors, code, fields? }`, errorResponseSchema), for the OpenAPI document:
 * `response: { 200: okSchema, ...errorResponses(401, 403, 404) }`.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<`${S}`, typeof errorResponseSchema> {
  // string keys, as an object literal's `401:` is at run time (and as Fastify's reply typing has always seen them)
  return Object.fromEntries(statuses.map((status) => [String(status), errorResponseSchema])) as Record<`${S}`, typeof errorResponseSchema>;
}

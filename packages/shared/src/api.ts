import { z } from 'zod';

/** Error envelope of every 4xx/5xx answer (ARCHITECTURE.md "Errors"). */
export const errorResponseSchema = z.object({
  errors: z.array(z.string()),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  meta: z.object({ function_restricted: z.boolean().optional(), value_count: z.number().int().optional() }).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Error codes the API answers with. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  planRestricted: 'PLAN_RESTRICTED',
  conflict: 'CONFLICT',
  companySelectionRequired: 'COMPANY_SELECTION_REQUIRED',
  internal: 'INTERNAL_ERROR',
} as const;

/** The meta marker of a plan-restricted answer: `meta.function_restricted === true`. */
export const PLAN_RESTRICTION_META_KEY = 'function_restricted';

/** Auth headers (devise_token_auth style). */
export const authHeaderNames = ['access-token', 'client', 'uid', 'token-type', 'expiry'] as const;
export type AuthHeaderName = (typeof authHeaderNames)[number];

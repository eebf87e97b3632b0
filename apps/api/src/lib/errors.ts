import { errorCodes, PLAN_RESTRICTION_META_KEY } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';

/** An error the caller can act on: becomes `{ errors, code, fields? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly errors: string[],
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    readonly meta?: Record<string, unknown>,
  ) {
    super(errors.join(' '));
  }
}

export const notFound = (message: string = ja.api.notFound) => new HttpError(404, errorCodes.notFound, [message]);
export const forbidden = (message: string = ja.auth.forbidden) => new HttpError(403, errorCodes.forbidden, [message]);
export const unauthorized = (message: string = ja.auth.unauthorized) =>
  new HttpError(401, errorCodes.unauthorized, [message]);
/** The company's plan does not include this function: 403 with the plan-restriction marker in meta. */
export const planRestricted = () =>
  new HttpError(403, errorCodes.planRestricted, [ja.app.planRestricted], undefined, undefined, {
    [PLAN_RESTRICTION_META_KEY]: true,
  });

export const conflict = (message: string) => new HttpError(409, errorCodes.conflict, [message]);

/** A validation failure on named fields: errors lists every message, fields maps them to inputs. */
export function invalid(fields: Record<string, string[]>): HttpError {
  return new HttpError(422, errorCodes.validation, Object.values(fields).flat(), fields);
}

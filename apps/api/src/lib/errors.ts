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

/** The fields of a PostgreSQL error (`pg`'s DatabaseError) that say what was refused without carrying values. */
type DatabaseErrorLike = Error & {
  code: string;
  severity?: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  detail?: string;
};

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as Partial<DatabaseErrorLike>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** Drizzle wraps every failed query in an error whose message and fields carry the SQL and its parameters. */
function isQueryWrapper(error: unknown): boolean {
  return error instanceof Error && ('params' in error || 'query' in error);
}

/** The PostgreSQL error behind an error (Drizzle wraps it as `cause`), if any. */
export function databaseErrorOf(error: unknown): DatabaseErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (isDatabaseError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const validation = (message: string) => new HttpError(422, errorCodes.validation, [message]);

/** The refusal of a delete that would take a retained 電子取引 document with it: DETAIL is 'kind:number'. */
function retainedMessage(detail: string | undefined): string {
  const [kind = '', ...rest] = (detail ?? '').split(':');
  const label = (ja.ebook.kinds as Record<string, string>)[kind] ?? '';
  return ja.ebook.errors.retained(label, rest.join(':'));
}

/**
 * What the caller did wrong, by SQLSTATE, when PostgreSQL refused the input: a 4xx in Japanese. Undefined for
 * errors that are ours (a broken query, a lost connection) — those stay 500.
 */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  const db = databaseErrorOf(error);
  if (!db) return undefined;
  switch (db.code) {
    case 'EB001': // 電子帳簿保存法: a retained document (drizzle/0024_ebook_triggers.sql), DETAIL 'kind:number'
      return validation(retainedMessage(db.detail));
    case '22021': // character_not_in_repertoire: a NUL byte (0x00) in text
    case '22P05': // untranslatable_character
      return new HttpError(400, 'BAD_REQUEST', [ja.api.nulCharacter]);
    case '23505': // unique_violation: e.g. two simultaneous invitations of one address
    case '23P01': // exclusion_violation
      return conflict(ja.api.duplicate);
    case '23503': // foreign_key_violation: the referenced record went away meanwhile, or is still referenced
      return conflict(ja.api.relatedDataChanged);
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
    case '55P03': // lock_not_available
      return conflict(ja.api.concurrentUpdate);
    case '57014': // query_canceled (statement timeout)
    case '53300': // too_many_connections
      return new HttpError(503, 'SERVICE_UNAVAILABLE', [ja.api.busy], undefined, { 'Retry-After': '5' });
    case '22P02': // invalid_text_representation
      return validation(ja.api.invalidValue);
    case '22003': // numeric_value_out_of_range
      return validation(ja.api.outOfRange);
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
      return validation(ja.api.invalidDate);
    case '22001': // string_data_right_truncation
    case '54000': // program_limit_exceeded: e.g. an index row too large
      return validation(ja.api.valueTooLong);
    case '23502': // not_null_violation
    case '23514': // check_violation
      return validation(ja.validation.invalid);
  }
  if (db.code.startsWith('22')) return validation(ja.validation.invalid); // any other data exception
  return undefined;
}

/** Only the stack frames: the first lines of a stack repeat the message, which may carry values. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * An error as it may be logged: type, message, code and stack frames — never the SQL or its parameters (Drizzle puts
 * both in its message), never PostgreSQL's `detail` (it quotes the refused values). PostgreSQL's message is kept only
 * for classes whose messages name objects, not values (data exceptions and constraint violations quote input).
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const out: Record<string, unknown> = { type: error.constructor.name || error.name };
  if (isDatabaseError(error)) {
    out.sqlstate = error.code;
    for (const key of ['severity', 'routine', 'table', 'column', 'constraint', 'dataType'] as const) {
      if (error[key]) out[key] = error[key];
    }
    if (!/^2[23]/.test(error.code)) out.message = error.message;
  } else if (isQueryWrapper(error)) {
    out.message = 'database query failed';
  } else {
    out.message = error.message;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') out.code = code;
  }
  out.stack = framesOf(error);
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 4) out.cause = errorForLog(cause, depth + 1);
  return out;
}

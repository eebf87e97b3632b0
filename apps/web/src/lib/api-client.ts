import { PLAN_RESTRICTION_META_KEY } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import { employeeAuthStorage, readAuthHeaders, workerAuthStorage, type AuthStorage } from './auth-storage';
import { camelizeKeys } from './case';

/** Base of every API path, e.g. '/api'. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

/** A 4xx/5xx answer (or a network failure: status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly code: string;
  readonly fields: Record<string, string[]>;
  readonly functionRestricted: boolean;
  /** The answer's `meta`, when it had one (e.g. the companies to choose from at sign-in). */
  readonly meta: Record<string, unknown>;

  constructor(init: {
    status: number;
    errors: string[];
    code: string;
    fields?: Record<string, string[]>;
    functionRestricted?: boolean;
    meta?: Record<string, unknown>;
  }) {
    super(init.errors.join(' ') || `HTTP ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.functionRestricted = init.functionRestricted ?? false;
    this.meta = init.meta ?? {};
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** For sign-in: a 401 is a form error, not an expired session. */
  skipAuthRedirect?: boolean;
}

export interface ApiClientHandlers {
  /** A 401 arrived. `wasLoggedIn` tells whether a session was stored (it has been cleared already). */
  onUnauthorized?: (wasLoggedIn: boolean) => void;
  /** A response carried `meta.function_restricted === true`. */
  onPlanRestricted?: () => void;
}

/** Which session a request carries: its stored tokens and what to do on a 401. */
type Session = { storage: AuthStorage; handlers: ApiClientHandlers };

const employeeSession: Session = { storage: employeeAuthStorage, handlers: {} };
const workerSession: Session = { storage: workerAuthStorage, handlers: {} };

export function configureApiClient(next: ApiClientHandlers): void {
  employeeSession.handlers = next;
}

/** The worker portal's 401 handling (its own session, its own login page). */
export function configureWorkerApiClient(next: ApiClientHandlers): void {
  workerSession.handlers = next;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryValue[]) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function hasRestrictionMarker(body: unknown): boolean {
  if (!isRecord(body) || !isRecord(body.meta)) return false;
  return body.meta[PLAN_RESTRICTION_META_KEY] === true;
}

function toApiError(status: number, body: unknown): ApiError {
  const errors =
    isRecord(body) && Array.isArray(body.errors)
      ? body.errors.filter((e): e is string => typeof e === 'string')
      : [];
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP_${status}`;
  const fields: Record<string, string[]> = {};
  if (isRecord(body) && isRecord(body.fields)) {
    for (const [key, messages] of Object.entries(body.fields)) {
      if (Array.isArray(messages)) fields[key] = messages.filter((m): m is string => typeof m === 'string');
    }
  }
  return new ApiError({
    status,
    errors: errors.length > 0 ? errors : [status >= 500 ? ja.api.internal : ja.app.unexpected],
    code,
    fields,
    functionRestricted: hasRestrictionMarker(body),
    meta: isRecord(body) && isRecord(body.meta) ? body.meta : {},
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, options: RequestOptions, accept: string, session: Session = employeeSession): Promise<Response> {
  const { storage, handlers } = session;
  const headers = new Headers({ Accept: accept });
  const auth = storage.get();
  if (auth) for (const [name, value] of Object.entries(auth)) headers.set(name, value);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, errors: [ja.app.networkError], code: 'NETWORK_ERROR' });
  }

  const fresh = readAuthHeaders(response.headers);
  if (fresh && response.status !== 401) storage.set(fresh);
  if (response.status === 401 && !options.skipAuthRedirect) {
    const wasLoggedIn = storage.isLoggedIn();
    storage.clear();
    handlers.onUnauthorized?.(wasLoggedIn);
  }
  return response;
}

/**
 * Calls the API. Sends the stored auth headers, stores new ones, camelCases `/v2/` answers,
 * reports plan restrictions and 401s to the registered handlers, and throws {@link ApiError} on 4xx/5xx.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(employeeSession, path, options);
}

/**
 * Calls the API as the signed-in worker-portal account: the same as {@link apiRequest} but with the worker session
 * (its own stored tokens), so an employee's tokens never go to worker endpoints nor the reverse.
 */
export async function workerApiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(workerSession, path, options);
}

async function request<T>(session: Session, path: string, options: RequestOptions): Promise<T> {
  const response = await send(path, options, 'application/json', session);
  const raw = await readBody(response);
  if (hasRestrictionMarker(raw)) session.handlers.onPlanRestricted?.();
  if (!response.ok) throw toApiError(response.status, raw);
  return (path.startsWith('/v2/') ? camelizeKeys(raw) : raw) as T;
}

/** The file name of a download: RFC 5987 `filename*` first, then `filename`, else the fallback. */
export function downloadFileName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* fall through */
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Calls an API that answers a file (CSV, PDF, ZIP); errors are thrown as {@link ApiError} like {@link apiRequest}. */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string }> {
  return download(employeeSession, path, fallbackName, options);
}

/** {@link apiDownload} as the signed-in worker-portal account (e.g. a purchase order's PDF). */
export async function workerApiDownload(
  path: string,
  fallbackName: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string }> {
  return download(workerSession, path, fallbackName, options);
}

async function download(session: Session, path: string, fallbackName: string, options: RequestOptions) {
  const response = await send(path, options, '*/*', session);
  if (!response.ok) {
    const raw = await readBody(response);
    if (hasRestrictionMarker(raw)) session.handlers.onPlanRestricted?.();
    throw toApiError(response.status, raw);
  }
  return { blob: await response.blob(), filename: downloadFileName(response.headers.get('content-disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser's save dialog. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The server's message(s) of an error, for "prefix + server message" toasts (SPEC §8). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.errors.join('');
  if (error instanceof Error && error.message) return error.message;
  return ja.app.unexpected;
}

/** "prefix then server message" (SPEC §8), e.g. 'ワーカー一覧の取得に失敗しました。' + message. */
export function failureMessage(prefix: string, error: unknown): string {
  return `${prefix}${errorText(error)}`;
}

import { authHeaderNames, type AuthHeaderName } from '@app/shared/api';

/** The devise_token_auth header set, kept in localStorage under one key as JSON. */
export type AuthHeaders = Record<AuthHeaderName, string>;

const STORAGE_KEY = 'freelance-kanri.auth';

function isAuthHeaders(value: unknown): value is AuthHeaders {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return authHeaderNames.every((name) => typeof record[name] === 'string');
}

export function getAuthHeaders(): AuthHeaders | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAuthHeaders(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function isLoggedIn(): boolean {
  return getAuthHeaders() !== null;
}

export function setAuthHeaders(headers: AuthHeaders): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(headers));
}

export function clearAuthHeaders(): void {
  window.localStorage.removeItem(STORAGE_KEY);
}

/** Reads the auth headers of a response; null unless it carries a new `access-token` with its client and uid. */
export function readAuthHeaders(headers: Headers): AuthHeaders | null {
  const accessToken = headers.get('access-token');
  if (!accessToken) return null;
  const client = headers.get('client');
  const uid = headers.get('uid');
  if (!client || !uid) return null;
  return {
    'access-token': accessToken,
    client,
    uid,
    'token-type': headers.get('token-type') ?? 'Bearer',
    expiry: headers.get('expiry') ?? '',
  };
}

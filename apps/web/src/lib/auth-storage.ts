import { authHeaderNames, type AuthHeaderName } from '@app/shared/api';

/** The devise_token_auth header set, kept in localStorage under one key as JSON. */
export type AuthHeaders = Record<AuthHeaderName, string>;

/** One stored session: employees and worker-portal accounts each have their own key, so neither token reaches the other's API. */
export type AuthStorage = {
  get: () => AuthHeaders | null;
  set: (headers: AuthHeaders) => void;
  clear: () => void;
  isLoggedIn: () => boolean;
};

function isAuthHeaders(value: unknown): value is AuthHeaders {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return authHeaderNames.every((name) => typeof record[name] === 'string');
}

export function createAuthStorage(key: string): AuthStorage {
  const get = (): AuthHeaders | null => {
    try {
      const raw = window.localStorage.getItem(key);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return isAuthHeaders(parsed) ? parsed : null;
    } catch {
      return null;
    }
  };
  return {
    get,
    set: (headers) => window.localStorage.setItem(key, JSON.stringify(headers)),
    clear: () => window.localStorage.removeItem(key),
    isLoggedIn: () => get() !== null,
  };
}

/** The employee session (the company-side app). */
export const employeeAuthStorage = createAuthStorage('freelance-kanri.auth');
/** The worker-portal session (/portal/*): a separate key, never sent to employee endpoints. */
export const workerAuthStorage = createAuthStorage('freelance-kanri.worker-auth');

export const getAuthHeaders = employeeAuthStorage.get;
export const isLoggedIn = employeeAuthStorage.isLoggedIn;
export const setAuthHeaders = employeeAuthStorage.set;
export const clearAuthHeaders = employeeAuthStorage.clear;

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

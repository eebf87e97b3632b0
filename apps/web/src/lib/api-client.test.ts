import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient, configureWorkerApiClient, downloadFileName, failureMessage, workerApiRequest } from './api-client';
import { getAuthHeaders, setAuthHeaders, workerAuthStorage } from './auth-storage';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

const tokens = {
  'access-token': 'tok-1',
  client: 'cli-1',
  uid: 'owner@example.com',
  'token-type': 'Bearer',
  expiry: '1796578401',
};

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  const onPlanRestricted = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    onPlanRestricted.mockReset();
    configureApiClient({ onUnauthorized, onPlanRestricted });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stores the auth headers of an answer and sends them on the next call', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { id: 1 } }, tokens));
    await apiRequest('/auth/sign_in', { method: 'POST', body: { email: 'a@b.c', password: 'x' } });
    expect(getAuthHeaders()).toEqual(tokens);

    fetchMock.mockResolvedValueOnce(json(200, { data: { profile: {} } }));
    await apiRequest('/profile');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/profile');
    const sent = new Headers(init?.headers);
    expect(sent.get('access-token')).toBe('tok-1');
    expect(sent.get('client')).toBe('cli-1');
    expect(sent.get('uid')).toBe('owner@example.com');
    expect(sent.get('token-type')).toBe('Bearer');
  });

  it('keeps the worker-portal session apart: each client sends only its own tokens and clears only its own on 401', async () => {
    const workerTokens = { ...tokens, 'access-token': 'worker-tok', client: 'worker-cli', uid: 'worker@example.com' };
    const onWorkerUnauthorized = vi.fn();
    configureWorkerApiClient({ onUnauthorized: onWorkerUnauthorized });
    setAuthHeaders(tokens);
    fetchMock.mockResolvedValueOnce(json(200, { data: { id: 9 } }, workerTokens));
    await workerApiRequest('/worker_auth/sign_in', { method: 'POST', body: {}, skipAuthRedirect: true });
    expect(workerAuthStorage.get()).toEqual(workerTokens);
    expect(getAuthHeaders()).toEqual(tokens);

    fetchMock.mockResolvedValueOnce(json(200, { data: {} }));
    await workerApiRequest('/v2/worker/me');
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('access-token')).toBe('worker-tok');
    fetchMock.mockResolvedValueOnce(json(200, { data: {} }));
    await apiRequest('/profile');
    expect(new Headers(fetchMock.mock.calls[2]![1]?.headers).get('access-token')).toBe('tok-1');

    fetchMock.mockResolvedValueOnce(json(401, { errors: ['x'], code: 'UNAUTHORIZED' }));
    await expect(workerApiRequest('/v2/worker/me')).rejects.toBeInstanceOf(ApiError);
    expect(workerAuthStorage.get()).toBeNull();
    expect(getAuthHeaders()).toEqual(tokens);
    expect(onWorkerUnauthorized).toHaveBeenCalledWith(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('replaces the stored set when an answer carries a new access-token', async () => {
    setAuthHeaders(tokens);
    fetchMock.mockResolvedValueOnce(json(200, {}, { ...tokens, 'access-token': 'tok-2' }));
    await apiRequest('/profile');
    expect(getAuthHeaders()?.['access-token']).toBe('tok-2');
  });

  it('camelCases /v2/ answers only', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [{ read_at: null }], meta: { unread_notification_count: 3 } }));
    const v2 = await apiRequest<unknown>('/v2/employee/notifications', { query: { page: 1, per: 10 } });
    expect(v2).toEqual({ data: [{ readAt: null }], meta: { unreadNotificationCount: 3 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v2/employee/notifications?page=1&per=10');

    fetchMock.mockResolvedValueOnce(json(200, { data: [], per_page: 25, total_count: 0 }));
    const v1 = await apiRequest<unknown>('/user/workers/custom_display');
    expect(v1).toEqual({ data: [], per_page: 25, total_count: 0 });
  });

  it('throws ApiError with the envelope of a 4xx answer', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { errors: ['現在のパスワードが正しくありません。'], code: 'VALIDATION_ERROR', fields: { current_password: ['現在のパスワードが正しくありません。'] } }),
    );
    const error = await apiRequest('/auth/password', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('VALIDATION_ERROR');
    expect(apiError.fields).toEqual({ current_password: ['現在のパスワードが正しくありません。'] });
    expect(failureMessage('パスワードの変更に失敗しました。', apiError)).toBe(
      'パスワードの変更に失敗しました。現在のパスワードが正しくありません。',
    );
  });

  it('on 401 clears the session and reports whether one existed', async () => {
    setAuthHeaders(tokens);
    fetchMock.mockResolvedValueOnce(json(401, { errors: ['ログインの有効期限が切れました。'], code: 'UNAUTHORIZED' }));
    await expect(apiRequest('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(getAuthHeaders()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith(true);

    fetchMock.mockResolvedValueOnce(json(401, { errors: ['ログインしてください。'], code: 'UNAUTHORIZED' }));
    await expect(apiRequest('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenLastCalledWith(false);
  });

  it('does not treat a sign-in 401 as an ended session', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { errors: ['メールアドレスまたはパスワードが正しくありません。'], code: 'INVALID_CREDENTIALS' }));
    await expect(apiRequest('/auth/sign_in', { method: 'POST', body: {}, skipAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
      errors: ['メールアドレスまたはパスワードが正しくありません。'],
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports meta.function_restricted on success and on error', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [], meta: { function_restricted: true } }));
    await apiRequest('/v2/employee/contracts');
    fetchMock.mockResolvedValueOnce(json(403, { errors: ['x'], code: 'PLAN_RESTRICTED', meta: { function_restricted: true } }));
    const error = await apiRequest('/v2/employee/contracts').catch((e: unknown) => e);
    expect((error as ApiError).functionRestricted).toBe(true);
    expect(onPlanRestricted).toHaveBeenCalledTimes(2);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/profile')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('downloadFileName', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(downloadFileName(`attachment; filename="__.csv"; filename*=UTF-8''%E7%A4%BE%E5%93%A1.csv`, 'x.csv')).toBe('社員.csv');
    expect(downloadFileName('attachment; filename="workers.csv"', 'x.csv')).toBe('workers.csv');
    expect(downloadFileName(null, 'contracts.csv')).toBe('contracts.csv');
  });
});

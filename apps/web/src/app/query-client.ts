import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, failureMessage } from '../lib/api-client';
import { showToast } from '../lib/toast-store';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** `errorPrefix`: a failed query shows the toast "prefix + server message" (SPEC §8). */
    queryMeta: { errorPrefix?: string };
    mutationMeta: { errorPrefix?: string };
  }
}

/** 401s redirect to login and plan restrictions have their own toast: no "failed" toast for those. */
function shouldToast(error: unknown): boolean {
  if (error instanceof ApiError) return error.status !== 401 && !error.functionRestricted;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const prefix = query.meta?.errorPrefix;
        if (prefix && shouldToast(error)) showToast(failureMessage(prefix, error), 'error');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const prefix = mutation.meta?.errorPrefix;
        if (prefix && shouldToast(error)) showToast(failureMessage(prefix, error), 'error');
      },
    }),
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

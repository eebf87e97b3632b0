/**
 * Setup of the component tests (`*.test.tsx`, jsdom): the API is mocked at the network edge with MSW — the app's own
 * client, query cache and error handling run as in the browser; only the HTTP answers are made up. A request without
 * a handler fails the test.
 */
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dismissToast, getToast } from '../lib/toast-store';
import { defaultHandlers } from './api-mocks';

// A ceiling, not a wait: the first render of a route imports its lazy modules (slow on a loaded 2-core machine), and a
// failed load is retried once after 1 s (app/query-client.ts) before its message shows.
configure({ asyncUtilTimeout: 15_000 });

export const server = setupServer(...defaultHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  // the toast store is module state: with the module graph shared between files (vitest.config.ts), a toast left
  // open by one test would show in the next file's first render
  const toast = getToast();
  if (toast) dismissToast(toast.id);
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeaderNames } from '../../packages/shared/src/api';
import { DEMO_PASSWORD, type demo } from './db';

/** The key under which the web client keeps its auth headers (apps/web/src/lib/auth-storage.ts). */
export const AUTH_STORAGE_KEY = 'freelance-kanri.auth';

export type DemoRole = keyof typeof demo;

const authDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/.auth');

/**
 * The storage state of a demo account, signed in once through the API by e2e/global-setup.ts. Use it with
 * `test.use({ storageState: demoState('owner') })`; the page then starts signed in, without the login form.
 */
export function demoState(role: DemoRole): string {
  return path.join(authDir, `${role}.json`);
}

export type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/** The key of the worker portal's session (apps/web/src/lib/auth-storage.ts): apart from the employee's. */
export const WORKER_AUTH_STORAGE_KEY = 'freelance-kanri.worker-auth';

/** Signs in through the API (`POST /api/auth/sign_in`) and answers the auth headers the web client would store. */
export async function signInHeaders(baseURL: string, email: string, password = DEMO_PASSWORD, endpoint = '/api/auth/sign_in'): Promise<string> {
  const response = await fetch(new URL(endpoint, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  const headers = Object.fromEntries(authHeaderNames.map((name) => [name, response.headers.get(name) ?? '']));
  if (!headers['access-token']) throw new Error(`sign-in of ${email} answered no access-token`);
  return JSON.stringify(headers);
}

export async function storageStateFor(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<StorageState> {
  const value = await signInHeaders(baseURL, email, password);
  return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: AUTH_STORAGE_KEY, value }] }] };
}

/** A worker-portal account signed in through the API (`POST /api/worker_auth/sign_in`): the portal opens signed in. */
export async function workerStorageStateFor(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<StorageState> {
  const value = await signInHeaders(baseURL, email, password, '/api/worker_auth/sign_in');
  return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: WORKER_AUTH_STORAGE_KEY, value }] }] };
}

function baseURLOf(page: Page): string {
  const url = process.env.E2E_BASE_URL;
  if (url) return url;
  throw new Error(`E2E_BASE_URL is not set (e2e/global-setup.ts sets it); page at ${page.url()}`);
}

/**
 * Signs `page` in as `email` through the API (no typing into the login form: that is e2e/auth.spec.ts's subject), then
 * opens `path` and waits for the profile (user menu) to load.
 */
export async function login(page: Page, email: string, pathAfter = '/worker', password = DEMO_PASSWORD): Promise<void> {
  const value = await signInHeaders(baseURLOf(page), email, password);
  // Any same-origin document will do to reach localStorage: the health check is the smallest one.
  await page.goto('/api/health');
  // (the e2e project has no DOM typings: evaluate a string in the page)
  await page.evaluate(`localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, ${JSON.stringify(value)})`);
  await page.goto(pathAfter);
  // the first load of the app in a fresh browser (its chunks, the profile) takes 10–15 s on the loaded CI machine
  await expect(page.getByTestId('user-menu-name')).not.toBeEmpty({ timeout: 30_000 });
}

/**
 * One page signed in as a demo account for every test of a file: the app's first load (its chunks, the profile) is paid
 * once, later tests navigate in the same page with the browser's cache warm. For specs whose tests need no fresh browser
 * each (each makes its own data). Tests of a file run in order in one worker; after a failure the worker restarts and
 * the remaining tests get a new page.
 */
export function useSharedPage(role: DemoRole): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ storageState: demoState(role) });
  });
  test.afterAll(async () => {
    await page?.close();
  });
  return () => {
    if (!page) throw new Error('the shared page opens in beforeAll');
    return page;
  };
}

/** A page in a fresh browser context that is signed out, whatever storage state the test uses. */
export async function signedOutPage(browser: Browser): Promise<Page> {
  return browser.newPage({ storageState: undefined });
}

/** Signs in through the login form (the page must be on /login). */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^メールアドレス/).fill(email);
  await page.getByLabel(/^パスワード/).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Opens /login, signs in through the form and waits for the default page and the profile (user menu) to load. */
export async function loginWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu-name')).not.toBeEmpty();
}

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'メインメニュー' });
}

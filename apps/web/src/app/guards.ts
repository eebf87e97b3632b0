import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLoggedIn, workerAuthStorage } from '../lib/auth-storage';
import { DEFAULT_AFTER_LOGIN, paths } from '../lib/paths';
import { rememberTarget } from '../lib/redirect-target';

/** Protected routes: logged out → /login, remembering where the user wanted to go (pathname + search). */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  rememberTarget(`${url.pathname}${url.search}`);
  return redirect(paths.login);
}

/** /login while logged in → /worker. */
export function redirectIfLoggedIn() {
  return isLoggedIn() ? redirect(DEFAULT_AFTER_LOGIN) : null;
}

/** The worker portal's signed-in pages: no worker session → /portal/login. */
export function requireWorker() {
  return workerAuthStorage.isLoggedIn() ? null : redirect(paths.portalLogin);
}

/** /portal/login while a worker is signed in → /portal. */
export function redirectIfWorkerLoggedIn() {
  return workerAuthStorage.isLoggedIn() ? redirect(paths.portal) : null;
}

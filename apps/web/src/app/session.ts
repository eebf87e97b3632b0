import type { QueryClient } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import { configureApiClient, configureWorkerApiClient } from '../lib/api-client';
import { paths } from '../lib/paths';
import { rememberTarget } from '../lib/redirect-target';
import { showToast } from '../lib/toast-store';
import type { AppRouter } from './router';

/** Pages that never need a session: a 401 there must not bounce the user. */
const PUBLIC_PREFIXES = [paths.login, paths.resetPassword, '/user/password', '/my_number', paths.portal, '/worker_invitations'];

function isPublic(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * SPEC §7 "Response handling": a 401 while logged in logs out (tokens already cleared by the client, cache dropped)
 * and goes to /login; while logged out it just goes to /login. The current path is remembered for after login.
 */
export function wireSession(router: AppRouter, queryClient: QueryClient): void {
  let redirecting = false;
  configureApiClient({
    onUnauthorized: (wasLoggedIn) => {
      const { pathname, search } = router.state.location;
      if (redirecting || isPublic(pathname)) return;
      redirecting = true;
      rememberTarget(`${pathname}${search}`);
      if (wasLoggedIn) showToast(ja.auth.sessionExpired, 'error');
      void router.navigate(paths.login, { replace: true }).finally(() => {
        queryClient.clear();
        redirecting = false;
      });
    },
    onPlanRestricted: () => showToast(ja.app.planRestricted, 'error'),
  });
  // The worker portal's own session: a 401 there goes to /portal/login (the employee session is left alone).
  let workerRedirecting = false;
  configureWorkerApiClient({
    onUnauthorized: (wasLoggedIn) => {
      if (workerRedirecting) return;
      workerRedirecting = true;
      if (wasLoggedIn) showToast(ja.auth.sessionExpired, 'error');
      void router.navigate(paths.portalLogin, { replace: true }).finally(() => {
        queryClient.removeQueries({ queryKey: ['portal'] });
        workerRedirecting = false;
      });
    },
  });
}

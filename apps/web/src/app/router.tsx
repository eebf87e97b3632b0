import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { ja } from '@app/shared/messages/ja';
import { FullPageLoader } from '../components/full-page-loader';
import { DEFAULT_AFTER_LOGIN } from '../lib/paths';
import { InlineErrorPage, RootErrorPage } from '../routes/errors/route-error-page';
import { redirectIfLoggedIn, requireAuth } from './guards';

/** Placeholder screens (SPEC §2 main routes a later issue builds): one lazy chunk, the title from `handle`. */
function placeholder(path: string, title: string): RouteObject {
  return {
    path,
    handle: { title },
    lazy: async () => ({ Component: (await import('../routes/placeholder/placeholder-page')).PlaceholderPage }),
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, loader: () => redirect(DEFAULT_AFTER_LOGIN) },
      {
        loader: redirectIfLoggedIn,
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../routes/login/login-page')).LoginPage }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          {
            path: 'user/reset_password',
            lazy: async () => ({ Component: (await import('../routes/user/reset-password-page')).ResetPasswordPage }),
          },
        ],
      },
      {
        loader: requireAuth,
        lazy: async () => ({ Component: (await import('./layouts/default-layout')).DefaultLayout }),
        children: [
          {
            errorElement: <InlineErrorPage />,
            children: [
              {
                path: 'worker',
                lazy: async () => ({ Component: (await import('../routes/worker/worker-list-page')).WorkerListPage }),
              },
              placeholder('worker/:code/*', ja.pageTitles.workerDetail),
              {
                path: 'notifications',
                lazy: async () => ({
                  Component: (await import('../routes/notifications/notifications-page')).NotificationsPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({ Component: (await import('../routes/profile/profile-page')).ProfilePage }),
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await import('../routes/settings/settings-page')).SettingsPage }),
              },
              {
                path: 'company/*',
                lazy: async () => ({ Component: (await import('../routes/company/company-page')).CompanyPage }),
              },
              placeholder('agent/*', ja.pageTitles.agent),
              placeholder('activity_groups', ja.pageTitles.activityGroups),
              placeholder('activity_groups/:code', ja.pageTitles.activityGroup),
              placeholder('contract/*', ja.pageTitles.contract),
              placeholder('deliveries/*', ja.pageTitles.deliveries),
              placeholder('payments/*', ja.pageTitles.payments),
              placeholder('payment_record/*', ja.pageTitles.paymentRecord),
              placeholder('payment_notifications/*', ja.pageTitles.paymentNotifications),
              placeholder('purchase_order/*', ja.pageTitles.purchaseOrder),
              placeholder('my-number/*', ja.pageTitles.myNumber),
              placeholder('working_records/*', ja.pageTitles.workingRecords),
              placeholder('terms', ja.pageTitles.terms),
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../routes/errors/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

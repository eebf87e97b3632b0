import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { ja } from '@app/shared/messages/ja';
import { FullPageLoader } from '../components/full-page-loader';
import { InlineErrorPage, RootErrorPage } from '../routes/errors/route-error-page';
import { redirectIfLoggedIn, redirectIfWorkerLoggedIn, requireAuth, requireWorker } from './guards';

/**
 * A lazily loaded screen: the module's named component (one chunk per module; the `import()` stays literal for Vite).
 * `lazy: page(() => import('../routes/x/x-page'), 'XPage')`.
 */
function page<Name extends string, Module extends Record<Name, ComponentType>>(load: () => Promise<Module>, name: Name) {
  return async (): Promise<{ Component: ComponentType }> => ({ Component: (await load())[name] });
}

/** A contract's sub-pages (issue #10): order, order_log, delivery (with detail and invoice), payment_notification. */
const contractPage = (path: string | undefined, load: () => Promise<{ Component: ComponentType }>): RouteObject =>
  path === undefined ? { index: true, lazy: load } : { path, lazy: load };
const contractSubRoutes: RouteObject[] = [
  contractPage(undefined, page(() => import('../routes/worker/contract/contract-detail-page'), 'ContractDetailPage')),
  contractPage('order', page(() => import('../routes/worker/contract/contract-orders-page'), 'ContractOrdersPage')),
  contractPage('order/new', page(() => import('../routes/worker/contract/order-form-page'), 'OrderNewPage')),
  contractPage('order/:orderCode', page(() => import('../routes/worker/contract/order-page'), 'OrderPage')),
  contractPage('order_log', page(() => import('../routes/worker/contract/contract-orders-page'), 'ContractOrderLogListPage')),
  contractPage('order_log/:orderCode', page(() => import('../routes/worker/contract/order-log-page'), 'OrderLogPage')),
  contractPage('delivery', page(() => import('../routes/worker/contract/contract-deliveries-page'), 'ContractDeliveriesPage')),
  contractPage('delivery/:deliveryCode', page(() => import('../routes/worker/contract/delivery-page'), 'DeliveryReviewPage')),
  contractPage('delivery/:deliveryCode/detail', page(() => import('../routes/worker/contract/delivery-page'), 'DeliveryDetailPage')),
  contractPage('delivery/:deliveryCode/invoice', page(() => import('../routes/worker/contract/delivery-page'), 'DeliveryInvoicePage')),
  contractPage('payment_notification', page(() => import('../routes/worker/contract/contract-payment-notifications-page'), 'ContractPaymentNotificationsPage')),
  contractPage('payment_notification/:paymentNotificationId', page(() => import('../routes/worker/contract/contract-payment-notifications-page'), 'ContractPaymentNotificationPage')),
  {
    path: '*',
    loader: () => {
      throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
    },
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RootErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        loader: redirectIfLoggedIn,
        lazy: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [
          {
            path: 'login',
            lazy: page(() => import('../routes/login/login-page'), 'LoginPage'),
          },
        ],
      },
      {
        lazy: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [
          {
            path: 'user/reset_password',
            lazy: page(() => import('../routes/user/reset-password-page'), 'ResetPasswordPage'),
          },
          {
            path: 'user/reset_password/edit',
            lazy: page(() => import('../routes/user/reset-password-edit-page'), 'ResetPasswordEditPage'),
          },
          {
            path: 'user/password/:token',
            lazy: page(() => import('../routes/user/password-page'), 'PasswordPage'),
          },
          {
            path: 'user/email_change/:token',
            lazy: page(() => import('../routes/user/email-change-page'), 'EmailChangePage'),
          },
        ],
      },
      // ── the worker portal (issue #9): its own session and layout ──
      {
        loader: redirectIfWorkerLoggedIn,
        lazy: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [
          {
            path: 'portal/login',
            lazy: page(() => import('../routes/portal/portal-login-page'), 'PortalLoginPage'),
          },
        ],
      },
      {
        lazy: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [
          {
            path: 'portal/reset_password',
            lazy: page(() => import('../routes/portal/portal-reset-password-page'), 'PortalResetPasswordPage'),
          },
          {
            path: 'portal/reset_password/edit',
            lazy: page(() => import('../routes/portal/portal-reset-password-edit-page'), 'PortalResetPasswordEditPage'),
          },
          {
            path: 'worker_invitations/:token',
            lazy: page(() => import('../routes/worker-invitation/worker-invitation-page'), 'WorkerInvitationPage'),
          },
        ],
      },
      // ── マイナンバー entry by link (issue #12): no login, the 3-step layout ──
      {
        lazy: page(() => import('./layouts/my-number-form-layout'), 'MyNumberFormLayout'),
        children: [
          {
            path: 'my_numbers/:token',
            handle: { myNumberStep: 0 },
            lazy: page(() => import('../routes/my-number/my-number-entry-pages'), 'MyNumberEntryPage'),
          },
          {
            path: 'my_numbers/:token/confirm',
            handle: { myNumberStep: 1 },
            lazy: page(() => import('../routes/my-number/my-number-entry-pages'), 'MyNumberConfirmPage'),
          },
          {
            path: 'my_number/complete',
            handle: { myNumberStep: 2 },
            lazy: page(() => import('../routes/my-number/my-number-entry-pages'), 'MyNumberCompletePage'),
          },
        ],
      },
      // ── public reading pages (issue #9 item 7): signed in or out ──
      {
        lazy: page(() => import('./layouts/legal-layout'), 'LegalLayout'),
        children: [
          { path: 'terms', lazy: page(() => import('../routes/legal/legal-pages'), 'TermsPage') },
          { path: 'privacy', lazy: page(() => import('../routes/legal/legal-pages'), 'PrivacyPage') },
          { path: 'help/faq', lazy: page(() => import('../routes/legal/legal-pages'), 'FaqPage') },
          { path: 'help/guide', lazy: page(() => import('../routes/legal/legal-pages'), 'GuidePage') },
        ],
      },
      {
        path: 'portal',
        loader: requireWorker,
        lazy: page(() => import('./layouts/portal-layout'), 'PortalLayout'),
        children: [
          {
            errorElement: <InlineErrorPage />,
            children: [
              { index: true, lazy: page(() => import('../routes/portal/portal-home-page'), 'PortalHomePage') },
              // /portal/contracts: the same list of the chosen company's contracts as the portal's home
              { path: 'contracts', lazy: page(() => import('../routes/portal/portal-home-page'), 'PortalHomePage') },
              {
                path: 'contracts/:code',
                lazy: page(() => import('../routes/portal/portal-contract-page'), 'PortalContractPage'),
              },
              {
                path: 'contracts/:code/orders/:orderCode',
                lazy: page(() => import('../routes/portal/portal-order-page'), 'PortalOrderPage'),
              },
              {
                path: 'profile',
                lazy: page(() => import('../routes/portal/portal-profile-page'), 'PortalProfilePage'),
              },
              {
                path: 'bank_account',
                lazy: page(() => import('../routes/portal/portal-bank-account-page'), 'PortalBankAccountPage'),
              },
              {
                path: 'account',
                lazy: page(() => import('../routes/portal/portal-account-page'), 'PortalAccountPage'),
              },
              // issue #11: the worker's 支払通知書 (across companies) and 支払履歴
              {
                path: 'payment_notifications',
                lazy: page(() => import('../routes/portal/portal-payment-notifications-page'), 'PortalPaymentNotificationsPage'),
              },
              {
                path: 'payment_notifications/:code',
                lazy: page(() => import('../routes/portal/portal-payment-notification-page'), 'PortalPaymentNotificationPage'),
              },
              {
                path: 'payments',
                lazy: page(() => import('../routes/portal/portal-payments-page'), 'PortalPaymentsPage'),
              },
              // issue #22: the worker's published 支払調書, every company
              {
                path: 'payment_records',
                lazy: page(() => import('../routes/portal/portal-payment-records-page'), 'PortalPaymentRecordsPage'),
              },
              // issue #23: the worker's 稼働 — the month's time-tracked contracts, then one contract's month
              {
                path: 'working_records',
                lazy: page(() => import('../routes/portal/portal-working-records-page'), 'PortalWorkingRecordsPage'),
              },
              {
                path: 'working_records/:code',
                lazy: page(() => import('../routes/portal/portal-working-records-project-page'), 'PortalWorkingRecordsProjectPage'),
              },
            ],
          },
        ],
      },
      {
        loader: requireAuth,
        lazy: page(() => import('./layouts/default-layout'), 'DefaultLayout'),
        children: [
          {
            errorElement: <InlineErrorPage />,
            children: [
              // / (ホーム, issue #21): what needs the company; the default after login
              { index: true, lazy: page(() => import('../routes/home/home-page'), 'HomePage') },
              {
                path: 'worker',
                lazy: page(() => import('../routes/worker/worker-list-page'), 'WorkerListPage'),
              },
              {
                path: 'worker/:code',
                lazy: page(() => import('../routes/worker/worker-detail-layout'), 'WorkerDetailLayout'),
                children: [
                  {
                    index: true,
                    lazy: page(() => import('../routes/worker/worker-basic-page'), 'WorkerBasicPage'),
                  },
                  {
                    path: 'personal',
                    lazy: page(() => import('../routes/worker/worker-personal-page'), 'WorkerPersonalPage'),
                  },
                  {
                    path: 'contract',
                    lazy: page(() => import('../routes/worker/worker-contract-page'), 'WorkerContractPage'),
                  },
                  {
                    // /worker/{code}/contract/{contractCode}[?only_contract=true] (from notifications): the contract's page
                    // with its tabs (only the contract with only_contract); each sub-page (SPEC §2) is a tab's screen.
                    path: 'contract/:contractCode',
                    lazy: page(() => import('../routes/worker/contract/contract-sub-layout'), 'ContractSubLayout'),
                    children: contractSubRoutes,
                  },
                  {
                    path: 'my_number',
                    lazy: page(() => import('../routes/worker/worker-my-number-page'), 'WorkerMyNumberPage'),
                  },
                  // 稼働管理 (issue #23): the 稼働 tab, a contract's month, its operation log and one day
                  {
                    path: 'working_record_project',
                    lazy: page(() => import('../routes/worker/working-record-project/worker-working-record-projects-page'), 'WorkerWorkingRecordProjectsPage'),
                  },
                  {
                    path: 'working_record_project/:projectCode',
                    lazy: page(() => import('../routes/worker/working-record-project/working-record-report-page'), 'WorkingRecordReportPage'),
                  },
                  {
                    path: 'working_record_project/:projectCode/operation_logs',
                    lazy: page(() => import('../routes/worker/working-record-project/working-record-operation-logs-page'), 'WorkingRecordOperationLogsPage'),
                  },
                  {
                    path: 'working_record_project/:projectCode/record',
                    lazy: page(() => import('../routes/worker/working-record-project/working-record-day-page'), 'WorkingRecordDayPage'),
                  },
                ],
              },
              {
                path: 'worker_invitation/import',
                lazy: page(() => import('../routes/worker-import/worker-import-page'), 'WorkerInvitationImportPage'),
              },
              {
                path: 'temporary_workers/import',
                lazy: page(() => import('../routes/worker-import/worker-import-page'), 'TemporaryWorkerImportPage'),
              },
              {
                path: 'notifications',
                lazy: page(() => import('../routes/notifications/notifications-page'), 'NotificationsPage'),
              },
              {
                path: 'profile',
                lazy: page(() => import('../routes/profile/profile-page'), 'ProfilePage'),
              },
              {
                path: 'settings',
                lazy: page(() => import('../routes/settings/settings-page'), 'SettingsPage'),
              },
              // SPEC §2: Slack sends the browser back here after the workspace's consent (issue #23)
              {
                path: 'slack/omniauth_callbacks',
                lazy: page(() => import('../routes/slack/slack-callback-page'), 'SlackCallbackPage'),
              },
              {
                path: 'company',
                lazy: page(() => import('../routes/company/company-page'), 'CompanyPage'),
                children: [
                  { index: true, lazy: page(() => import('../routes/company/company-index-page'), 'CompanyIndexPage') },
                  { path: 'employee', lazy: page(() => import('../routes/company/employee-page'), 'EmployeePage') },
                  { path: 'department', lazy: page(() => import('../routes/company/department-page'), 'DepartmentPage') },
                  { path: 'authority', lazy: page(() => import('../routes/company/authority-page'), 'AuthorityPage') },
                  {
                    path: 'basic_information',
                    lazy: page(() => import('../routes/company/basic-information-page'), 'BasicInformationPage'),
                  },
                  {
                    path: 'worker-required-entry',
                    lazy: page(() => import('../routes/company/worker-required-entry-page'), 'WorkerRequiredEntryPage'),
                  },
                  { path: 'project', lazy: page(() => import('../routes/company/project-page'), 'ProjectPage') },
                  { path: 'custom_field', lazy: page(() => import('../routes/company/custom-field-page'), 'CustomFieldPage') },
                  {
                    path: 'company_purchase_order_template',
                    lazy: page(() => import('../routes/company/company-purchase-order-template-page'), 'CompanyPurchaseOrderTemplatePage'),
                  },
                  { path: 'transfer_account', lazy: page(() => import('../routes/company/transfer-account-page'), 'TransferAccountPage') },
                  { path: 'accounting_mapping', lazy: page(() => import('../routes/company/accounting-mapping-page'), 'AccountingMappingPage') },
                  { path: 'slack', lazy: page(() => import('../routes/company/slack-page'), 'SlackPage') },
                  { path: 'ebook', lazy: page(() => import('../routes/company/ebook-settings-page'), 'EbookSettingsPage') },
                  { path: 'notification', lazy: page(() => import('../routes/company/notification-page'), 'NotificationPage') },
                  {
                    path: 'payment_notification',
                    lazy: page(() => import('../routes/company/notification-payment-notification-page'), 'NotificationPaymentNotificationPage'),
                  },
                  // SPEC §2's path: the 支払通知書 settings were a sub-tab of アラートメール設定, now their own tab
                  { path: 'notification/payment_notification', loader: () => redirect('/company/payment_notification') },
                  ...['notification/*'].map(
                    (path): RouteObject => ({
                      path,
                      lazy: page(() => import('../routes/company/company-section-placeholder-page'), 'CompanySectionPlaceholderPage'),
                    }),
                  ),
                  {
                    path: '*',
                    loader: () => {
                      throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
                    },
                  },
                ],
              },
              {
                path: 'agent',
                lazy: page(() => import('../routes/agent/agent-list-page'), 'AgentListPage'),
              },
              {
                path: 'agent/:code',
                lazy: page(() => import('../routes/agent/agent-detail-layout'), 'AgentDetailLayout'),
                children: [
                  {
                    index: true,
                    lazy: page(() => import('../routes/agent/agent-basic-page'), 'AgentBasicPage'),
                  },
                  {
                    path: 'contract',
                    lazy: page(() => import('../routes/agent/agent-contracts-page'), 'AgentContractsPage'),
                  },
                  {
                    path: 'contract/:contractCode',
                    lazy: page(() => import('../routes/agent/agent-contract-page'), 'AgentContractPage'),
                  },
                ],
              },
              {
                path: 'activity_groups',
                handle: { title: ja.pageTitles.activityGroups },
                lazy: page(() => import('../routes/activity-groups/activity-groups-page'), 'ActivityGroupsPage'),
              },
              {
                path: 'activity_groups/:code',
                handle: { title: ja.pageTitles.activityGroup },
                lazy: page(() => import('../routes/activity-groups/activity-group-page'), 'ActivityGroupPage'),
              },
              {
                path: 'contract',
                lazy: page(() => import('../routes/contract/contract-list-page'), 'ContractListPage'),
              },
              {
                path: 'contract/import',
                lazy: page(() => import('../routes/contract/contract-import-page'), 'ContractImportPage'),
              },
              {
                path: 'deliveries',
                handle: { title: ja.pageTitles.deliveries },
                lazy: page(() => import('../routes/deliveries/delivery-list-page'), 'DeliveryListPage'),
              },
              {
                path: 'payments',
                handle: { title: ja.pageTitles.payments },
                lazy: page(() => import('../routes/payments/payment-list-page'), 'PaymentListPage'),
              },
              {
                path: 'payments/import',
                handle: { title: ja.payments.screen.importTitle },
                lazy: page(() => import('../routes/payments/payment-import-page'), 'PaymentImportPage'),
              },
              {
                path: 'payment_informations/new',
                handle: { title: ja.payments.screen.createTitle },
                lazy: page(() => import('../routes/payments/payment-create-page'), 'PaymentCreatePage'),
              },
              // 会計データ出力 (issue #25 item 1)
              {
                path: 'accounting_exports',
                handle: { title: ja.accounting.exportTitle },
                lazy: page(() => import('../routes/accounting-exports/accounting-export-page'), 'AccountingExportPage'),
              },
              // 支払調書 (issue #22): two tabs of one page, per worker and per contract
              {
                path: 'payment_record',
                handle: { title: ja.pageTitles.paymentRecord },
                lazy: page(() => import('../routes/payment-record/payment-record-page'), 'PaymentRecordWorkersPage'),
              },
              {
                path: 'payment_record/contract',
                handle: { title: ja.pageTitles.paymentRecord },
                lazy: page(() => import('../routes/payment-record/payment-record-page'), 'PaymentRecordContractsPage'),
              },
              // 電子帳簿保存法 (issue #25 item 2): the 電子取引 index and one document's history
              {
                path: 'ebook',
                handle: { title: ja.ebookScreens.title },
                lazy: page(() => import('../routes/ebook/ebook-page'), 'EbookPage'),
              },
              {
                path: 'ebook/:id',
                handle: { title: ja.ebookScreens.title },
                lazy: page(() => import('../routes/ebook/ebook-document-page'), 'EbookDocumentPage'),
              },
              {
                path: 'payment_notifications',
                handle: { title: ja.pageTitles.paymentNotifications },
                lazy: page(() => import('../routes/payment-notifications/payment-notification-list-page'), 'PaymentNotificationListPage'),
              },
              {
                path: 'payment_notifications/new',
                handle: { title: ja.paymentNotifications.newTitle },
                lazy: page(() => import('../routes/payment-notifications/payment-notification-new-page'), 'PaymentNotificationNewPage'),
              },
              {
                path: 'payment_notifications/edit',
                handle: { title: ja.paymentNotifications.editTitle },
                lazy: page(() => import('../routes/payment-notifications/payment-notification-edit-page'), 'PaymentNotificationEditPage'),
              },
              {
                path: 'purchase_order',
                handle: { title: ja.pageTitles.purchaseOrder },
                lazy: page(() => import('../routes/purchase-order/purchase-order-list-page'), 'PurchaseOrderListPage'),
              },
              {
                path: 'my-number',
                handle: { title: ja.pageTitles.myNumber },
                lazy: page(() => import('../routes/my-number/my-number-list-page'), 'MyNumberListPage'),
              },
              {
                path: 'my-number/log',
                lazy: page(() => import('../routes/my-number/my-number-log-page'), 'MyNumberLogPage'),
              },
              {
                path: 'my-number/import',
                lazy: page(() => import('../routes/my-number/my-number-import-page'), 'MyNumberImportPage'),
              },
              // 稼働管理 (issue #23): every time-tracked contract of a month, or the company calendar
              {
                path: 'working_records',
                handle: { title: ja.timeTrackingScreens.title },
                lazy: page(() => import('../routes/working-records/working-records-page'), 'WorkingRecordsPage'),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: page(() => import('../routes/errors/not-found-page'), 'NotFoundPage'),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

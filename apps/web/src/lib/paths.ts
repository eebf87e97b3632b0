/** In-app routes and external pages. */
export const paths = {
  home: '/',
  login: '/login',
  worker: '/worker',
  workerDetail: (code: string) => `/worker/${encodeURIComponent(code)}`,
  contract: '/contract',
  agent: '/agent',
  activityGroups: '/activity_groups',
  activityGroup: (code: string) => `/activity_groups/${encodeURIComponent(code)}`,
  company: '/company',
  profile: '/profile',
  settings: '/settings',
  notifications: '/notifications',
  terms: '/terms',
  resetPassword: '/user/reset_password',
  /** The worker portal (issue #9): the freelancer's own area, its own session. */
  portal: '/portal',
  portalLogin: '/portal/login',
  portalResetPassword: '/portal/reset_password',
  portalContract: (code: string) => `/portal/contracts/${encodeURIComponent(code)}`,
  portalProfile: '/portal/profile',
  portalBankAccount: '/portal/bank_account',
  portalAccount: '/portal/account',
  portalOrder: (contractCode: string, orderCode: string) =>
    `/portal/contracts/${encodeURIComponent(contractCode)}/orders/${encodeURIComponent(orderCode)}`,
  /** The worker's 支払通知書 and 支払履歴 (issue #11); the notice bell links to a notification's page. */
  portalPaymentNotifications: '/portal/payment_notifications',
  portalPaymentNotification: (code: string) => `/portal/payment_notifications/${encodeURIComponent(code)}`,
  portalPayments: '/portal/payments',
  /** The worker's published 支払調書 (issue #22). */
  portalPaymentRecords: '/portal/payment_records',
  /** The worker's 稼働 (issue #23): the month's time-tracked contracts, and one contract's month. */
  portalWorkingRecords: '/portal/working_records',
  portalWorkingRecord: (code: string, year: number, month: number) => `/portal/working_records/${encodeURIComponent(code)}?year=${year}&month=${month}`,
  notFound: '/404',
  /** Ordering (issue #10): the company-wide lists and a contract's sub-pages (SPEC §2). */
  purchaseOrder: '/purchase_order',
  deliveries: '/deliveries',
  /** Payments (issue #11). */
  payments: '/payments',
  paymentsImport: '/payments/import',
  /** 会計データ出力 and its mapping (issue #25 item 1). */
  accountingExports: '/accounting_exports',
  accountingMapping: '/company/accounting_mapping',
  paymentInformationsNew: '/payment_informations/new',
  contractPage: (workerCode: string, contractCode: string, sub = '') =>
    `/worker/${encodeURIComponent(workerCode)}/contract/${encodeURIComponent(contractCode)}${sub ? `/${sub}` : ''}`,
  /** 支払通知書 (issue #11): the company-wide list, the creation from approved item groups, the bulk editor (?ids=1,2). */
  paymentNotifications: '/payment_notifications',
  paymentNotificationsNew: '/payment_notifications/new',
  paymentNotificationsEdit: '/payment_notifications/edit',
  /** 支払調書 (issue #22): per worker and per contract; `paymentRecordFor` opens a worker's (or contract's) rows of a year. */
  paymentRecord: '/payment_record',
  paymentRecordContract: '/payment_record/contract',
  paymentRecordFor: (keyword: string, perContract = false) =>
    `/payment_record${perContract ? '/contract' : ''}?keyword=${encodeURIComponent(keyword)}&entity=all`,
  /** マイナンバー管理 (issue #12): the designated staff's list and the operation log. */
  myNumber: '/my-number',
  myNumberLog: '/my-number/log',
  /** 稼働管理 (issue #23): the month's time-tracked contracts, a worker's 稼働 tab, a contract's month (its report, log, a day). */
  workingRecords: '/working_records',
  workingRecordProjects: (workerCode: string) => `/worker/${encodeURIComponent(workerCode)}/working_record_project`,
  workingRecordProject: (workerCode: string, projectCode: string, sub = '') =>
    `/worker/${encodeURIComponent(workerCode)}/working_record_project/${encodeURIComponent(projectCode)}${sub ? `/${sub}` : ''}`,
  /** 電子帳簿保存法 (issue #25 item 2): the search of the 電子取引 index, one document's history, the settings tab. */
  ebook: '/ebook',
  ebookDocument: (id: number) => `/ebook/${id}`,
  companyEbook: '/company/ebook',
} as const;

/** Where a signed-in user lands by default: the ホーム with what needs action (issue #21; SPEC §2 said /worker). */
export const DEFAULT_AFTER_LOGIN = paths.home;
/** SPEC §2 import pages of the workers area. */
export const workerImportPaths = {
  invitations: '/worker_invitation/import',
  temporary: '/temporary_workers/import',
} as const;

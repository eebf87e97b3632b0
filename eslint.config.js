import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Table ownership (docs/architecture.md "Table ownership"; review 2026-11 §1.2). For each schema file under
 * apps/api/src/db/schema: `tables` names the folder (under apps/api/src) whose repository writes each table, `readers`
 * the further folders that may import the file to join its tables read-only. Nothing else imports a schema file but
 * `db/**` (the schema itself, migrations, seeds' plumbing); every other place asks the owner's repository. Moving
 * module folders into area folders edits only this map.
 *
 * Device sessions and link tokens (auth_devices, worker_account_devices, the reset/invitation/e-mail-change tokens)
 * are being moved into lib/sessions.ts (branch s20-api-kit); until every writer has moved, the old ones stay listed.
 */
const sessionWriters = ['lib', 'modules/identity/auth', 'modules/identity/employees', 'modules/identity/users'];
const schemaOwners = {
  accounting: {
    tables: { accountingMappings: 'modules/compliance/accounting-exports' },
    readers: [],
  },
  ebook: {
    tables: {
      ebookDocuments: 'modules/compliance/ebook',
      ebookDocumentVersions: 'modules/compliance/ebook',
      ebookSettings: 'modules/compliance/ebook',
    },
    readers: ['modules/compliance/accounting-exports'],
  },
  'invoice-registrations': {
    tables: {
      invoiceRegistrations: 'modules/partners/invoice-registrations',
      invoiceRegistrationSync: 'modules/partners/invoice-registrations',
    },
    readers: [
      'modules/compliance/accounting-exports',
      'modules/ordering/deliveries',
      'modules/partners/workers',
      'modules/payments/payment-notifications',
    ],
  },
  agents: {
    tables: {
      agents: 'modules/partners/agents',
      agentContracts: 'modules/partners/agents',
      agentContractWorkers: 'modules/partners/agents',
    },
    readers: [],
  },
  companies: {
    tables: { companies: 'modules/identity/companies', departments: 'modules/identity/departments' },
    readers: [
      'modules/compliance/accounting-exports',
      'modules/compliance/ebook',
      'modules/compliance/my-numbers',
      'modules/compliance/payment-records',
      'modules/identity/auth',
      'modules/identity/employees',
      'modules/identity/users',
      'modules/identity/worker-accounts',
      'modules/ordering/purchase-orders',
      'modules/partners/custom-fields',
      'modules/partners/worker-required-entries',
      'modules/partners/workers',
      'modules/payments/activity',
      'modules/payments/payment-notifications',
      'modules/payments/time-tracking',
      'modules/payments/transfer-accounts',
      'modules/platform/slack',
    ],
  },
  contracts: {
    tables: { contracts: 'modules/partners/contracts', contractProjects: 'modules/partners/contracts' },
    readers: [
      'modules/compliance/accounting-exports',
      'modules/compliance/ebook',
      'modules/compliance/payment-records',
      'modules/identity/worker-accounts',
      'modules/ordering/deliveries',
      'modules/ordering/purchase-order-templates',
      'modules/ordering/purchase-orders',
      'modules/partners/projects',
      'modules/partners/workers',
      'modules/payments/activity',
      'modules/payments/payment-notifications',
      'modules/payments/payments',
      'modules/payments/time-tracking',
      'modules/platform/slack',
    ],
  },
  employees: {
    tables: {
      employees: 'modules/identity/employees',
      employeeInvites: 'modules/identity/employees',
      emailChangeTokens: ['lib', 'modules/identity/employees'],
      authDevices: sessionWriters,
      signInAttempts: 'modules/platform/attempts',
      passwordResetTokens: ['lib', 'modules/identity/users'],
    },
    readers: [
      'modules/compliance/my-numbers',
      'modules/identity/departments',
      'modules/identity/worker-accounts',
      'modules/payments/activity',
      'modules/payments/payments',
      'modules/payments/time-tracking',
      'modules/platform/alert-settings',
      'modules/platform/mail',
      'modules/platform/slack',
    ],
  },
  'custom-fields': {
    tables: { customFields: 'modules/partners/custom-fields', workerCustomFieldValues: 'modules/partners/custom-fields' },
    readers: ['modules/partners/workers'],
  },
  'document-numbers': { tables: { documentSequences: 'modules/platform/document-numbers' }, readers: [] },
  jobs: { tables: { jobRuns: 'modules/platform/jobs' }, readers: [] },
  'mail-outbox': { tables: { mailOutbox: 'modules/platform/mail' }, readers: [] },
  'my-numbers': {
    tables: {
      myNumbers: 'modules/compliance/my-numbers',
      myNumberTokens: 'modules/compliance/my-numbers',
      myNumberOperationLogs: 'modules/compliance/my-numbers',
      myNumberStepUps: 'modules/compliance/my-numbers',
    },
    readers: ['modules/compliance/payment-records'],
  },
  notifications: { tables: { notifications: 'modules/platform/notifications' }, readers: ['modules/payments/activity'] },
  payments: {
    tables: {
      paymentNotifications: 'modules/payments/payment-notifications',
      paymentNotificationLines: 'modules/payments/payment-notifications',
      paymentNotificationGroups: 'modules/payments/payment-notifications',
      paymentLogs: 'modules/payments/payment-notifications',
      paymentExports: 'modules/payments/payments',
      payments: 'modules/payments/payments',
      companyTransferAccounts: 'modules/payments/transfer-accounts',
      alertEmailSettings: 'modules/platform/alert-settings',
      scheduledJobRuns: 'jobs',
    },
    readers: [
      'modules/compliance/accounting-exports',
      'modules/compliance/ebook',
      'modules/compliance/payment-records',
      'modules/ordering/purchase-totals',
      'modules/payments/activity',
    ],
  },
  'payment-records': {
    tables: {
      paymentRecordCategories: 'modules/compliance/payment-records',
      paymentRecordIssues: 'modules/compliance/payment-records',
    },
    readers: [],
  },
  projects: {
    tables: { projects: 'modules/partners/projects' },
    readers: ['modules/compliance/accounting-exports', 'modules/ordering/purchase-orders', 'modules/payments/time-tracking'],
  },
  'purchase-order-templates': {
    tables: { companyPurchaseOrderTemplates: 'modules/ordering/purchase-order-templates' },
    readers: [],
  },
  'purchase-orders': {
    tables: {
      purchaseOrders: 'modules/ordering/purchase-orders',
      purchaseOrderItemGroups: 'modules/ordering/purchase-orders',
      purchaseOrderItems: 'modules/ordering/purchase-orders',
      purchaseOrderLogs: 'modules/ordering/purchase-orders',
      deliveries: 'modules/ordering/deliveries',
      invoices: 'modules/ordering/deliveries',
    },
    readers: [
      'modules/compliance/accounting-exports',
      'modules/compliance/ebook',
      'modules/payments/activity',
      'modules/payments/payment-notifications',
      'modules/payments/payments',
    ],
  },
  uploads: { tables: { pendingUploads: 'modules/platform/storage' }, readers: [] },
  'worker-accounts': {
    tables: {
      workerAccounts: 'modules/identity/worker-accounts',
      workerAccountDevices: ['lib', 'modules/identity/worker-accounts'],
      workerPasswordResetTokens: ['lib', 'modules/identity/worker-accounts'],
      workerAccountProfiles: 'modules/partners/worker-profile',
      workerAccountFamilyMembers: 'modules/partners/worker-profile',
      workerAccountBankAccounts: 'modules/partners/worker-profile',
      workerAccountAuditLogs: 'modules/identity/worker-accounts',
    },
    readers: [
      'modules/compliance/accounting-exports',
      'modules/compliance/ebook',
      'modules/compliance/payment-records',
      'modules/ordering/purchase-orders',
      'modules/partners/invoice-registrations',
      'modules/partners/worker-required-entries',
      'modules/payments/activity',
      'modules/payments/payment-notifications',
      'modules/payments/payments',
      'modules/payments/time-tracking',
    ],
  },
  activity: { tables: { activityComments: 'modules/payments/activity', activityReads: 'modules/payments/activity' }, readers: [] },
  slack: {
    tables: { slackConnections: 'modules/platform/slack', slackOauthStates: 'modules/platform/slack', webhookDeliveries: 'modules/platform/slack' },
    readers: [],
  },
  'time-tracking': {
    tables: {
      timeMonths: 'modules/payments/time-tracking',
      timeRecords: 'modules/payments/time-tracking',
      timeTimers: 'modules/payments/time-tracking',
      timeOperationLogs: 'modules/payments/time-tracking',
    },
    readers: ['modules/payments/activity'],
  },
  'worker-notices': { tables: { workerNotices: 'modules/platform/worker-notices' }, readers: [] },
  workers: {
    tables: {
      workers: 'modules/partners/workers',
      workerInvites: 'modules/partners/workers',
      workerListDisplayFields: 'modules/partners/workers',
      personalDataAccessLogs: 'modules/partners/workers',
    },
    readers: [
      'modules/compliance/accounting-exports',
      'modules/compliance/ebook',
      'modules/compliance/my-numbers',
      'modules/compliance/payment-records',
      'modules/identity/worker-accounts',
      'modules/ordering/deliveries',
      'modules/ordering/purchase-orders',
      'modules/partners/agents',
      'modules/partners/contracts',
      'modules/partners/custom-fields',
      'modules/partners/invoice-registrations',
      'modules/partners/worker-required-entries',
      'modules/payments/activity',
      'modules/payments/payment-notifications',
      'modules/payments/payments',
      'modules/payments/time-tracking',
      'modules/platform/alert-settings',
      'modules/platform/slack',
    ],
  },
};

/**
 * Module areas (docs/architecture.md "Module areas"; issue #20 item 1), lowest first: a module of apps/api/src/modules/
 * <area>/<module> imports modules of its own area and of lower areas, never of a higher one. A higher area's function
 * reaches a lower module only as an option of the lower module's routes plugin, passed in by app.ts (the ports:
 * ContractProgress, NotificationStatusOf, MyNumberCleanup, MyNumberStaffLog; HasDeliveries inside ordering). app.ts,
 * server.ts, jobs/, scripts/, bench/ and db/seed-demo.ts compose the app and may import any area; tests (`*.test.ts`)
 * arrange fixtures and are not checked. A folder under modules/ that is not listed here stops the lint run.
 */
const AREAS = ['platform', 'identity', 'partners', 'ordering', 'payments', 'compliance', 'portal'];
const MODULES_DIR = fileURLToPath(new URL('./apps/api/src/modules/', import.meta.url));
const moduleFolders = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((area) => {
    if (!AREAS.includes(area.name)) throw new Error(`apps/api/src/modules/${area.name} is not an area: add it to AREAS in eslint.config.js`);
    return readdirSync(path.join(MODULES_DIR, area.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `modules/${area.name}/${entry.name}`);
  });

/** no-restricted-imports patterns for a folder under apps/api/src: the areas above its own (none outside modules/). */
function higherAreaPatterns(folder) {
  const area = /^modules\/([^/]+)\//.exec(folder)?.[1];
  const higher = area === undefined ? [] : AREAS.slice(AREAS.indexOf(area) + 1);
  if (higher.length === 0) return [];
  return [
    {
      // from modules/<area>/<module>/ (or deeper) up to modules/ and down into a higher area; `../<name>/` stays within
      // the area (payments/payments is a module of payments)
      regex: `^(\\.\\./){2,}(modules/)?(${higher.join('|')})(/|$)`,
      message: `${area} is below ${higher.join(', ')}: a module imports its own and lower areas only (${AREAS.join(' < ')}). Let the routes plugin take what it needs as an option that app.ts passes in (docs/architecture.md "Module areas").`,
    },
  ];
}

/**
 * The lint config objects the map above and the areas produce: per folder, which schema files it may not import and
 * which areas (no-restricted-imports: ONE rule per folder with both pattern lists, since a later config object would
 * replace the options of an earlier one), and which tables it may not `insert`/`update`/`delete`
 * (no-restricted-syntax; a reader may join a table but never write it). Everything else in apps/api (bench, scripts,
 * plugins, test fixtures) imports no schema and writes no table itself. Tests (`*.test.ts`) read and arrange rows
 * directly and are not checked; apps/api/test fixtures may import a schema to read, never to write (docs/decisions.md).
 */
function apiBoundaryConfigs() {
  const writersOf = (w) => (Array.isArray(w) ? w : [w]);
  const schemas = Object.entries(schemaOwners);
  const folders = [
    ...new Set([...schemas.flatMap(([, s]) => [...Object.values(s.tables).flatMap(writersOf), ...s.readers]), ...moduleFolders]),
  ].sort();
  const importRule = (forbidden, more = []) =>
    forbidden.length === 0 && more.length === 0
      ? 'off'
      : [
          'error',
          {
            patterns: [
              ...forbidden.map((file) => ({
                regex: `(^|/)db/schema/${file}(\\.js)?$`,
                message: `db/schema/${file} belongs to ${[...new Set(Object.values(schemaOwners[file].tables).flatMap(writersOf))].join(', ')}: ask its repository (eslint.config.js schemaOwners).`,
              })),
              ...more,
            ],
          },
        ];
  const writeRule = (tables) => [
    'error',
    {
      selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${tables.join('|')})$/]`,
      message: 'Only the owning module writes this table: call its repository (eslint.config.js schemaOwners).',
    },
  ];
  const notWrittenBy = (folder) =>
    schemas.flatMap(([, s]) => Object.entries(s.tables).filter(([, w]) => !writersOf(w).includes(folder)).map(([table]) => table));
  const checked = ['**/*.test.ts'];
  return [
    ...folders.map((folder) => ({
      files: [`apps/api/src/${folder}/**/*.ts`],
      ignores: checked,
      rules: {
        'no-restricted-imports': importRule(
          schemas.filter(([, s]) => !Object.values(s.tables).flatMap(writersOf).includes(folder) && !s.readers.includes(folder)).map(([file]) => file),
          higherAreaPatterns(folder),
        ),
        'no-restricted-syntax': writeRule(notWrittenBy(folder)),
      },
    })),
    {
      files: ['apps/api/src/**/*.ts'],
      ignores: [...checked, 'apps/api/src/db/**', ...folders.map((folder) => `apps/api/src/${folder}/**`)],
      rules: {
        'no-restricted-imports': importRule(schemas.map(([file]) => file)),
        'no-restricted-syntax': writeRule(notWrittenBy('')),
      },
    },
    { files: ['apps/api/test/**/*.ts'], ignores: checked, rules: { 'no-restricted-syntax': writeRule(notWrittenBy('')) } },
  ];
}

/** features/<a>/{api,components}/x → ../../<b>/components/…, or any path through features/<b>/components. */
const OTHER_FEATURE_COMPONENTS = {
  regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/components(/|$)|/features/[^/]+/components(/|$)',
  message: "Another feature's components/ are its own: import its api/, or move what both need to components/ (the kit).",
};
/** A page or layout module of routes/ (app/layouts/simple-layout is the app's, not a route's), or routes/ itself. */
const ROUTE_FILE = {
  regex: '^\\.{1,2}/(?:[^/]+/)*(?!simple-layout$)[^/]+-(?:page|layout)$|(^|/)routes/',
  message: 'Pages compose features and components/; nothing imports a route file (move what is shared into a feature or components/).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web features and pages (issue #20 items 3 and 4): a feature imports another feature only through its api/, never
  // its components/; no feature or page imports a route file (a *-page or *-layout module, or anything under routes/
  // from a feature): pages compose features and components/. Same-folder helper modules of a page (./sections,
  // ./contract-fields) stay allowed.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_FEATURE_COMPONENTS, ROUTE_FILE] }] },
  },
  // The shared kit (components/) and helpers (lib/) sit under every feature and page: they import no feature and no
  // route (ROUTE_FILE covers routes/ and the *-page / *-layout modules).
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message: 'components/ and lib/ are shared by every feature and page: they import no feature (take what is needed as props, or move the piece into its feature).',
            },
            ROUTE_FILE,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(?!\\.\\./)(?!(components|features|lib|app|test)/)',
              message: 'A route imports from features/, components/, lib/ or app/, never from another route.',
            },
            ROUTE_FILE,
          ],
        },
      ],
    },
  },
  // table ownership and module areas: one config object per folder (see schemaOwners and AREAS above)
  ...apiBoundaryConfigs(),
);

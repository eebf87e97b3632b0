/**
 * The SPEC route walk (issue #24): every route SPEC §2 names (main, company, import, other and detail routes) opened
 * once, signed in as the demo owner, and the worker portal's routes as the demo worker — none may show the 準備中 panel,
 * the 404 page or the route error page, and none of their API calls may answer 5xx. A handful are opened again as a `viewer` and a `general` employee: nothing
 * 404s for them (a 403 notice where the SPEC hides a screen from the role is fine). Detail routes are filled with the
 * demo company's codes read from the database. One browser context per side; after the first load, pages are opened by
 * client-side navigation (as accessibility.spec.ts `visit` does), no axe: the walk stays fast.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createEmployee, demo, withDb, type Role } from './support/db';
import { storageStateFor, workerStorageStateFor } from './support/session';

test.describe.configure({ timeout: 300_000 });

const DEMO_WORKER = 'worker@example.com';

/** The first load of the app in a fresh browser takes 10–15 s on the loaded CI machine. */
const FIRST_LOAD = 30_000;

/** What a page that is not there shows (packages/shared/src/messages: placeholder.comingSoon, app.notFoundTitle, app.errorTitle). */
const COMING_SOON = ['この画面は準備中です。', 'この設定画面は準備中です。'];
const NOT_FOUND = '404 Not Found';
const ROUTE_ERROR = 'An error occurred';

/**
 * Opens `path`: a full load the first time, then the app's own (client-side) navigation; then waits until the page has
 * settled (no request in flight for a moment: the route's chunk and its data have come).
 */
async function visit(page: Page, path: string, settled: () => Promise<void>): Promise<void> {
  const loaded = page.url().startsWith('http') && (await page.evaluate<boolean>('!!document.querySelector("#root")?.childElementCount'));
  if (!loaded) {
    await page.goto(path);
    await expect(page.locator('#root > *').first()).toBeVisible({ timeout: FIRST_LOAD });
  } else {
    // (the e2e project has no DOM typings: evaluate a string in the page) — the router follows popstate as on 戻る
    await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
  }
  await settled();
}

/** What the app shows while a route's chunk or data loads: the router's bar, the page loader and the data table's bar (ja.app.loading), and skeletons. */
const LOADERS = '[aria-label="読み込み中…"], .MuiSkeleton-root';

/**
 * Counts the page's requests in flight; the answer waits until none is in flight and the page shows no loader for
 * 50 ms (the gap between a chunk's arrival and its data request shows the route's loader). A page that keeps a
 * skeleton on screen (a query that never runs) settles as before: after 300 ms without a request.
 */
function requestTracker(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    const since = Date.now();
    const settled = async () => {
      const quiet = Date.now() - Math.max(lastChange, since);
      if (inFlight > 0 || quiet < 50) return false;
      return quiet >= 300 || (await page.locator(LOADERS).count()) === 0;
    };
    await expect.poll(settled, { timeout: FIRST_LOAD, intervals: [25] }).toBe(true);
    // a lazy chunk's render follows its request: the page has content, not the loader alone
    await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  };
}

/** Every problem of one walk (route → what it showed): the test reports them all at once. */
async function walk(page: Page, routes: readonly string[]): Promise<string[]> {
  const settled = requestTracker(page);
  const problems: string[] = [];
  let current = '';
  // a screen that loads but whose data failed on the server is not there either
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${current}: ${response.request().method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
  });
  for (const route of routes) {
    current = route;
    await visit(page, route, settled);
    for (const text of COMING_SOON) {
      if ((await page.getByText(text, { exact: true }).count()) > 0) problems.push(`${route}: 準備中`);
    }
    if ((await page.getByRole('heading', { name: NOT_FOUND }).count()) > 0) problems.push(`${route}: 404`);
    if ((await page.getByRole('heading', { name: ROUTE_ERROR }).count()) > 0) {
      const status = await page.getByTestId('error-status').textContent().catch(() => null);
      problems.push(`${route}: error page ${status ?? ''}`.trim());
    }
  }
  return problems;
}

async function employeePage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: await storageStateFor(baseURL, email) });
  return context.newPage();
}

type Row = Record<string, string>;
/** One row of demo data (the test fails with `what` when the demo company has none). */
async function one(what: string, sql: string, params: unknown[] = []): Promise<Row> {
  const row = await withDb(async (db) => (await db.query<Row>(sql, params)).rows[0]);
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row;
}

/** The demo company's codes for the detail routes. */
async function demoCodes() {
  const { company } = await one('owner', 'SELECT company_id::text AS company FROM employees WHERE email = $1', [demo.owner]);
  const order = await one(
    'purchase order',
    `SELECT w.code AS worker, c.code AS contract, po.code AS order FROM purchase_orders po
       JOIN contracts c ON c.id = po.contract_id JOIN workers w ON w.id = c.worker_id
      WHERE po.company_id = $1 AND po.status <> 'draft' ORDER BY po.id LIMIT 1`,
    [company],
  );
  const delivery = await one(
    'delivery with an invoice',
    `SELECT w.code AS worker, c.code AS contract, d.code AS delivery FROM deliveries d
       JOIN invoices i ON i.delivery_id = d.id JOIN contracts c ON c.id = d.contract_id JOIN workers w ON w.id = c.worker_id
      WHERE d.company_id = $1 ORDER BY d.id LIMIT 1`,
    [company],
  );
  const notification = await one(
    'payment notification of a contract',
    `SELECT w.code AS worker, c.code AS contract, pn.code AS notification FROM payment_notifications pn
       JOIN payment_notification_lines l ON l.payment_notification_id = pn.id JOIN contracts c ON c.id = l.contract_id
       JOIN workers w ON w.id = c.worker_id
      WHERE pn.company_id = $1 ORDER BY pn.id LIMIT 1`,
    [company],
  );
  const tracked = await one(
    'time-tracked contract',
    `SELECT w.code AS worker, c.code AS contract FROM contracts c JOIN workers w ON w.id = c.worker_id
      WHERE c.company_id = $1 AND c.is_enable_time_tracking ORDER BY c.id LIMIT 1`,
    [company],
  );
  const agent = await one(
    'agent contract',
    `SELECT a.code AS agent, ac.code AS contract FROM agent_contracts ac JOIN agents a ON a.id = ac.agent_id
      WHERE a.company_id = $1 ORDER BY ac.id LIMIT 1`,
    [company],
  );
  const portal = await one(
    'contract of the demo worker',
    `SELECT c.code AS contract FROM contracts c JOIN workers w ON w.id = c.worker_id JOIN worker_accounts wa ON wa.id = w.account_id
      WHERE lower(wa.email) = $1 ORDER BY c.is_enable_time_tracking DESC, c.id LIMIT 1`,
    [DEMO_WORKER],
  );
  const portalOrder = await one(
    'sent order of the demo worker',
    `SELECT c.code AS contract, po.code AS order FROM purchase_orders po JOIN contracts c ON c.id = po.contract_id
       JOIN workers w ON w.id = c.worker_id JOIN worker_accounts wa ON wa.id = w.account_id
      WHERE lower(wa.email) = $1 AND po.status <> 'draft' ORDER BY po.id LIMIT 1`,
    [DEMO_WORKER],
  );
  const portalNotification = await one(
    'sent payment notification of the demo worker',
    `SELECT pn.code AS notification FROM payment_notifications pn JOIN workers w ON w.id = pn.worker_id
       JOIN worker_accounts wa ON wa.id = w.account_id
      WHERE lower(wa.email) = $1 AND pn.status <> 'before_sending' ORDER BY pn.id LIMIT 1`,
    [DEMO_WORKER],
  );
  const portalTracked = await one(
    'time-tracked contract of the demo worker',
    `SELECT c.code AS contract FROM contracts c JOIN workers w ON w.id = c.worker_id JOIN worker_accounts wa ON wa.id = w.account_id
      WHERE lower(wa.email) = $1 AND c.is_enable_time_tracking ORDER BY c.id LIMIT 1`,
    [DEMO_WORKER],
  );
  return { order, delivery, notification, tracked, agent, portal, portalOrder, portalNotification, portalTracked };
}

type Codes = Awaited<ReturnType<typeof demoCodes>>;

/** SPEC §2, in its order: main routes, company sub-pages, import pages, other pages, detail routes. */
function specRoutes(c: Codes, activityGroup: string): string[] {
  const worker = `/worker/${c.order.worker}`;
  const contract = `${worker}/contract/${c.order.contract}`;
  const delivery = `/worker/${c.delivery.worker}/contract/${c.delivery.contract}/delivery/${c.delivery.delivery}`;
  const tracked = `/worker/${c.tracked.worker}/working_record_project`;
  return [
    // main routes (/404 is the not-found page itself: checked at the end)
    ...['/', '/login', '/terms', '/profile', '/settings', '/notifications', '/company', '/agent', '/worker', '/contract'],
    ...['/deliveries', '/payments', '/payment_record', '/payment_notifications', '/purchase_order', '/my-number', '/activity_groups', '/working_records'],
    // company sub-pages
    ...[
      'authority',
      'basic_information',
      'company_purchase_order_template',
      'custom_field',
      'department',
      'employee',
      'notification',
      'project',
      'transfer_account',
      'worker-required-entry',
      'notification/payment_notification',
    ].map((section) => `/company/${section}`),
    // import pages
    ...['/contract/import', '/my-number/import', '/payments/import', '/temporary_workers/import', '/worker_invitation/import'],
    // other pages (signed in, the guest ones lead on to the app; a made-up token shows why the link does not work)
    ...['/my-number/log', '/payment_informations/new', '/payment_notifications/new', '/payment_notifications/edit', '/payment_record/contract'],
    ...['/slack/omniauth_callbacks', '/user/reset_password', '/user/reset_password/edit', `/user/password/${'x'.repeat(43)}`, '/my_number/complete'],
    // detail routes
    `/activity_groups/${activityGroup}`,
    ...[`/agent/${c.agent.agent}`, `/agent/${c.agent.agent}/contract`, `/agent/${c.agent.agent}/contract/${c.agent.contract}`],
    ...[worker, `${worker}/contract`, `${worker}/my_number`, `${worker}/personal`],
    ...[tracked, `${tracked}/${c.tracked.contract}`, `${tracked}/${c.tracked.contract}/operation_logs`, `${tracked}/${c.tracked.contract}/record`],
    ...[contract, `${contract}/delivery`, `${contract}/order`, `${contract}/order/new`, `${contract}/order/${c.order.order}`],
    ...[`${contract}/order_log`, `${contract}/order_log/${c.order.order}`, `${contract}/payment_notification`],
    `/worker/${c.notification.worker}/contract/${c.notification.contract}/payment_notification/${c.notification.notification}`,
    ...[delivery, `${delivery}/detail`, `${delivery}/invoice`],
    `${contract}?only_contract=true`,
  ];
}

/** The worker portal's routes (issue #9 and later), as the demo worker. */
function portalRoutes(c: Codes): string[] {
  const year = new Date().getFullYear();
  const month = new Date().getMonth() + 1;
  return [
    ...['/portal', '/portal/contracts', `/portal/contracts/${c.portal.contract}`, `/portal/contracts/${c.portalOrder.contract}/orders/${c.portalOrder.order}`],
    ...['/portal/profile', '/portal/bank_account', '/portal/account', '/portal/payment_notifications'],
    ...[`/portal/payment_notifications/${c.portalNotification.notification}`, '/portal/payments', '/portal/payment_records', '/portal/working_records'],
    `/portal/working_records/${c.portalTracked.contract}?year=${year}&month=${month}`,
  ];
}

test('every SPEC route as the demo owner, the portal as the demo worker, and a handful as viewer and general: none 準備中 or 404', async ({
  browser,
  baseURL,
}) => {
  const codes = await demoCodes();

  const owner = await employeePage(browser, baseURL!, demo.owner);
  // an activity thread's code is the code of what it is about: take the list's first link
  await visit(owner, '/activity_groups', requestTracker(owner));
  const href = await owner.locator('a[href^="/activity_groups/"]').first().getAttribute('href', { timeout: FIRST_LOAD });
  const activityGroup = href!.slice('/activity_groups/'.length);
  const routes = specRoutes(codes, activityGroup);
  const ownerProblems = await walk(owner, routes);

  // /404 is the not-found page (SPEC §2), and an unknown path shows it
  for (const path of ['/404', '/no/such/page']) {
    await visit(owner, path, requestTracker(owner));
    await expect(owner.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  }
  await owner.context().close();

  const portalContext = await browser.newContext({ storageState: await workerStorageStateFor(baseURL!, DEMO_WORKER) });
  const portalProblems = await walk(await portalContext.newPage(), portalRoutes(codes));
  await portalContext.close();

  // viewer and general: the lists, a worker, a contract, マイナンバー and the settings (a viewer is refused /company: no 404)
  const few = ['/worker', `/worker/${codes.order.worker}`, `/worker/${codes.order.worker}/my_number`, '/contract', '/agent', '/activity_groups', '/working_records'];
  const roleProblems: string[] = [];
  for (const role of ['viewer', 'general'] satisfies Role[]) {
    const employee = await createEmployee(role, `ルート確認 ${role}`);
    const page = await employeePage(browser, baseURL!, employee.email);
    const problems = await walk(page, [...few, '/company', '/company/employee', '/my-number', '/payments', '/notifications']);
    roleProblems.push(...problems.map((p) => `${role} ${p}`));
    await page.context().close();
  }

  expect({ owner: ownerProblems, portal: portalProblems, roles: roleProblems }).toEqual({ owner: [], portal: [], roles: [] });
});

import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { createTestDatabase, useTestApp } from '../../test/helpers';
import { findBankBranch } from '../modules/platform/banks/banks.service';
import { createCompany } from '../modules/identity/companies/companies.service';
import { DEMO_PASSWORD, demoLogins, demoWorkerLogin, seedDemoIfEmpty } from './seed-demo';
import pino from 'pino';
import { describeLatestDelivery } from '@app/shared/slack';
import { WebhookWorker } from '../modules/platform/slack/webhook-worker';

const ctx = useTestApp();

describe('seedDemoIfEmpty', () => {
  it('seeds デモ株式会社 once, with one employee of every role, workers with contracts and notifications', async () => {
    expect(await seedDemoIfEmpty(ctx.database.db)).toBe(true);
    expect(await seedDemoIfEmpty(ctx.database.db)).toBe(false);
    const { rows } = await ctx.database.pool.query('select count(*)::int as n from companies');
    expect(rows[0].n).toBe(1);
    const roles = new Set<string>();
    for (const login of demoLogins) {
      const h = await ctx.signIn(login.email, DEMO_PASSWORD);
      const profile = (await ctx.call('GET', '/api/profile', { headers: h })).json().data.profile;
      expect(profile.company_name).toBe('デモ株式会社');
      roles.add(profile.role);
    }
    expect(roles).toEqual(new Set(['owner_administrator', 'administrator', 'general', 'viewer']));
    const h = await ctx.signIn('owner@example.com', DEMO_PASSWORD);
    const workers = (await ctx.call('GET', '/api/user/workers/custom_display', { headers: h })).json();
    expect(workers.total_count).toBeGreaterThanOrEqual(5);
    // every worker but the 仮登録 one (registered by the company, no contract yet) has a contract
    const workerRows = workers.data as { contract_count: number; status: string }[];
    expect(workerRows.filter((w) => w.status !== 'temporary').every((w) => w.contract_count >= 1)).toBe(true);
    expect(workerRows.some((w) => w.status === 'invited')).toBe(true);
    expect(workerRows.some((w) => w.status === 'temporary')).toBe(true);
    const notes = (await ctx.call('GET', '/api/v2/employee/notifications', { headers: h })).json();
    expect(notes.meta.unread_notification_count).toBeGreaterThan(0);
    expect(notes.data.some((n: { contract: unknown }) => n.contract !== null)).toBe(true);
    // issue #10: projects with numbers and periods (one disabled) and a filled purchase order template
    const projects = (await ctx.call('GET', '/api/v2/employee/projects', { headers: h })).json();
    expect(projects.meta.total_count).toBe(4);
    expect(projects.data.filter((p: { enabled: boolean }) => p.enabled)).toHaveLength(3);
    expect(projects.data.every((p: { project_number: string | null; start_date: string | null }) => p.project_number && p.start_date)).toBe(true);
    const template = (await ctx.call('GET', '/api/v2/employee/company_purchase_order_templates', { headers: h })).json().data;
    expect(template).toMatchObject({ inspection_type: 'within_days', inspection_days: 10, updated_at: expect.any(String) });
    expect(template.item_groups.length).toBeGreaterThan(0);
  });

  it("issue #23: the hourly contract's Slack message waits, and the delivery worker's first round marks it 失敗 with one warning", async () => {
    // the database was seeded by the first test
    const h = await ctx.signIn('owner@example.com', DEMO_PASSWORD);
    const { rows } = await ctx.database.pool.query<{ code: string }>("select code from contracts where title = 'インフラ運用保守業務委託契約'");
    const url = `/api/v2/employee/contracts/${rows[0]!.code}/webhook_deliveries`;
    expect((await ctx.call('GET', url, { headers: h })).json().data).toMatchObject([{ kind: 'slack_time_tracking', status: 'pending' }]);
    const warnings: unknown[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    await new WebhookWorker({ db: ctx.database.db, log, allowPrivate: false }).runOnce(new Date(Date.now() + 1000));
    const [latest] = (await ctx.call('GET', url, { headers: h })).json().data;
    expect(describeLatestDelivery(latest)).toMatch(/^最後の送信 \d{4}\/\d{2}\/\d{2} 失敗（接続できませんでした）$/);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain('hooks.invalid');
  });

  it('seeds the demo worker account, linked to the first demo worker and seeing its contract', async () => {
    // the database was seeded by the test above
    const res = await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email: demoWorkerLogin.email, password: DEMO_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const h = { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid) };
    const me = (await ctx.call('GET', '/api/v2/worker/me', { headers: h })).json().data;
    expect(me.companies).toHaveLength(1);
    expect(me.companies[0].name).toBe('デモ株式会社');
    const contracts = (await ctx.call('GET', `/api/v2/worker/contracts?company_id=${me.companies[0].id}`, { headers: h })).json().data;
    expect(contracts.map((c: { title: string }) => c.title)).toContain('Webアプリケーション開発業務委託契約');
    // its bank account is one of the 全銀 master, names as the master writes them (what a portal save would store)
    const bank = (await ctx.call('GET', '/api/v2/worker/bank_account', { headers: h })).json().data;
    const master = await findBankBranch(bank.bank_code, bank.branch_code);
    expect(master).not.toBeNull();
    expect([bank.bank_name, bank.branch_name]).toEqual([master!.bank.name, master!.branch.name]);
    // 稼働管理: the demo worker's 精算幅 contract has a month in every status (this month open, then approved, returned, submitted)
    const statuses = [];
    const today = new Date(Date.now() + 9 * 3_600_000);
    for (let back = 0; back < 4; back += 1) {
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
      const list = (await ctx.call('GET', `/api/v2/worker/time_tracking_projects?year=${d.getUTCFullYear()}&month=${d.getUTCMonth() + 1}`, { headers: h })).json().data;
      statuses.push(list.find((p: { contract_name: string }) => p.contract_name === 'Webアプリケーション開発業務委託契約')?.status);
    }
    expect(statuses).toEqual(['open', 'approved', 'returned', 'submitted']);
  });

  it('seeds orders in every status with logs, deliveries and invoices in every review state (issue #10 demo data)', async () => {
    // the database was seeded by the first test
    const h = await ctx.signIn('owner@example.com', DEMO_PASSWORD);
    const list = (await ctx.call('GET', '/api/v2/employee/purchase_orders?limit=100', { headers: h })).json();
    type Order = { code: string; status: string; status_label: string; worker: { name: string } };
    const orders = list.data as Order[];
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['draft', 'reviewing', 'approved', 'rejected', 'correcting', 'corrected']));
    expect(new Set(orders.map((o) => o.status_label))).toEqual(new Set(['未送信', '送信済み', '承認済み', '修正依頼', '修正中']));
    for (const o of orders) {
      const detail = (await ctx.call('GET', `/api/v2/employee/purchase_orders/${o.code}`, { headers: h })).json().data;
      // amounts as the service computes them, and every order could be sent as it stands (明示事項, due dates)
      expect(detail.totals.total).toBe(detail.totals.subtotal + detail.totals.tax_total);
      expect(detail.submission_problems).toEqual([]);
      if (o.status === 'rejected') expect(detail.worker_comment).toEqual(expect.any(String));
      const logs = (await ctx.call('GET', `/api/v2/employee/purchase_orders/${o.code}/purchase_order_logs`, { headers: h })).json();
      expect(logs.meta.total_count).toBeGreaterThan(0);
      expect(logs.data.at(-1).action).toBe('created');
    }
    // issue #18: a re-delegated order states the 元委託者の名称 and the 元委託支払期日
    const redelegated = await Promise.all(
      orders.map(async (o) => (await ctx.call('GET', `/api/v2/employee/purchase_orders/${o.code}`, { headers: h })).json().data),
    ).then((all) => all.filter((d: { contract: { is_redelegation: boolean } }) => d.contract.is_redelegation));
    expect(redelegated.length).toBeGreaterThan(0);
    for (const d of redelegated) expect(d).toMatchObject({ original_client_name: expect.any(String), original_due_date: expect.any(String) });
    const rejected = orders.find((o) => o.status === 'rejected')!;
    const rejectedLogs = (await ctx.call('GET', `/api/v2/employee/purchase_orders/${rejected.code}/purchase_order_logs`, { headers: h })).json().data;
    expect(rejectedLogs[0]).toMatchObject({ action: 'correction_requested', actor_type: 'worker', comment: expect.any(String) });

    const deliveries = (await ctx.call('GET', '/api/v2/employee/deliveries?limit=100', { headers: h })).json().data as { code: string; status: string }[];
    const deliveryStates = new Set<string>();
    const invoiceStates = new Set<string>();
    for (const d of deliveries) {
      const detail = (await ctx.call('GET', `/api/v2/employee/deliveries/${d.code}`, { headers: h })).json().data;
      deliveryStates.add(detail.status);
      if (detail.status === 'rejected') expect(detail.employee_comment).toEqual(expect.any(String));
      for (const i of [detail.invoice, ...detail.invoice_history].filter(Boolean)) {
        invoiceStates.add(i.status);
        if (i.status === 'rejected') expect(i.employee_comment).toEqual(expect.any(String));
        expect(i.total).toBe(i.subtotal + i.tax_total);
      }
    }
    expect(deliveryStates).toEqual(new Set(['reviewing', 'approved', 'rejected']));
    expect(invoiceStates).toEqual(new Set(['reviewing', 'approved', 'rejected']));

    // the demo portal worker has a sent order to answer and an approved one whose delivery awaits review
    const res = await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email: demoWorkerLogin.email, password: DEMO_PASSWORD } });
    const wh = { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid) };
    const me = (await ctx.call('GET', '/api/v2/worker/me', { headers: wh })).json().data;
    const [contract] = (await ctx.call('GET', `/api/v2/worker/contracts?company_id=${me.companies[0].id}`, { headers: wh })).json().data;
    const portalOrders = (await ctx.call('GET', `/api/v2/worker/contracts/${contract.code}/purchase_orders`, { headers: wh })).json().data as Order[];
    expect(portalOrders.map((o) => o.status)).toContain('reviewing');
    const progress: string[] = [];
    for (const o of portalOrders.filter((x) => x.status === 'approved')) {
      const detail = (await ctx.call('GET', `/api/v2/worker/purchase_orders/${o.code}`, { headers: wh })).json().data;
      progress.push(...detail.groups.map((g: { progress: string }) => g.progress));
    }
    expect(progress).toContain('delivery_reviewing');

    // the contracts show their progress labels (issue #10 item 10)
    const contracts = (await ctx.call('GET', '/api/v2/employee/contracts?limit=100', { headers: h })).json().data as { progress_label: string | null }[];
    expect(new Set(contracts.map((c) => c.progress_label))).toEqual(new Set([null, '納品未承認', '納品修正依頼中', '支払通知書差戻', '請求書承認済']));
    // 支払通知書 in every status (issue #11 demo data)
    const notices = (await ctx.call('GET', '/api/v2/employee/payment_notifications?limit=100', { headers: h })).json().data as { status: string; code: string }[];
    expect(new Set(notices.map((n) => n.status))).toEqual(new Set(['before_sending', 'reviewing', 'rejected', 'approved', 'paid']));
    // one across 2026-09-30 / 10-01 showing both 経過措置 shares, with an 経費精算 (issue #18)
    const details = await Promise.all(notices.map(async (n) => (await ctx.call('GET', `/api/v2/employee/payment_notifications/${n.code}`, { headers: h })).json().data));
    const spanning = details.find((d: { transitional_deductions: { percent: number }[] }) => d.transitional_deductions.length > 1);
    expect(spanning.transitional_deductions.map((s: { percent: number }) => s.percent)).toEqual([80, 70]);
    expect(spanning.lines.some((l: { adjustment_category: string | null }) => l.adjustment_category === 'expense')).toBe(true);
    // payments both exported (with a file to download again) and not, and a default 振込元口座 (issue #11 demo data)
    // (2025's are the 支払調書 year, below)
    const pays = ((await ctx.call('GET', '/api/v2/employee/payments?limit=100', { headers: h })).json().data as { status: string; export_code: string | null; payment_date: string }[]).filter(
      (p) => !p.payment_date.startsWith('2025'),
    );
    // (the ['paid', false] one is 会計データ出力's 直接支払 of 2026/10/30, paid without a transfer file)
    expect(pays.map((p) => [p.status, p.export_code !== null]).sort()).toEqual([['paid', false], ['paid', true], ['unpaid', false], ['unpaid', false]]);
    // 支払調書 (issue #22): a full 2025 — above and below the threshold, a 未払, a corporation, one without a マイナンバー
    const records = (await ctx.call('GET', '/api/v2/employee/payment_records/businessors?year=2025&limit=100', { headers: h })).json().data as {
      businessor_name: string;
      entity_type: string;
      filing_required: boolean;
      unpaid_amount: number;
      problems: string[];
      status: string;
    }[];
    expect(records.some((r) => r.filing_required)).toBe(true);
    expect(records.some((r) => !r.filing_required)).toBe(true);
    expect(records.some((r) => r.unpaid_amount > 0)).toBe(true);
    expect(records.filter((r) => r.entity_type === 'corporation').map((r) => r.businessor_name)).toEqual(['株式会社ミライ制作']);
    expect(records.some((r) => r.problems.includes(ja.paymentRecords.problems.noMyNumber))).toBe(true);
    expect(records.some((r) => r.status === 'published')).toBe(true);
    const file = await ctx.call('GET', `/api/v2/employee/payments/exports/${pays.find((p) => p.export_code)!.export_code}`, { headers: h });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(4 * 122);
    const accounts = (await ctx.call('GET', '/api/v2/employee/companies/transfer_accounts', { headers: h })).json().data;
    expect(accounts).toMatchObject([{ is_default: true, requester_name: 'ﾃﾞﾓ(ｶ' }]);
  });

  it('never adds demo data to a database that holds a real company', async () => {
    const database = await createTestDatabase();
    await createCompany(database.db, { name: '本番株式会社', email: 'real@example.jp', password: 'real-password-1' });
    expect(await seedDemoIfEmpty(database.db)).toBe(false);
    const { rows } = await database.pool.query('select name from companies');
    expect(rows).toEqual([{ name: '本番株式会社' }]);
    await database.drop();
  });
});

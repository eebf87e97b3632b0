/** Shared helpers for API tests: a fresh database per file, the app in-process, companies, sign-in. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, vi } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { connect, withDatabase, type Database } from '../src/db/client';
import { createCompany } from '../src/modules/identity/companies/companies.service';
import { insertContract } from '../src/modules/partners/contracts/contracts.repository';
import { insertDepartments } from '../src/modules/identity/departments/departments.repository';
import { insertEmployee } from '../src/modules/identity/employees/employees.repository';
import { insertNotifications, listNotifications } from '../src/modules/platform/notifications/notifications.repository';
import { insertNotifications as insertPaymentNotifications } from '../src/modules/payments/payment-notifications/payment-notifications.repository';
import { insertProjects } from '../src/modules/partners/projects/projects.repository';
import { updateOrder } from '../src/modules/ordering/purchase-orders/purchase-orders.repository';
import * as deliveriesRepo from '../src/modules/ordering/deliveries/deliveries.repository';
import type { EmployeeRole } from '@app/shared/roles';
import { myNumberCheckDigit } from '@app/shared/check-digits';
import { hashPassword } from '../src/lib/passwords';
import { replaceTransferAccounts } from '../src/modules/payments/transfer-accounts/transfer-accounts.repository';
import { insertAccount } from '../src/modules/identity/worker-accounts/worker-accounts.repository';
import { upsertBank } from '../src/modules/partners/worker-profile/worker-profile.repository';
import { insertWorker, linkWorker, type WorkerSeed } from '../src/modules/partners/workers/workers.repository';
import * as paymentsRepo from '../src/modules/payments/payments/payments.repository';

export const PASSWORD = 'correct-horse-42';

export async function createTestDatabase(): Promise<Database & { url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminUrl');
  const name = `t_${inject('templateDb').split('_')[1]}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = connect(url, 5, 'request');
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export type AuthHeaders = Record<'access-token' | 'client' | 'uid', string>;

export type TestContext = {
  app: FastifyInstance;
  database: Database & { url: string };
  /** app.inject with JSON body and optional auth headers */
  call: (method: string, url: string, opts?: { headers?: Record<string, string>; body?: unknown; ip?: string }) => Promise<LightMyRequestResponse>;
  signIn: (email: string, password?: string) => Promise<AuthHeaders>;
  makeCompany: (name?: string) => Promise<TestCompany>;
};

export type TestCompany = {
  id: number;
  owner: { id: number; email: string; code: string };
  addEmployee: (role: EmployeeRole, opts?: { suspended?: boolean }) => Promise<{ id: number; email: string; code: string }>;
  addWorker: (w: Partial<WorkerSeed> & { fullName: string }) => Promise<{ id: number; code: string }>;
  addContract: (workerId: number, title?: string) => Promise<{ id: number; code: string }>;
  addDepartment: (name: string) => Promise<{ id: number }>;
  notify: (employeeId: number, n?: number, opts?: { read?: boolean }) => Promise<void>;
};

/** Registers beforeAll/afterAll for a test file and answers the context (filled in beforeAll). */
export function useTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    ctx.database = database;
    ctx.app = await buildApp({
      db: database.db,
      env: { logLevel: 'silent', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' },
      ...options,
    });
    ctx.call = (method, url, opts = {}) =>
      ctx.app.inject({
        method: method as 'GET',
        url,
        headers: opts.headers,
        ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
        ...(opts.ip ? { remoteAddress: opts.ip } : {}),
      });
    ctx.signIn = async (email, password = PASSWORD) => {
      const res = await ctx.call('POST', '/api/auth/sign_in', { body: { email, password } });
      expect(res.statusCode, res.body).toBe(200);
      return {
        'access-token': String(res.headers['access-token']),
        client: String(res.headers.client),
        uid: String(res.headers.uid),
      };
    };
    const passwordHash = await hashPassword(PASSWORD);
    ctx.makeCompany = async (name = `テスト株式会社${randomBytes(3).toString('hex')}`) => {
      const ownerEmail = `owner-${randomBytes(5).toString('hex')}@example.com`;
      const { company, owner } = await createCompany(database.db, { name, email: ownerEmail, password: PASSWORD });
      const db = database.db;
      return {
        id: company.id,
        owner: { id: owner.id, email: owner.email, code: owner.code },
        addEmployee: async (role, opts = {}) => {
          const e = await insertEmployee(db, {
            companyId: company.id,
            email: `${role}-${randomBytes(5).toString('hex')}@example.com`,
            name: `社員 ${role}`,
            passwordHash,
            role,
            suspended: opts.suspended ?? false,
          });
          return { id: e.id, email: e.email, code: e.code };
        },
        addWorker: async (w) => {
          const row = await insertWorker(db, company.id, { fullNameKana: '', ...w });
          return { id: row.id, code: row.code };
        },
        addContract: async (workerId, title = '業務委託契約') => {
          const row = await insertContract(db, { companyId: company.id, workerId, title, startDate: '2026-04-01' });
          return { id: row.id, code: row.code };
        },
        addDepartment: async (deptName) => {
          const [row] = await insertDepartments(db, company.id, [{ name: deptName }]);
          return { id: row!.id };
        },
        notify: async (employeeId, n = 1, opts = {}) => {
          await insertNotifications(
            db,
            Array.from({ length: n }, (_, i) => ({
              companyId: company.id,
              employeeId,
              title: `お知らせ ${i + 1}`,
              createdAt: new Date(Date.now() - (n - i) * 60_000).toISOString(),
              readAt: opts.read ? new Date().toISOString() : null,
            })),
          );
        },
      };
    };
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop?.();
  });
  return ctx;
}

/**
 * The tenant-isolation check every feature uses: a record of company B, requested by a signed-in employee
 * of company A, answers 404 with the Japanese not-found envelope — never 200, never 403.
 */
export async function expectNotFoundForOtherCompany(
  ctx: TestContext,
  request: { method: string; url: string; body?: unknown },
  signedInAs: AuthHeaders,
): Promise<void> {
  const res = await ctx.call(request.method, request.url, { headers: signedInAs, body: request.body });
  expect(res.statusCode, `${request.method} ${request.url} → ${res.body}`).toBe(404);
  const body = res.json() as { errors: string[]; code: string };
  expect(body.code).toBe('NOT_FOUND');
  expect(body.errors[0]).toMatch(/見つかりません/);
}

/** One record of every kind a company owns, made through the API as its owner (for sweeps across every route). */
export type CompanyRecords = {
  company: TestCompany;
  /** the owner's token headers */
  headers: AuthHeaders;
  employee: { id: number; code: string; email: string };
  employeeInvite: { id: number; email: string };
  department: { id: number };
  worker: { id: number; code: string };
  contract: { id: number; code: string };
  workerInvite: { id: number; workerCode: string };
  project: { id: number; code: string };
  /** a text カスタム項目 (no values) */
  customField: { code: string };
  agent: { code: string };
  agentContract: { code: string };
  notification: { id: number };
  /** a draft purchase order of the contract, with one item group */
  purchaseOrder: { code: string; groupId: number };
  /** an approved delivery of another order's group, with an invoice awaiting review */
  delivery: { code: string };
  /** a registered マイナンバー (of another worker); `worker` has an open request */
  myNumber: { code: string; workerCode: string };
  /** an unsent 支払通知書 of a third order's approved group */
  paymentNotification: { id: number; code: string; groupId: number };
  /** an unpaid payment to a worker with a bank account (the sweep may delete it) */
  payment: { id: number };
  /** another unpaid payment to that worker; the company has a default transfer account */
  exportablePayment: { id: number };
  /** a transfer file (payments.txt) kept for re-download */
  paymentExport: { code: string };
  /** an approved 支払通知書 of that worker without a payment */
  approvedNotification: { id: number };
  /** a finished background job of the owner's, with a file */
  jobRun: { code: string };
  /** the 電子帳簿保存法 index entry of the invoice (written by the triggers of migration 0024) */
  ebookDocument: { id: number };
};

/** A job kind of the fixtures: it stores a one-line file. Defined once per app. */
const fixtureJobKind = 'test.fixture_file';
const fixtureJobApps = new WeakSet<FastifyInstance>();

/** Runs a fixture job for the company's owner to its end (the app's own queue and storage); answers its code. */
export async function runFixtureJob(ctx: TestContext, company: TestCompany): Promise<string> {
  if (!fixtureJobApps.has(ctx.app)) {
    ctx.app.jobs.define({ kind: fixtureJobKind, run: (job) => job.saveFile(Buffer.from('fixture'), '処理結果.txt', 'text/plain') });
    fixtureJobApps.add(ctx.app);
  }
  const started = await ctx.app.jobs.start({ companyId: company.id, kind: fixtureJobKind, params: {}, total: 0, createdById: company.owner.id });
  await ctx.app.jobs.runDue();
  return started.code;
}

let fixtureNumberSerial = 0;
/** A マイナンバー that passes the check digit, different on every call. */
export function fixtureMyNumber(): string {
  const base = String(90000000000 + (fixtureNumberSerial++ * 7919 + process.pid) % 9999999999).padStart(11, '0');
  return `${base}${myNumberCheckDigit(base)}`;
}

export async function makeCompanyWithRecords(ctx: TestContext, name?: string): Promise<CompanyRecords> {
  const company = await ctx.makeCompany(name);
  const headers = await ctx.signIn(company.owner.email);
  const tag = randomBytes(4).toString('hex');
  const post = async (url: string, body: unknown) => {
    const res = await ctx.call('POST', url, { headers, body });
    expect(res.statusCode, `${url} → ${res.body}`).toBe(200);
    return res.json().data;
  };
  const department = await company.addDepartment(`営業部${tag}`);
  const employee = await company.addEmployee('general');
  const inviteEmail = `invitee-${tag}@example.com`;
  const invite = await post('/api/companies/employee_invitation', {
    employee: { email: inviteEmail, name: '招待 太郎', role: 'general', department_id: department.id },
  });
  const worker = await company.addWorker({ fullName: '登録 ワーカー', email: `worker-${tag}@example.com` });
  const contract = await company.addContract(worker.id);
  const invited = await post('/api/workers/invitation', {
    worker: {
      full_name: '招待 ワーカー',
      full_namekana: 'ショウタイ ワーカー',
      email: `invited-worker-${tag}@example.com`,
      contract_title: '業務委託契約',
      start_date: '2026-05-01',
      end_date: '2026-10-31',
    },
  });
  const [project] = await insertProjects(ctx.database.db, company.id, [`案件${tag}`]);
  const customField = await post('/api/v2/employee/custom_fields', { name: `項目${tag}`, field_type: 'text' });
  const agent = await post('/api/v2/employee/agents', { agent: { name: `紹介者${tag}`, name_kana: 'ショウカイシャ', entity_type: 'individual' } });
  const agentContract = await post(`/api/v2/employee/agents/${agent.code}/agent_contracts`, {
    agent_contract: { title: '紹介契約', start_date: '2026/04/01', fee_type: 'rate', fee_rate: '10', usance: 'within_30_days', worker_code_list: [worker.code] },
  });
  await post(`/api/businessors/${worker.code}/my_number`, { my_number: { is_use_record: true } });
  const numbered = await company.addWorker({ fullName: '番号 登録', email: `numbered-${tag}@example.com` });
  const myNumber = await post('/api/v2/employee/my_numbers', { businessor_code: numbered.code, my_number_value: fixtureMyNumber(), my_number_purposes: ['record'] });
  await company.notify(company.owner.id);
  const [notification] = await listNotifications(ctx.database.db, company.id, company.owner.id, 1, 0);
  const orderBody = {
    title: `発注${tag}`,
    order_date: '2026-06-01',
    delivery_place: '電子メール',
    payment_method: '銀行振込',
    item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '作業', quantity: 1, unit_price: 100_000, tax_rate: 10 }] }],
  };
  const postOrder = async () => {
    const res = await ctx.call('POST', `/api/v2/employee/contracts/${contract.code}/purchase_orders`, { headers, body: orderBody });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; code: string; item_groups: { id: number }[] };
  };
  const order = await postOrder();
  const delivered = await postOrder();
  const db = ctx.database.db;
  await updateOrder(db, company.id, delivered.id, { status: 'approved', submittedAt: new Date().toISOString() });
  const delivery = await deliveriesRepo.insertDelivery(db, {
    companyId: company.id,
    itemGroupId: delivered.item_groups[0]!.id,
    purchaseOrderId: delivered.id,
    contractId: contract.id,
    workerId: worker.id,
    code: `dlv${tag}`,
    status: 'approved',
    inspectedOn: '2026-06-30',
  });
  await deliveriesRepo.insertInvoice(db, {
    companyId: company.id,
    itemGroupId: delivered.item_groups[0]!.id,
    deliveryId: delivery.id,
    code: `inv${tag}`,
    invoiceNumber: 'INV-1',
    invoiceDate: '2026-06-30',
    perRate: [{ rate: 10, base: 100_000, tax: 10_000 }],
    subtotal: 100_000,
    taxTotal: 10_000,
    total: 110_000,
  });
  const notified = await postOrder();
  await updateOrder(db, company.id, notified.id, { status: 'approved', submittedAt: new Date().toISOString() });
  await deliveriesRepo.insertDelivery(db, {
    companyId: company.id,
    itemGroupId: notified.item_groups[0]!.id,
    purchaseOrderId: notified.id,
    contractId: contract.id,
    workerId: worker.id,
    code: `dlv2${tag}`,
    status: 'approved',
    inspectedOn: '2026-06-30',
  });
  const madeNotification = await ctx.call('POST', '/api/v2/employee/payment_notifications/bulk', { headers, body: { purchaseOrderItemGroupIds: [notified.item_groups[0]!.id] } });
  expect(madeNotification.statusCode, madeNotification.body).toBe(201);
  const paymentNotification = madeNotification.json().data[0] as { id: number; code: string };
  // payments: the worker's bank account, the company's transfer account, two payments, a kept transfer file
  // (a worker of its own: a linked account makes the worker's name the worker's to change)
  const payee = await company.addWorker({ fullName: '支払 ワーカー', email: `payee-${tag}@example.com` });
  const account = await insertAccount(db, { email: `bank-${tag}@example.com`, passwordHash: 'x', name: null });
  if (!account) throw new Error('the fixture worker account exists already');
  await linkWorker(db, { companyId: company.id, workerId: payee.id, accountId: account.id });
  await upsertBank(db, account.id, {
    bankCode: '0001',
    bankName: 'ミズホ',
    branchCode: '001',
    branchName: 'トウキヨウ',
    accountType: 'normal',
    accountNumber: '1234567',
    accountHolderKana: 'ｼﾊﾗｲ ﾜ-ｶ-',
  });
  await db.transaction((tx) =>
    replaceTransferAccounts(tx, company.id, [
      { bankCode: '0005', bankName: 'ミツビシ', branchCode: '001', branchName: 'ホンテン', accountType: 'normal', accountNumber: '7654321', requesterCode: '1234567890', requesterName: 'ｽｲ-ﾌﾟ', isDefault: true, position: 0 },
    ]),
  );
  const paymentValues = { companyId: company.id, workerId: payee.id, paymentDate: '2026-07-31', amount: 10_000 };
  const payment = await paymentsRepo.insertPayment(db, { ...paymentValues, code: `pay${tag}` });
  const exportablePayment = await paymentsRepo.insertPayment(db, { ...paymentValues, code: `pax${tag}` });
  const paymentExport = await paymentsRepo.insertPaymentExport(db, {
    companyId: company.id,
    code: `exp${tag}`,
    format: 'txt',
    transferDate: '2026-07-31',
    content: Buffer.from('1').toString('base64'),
    count: 0,
    total: 0,
  });
  const [approvedNotification] = await insertPaymentNotifications(db, [
    {
      notification: { companyId: company.id, code: `pn${tag}`, workerId: payee.id, status: 'approved', paymentMonth: '2026-07', paymentDate: '2026-07-31', workerName: '支払 ワーカー', transferAmount: 10_000 },
      lines: [],
      groupIds: [],
    },
  ]);
  const jobCode = await runFixtureJob(ctx, company);
  const { rows: ebook } = await ctx.database.pool.query<{ id: number }>("SELECT id FROM ebook_documents WHERE company_id = $1 AND kind = 'invoice'", [company.id]);
  return {
    jobRun: { code: jobCode },
    ebookDocument: { id: ebook[0]!.id },
    paymentNotification: { ...paymentNotification, groupId: notified.item_groups[0]!.id },
    payment: { id: payment.id },
    exportablePayment: { id: exportablePayment.id },
    paymentExport: { code: paymentExport.code },
    approvedNotification: { id: approvedNotification!.id },
    purchaseOrder: { code: order.code, groupId: order.item_groups[0]!.id },
    delivery: { code: delivery.code },
    company,
    headers,
    employee,
    employeeInvite: { id: invite.employee_invite.id, email: inviteEmail },
    department,
    worker,
    contract,
    workerInvite: { id: invited.invite_id, workerCode: invited.worker.code },
    project: { id: project!.id, code: project!.code },
    customField: { code: customField.code },
    agent: { code: agent.code },
    agentContract: { code: agentContract.code },
    notification: { id: notification!.id },
    myNumber: { code: myNumber.code, workerCode: numbered.code },
  };
}

/** Tables a request may legitimately write while it is refused: sign-in bookkeeping and device last-use. */
export const BOOKKEEPING_TABLES = ['auth_devices', 'sign_in_attempts'];

/**
 * Row count and content hash of every table in the public schema (but `except`): two equal fingerprints mean nothing
 * was inserted, updated or deleted in between.
 */
export async function databaseFingerprint(ctx: TestContext, except: readonly string[] = BOOKKEEPING_TABLES): Promise<Record<string, string>> {
  const { rows: tables } = await ctx.database.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const wanted = tables.map((t) => t.name).filter((name) => !except.includes(name));
  const { rows } = await ctx.database.pool.query<{ name: string; fingerprint: string }>(
    wanted
      .map((name) => `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)), 0) as fingerprint from "${name}" t`)
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.fingerprint]));
}

/**
 * A counter of the rows inserted, deleted or changed in every table of the public schema (but `except`), kept by
 * row-level triggers in the test database (installed as its owner; the counter is transactional, so a rolled-back
 * write counts nothing). For tests that ask "did this refused request write anything?" thousands of times: one read
 * of the counter instead of a fingerprint of every table. Stricter than the fingerprint: an insert undone by a delete
 * in the same request counts.
 */
export async function installWriteCounter(ctx: TestContext, except: readonly string[] = BOOKKEEPING_TABLES): Promise<() => Promise<number>> {
  const owner = new pg.Client({ connectionString: ctx.database.url });
  await owner.connect();
  try {
    const { rows: tables } = await owner.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const sql = [
      'create table test_write_counter (n bigint not null)',
      'insert into test_write_counter values (0)',
      `create function test_count_write() returns trigger language plpgsql security definer set search_path = public as
         $$ begin update test_write_counter set n = n + 1; return null; end $$`,
      ...tables
        .map((t) => t.name)
        .filter((name) => !except.includes(name))
        .flatMap((name) => [
          `create trigger test_count_insert_delete after insert or delete on "${name}" for each row execute function test_count_write()`,
          `create trigger test_count_update after update on "${name}" for each row when (old.* is distinct from new.*) execute function test_count_write()`,
        ]),
    ];
    for (const statement of sql) await owner.query(statement);
  } finally {
    await owner.end();
  }
  return async () => {
    const { rows } = await ctx.database.pool.query<{ n: number }>('select n from test_write_counter');
    return Number(rows[0]?.n);
  };
}

/**
 * Fakes `Date` as `now` for the whole test file (only Date: timers and PostgreSQL keep the real clock). Answers
 * `fakeToday` (to return to the fake day after a stretch on the real clock) and `signIn`, which signs in on the real
 * clock (the token's expiry is checked by PostgreSQL's now()) and then goes back to the fake day.
 */
export function useFakeToday(ctx: TestContext, now: Date): { fakeToday: () => void; signIn: (email: string) => Promise<AuthHeaders> } {
  const fakeToday = () => void vi.useFakeTimers({ toFake: ['Date'], now });
  beforeAll(fakeToday);
  afterAll(() => void vi.useRealTimers());
  const signIn = async (email: string) => {
    vi.useRealTimers();
    try {
      return await ctx.signIn(email);
    } finally {
      fakeToday();
    }
  };
  return { fakeToday, signIn };
}

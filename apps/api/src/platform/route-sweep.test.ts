/**
 * Sweeps over every operation of the OpenAPI document (issue #8 items 2 and 4), so a new route cannot be forgotten:
 * - every route that needs sign-in answers 401 without a token, whatever the body;
 * - every route with a path parameter answers 404 to a signed-in employee of company A for company B's record, and
 *   every reference carried in a body or query (ids, codes) of B is refused too — nothing is written either way.
 * A route whose parameter or reference has no fixture here fails the sweep, naming what to add.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { nextBankBusinessDay } from '@app/shared/business-days';
import { todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { databaseFingerprint, fixtureMyNumber, makeCompanyWithRecords, useTestApp, type CompanyRecords } from '../../test/helpers';
import { seedRecordWorker, type RecordWorker } from '../../test/payment-record-helpers';
import { MyNumberCipher } from '../lib/my-number-crypto';

const ctx = useTestApp();
/** A 振込指定日 a file may have: a bank business day from today in Japan (issue #18). */
const TRANSFER_DATE = nextBankBusinessDay(todayInJapan());

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  method: string;
  path: string;
  key: string;
  pathParams: string[];
  queryParams: string[];
  body?: JsonSchema;
  multipart: boolean;
};

async function operations(): Promise<Operation[]> {
  const doc = (await ctx.call('GET', '/api/docs/json')).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content['application/json']?.schema,
        multipart: Boolean(op.requestBody?.content['multipart/form-data']) || /import_csv$/.test(path),
      });
    }
  }
  return ops;
}

/** Routes anybody may call: sign-in, the password-reset request and the link-token pages. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/auth/sign_in',
  'POST /api/auth/password',
  'GET /api/user/user/reset_password',
  'POST /api/user/user/reset_password',
  'GET /api/user/user/{token}',
  'POST /api/user/user/register',
  // an employee's new e-mail address confirms itself (employees.test.ts covers the token)
  'GET /api/user/email_change/{token}',
  'POST /api/user/email_change/{token}',
  // the worker portal's sign-in, reset and invitation pages (worker-portal.test.ts covers their tokens)
  'POST /api/worker_auth/sign_in',
  'POST /api/worker_auth/password',
  'POST /api/worker_auth/reset_password',
  'GET /api/worker_invitations/{token}',
  'POST /api/worker_invitations/{token}/acceptance',
  // where the terms, privacy policy and help pages live (app-config.test.ts)
  'GET /api/app_config',
  // the local file store: authorised by the pre-signed POST policy or the signed download link, never by a session
  // (modules/platform/storage/storage.test.ts covers every refusal)
  'POST /api/storage/uploads',
  'GET /api/storage/files',
  // the worker's マイナンバー entry: authorised by the link token (modules/compliance/my-numbers/my-numbers.test.ts)
  'GET /api/my_numbers/upload_url',
  'GET /api/my_numbers/{token}',
  'PUT /api/my_numbers/{token}',
  // a decrypted マイナンバー image: authorised by the 60-second signed link that the staff-only, logged images route
  // hands out (modules/compliance/my-numbers/my-numbers-trust.test.ts)
  'GET /api/my_number_images/{companyId}/{code}/{kind}',
]);

/**
 * Routes of the worker portal: signed in with a worker token, scoped to the worker account and its linked companies.
 * They answer 401 without a token like every other route (below) and refuse an employee token; their isolation between
 * accounts and companies is proven in modules/portal/worker-portal/worker-portal.test.ts with worker fixtures.
 */
const isWorkerScoped = (key: string) => key.includes(' /api/v2/worker/');

/**
 * Path parameters that are not a company's record: a link token is checked by its own tests (404 unless valid); a
 * bank code names an entry of the public 全銀 master (modules/platform/banks/banks.test.ts); a signed マイナンバー image link
 * carries its company, record and kind under its signature.
 */
const NOT_COMPANY_SCOPED = new Set([
  'user/{token}',
  'email_change/{token}',
  'worker_invitations/{token}',
  'banks/{bankCode}',
  'my_numbers/{token}',
  // the signed image link names its company itself; the signature is the authorisation
  'my_number_images/{companyId}',
  '{companyId}/{code}',
  '{code}/{kind}',
]);

/** Which record a path parameter names, by the path segment before it ('workers/{code}' is a worker's code). */
/** 支払調書: each company's worker with a portal account and a paid 2025 payment on a contract (a beforeAll below). */
const recordWorkers = new Map<number, RecordWorker>();
const recordWorker = (r: CompanyRecords) => recordWorkers.get(r.company.id)!;
const RECORD_YEAR = { year: 2025 };

const PATH_RECORDS: Record<string, (r: CompanyRecords) => string | number> = {
  'employee_invitation/{inviteId}': (r) => r.employeeInvite.id,
  'employees/{code}': (r) => r.employee.code,
  'workers/{code}': (r) => r.worker.code,
  'businessors/{code}': (r) => r.worker.code,
  'invitation/{inviteId}': (r) => r.workerInvite.id,
  'worker_invites/{inviteId}': (r) => r.workerInvite.id,
  'contracts/{contractCode}': (r) => r.contract.code,
  'agents/{code}': (r) => r.agent.code,
  'agent_contracts/{code}': (r) => r.agentContract.code,
  'notifications/{id}': (r) => r.notification.id,
  'projects/{code}': (r) => r.project.code,
  'purchase_orders/{code}': (r) => r.purchaseOrder.code,
  'deliveries/{code}': (r) => r.delivery.code,
  'my_numbers/{code}': (r) => r.myNumber.code,
  'payment_notifications/{code}': (r) => r.paymentNotification.code,
  'payments/{id}': (r) => r.payment.id,
  'exports/{code}': (r) => r.paymentExport.code,
  // 支払調書: the worker by code (SPEC's {id}), the contract by code
  'businessors/{id}': (r) => recordWorker(r).code,
  'contracts/{code}': (r) => recordWorker(r).contractCode,
  'jobs/{code}': (r) => r.jobRun.code,
  // 電子帳簿保存法: an index entry by id
  'ebook_documents/{id}': (r) => r.ebookDocument.id,
  // 稼働管理: the worker by code, its contract (made time-tracked below) by code
  'businessors/{businessorCode}': (r) => r.worker.code,
  'time_tracking_projects/{code}': (r) => r.contract.code,
  // 活動一覧: the thread of the company's draft order
  'activity_groups/{code}': (r) => `order-${r.purchaseOrder.code}`,
  // カスタム項目: the field by code (in the worker's values path too)
  'custom_fields/{code}': (r) => r.customField.code,
  'custom_fields/{fieldCode}': (r) => r.customField.code,
};

/** A query a route needs to succeed at all (added to both the other company's request and the control). */
const SAMPLE_QUERIES: Record<string, string> = {
  'GET /api/v2/employee/my_numbers/{code}/values': '?purpose=%E7%A2%BA%E8%AA%8D',
  'GET /api/v2/employee/payment_records/businessors/{id}/download': '?year=2025',
  // the field has a value by then (the sweep's PUT of it): deleting it with its values is confirmed
  'DELETE /api/v2/employee/custom_fields/{code}': '?confirm=true',
  'GET /api/v2/employee/payment_records/contracts/{code}/download': '?year=2025',
  'GET /api/v2/employee/businessors/{businessorCode}/time_tracking_projects': '?year=2026&month=6',
  'GET /api/v2/employee/businessors/{businessorCode}/time_tracking_projects/{code}/operation_logs': '?year=2026&month=6',
  'GET /api/v2/employee/businessors/{businessorCode}/time_tracking_projects/{code}/reports': '?year=2026&month=6',
  'GET /api/v2/employee/businessors/{businessorCode}/time_tracking_projects/{code}/records': '?year=2026&month=6&day=1',
  'GET /api/v2/employee/businessors/{businessorCode}/time_tracking_projects/{code}/reports/exports': '?year=2026&month=6',
};

const contract = {
  title: 'スイープ契約',
  contract_type: 'outsourcing',
  start_date: '2026/04/01',
  end_date: '2027/03/31',
  unit_price_type: 'monthly',
  unit_price: '100,000',
  tax_type: 'excluded',
  tax_rate: 10,
  withholding_type: 'withhold',
  usance: 'end_of_month_next_month_25',
};
const orderBody = (projectId?: number) => ({
  title: 'スイープ発注',
  order_date: '2026-06-01',
  delivery_place: '電子メール',
  payment_method: '銀行振込',
  ...(projectId ? { project_id: projectId } : {}),
  item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '作業', quantity: 1, unit_price: 1000, tax_rate: 10 }] }],
});
const agentContract = (workerCodes: string[]) => ({
  agent_contract: { title: '紹介契約', start_date: '2026/04/01', fee_type: 'rate', fee_rate: '10', usance: 'within_30_days', worker_code_list: workerCodes },
});

/** A valid body for each route that has both a path parameter and a body, so the answer is about the record. */
const SAMPLE_BODIES: Record<string, (r: CompanyRecords) => unknown> = {
  'PUT /api/companies/employee_invitation/{inviteId}': () => ({ employee: { expire_days: 7 } }),
  'PUT /api/employees/{code}/role': () => ({ employee: { role: 'viewer' } }),
  'PUT /api/v2/employee/employees/{code}': (r) => ({ employee: { name: '変更 太郎', email: r.employee.email } }),
  'PUT /api/v2/employee/businessors/{code}': () => ({ businessor: { full_name: '変更 花子' } }),
  'PUT /api/workers/{code}/contract': (r) => ({ contract: { id: r.contract.id, business_field: '変更' } }),
  'POST /api/workers/{code}/contract': () => ({ contract }),
  'PUT /api/v2/employee/agents/{code}': () => ({ agent: { name: '変更 紹介者', name_kana: 'ヘンコウ', entity_type: 'individual' } }),
  'POST /api/v2/employee/agents/{code}/agent_contracts': (r) => agentContract([r.worker.code]),
  'PUT /api/v2/employee/agent_contracts/{code}': (r) => agentContract([r.worker.code]),
  'POST /api/v2/employee/contracts/{contractCode}/purchase_orders': () => orderBody(),
  'PUT /api/v2/employee/purchase_orders/{code}': () => orderBody(),
  'POST /api/v2/employee/activity_groups/{code}/comments': () => ({ body: '確認します' }),
  'POST /api/v2/employee/deliveries/{code}/approvals': () => ({ employeeComment: '確認しました' }),
  'POST /api/v2/employee/deliveries/{code}/rejections': () => ({ employeeComment: '差し戻します' }),
  'POST /api/v2/employee/deliveries/{code}/invoice/approvals': () => ({ employeeComment: '' }),
  'POST /api/v2/employee/deliveries/{code}/invoice/rejections': () => ({ employeeComment: '差し戻します' }),
  'POST /api/businessors/{code}/my_number': () => ({ my_number: { is_use_record: true } }),
  'PUT /api/v2/employee/my_numbers/{code}': () => ({ my_number_value: fixtureMyNumber(), my_number_purposes: ['record'] }),
  'PUT /api/employees/{code}/my_number_staff': () => ({ employee: { is_my_number_staff: true } }),
  'PUT /api/v2/employee/projects/{code}': () => ({ project: { description: 'スイープで更新' } }),
  'PUT /api/v2/employee/custom_fields/{code}': () => ({ required: true }),
  'PUT /api/v2/employee/businessors/{code}/custom_fields/{fieldCode}': () => ({ value: 'スイープの値' }),
  'PUT /api/v2/employee/payments/{id}': () => ({ payment: { remarks: 'スイープで更新' } }),
  'POST /api/v2/employee/payment_records/businessors/{id}/publish': () => RECORD_YEAR,
  'POST /api/v2/employee/payment_records/businessors/{id}/email': () => RECORD_YEAR,
  'POST /api/v2/employee/payment_records/contracts/{code}/publish': () => RECORD_YEAR,
  'POST /api/v2/employee/payment_records/contracts/{code}/email': () => RECORD_YEAR,
  // 稼働管理: each company's contract has June and July 2026 submitted (a beforeAll below): one is approved, one returned
  'POST /api/v2/employee/businessors/{businessorCode}/time_tracking_projects/{code}/reports/approve': () => ({ year: 2026, month: 6 }),
  'POST /api/v2/employee/businessors/{businessorCode}/time_tracking_projects/{code}/reports/return': () => ({ year: 2026, month: 7, comment: '確認してください' }),
};

/**
 * Routes whose control (A's own record) depends on the state the earlier controls left: they may answer 409 (the
 * record was found; the step is not allowed in its state) — the draft is sent before it would be deleted, the
 * delivery fixture is already approved.
 */
const STATE_DEPENDENT = new Set([
  'DELETE /api/v2/employee/purchase_orders/{code}',
  'POST /api/v2/employee/deliveries/{code}/approvals',
  'POST /api/v2/employee/deliveries/{code}/rejections',
  'POST /api/v2/employee/deliveries/{code}/invoice/rejections',
  // the fixture worker entered no インボイス登録番号: nothing to check (409)
  'POST /api/v2/employee/businessors/{code}/invoice_registration/check',
]);
// 202: a background job was started (支払調書 bulk download and mail)
const isSuccess = (status: number) => status === 200 || status === 201 || status === 202 || status === 204;

/** Body or query fields named like a reference that are not one. */
const NOT_REFERENCES = new Set(['postal_code', 'bank_code', 'branch_code', 'requester_code']); // 全銀 master codes, the bank's 依頼人コード
const REFERENCE = /(^id$|_id$|_ids$|_id_list$|_code$|_code_list$)/;

function referencesIn(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const out: string[] = [];
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (REFERENCE.test(name) && !NOT_REFERENCES.has(name)) out.push(path);
    out.push(...referencesIn(child, path));
  }
  if (schema.items) out.push(...referencesIn(schema.items, prefix));
  for (const group of [schema.anyOf, schema.oneOf, schema.allOf]) for (const s of group ?? []) out.push(...referencesIn(s, prefix));
  return [...new Set(out)];
}

/** 振込元口座: each company's one account, saved in a beforeAll below (CompanyRecords has none). */
const transferAccount = {
  bank_code: '0001',
  branch_code: '100',
  account_type: 'normal',
  account_number: '1234567',
  requester_code: '0123456789',
  requester_name: 'ｽｲ-ﾌﾟ',
  is_default: true,
};
const transferAccountIds = new Map<number, number>();

type Request = { method: string; url: string; body?: unknown };
/**
 * Requests that carry a reference in the body or the query: `(a, b)` builds it with company A's records in the path
 * and company B's in the reference; `(a, a)` is the same request about A's own records (it must succeed).
 * Listed per route with the references it covers; destructive ones last.
 */
const REFERENCE_CASES: {
  route: string;
  fields: string[];
  build: (a: CompanyRecords, ref: CompanyRecords) => Request;
  /** when `build(a, a)` cannot succeed as it is */
  control?: (a: CompanyRecords) => Promise<Request>;
}[] = [
  {
    route: 'GET /api/workers/{code}/contract',
    fields: ['contract_code'],
    build: (a, ref) => ({ method: 'GET', url: `/api/workers/${a.worker.code}/contract?contract_code=${ref.contract.code}` }),
  },
  {
    route: 'POST /api/companies/employee_invitation',
    fields: ['employee.department_id'],
    build: (_a, ref) => ({
      method: 'POST',
      url: '/api/companies/employee_invitation',
      body: { employee: { email: `sweep-${ref.department.id}@example.com`, name: '部署 指定', role: 'general', department_id: ref.department.id } },
    }),
  },
  {
    route: 'PUT /api/v2/employee/employees/{code}',
    fields: ['employee.department_id'],
    build: (a, ref) => ({
      method: 'PUT',
      url: `/api/v2/employee/employees/${a.employee.code}`,
      body: { employee: { name: '部署 変更', email: a.employee.email, department_id: ref.department.id } },
    }),
  },
  {
    route: 'PUT /api/workers/{code}/contract',
    fields: ['contract.id'],
    build: (a, ref) => ({ method: 'PUT', url: `/api/workers/${a.worker.code}/contract`, body: { contract: { id: ref.contract.id, business_field: '参照' } } }),
  },
  {
    route: 'PUT /api/workers/{code}/contract',
    fields: ['project_id_list'],
    build: (a, ref) => ({
      method: 'PUT',
      url: `/api/workers/${a.worker.code}/contract`,
      body: { contract: { id: a.contract.id }, project_id_list: [ref.project.id] },
    }),
  },
  {
    route: 'POST /api/workers/{code}/contract',
    fields: ['project_id_list'],
    build: (a, ref) => ({ method: 'POST', url: `/api/workers/${a.worker.code}/contract`, body: { contract, project_id_list: [ref.project.id] } }),
  },
  {
    route: 'POST /api/v2/employee/agents/{code}/agent_contracts',
    fields: ['agent_contract.worker_code_list'],
    build: (a, ref) => ({ method: 'POST', url: `/api/v2/employee/agents/${a.agent.code}/agent_contracts`, body: agentContract([ref.worker.code]) }),
  },
  {
    route: 'PUT /api/v2/employee/agent_contracts/{code}',
    fields: ['agent_contract.worker_code_list'],
    build: (a, ref) => ({ method: 'PUT', url: `/api/v2/employee/agent_contracts/${a.agentContract.code}`, body: agentContract([ref.worker.code]) }),
  },
  ...(['/api/v2/employee/purchase_orders', '/api/v2/employee/contracts/{contractCode}/purchase_orders'] as const).flatMap((path) => [
    {
      route: `GET ${path}`,
      fields: ['worker_code'],
      build: (a: CompanyRecords, ref: CompanyRecords) => ({ method: 'GET', url: `${path.replace('{contractCode}', a.contract.code)}?worker_code=${ref.worker.code}` }),
    },
    {
      route: `GET ${path}`,
      fields: ['project_id'],
      build: (a: CompanyRecords, ref: CompanyRecords) => ({ method: 'GET', url: `${path.replace('{contractCode}', a.contract.code)}?project_id=${ref.project.id}` }),
    },
  ]),
  ...(['/api/v2/employee/deliveries', '/api/v2/employee/contracts/{contractCode}/deliveries'] as const).map((path) => ({
    route: `GET ${path}`,
    fields: ['worker_code'],
    build: (a: CompanyRecords, ref: CompanyRecords) => ({ method: 'GET', url: `${path.replace('{contractCode}', a.contract.code)}?worker_code=${ref.worker.code}` }),
  })),
  ...(['/api/v2/employee/payment_notifications', '/api/v2/employee/contracts/{contractCode}/payment_notifications', '/api/v2/employee/payment_notifications/candidates'] as const).map(
    (path) => ({
      route: `GET ${path}`,
      fields: ['worker_code'],
      build: (a: CompanyRecords, ref: CompanyRecords) => ({ method: 'GET', url: `${path.replace('{contractCode}', a.contract.code)}?worker_code=${ref.worker.code}` }),
    }),
  ),
  {
    route: 'GET /api/v2/employee/payment_notifications/candidates',
    fields: ['project_id'],
    build: (_a, ref) => ({ method: 'GET', url: `/api/v2/employee/payment_notifications/candidates?project_id=${ref.project.id}` }),
  },
  {
    route: 'GET /api/v2/employee/payment_notifications/bulk',
    fields: ['payment_notification_ids'],
    build: (_a, ref) => ({ method: 'GET', url: `/api/v2/employee/payment_notifications/bulk?payment_notification_ids[]=${ref.paymentNotification.id}` }),
  },
  {
    route: 'PUT /api/v2/employee/payment_notifications/bulk',
    fields: ['payment_notifications.id'],
    build: (_a, ref) => ({
      method: 'PUT',
      url: '/api/v2/employee/payment_notifications/bulk',
      body: { payment_notifications: [{ id: ref.paymentNotification.id, payment_date: '2026-07-24', adjustments: [{ name: '交通費', amount: 1000, category: 'reimbursement' }] }] },
    }),
  },
  // destructive ones: the control discards A's notification, makes it again from the freed group, then sends it
  {
    route: 'DELETE /api/v2/employee/payment_notifications/bulk_discard',
    fields: ['payment_notification_ids'],
    build: (_a, ref) => ({ method: 'DELETE', url: `/api/v2/employee/payment_notifications/bulk_discard?payment_notification_ids[]=${ref.paymentNotification.id}` }),
  },
  {
    route: 'POST /api/v2/employee/payment_notifications/bulk',
    fields: ['purchase_order_item_group_ids'],
    build: (_a, ref) => ({ method: 'POST', url: '/api/v2/employee/payment_notifications/bulk', body: { purchaseOrderItemGroupIds: [ref.paymentNotification.groupId] } }),
  },
  {
    route: 'POST /api/v2/employee/payment_notifications/bulk_submission',
    fields: ['payment_notification_ids'],
    build: (_a, ref) => ({ method: 'POST', url: '/api/v2/employee/payment_notifications/bulk_submission', body: { paymentNotificationIds: [ref.paymentNotification.id] } }),
    control: async (a) => {
      const list = await ctx.call('GET', '/api/v2/employee/payment_notifications?status=before_sending', { headers: a.headers });
      return { method: 'POST', url: '/api/v2/employee/payment_notifications/bulk_submission', body: { paymentNotificationIds: [list.json().data[0].id] } };
    },
  },
  {
    route: 'POST /api/v2/employee/contracts/{contractCode}/purchase_orders',
    fields: ['project_id'],
    build: (a, ref) => ({ method: 'POST', url: `/api/v2/employee/contracts/${a.contract.code}/purchase_orders`, body: orderBody(ref.project.id) }),
  },
  {
    route: 'PUT /api/v2/employee/purchase_orders/{code}',
    fields: ['project_id'],
    build: (a, ref) => ({ method: 'PUT', url: `/api/v2/employee/purchase_orders/${a.purchaseOrder.code}`, body: orderBody(ref.project.id) }),
  },
  {
    route: 'POST /api/v2/employee/my_numbers/requests',
    fields: ['businessor_code_list'],
    build: (_a, ref) => ({ method: 'POST', url: '/api/v2/employee/my_numbers/requests', body: { businessor_code_list: [ref.worker.code] } }),
    // (the sweep above may have changed A's worker's e-mail): a fresh worker with an address
    control: async (a) => {
      const worker = await a.company.addWorker({ fullName: '依頼 ワーカー', email: `request-${a.company.id}@example.com` });
      return { method: 'POST', url: '/api/v2/employee/my_numbers/requests', body: { businessor_code_list: [worker.code] } };
    },
  },
  {
    route: 'POST /api/v2/employee/worker_required_entries/requests',
    fields: ['businessor_code'],
    build: (_a, ref) => ({ method: 'POST', url: '/api/v2/employee/worker_required_entries/requests', body: { businessor_code: ref.worker.code } }),
    // a fresh registered worker with an address, who has filled nothing yet
    control: async (a) => {
      const worker = await a.company.addWorker({ fullName: '入力 ワーカー', email: `entries-${a.company.id}@example.com` });
      return { method: 'POST', url: '/api/v2/employee/worker_required_entries/requests', body: { businessor_code: worker.code } };
    },
  },
  {
    route: 'GET /api/v2/employee/my_number_operation_logs',
    fields: ['businessor_code'],
    build: (_a, ref) => ({ method: 'GET', url: `/api/v2/employee/my_number_operation_logs?businessor_code=${ref.worker.code}` }),
  },
  {
    route: 'GET /api/user/workers/custom_display',
    fields: ['cf_filter_code'],
    build: (_a, ref) => ({ method: 'GET', url: `/api/user/workers/custom_display?cf_filter_code=${ref.customField.code}&cf_filter_value=x` }),
    // A's fixture field is deleted by the sweep of DELETE custom_fields/{code}: the control filters by a field of its own
    control: async (a) => {
      const field = await ctx.call('POST', '/api/v2/employee/custom_fields', { headers: a.headers, body: { name: 'スイープ絞り込み', field_type: 'text' } });
      return { method: 'GET', url: `/api/user/workers/custom_display?cf_filter_code=${field.json().data.code}&cf_filter_value=x` };
    },
  },
  {
    route: 'GET /api/v2/employee/activity_groups',
    fields: ['businessor_code'],
    build: (_a, ref) => ({ method: 'GET', url: `/api/v2/employee/activity_groups?businessor_code=${ref.worker.code}` }),
  },
  {
    route: 'GET /api/companies/my_number_operation_logs',
    fields: ['businessor_code'],
    build: (_a, ref) => ({ method: 'GET', url: `/api/companies/my_number_operation_logs?businessor_code=${ref.worker.code}` }),
  },
  {
    route: 'POST /api/v2/employee/my_numbers',
    fields: ['businessor_code'],
    build: (_a, ref) => ({
      method: 'POST',
      url: '/api/v2/employee/my_numbers',
      body: { businessor_code: ref.worker.code, my_number_value: fixtureMyNumber(), my_number_purposes: ['record'] },
    }),
  },
  {
    route: 'PUT /api/v2/employee/my_numbers/{code}',
    fields: ['businessor_code'],
    build: (a, ref) => ({ method: 'PUT', url: `/api/v2/employee/my_numbers/${a.myNumber.code}`, body: { businessor_code: ref.myNumber.workerCode, my_number_purposes: ['record'] } }),
    // A's own record was deleted by the sweep above: the control registers a fresh one
    control: async (a) => {
      const worker = await a.company.addWorker({ fullName: '再登録 ワーカー' });
      const res = await ctx.call('POST', '/api/v2/employee/my_numbers', {
        headers: a.headers,
        body: { businessor_code: worker.code, my_number_value: fixtureMyNumber(), my_number_purposes: ['record'] },
      });
      return { method: 'PUT', url: `/api/v2/employee/my_numbers/${res.json().data.code}`, body: { businessor_code: worker.code, my_number_purposes: ['record'] } };
    },
  },
  {
    route: 'PUT /api/v2/employee/companies/alert_email_settings',
    fields: ['alert_email_setting.alerts.employee_ids'],
    build: (_a, ref) => ({
      method: 'PUT',
      url: '/api/v2/employee/companies/alert_email_settings',
      body: { alert_email_setting: { alerts: [{ kind: 'payments_due_this_week', enabled: true, employee_ids: [ref.company.owner.id] }] } },
    }),
  },
  {
    route: 'GET /api/v2/employee/payments',
    fields: ['worker_code'],
    build: (_a, ref) => ({ method: 'GET', url: `/api/v2/employee/payments?worker_code=${ref.worker.code}` }),
  },
  {
    route: 'POST /api/v2/employee/payments',
    fields: ['payment.worker_code'],
    build: (_a, ref) => ({ method: 'POST', url: '/api/v2/employee/payments', body: { payment: { worker_code: ref.worker.code, payment_date: '2026-07-31', amount: 1000 } } }),
  },
  {
    route: 'POST /api/v2/employee/payments',
    fields: ['payment_notification_ids'],
    build: (_a, ref) => ({ method: 'POST', url: '/api/v2/employee/payments', body: { payment_notification_ids: [ref.approvedNotification.id] } }),
  },
  ...(['exports/validates', 'csv_exports'] as const).map((path) => ({
    route: `POST /api/v2/employee/payments/${path}`,
    fields: ['payment_id_list'],
    build: (a: CompanyRecords, ref: CompanyRecords) => ({
      method: 'POST',
      url: `/api/v2/employee/payments/${path}`,
      body: { payment_id_list: [a.exportablePayment.id, ref.exportablePayment.id] },
    }),
  })),
  {
    route: 'POST /api/v2/employee/payments/exports',
    fields: ['payment_id_list'],
    build: (a, ref) => ({
      method: 'POST',
      url: '/api/v2/employee/payments/exports',
      body: { payment_id_list: [a.exportablePayment.id, ref.exportablePayment.id], transfer_date: TRANSFER_DATE, export_format: 'txt' },
    }),
  },
  {
    route: 'POST /api/v2/employee/payments/exports',
    fields: ['transfer_account_id'],
    build: (a, ref) => ({
      method: 'POST',
      url: '/api/v2/employee/payments/exports',
      body: { payment_id_list: [a.exportablePayment.id], transfer_date: TRANSFER_DATE, export_format: 'csv', transfer_account_id: transferAccountIds.get(ref.company.id) },
    }),
  },
  ...(['paid', 'paid_undo'] as const).map((path) => ({
    route: `POST /api/v2/employee/payments/${path}`,
    fields: ['payment_ids'],
    build: (a: CompanyRecords, ref: CompanyRecords) => ({
      method: 'POST',
      url: `/api/v2/employee/payments/${path}`,
      body: { payment_ids: [a.exportablePayment.id, ref.exportablePayment.id] },
    }),
  })),
  {
    // 二重承認 (issue #19 N10): the control approves A's payment once it waits for approval (made by nobody signed in)
    route: 'POST /api/v2/employee/payments/approvals',
    fields: ['payment_ids'],
    build: (a, ref) => ({ method: 'POST', url: '/api/v2/employee/payments/approvals', body: { payment_ids: [a.exportablePayment.id, ref.exportablePayment.id] } }),
    control: async (a) => {
      await ctx.database.pool.query('update payments set approval_required = true where id = $1', [a.exportablePayment.id]);
      return { method: 'POST', url: '/api/v2/employee/payments/approvals', body: { payment_ids: [a.exportablePayment.id] } };
    },
  },
  ...(['publish', 'email', 'download'] as const).flatMap((action) => [
    {
      route: `POST /api/v2/employee/payment_records/bulk/${action}`,
      fields: ['businessor_id_list'],
      build: (a: CompanyRecords, ref: CompanyRecords) => ({
        method: 'POST',
        url: `/api/v2/employee/payment_records/bulk/${action}`,
        body: { businessor_id_list: [recordWorker(a).code, recordWorker(ref).code], year: 2025 },
      }),
    },
    {
      route: `POST /api/v2/employee/payment_records/bulk/contracts/${action}`,
      fields: ['contract_code_list'],
      build: (a: CompanyRecords, ref: CompanyRecords) => ({
        method: 'POST',
        url: `/api/v2/employee/payment_records/bulk/contracts/${action}`,
        body: { contract_code_list: [recordWorker(a).contractCode, recordWorker(ref).contractCode], year: 2025 },
      }),
    },
  ]),
  {
    route: 'GET /api/v2/employee/payment_records/bulk/download',
    fields: ['businessor_id_list'],
    build: (a, ref) => ({ method: 'GET', url: `/api/v2/employee/payment_records/bulk/download?year=2025&businessor_id_list=${recordWorker(a).code},${recordWorker(ref).code}` }),
  },
  {
    route: 'GET /api/v2/employee/payment_records/bulk/contracts/download',
    fields: ['contract_code_list'],
    build: (a, ref) => ({
      method: 'GET',
      url: `/api/v2/employee/payment_records/bulk/contracts/download?year=2025&contract_code_list=${recordWorker(a).contractCode},${recordWorker(ref).contractCode}`,
    }),
  },
  {
    // 会計ソフト連携: a mapping row names a worker (補助科目), a department or a project by its key; B's is refused (422)
    route: 'PUT /api/v2/employee/accounting_mapping',
    fields: ['rows.key'],
    build: (a, ref) => ({
      method: 'PUT',
      url: '/api/v2/employee/accounting_mapping',
      body: { rows: [{ kind: 'worker', key: a.worker.code, value: 'スイープA' }, { kind: 'worker', key: ref.worker.code, value: 'スイープB' }] },
    }),
  },
  {
    route: 'PUT /api/v2/employee/accounting_mapping',
    fields: ['rows.key (department)'],
    build: (_a, ref) => ({ method: 'PUT', url: '/api/v2/employee/accounting_mapping', body: { rows: [{ kind: 'department', key: String(ref.department.id), value: 'スイープ部門' }] } }),
    control: async (a) => ({ method: 'PUT', url: '/api/v2/employee/accounting_mapping', body: { rows: [{ kind: 'department', key: String(a.department.id), value: 'スイープ部門' }] } }),
  },
  {
    route: 'PUT /api/companies/department',
    fields: ['department.id'],
    build: (_a, ref) => ({ method: 'PUT', url: '/api/companies/department', body: { department: { id: ref.department.id, name: `改名${ref.department.id}` } } }),
  },
  {
    route: 'POST /api/companies/employee/suspension',
    fields: ['employee.id'],
    build: (_a, ref) => ({ method: 'POST', url: '/api/companies/employee/suspension', body: { employee: { id: ref.employee.id } } }),
  },
  {
    route: 'POST /api/companies/employee/resume',
    fields: ['employee.id'],
    build: (_a, ref) => ({ method: 'POST', url: '/api/companies/employee/resume', body: { employee: { id: ref.employee.id } } }),
  },
  {
    route: 'DELETE /api/companies/employee',
    fields: ['employee.id'],
    build: (_a, ref) => ({ method: 'DELETE', url: '/api/companies/employee', body: { employee: { id: ref.employee.id } } }),
  },
  {
    route: 'DELETE /api/companies/department',
    fields: ['department.id'],
    build: (_a, ref) => ({ method: 'DELETE', url: '/api/companies/department', body: { department: { id: ref.department.id } } }),
    // A's own department has an invitation in it (deleting it is refused): the control deletes an empty one.
    control: async (a) => ({
      method: 'DELETE',
      url: '/api/companies/department',
      body: { department: { id: (await a.company.addDepartment('空の部署')).id } },
    }),
  },
  {
    route: 'PUT /api/v2/employee/companies/transfer_accounts',
    fields: ['transfer_accounts.id'],
    build: (_a, ref) => ({
      method: 'PUT',
      url: '/api/v2/employee/companies/transfer_accounts',
      body: { transfer_accounts: [{ ...transferAccount, id: transferAccountIds.get(ref.company.id) }] },
    }),
  },
];

let ops: Operation[];
let a: CompanyRecords;
let b: CompanyRecords;
beforeAll(async () => {
  ops = await operations();
  a = await makeCompanyWithRecords(ctx, 'スイープA株式会社');
  b = await makeCompanyWithRecords(ctx, 'スイープB株式会社');
  for (const records of [a, b]) {
    const worker = await seedRecordWorker(ctx, records.company, { name: '調書 ワーカー' }, MyNumberCipher.random(), [{ paymentDate: '2025-06-30', paidOn: '2025-06-30', items: 100_000 }]);
    recordWorkers.set(records.company.id, worker);
  }
});
beforeAll(async () => {
  // 稼働管理: the contract is time-tracked, with two submitted months
  for (const records of [a, b]) {
    await ctx.database.pool.query('update contracts set is_enable_time_tracking = true where id = $1', [records.contract.id]);
    await ctx.database.pool.query(
      `insert into time_months (company_id, contract_id, worker_id, month, status, submitted_at)
       select company_id, id, worker_id, m::date, 'submitted', now() from contracts, unnest(array['2026-06-01', '2026-07-01']) m where id = $1`,
      [records.contract.id],
    );
  }
});
beforeAll(async () => {
  for (const records of [a, b]) {
    const res = await ctx.call('PUT', '/api/v2/employee/companies/transfer_accounts', {
      headers: records.headers,
      body: { transfer_accounts: [transferAccount] },
    });
    transferAccountIds.set(records.company.id, (res.json() as { data: { id: number }[] }).data[0]!.id);
  }
});

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function pathRecordKey(path: string, param: string): string {
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  return `${segments[at - 1]}/{${param}}`;
}

function urlFor(op: Operation, records: CompanyRecords): string {
  return `${urlPath(op, records)}${SAMPLE_QUERIES[op.key] ?? ''}`;
}

function urlPath(op: Operation, records: CompanyRecords): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, param: string) => encodeURIComponent(String(PATH_RECORDS[pathRecordKey(op.path, param)]!(records))));
}

describe('the route list', () => {
  it('has fixtures for every path parameter, body of such a route, and reference in a body or query', () => {
    const missing: string[] = [];
    for (const op of ops) {
      if (isWorkerScoped(op.key)) continue;
      for (const param of op.pathParams) {
        const key = pathRecordKey(op.path, param);
        if (!PATH_RECORDS[key] && !NOT_COMPANY_SCOPED.has(key)) missing.push(`add a fixture for {${param}} (${op.key}) to PATH_RECORDS`);
      }
      if (op.pathParams.length > 0 && op.body && !PUBLIC.has(op.key) && !SAMPLE_BODIES[op.key]) missing.push(`add a sample body for ${op.key} to SAMPLE_BODIES`);
      const covered = REFERENCE_CASES.filter((c) => c.route === op.key).flatMap((c) => c.fields);
      const references = [...referencesIn(op.body), ...op.queryParams.filter((q) => REFERENCE.test(q) && !NOT_REFERENCES.has(q))];
      for (const field of references) {
        if (!PUBLIC.has(op.key) && !covered.includes(field)) missing.push(`add a case for ${field} of ${op.key} to REFERENCE_CASES`);
      }
    }
    for (const route of [...PUBLIC, ...Object.keys(SAMPLE_BODIES), ...REFERENCE_CASES.map((c) => c.route)]) {
      if (!ops.some((op) => op.key === route)) missing.push(`${route} is listed here but not in the OpenAPI document`);
    }
    expect(missing).toEqual([]);
  });
});

describe('without a token', () => {
  it('every route that needs sign-in answers 401, even with a malformed body or a NUL in its path', async () => {
    const wrong: string[] = [];
    const signedIn = ops.filter((o) => !PUBLIC.has(o.key));
    expect(signedIn.length).toBeGreaterThanOrEqual(50);
    for (const op of signedIn) {
      const url = op.path.replace(/\{\w+\}/g, '%00');
      const attempts = [
        { headers: {}, payload: undefined },
        op.multipart
          ? { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' }
          : { headers: { 'content-type': 'application/json' }, payload: '{"broken": ' },
        { headers: { 'access-token': 'forged', client: 'forged', uid: 'nobody@example.com', 'content-type': 'application/json' }, payload: '[1,' },
      ];
      for (const attempt of attempts) {
        const res = await ctx.app.inject({ method: op.method as 'GET', url, headers: attempt.headers, payload: attempt.payload });
        const body = res.json() as { errors?: string[]; code?: string };
        if (res.statusCode !== 401 || body.code !== 'UNAUTHORIZED' || !([ja.auth.unauthorized, ja.auth.sessionExpired] as string[]).includes(body.errors?.[0] ?? '')) {
          wrong.push(`${op.key} ${JSON.stringify(attempt.headers)} → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('worker portal routes', () => {
  it('refuse an employee token with 401', async () => {
    const routes = ops.filter((o) => isWorkerScoped(o.key));
    expect(routes.length).toBeGreaterThanOrEqual(2);
    for (const op of routes) {
      const res = await ctx.call(op.method, op.path.replace(/\{\w+\}/g, 'x'), { headers: a.headers });
      expect(res.statusCode, op.key).toBe(401);
    }
  });
});

describe("another company's records", () => {
  it("answer 404 on every route with a path parameter, and nothing of B's changes", async () => {
    const wrong: string[] = [];
    const controls: { op: Operation; url: string; body: unknown }[] = [];
    // (a parameter without a fixture fails 'the route list' above)
    const swept = ops.filter(
      (o) => o.pathParams.length > 0 && !PUBLIC.has(o.key) && !isWorkerScoped(o.key) && o.pathParams.every((p) => PATH_RECORDS[pathRecordKey(o.path, p)]),
    );
    expect(swept.length).toBeGreaterThanOrEqual(20);
    for (const op of swept) {
      const sample = SAMPLE_BODIES[op.key];
      const before = await databaseFingerprint(ctx);
      const res = await ctx.call(op.method, urlFor(op, b), { headers: a.headers, body: sample?.(b) });
      if (res.statusCode !== 404 || res.json().code !== 'NOT_FOUND') wrong.push(`${op.key} with B's record → ${res.statusCode} ${res.body}`);
      expect(await databaseFingerprint(ctx), `${op.key} changed data`).toEqual(before);
      controls.push({ op, url: urlFor(op, a), body: sample?.(a) });
    }
    expect(wrong).toEqual([]);
    // The same requests about A's own records succeed: the 404s above are about the company, not the request.
    controls.sort((x, y) => METHOD_ORDER.indexOf(x.op.method) - METHOD_ORDER.indexOf(y.op.method));
    for (const { op, url, body } of controls) {
      const res = await ctx.call(op.method, url, { headers: a.headers, body });
      const ok = isSuccess(res.statusCode) || (STATE_DEPENDENT.has(op.key) && res.statusCode === 409);
      expect(ok, `${op.key} with A's own record → ${res.statusCode} ${res.body}`).toBe(true);
    }
  });

  it('are refused when referenced in a body or a query, and nothing changes', async () => {
    const wrong: string[] = [];
    for (const c of REFERENCE_CASES) {
      const request = c.build(a, b);
      const before = await databaseFingerprint(ctx);
      const res = await ctx.call(request.method, request.url, { headers: a.headers, body: request.body });
      if (![404, 422].includes(res.statusCode)) wrong.push(`${c.route} ${c.fields.join(',')} of B → ${res.statusCode} ${res.body}`);
      expect(await databaseFingerprint(ctx), `${c.route} ${c.fields.join(',')} of B changed data`).toEqual(before);
    }
    expect(wrong).toEqual([]);
    // Controls: the same requests with A's own references succeed.
    for (const c of REFERENCE_CASES) {
      const request = c.control ? await c.control(a) : c.build(a, a);
      const res = await ctx.call(request.method, request.url, { headers: a.headers, body: request.body });
      expect(isSuccess(res.statusCode), `${c.route} ${c.fields.join(',')} of A → ${res.statusCode} ${res.body}`).toBe(true);
    }
  });
});

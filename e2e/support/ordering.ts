/**
 * Ordering fixtures for the journeys, made through the real API with an employee session: a contract for a worker of
 * デモ株式会社 and a purchase order sent to that worker (mail + portal notice, as the company's 送信 does).
 */
import { signInHeaders } from './session';

function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (e2e/global-setup.ts sets it)');
  return url;
}

export async function call(headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, baseURL()), {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

/** The auth headers of an employee signed in through the API, for `call`. */
export async function employeeHeaders(employeeEmail: string): Promise<Record<string, string>> {
  return JSON.parse(await signInHeaders(baseURL(), employeeEmail)) as Record<string, string>;
}

/** A contract for the worker (業務委託, monthly ¥300,000 from 2026/04/01); answers its code. */
export async function createContract(headers: Record<string, string>, workerCode: string, title: string): Promise<string> {
  const created = await call(headers, 'POST', `/api/workers/${encodeURIComponent(workerCode)}/contract`, {
    contract: {
      title,
      contract_type: 'outsourcing',
      start_date: '2026/04/01',
      unit_price_type: 'fixed',
      unit_price: '300,000',
      tax_type: 'excluded',
      tax_rate: 10,
      withholding_type: 'not_withhold',
      usance: 'end_of_month_next_month_end',
    },
  });
  return created.data.contract_code as string;
}

/** A contract for the worker, then an order under it, sent to the worker; answers both codes. */
export async function sendOrderToWorker(
  employeeEmail: string,
  workerCode: string,
  order: { title: string; groupTitle?: string; remarks?: string },
): Promise<{ contractCode: string; orderCode: string }> {
  const headers = await employeeHeaders(employeeEmail);
  const contractCode = await createContract(headers, workerCode, `${order.title}の業務委託契約`);
  const draft = await call(headers, 'POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, {
    title: order.title,
    order_date: '2026-06-01',
    delivery_place: '電子メールにて納品',
    payment_method: '銀行振込',
    remarks: order.remarks ?? null,
    item_groups: [
      {
        title: order.groupTitle ?? '第1回納品',
        delivery_date: '2026-06-30',
        payment_due_date: '2026-07-31',
        items: [
          { name: 'デザイン制作', quantity: 1, unit: '式', unit_price: 300_000, tax_rate: 10 },
          { name: '打合せ用軽食', quantity: 2, unit: '個', unit_price: 1_080, tax_rate: 8 },
        ],
      },
    ],
  });
  const orderCode = draft.data.code as string;
  await call(headers, 'POST', `/api/v2/employee/purchase_orders/${orderCode}/submissions`);
  return { contractCode, orderCode };
}

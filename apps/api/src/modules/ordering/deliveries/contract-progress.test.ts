/**
 * The contract progress labels (issue #10 item 10) reached by real transitions through the routes, as the contract
 * list (with its `progress` filter), the worker's contract tab and the worker portal answer them; and the SQL twin of
 * the shared groupProgress over every combination of states; the rank stored on the contract (migration 0025) is the
 * same SQL and follows a write to every table it reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { groupProgress, progressKeys, progressLabels, type GroupNotificationStatus, type ProgressKey } from '@app/shared/contract-progress';
import type { ReviewStatus } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';
import { contractRankSql, groupRankSql } from './contract-progress.sql';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

const orderBody = (title: string) => ({
  title,
  order_date: '2026-06-01',
  delivery_place: '電子メール',
  payment_method: '銀行振込',
  item_groups: [
    { title: `${title} 一式`, delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: 'デザイン', quantity: 1, unit_price: 100_000, tax_rate: 10 }] },
  ],
});

let S: {
  owner: AuthHeaders;
  worker: AuthHeaders;
  workerCode: string;
  contractCode: string;
  companyId: number;
  otherContractCode: string;
};

/** Creates and sends an order under the contract; answers its code and first group's id. */
async function sentOrder(title: string) {
  const created = await ctx.call('POST', `/api/v2/employee/contracts/${S.contractCode}/purchase_orders`, { headers: S.owner, body: orderBody(title) });
  expect(created.statusCode, created.body).toBe(201);
  const code = created.json().data.code as string;
  expect((await ctx.call('POST', `/api/v2/employee/purchase_orders/${code}/submissions`, { headers: S.owner })).statusCode).toBe(201);
  return { code, groupId: created.json().data.item_groups[0].id as number };
}

type Seen = { list: string | null; filtered: boolean; tab: string | null; portal: string | null };

/** The label as each of the three answers shows it, and whether the list's filter for it finds the contract. */
async function seen(): Promise<Seen> {
  const list = (await ctx.call('GET', '/api/v2/employee/contracts?limit=100', { headers: S.owner })).json().data as { code: string; progress: ProgressKey | null; progress_label: string | null }[];
  const row = list.find((c) => c.code === S.contractCode)!;
  let filtered = false;
  if (row.progress) {
    const res = await ctx.call('GET', `/api/v2/employee/contracts?progress=${row.progress}`, { headers: S.owner });
    filtered = (res.json().data as { code: string }[]).some((c) => c.code === S.contractCode);
  }
  const tab = (await ctx.call('GET', `/api/workers/${S.workerCode}/contract?contract_code=${S.contractCode}`, { headers: S.owner })).json().data.contract;
  const portalContract = (await ctx.call('GET', `/api/v2/worker/contracts/${S.contractCode}`, { headers: S.worker })).json().data;
  expect(row.progress_label).toBe(row.progress ? progressLabels[row.progress] : null);
  expect(tab.progress).toBe(row.progress);
  expect(portalContract.progress).toBe(row.progress);
  return { list: row.progress_label, filtered, tab: tab.progress_label, portal: portalContract.progress_label };
}
const at = (label: string | null): Seen => ({ list: label, filtered: label !== null, tab: label, portal: label });

beforeAll(async () => {
  const company = await ctx.makeCompany();
  const invited = await portal.invite(company, uniqueWorkerEmail());
  const worker = await portal.accept(invited.token);
  const contractCode = (await ctx.call('GET', `/api/workers/${invited.workerCode}/contract`, { headers: invited.owner })).json().data.contract.code as string;
  const other = await portal.invite(company, uniqueWorkerEmail(), { full_name: '別所 晴', full_namekana: 'ベッショ ハル' }, '別の契約');
  const otherContractCode = (await ctx.call('GET', `/api/workers/${other.workerCode}/contract`, { headers: invited.owner })).json().data.contract.code as string;
  S = { owner: invited.owner, worker, workerCode: invited.workerCode, contractCode, companyId: company.id, otherContractCode };
});

describe('contract progress labels', () => {
  it('follow every step of the order, delivery and invoice on the list, the worker contract tab and the portal', async () => {
    expect(await seen()).toEqual(at(null));
    const first = await sentOrder('ロゴ制作');
    // sent but not accepted: no approved order yet
    expect(await seen()).toEqual(at(null));
    await ctx.call('POST', `/api/v2/worker/purchase_orders/${first.code}/acceptances`, { headers: S.worker });
    expect(await seen()).toEqual(at('納品未提出'));

    const deliver = async () => {
      const res = await ctx.call('POST', `/api/v2/worker/item_groups/${first.groupId}/deliveries`, { headers: S.worker, body: { comment: '納品します' } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.code as string;
    };
    const d1 = await deliver();
    expect(await seen()).toEqual(at('納品未承認'));
    await ctx.call('POST', `/api/v2/employee/deliveries/${d1}/rejections`, { headers: S.owner, body: { employeeComment: '色を変えてください' } });
    expect(await seen()).toEqual(at('納品修正依頼中'));
    const d2 = await deliver();
    expect(await seen()).toEqual(at('納品未承認'));
    await ctx.call('POST', `/api/v2/employee/deliveries/${d2}/approvals`, { headers: S.owner, body: {} });
    expect(await seen()).toEqual(at('請求未提出'));

    const invoice = async () => {
      const res = await ctx.call('POST', `/api/v2/worker/item_groups/${first.groupId}/invoices`, { headers: S.worker, body: { invoice_number: 'INV-1', invoice_date: '2026-06-30' } });
      expect(res.statusCode, res.body).toBe(201);
    };
    await invoice();
    expect(await seen()).toEqual(at('請求未承認'));
    await ctx.call('POST', `/api/v2/employee/deliveries/${d2}/invoice/rejections`, { headers: S.owner, body: { employeeComment: '請求日を直してください' } });
    expect(await seen()).toEqual(at('請求修正依頼中'));
    await invoice();
    expect(await seen()).toEqual(at('請求未承認'));
    await ctx.call('POST', `/api/v2/employee/deliveries/${d2}/invoice/approvals`, { headers: S.owner, body: {} });
    expect(await seen()).toEqual(at('請求書承認済'));

    // a second approved order: the contract shows its least advanced group
    const second = await sentOrder('バナー制作');
    expect(await seen()).toEqual(at('請求書承認済'));
    await ctx.call('POST', `/api/v2/worker/purchase_orders/${second.code}/acceptances`, { headers: S.worker });
    expect(await seen()).toEqual(at('納品未提出'));
  });

  it('filters the contract list by label: only contracts at it, none without an approved order', async () => {
    const list = async (query: string) => {
      const res = await ctx.call('GET', `/api/v2/employee/contracts?${query}`, { headers: S.owner });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { code: string; progress: string | null }[]; meta: { total_count: number } };
    };
    const all = await list('limit=100');
    expect(all.data.find((c) => c.code === S.otherContractCode)!.progress).toBeNull();
    const notSubmitted = await list('progress=delivery_not_submitted');
    expect(notSubmitted.data.map((c) => c.code)).toEqual([S.contractCode]);
    expect(notSubmitted.meta.total_count).toBe(1);
    for (const key of progressKeys.filter((k) => k !== 'delivery_not_submitted')) {
      expect(await list(`progress=${key}`)).toMatchObject({ data: [], meta: { total_count: 0 } });
    }
    // with the search and paging (the total survives a page past the end)
    expect((await list(`progress=delivery_not_submitted&search=${encodeURIComponent('別の契約')}`)).meta.total_count).toBe(0);
    expect(await list('progress=delivery_not_submitted&page=2&limit=1')).toMatchObject({ data: [], meta: { total_count: 1 } });
  });

  it('refuses an unknown label with Japanese 422', async () => {
    const res = await ctx.call('GET', '/api/v2/employee/contracts?progress=done', { headers: S.owner });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([ja.validation.invalid]);
  });

  it('ranks a group in SQL exactly as the shared groupProgress does, for every combination of states (the TS twin and the stored function)', async () => {
    const states: (ReviewStatus | null)[] = [null, 'reviewing', 'approved', 'rejected'];
    const notifications: (GroupNotificationStatus | null)[] = [null, 'before_sending', 'reviewing', 'rejected', 'approved', 'paid'];
    // late: the notification pays after the group's 支払期日 (支払遅延)
    const quads = states.flatMap((d) => states.flatMap((i) => notifications.flatMap((n) => [false, true].map((late) => [d, i, n, late] as const))));
    const values = quads.map((_, k) => `($${4 * k + 1}::text, $${4 * k + 2}::text, $${4 * k + 3}::text, $${4 * k + 4}::boolean, ${k})`).join(', ');
    const { rows } = await ctx.database.pool.query<{ k: number; rank: number; stored: number }>(
      `select v.k, ${groupRankSql('v.d', 'v.i', 'v.n', 'v.late')} as rank, contract_progress_group_rank(v.d, v.i, v.n, v.late) as stored
         from (values ${values}) v(d, i, n, late, k) order by v.k`,
      quads.flat(),
    );
    const expected = quads.map(([d, i, n, late]) => groupProgress(d, i, n, late));
    expect(rows.map((r) => progressKeys[r.rank])).toEqual(expected);
    expect(rows.map((r) => progressKeys[r.stored])).toEqual(expected);
    expect(rows.some((r) => progressKeys[r.rank] === 'payment_late')).toBe(true);
  });

  it('stores the group rank function as groupRankSql writes it: a changed rule needs a migration that replaces it', async () => {
    const { rows } = await ctx.database.pool.query<{ src: string }>(`select prosrc as src from pg_proc where proname = 'contract_progress_group_rank'`);
    expect(rows.map((r) => r.src)).toEqual([`select ${groupRankSql('d', 'i', 'n', 'late')}`]);
  });

  it('keeps the stored rank (contracts.progress_rank) equal to the computed one through a write to every table it reads', async () => {
    const created = await ctx.call('POST', `/api/v2/employee/contracts/${S.otherContractCode}/purchase_orders`, { headers: S.owner, body: orderBody('保存順位') });
    expect(created.statusCode, created.body).toBe(201);
    const orderCode = created.json().data.code as string;
    const groupId = created.json().data.item_groups[0].id as number;
    const client = await ctx.database.pool.connect();
    try {
      await client.query('begin');
      const {
        rows: [o],
      } = await client.query<{ id: number; contract_id: number; worker_id: number }>('select id, contract_id, worker_id from purchase_orders where code = $1', [orderCode]);
      const expectAt = async (key: ProgressKey | null, step: string) => {
        const { rows } = await client.query<{ stored: number | null; live: number | null }>(
          `select c.progress_rank as stored, ${contractRankSql('c.id')} as live from contracts c where c.id = $1`,
          [o!.contract_id],
        );
        expect({ step, stored: progressKeys[rows[0]!.stored ?? -1] ?? null, live: progressKeys[rows[0]!.live ?? -1] ?? null }).toEqual({ step, stored: key, live: key });
      };
      const run = (text: string, values: unknown[] = []) => client.query(text, values);
      await expectAt(null, 'draft order');
      await run(`update purchase_orders set status = 'approved' where id = $1`, [o!.id]);
      await expectAt('delivery_not_submitted', 'order approved');
      const {
        rows: [d],
      } = await run(
        `insert into deliveries (company_id, item_group_id, purchase_order_id, contract_id, worker_id, code, status)
         values ($1, $2, $3, $4, $5, 'rank-test-d', 'reviewing') returning id`,
        [S.companyId, groupId, o!.id, o!.contract_id, o!.worker_id],
      );
      await expectAt('delivery_reviewing', 'delivery inserted');
      await run(`update deliveries set status = 'rejected' where id = $1`, [d.id]);
      await expectAt('delivery_fix_requested', 'delivery rejected');
      await run(`update deliveries set status = 'approved' where id = $1`, [d.id]);
      await expectAt('invoice_not_submitted', 'delivery approved');
      const {
        rows: [i],
      } = await run(
        `insert into invoices (company_id, item_group_id, delivery_id, code, status, invoice_date, per_rate, subtotal, tax_total, total)
         values ($1, $2, $3, 'rank-test-i', 'reviewing', '2026-06-30', '[]', 0, 0, 0) returning id`,
        [S.companyId, groupId, d.id],
      );
      await expectAt('invoice_reviewing', 'invoice inserted');
      await run(`update invoices set status = 'rejected' where id = $1`, [i.id]);
      await expectAt('invoice_fix_requested', 'invoice rejected');
      await run(`update invoices set status = 'approved' where id = $1`, [i.id]);
      await expectAt('invoice_approved', 'invoice approved');
      const {
        rows: [n],
      } = await run(
        `insert into payment_notifications (company_id, code, number, worker_id, status, payment_month, payment_date, worker_name)
         values ($1, 'rank-test-n', 'PN-RANK-TEST', $2, 'reviewing', '2026-07', '2026-07-25', '別所 晴') returning id`,
        [S.companyId, o!.worker_id],
      );
      await run(`insert into payment_notification_groups (payment_notification_id, item_group_id, company_id) values ($1, $2, $3)`, [n.id, groupId, S.companyId]);
      await expectAt('payment_notification_reviewing', 'notification linked');
      for (const [status, key] of [
        ['rejected', 'payment_notification_fix_requested'],
        ['approved', 'payment_notification_accepted'],
        ['paid', 'payment_fixed'],
        ['approved', 'payment_notification_accepted'],
      ] as const) {
        await run(`update payment_notifications set status = $2 where id = $1`, [n.id, status]);
        await expectAt(key, `notification ${status}`);
      }
      await run(`update payment_notifications set late_reason = '資金繰り', payment_date = '2026-08-10' where id = $1`, [n.id]);
      await expectAt('payment_late', 'notification late');
      await run(`update purchase_order_item_groups set payment_due_date = '2026-08-31' where id = $1`, [groupId]);
      await expectAt('payment_notification_accepted', 'group due later');
      await run(`delete from payment_notification_groups where payment_notification_id = $1`, [n.id]);
      await expectAt('invoice_approved', 'notification unlinked');
      await run(`delete from invoices where id = $1`, [i.id]);
      await expectAt('invoice_not_submitted', 'invoice deleted');
      await run(`delete from deliveries where id = $1`, [d.id]);
      await expectAt('delivery_not_submitted', 'delivery deleted');
      await run(`update purchase_orders set status = 'sent' where id = $1`, [o!.id]);
      await expectAt(null, 'order no longer approved');
      await run(`update purchase_orders set status = 'approved' where id = $1`, [o!.id]);
      await run(`delete from purchase_orders where id = $1`, [o!.id]);
      await expectAt(null, 'order deleted');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

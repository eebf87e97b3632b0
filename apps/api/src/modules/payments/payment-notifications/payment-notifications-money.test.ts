/**
 * The money rules of the 支払通知書 (issue #18), each from the review's reproduction (docs/reviews domain-2026-11):
 * 経過措置 per transaction date across 2026-09-30 / 10-01 (§3.2), みなし承認 only as stated when sent (§4.2),
 * 支払遅延 confirmed with a reason and shown (§5.5), the 支払期日 on a bank holiday (§5.6), no transfer fee deducted and
 * every negative adjustment categorised and logged (§5.7), 経費精算 taxed and withheld (§1.4), one 源泉徴収 threshold per
 * worker and payment date (§1.5), and the 発行日 as a Japan date. PDFs are read back with pdftotext.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { contracts } from '../../../db/schema/contracts';
import { paymentLogs, paymentNotifications } from '../../../db/schema/payments';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import * as deliveriesRepo from '../../ordering/deliveries/deliveries.repository';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { approveOverdue } from './payment-notifications.service';

const run = promisify(execFile);
const ctx = useTestApp();

type Group = { title: string; delivery: string; due: string; inspected: string; amount: number };
type Worker = { id: number; code: string; contractId: number; contractCode: string; name: string };

let company: TestCompany;
let owner: AuthHeaders;
let ownerName: string;
let serial = 0;

beforeAll(async () => {
  company = await ctx.makeCompany();
  owner = await ctx.signIn(company.owner.email);
  ownerName = (await ctx.call('GET', '/api/profile', { headers: owner })).json().data.profile.name as string;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => ctx.call(method, `/api/v2${url}`, { headers: owner, body });

/** A worker without a portal account (so not registered: the 経過措置 applies) and a contract, withholding or not. */
async function worker(name: string, opts: { withhold?: boolean; postponementAgreedOn?: string } = {}): Promise<Worker> {
  const w = await company.addWorker({ fullName: name });
  const c = await company.addContract(w.id);
  await ctx.database.db
    .update(contracts)
    .set({ withholdingType: opts.withhold ? 'withhold' : 'not_withhold', postponementAgreedOn: opts.postponementAgreedOn ?? null })
    .where(eq(contracts.id, c.id));
  return { id: w.id, code: w.code, contractId: c.id, contractCode: c.code, name };
}

/** An approved order of the worker with these groups, each delivered and inspected (approved) on its day: the group ids. */
async function approvedGroups(w: Worker, groups: Group[]): Promise<number[]> {
  const created = await call('POST', `/employee/contracts/${w.contractCode}/purchase_orders`, {
    title: `発注${serial++}`,
    order_date: '2026-06-01',
    delivery_place: '電子メール',
    payment_method: '銀行振込',
    item_groups: groups.map((g) => ({
      title: g.title,
      delivery_date: g.delivery,
      payment_due_date: g.due,
      items: [{ name: g.title, quantity: 1, unit_price: g.amount, tax_rate: 10 }],
    })),
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json().data as { id: number; code: string; item_groups: { id: number }[] };
  const db = ctx.database.db;
  await db.update(purchaseOrders).set({ status: 'approved', submittedAt: new Date().toISOString() }).where(eq(purchaseOrders.id, order.id));
  for (const [k, g] of order.item_groups.entries()) {
    await deliveriesRepo.insertDelivery(db, {
      companyId: company.id,
      itemGroupId: g.id,
      purchaseOrderId: order.id,
      contractId: w.contractId,
      workerId: w.id,
      code: `d${order.code}${k}`,
      status: 'approved',
      inspectedOn: groups[k]!.inspected,
    });
  }
  return order.item_groups.map((g) => g.id);
}

async function create(groupIds: number[]) {
  const res = await call('POST', '/employee/payment_notifications/bulk', { purchaseOrderItemGroupIds: groupIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string; number: string; status: string }[];
}

const detail = async (code: string) => (await call('GET', `/employee/payment_notifications/${code}`)).json().data;

async function pdfText(code: string): Promise<string> {
  const res = await call('GET', `/employee/payment_notifications/${code}/export`);
  expect(res.statusCode).toBe(200);
  const dir = await mkdtemp(join(tmpdir(), 'pn-money-'));
  await writeFile(join(dir, 'n.pdf'), res.rawPayload);
  return (await run('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'n.pdf'), '-'])).stdout.replace(/[ \t]+/g, ' ');
}

async function setDeemedDays(days: number | null) {
  await ctx.database.pool.query(
    `insert into alert_email_settings (company_id, deemed_approval_days) values ($1, $2)
     on conflict (company_id) do update set deemed_approval_days = excluded.deemed_approval_days`,
    [company.id, days],
  );
}

const send = (ids: number[]) => call('POST', '/employee/payment_notifications/bulk_submission', { paymentNotificationIds: ids });
const edit = (body: Record<string, unknown>[]) => call('PUT', '/employee/payment_notifications/bulk', { payment_notifications: body });

describe('経過措置 by the date of each 課税仕入れ (review §3.2) and the default 支払予定日 (§5.6)', () => {
  it('states 80 % for the lines inspected 2026-09-30 and 70 % for those of 10-01, on the answer and the PDF', async () => {
    const w = await worker('境目 一郎');
    await approvedGroups(w, [
      { title: '作業1', delivery: '2026-09-30', due: '2026-10-31', inspected: '2026-09-30', amount: 100_000 },
      { title: '作業2', delivery: '2026-09-30', due: '2026-10-31', inspected: '2026-10-01', amount: 200_000 },
    ]).then(create);
    const list = (await call('GET', `/employee/businessors/${w.code}/payment_notifications`)).json().data as { code: string }[];
    expect(list).toHaveLength(1);
    const n = await detail(list[0]!.code);
    expect(n.transitional_deductions).toEqual([
      { percent: 80, from: '2026-09-30', to: '2026-09-30' },
      { percent: 70, from: '2026-10-01', to: '2026-10-01' },
    ]);
    expect(n.lines.map((l: { name: string; transitional_deduction_percent: number }) => [l.name, l.transitional_deduction_percent])).toEqual([
      ['作業1', 80],
      ['作業2', 70],
    ]);
    // 支払期日 Saturday 2026-10-31, no 順延 agreement: paid on Friday 10-30, never past the due date
    expect(n).toMatchObject({ payment_date: '2026-10-30', payment_due_date: '2026-10-31', late: false });

    const text = await pdfText(n.code);
    for (const expected of [
      '登録なし（経過措置：仕入税額控除 2026/09/30の取引は80%、2026/10/01の取引は70%）',
      '取引年月日 2026/09/30（経過措置：仕入税額控除80%）',
      '取引年月日 2026/10/01（経過措置：仕入税額控除70%）',
      '支払期日 2026/10/31',
      '支払予定日 2026/10/30',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('pays a 支払期日 on a bank holiday on the next business day when the contract records a 順延 agreement (≤ 2 days)', async () => {
    const w = await worker('順延 花子', { postponementAgreedOn: '2026-05-01' });
    const [made] = await approvedGroups(w, [{ title: '作業', delivery: '2026-09-30', due: '2026-10-31', inspected: '2026-10-01', amount: 50_000 }]).then(create);
    expect(await detail(made!.code)).toMatchObject({ payment_date: '2026-11-02', late: false, payment_dues: [{ due_date: '2026-10-31', postponement_agreed: true }] });
  });
});

describe('みなし承認 only as the document stated it when sent (review §4.2, §4.3)', () => {
  it('never deems approved a notification sent without the sentence, whatever the setting becomes', async () => {
    await setDeemedDays(null);
    const w = await worker('無記載 次郎');
    const [made] = await approvedGroups(w, [{ title: '作業', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 100_000 }]).then(create);
    expect((await send([made!.id])).statusCode).toBe(200);
    // the review's reproduction: the company turns みなし承認 on after sending
    await setDeemedDays(1);
    expect(await approveOverdue(ctx.database.db, company.id, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    const n = await detail(made!.code);
    expect(n).toMatchObject({ status: 'reviewing', deemed_approved: false, deemed_approval_days: null });
    expect(await pdfText(made!.code)).not.toContain('送付後');
  });

  it('keeps the days stated when sent: shortening the setting never shortens a sent one; a draft shows what it would state', async () => {
    await setDeemedDays(30);
    const w = await worker('三十日 三郎');
    const [made] = await approvedGroups(w, [{ title: '作業', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 100_000 }]).then(create);
    // unsent: what sending it now would state
    expect((await detail(made!.code)).deemed_approval_days).toBe(30);
    expect((await send([made!.id])).statusCode).toBe(200);
    await setDeemedDays(1);
    expect((await detail(made!.code)).deemed_approval_days).toBe(30);
    const text = await pdfText(made!.code);
    expect(text).toContain('送付後30日以内に誤りのある旨の連絡がない場合には、記載内容のとおり確認があったものとします。');
    expect(await approveOverdue(ctx.database.db, company.id, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    expect(await approveOverdue(ctx.database.db, company.id, new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(await detail(made!.code)).toMatchObject({ status: 'approved', deemed_approved: true });
    await setDeemedDays(null);
  });
});

describe('支払遅延 (review §5.5)', () => {
  it('refuses a date after the 支払期日 without a reason, takes it with one, logs it and shows 支払遅延 on the notification and the contract', async () => {
    const w = await worker('遅延 四郎');
    const groupIds = await approvedGroups(w, [{ title: '作業', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 100_000 }]);
    const [made] = await create(groupIds);
    // the review's case: 92 days after the receipt, accepted silently before
    const silent = await edit([{ id: made!.id, payment_date: '2026-09-30' }]);
    expect(silent.statusCode).toBe(422);
    expect(silent.json().errors).toEqual([
      ja.paymentNotifications.refusedSet(1),
      ja.paymentDue.lateNeedsReason(`支払通知書 ${made!.number}（${w.name}）`, '2026-09-30', '2026-07-31'),
    ]);
    expect((await detail(made!.code)).payment_date).toBe('2026-07-31');

    const confirmed = await edit([{ id: made!.id, payment_date: '2026-09-30', late_reason: '検収後に請求内容の確認が長引いたため' }]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await detail(made!.code)).toMatchObject({ payment_date: '2026-09-30', late: true, late_reason: '検収後に請求内容の確認が長引いたため' });
    const listed = (await call('GET', `/employee/businessors/${w.code}/payment_notifications`)).json().data[0];
    expect(listed).toMatchObject({ late: true });
    const logs = await ctx.database.db.select().from(paymentLogs).where(eq(paymentLogs.paymentNotificationId, made!.id));
    expect(logs).toMatchObject([
      {
        action: 'late_payment_date',
        actorName: ownerName,
        reason: '検収後に請求内容の確認が長引いたため',
        details: { payment_date: '2026-09-30', payment_due_date: '2026-07-31', previous_payment_date: '2026-07-31' },
      },
    ]);
    // the contract's progress label (the SQL twin of contract-progress.ts)
    const contractRow = (await call('GET', '/employee/contracts?limit=100')).json().data.find((c: { code: string }) => c.code === w.contractCode);
    expect(contractRow).toMatchObject({ progress: 'payment_late', progress_label: '支払遅延' });
    // and the group's own label, on its delivery (the TypeScript side of the same rule)
    const [delivery] = await deliveriesRepo.deliveriesOfGroups(ctx.database.db, groupIds);
    expect((await call('GET', `/employee/deliveries/${delivery!.code}`)).json().data).toMatchObject({ progress: 'payment_late', progress_label: '支払遅延' });
    expect(await pdfText(made!.code)).toContain('支払予定日 2026/09/30（支払遅延）');

    // back on time: the mark and the reason go
    expect((await edit([{ id: made!.id, payment_date: '2026-07-31', late_reason: '不要' }])).statusCode).toBe(200);
    expect(await detail(made!.code)).toMatchObject({ late: false, late_reason: null });
    const after = (await call('GET', '/employee/contracts?limit=100')).json().data.find((c: { code: string }) => c.code === w.contractCode);
    expect(after.progress).toBe('invoice_approved');
  });
});

describe('adjustments: no 減額 through the back door (review §5.7) and 経費精算 (§1.4)', () => {
  it('refuses a transfer fee deducted, logs and prints a categorised negative adjustment, taxes and withholds an 経費精算', async () => {
    const w = await worker('調整 五郎', { withhold: true });
    const [made] = await approvedGroups(w, [{ title: 'デザイン', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 800_000 }]).then(create);
    const fee = await edit([{ id: made!.id, payment_date: '2026-07-31', adjustments: [{ name: '振込手数料', amount: -440, category: 'other', reason: '先方と合意済み' }] }]);
    expect(fee.statusCode).toBe(422);
    expect(fee.json().errors).toEqual([ja.paymentNotifications.transferFeeDeduction('振込手数料')]);
    const halfWidth = await edit([{ id: made!.id, payment_date: '2026-07-31', adjustments: [{ name: 'ﾌﾘｺﾐﾃｽｳﾘｮｳ', amount: -440, category: 'overpayment' }] }]);
    expect(halfWidth.statusCode).toBe(422);
    expect(await detail(made!.code)).toMatchObject({ adjustment_total: 0, transfer_amount: 800_000 + 80_000 - 81_680 });

    const ok = await edit([
      {
        id: made!.id,
        payment_date: '2026-07-31',
        adjustments: [
          { name: '前月分の過払い', amount: -5_000, category: 'overpayment' },
          { name: '取材交通費', amount: 3_000, category: 'expense', tax_rate: 10 },
          { name: '会社名義の領収書の備品', amount: 2_200, category: 'reimbursement' },
        ],
      },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const n = await detail(made!.code);
    // 経費精算: 10 % on 803,000 in one rounding, withheld with the 報酬; 立替金 and 過払い精算 不課税
    expect(n).toMatchObject({
      per_rate: [{ rate: 10, base: 803_000, tax: 80_300 }],
      withholding_base: 803_000,
      withholding: 81_986,
      adjustment_total: -2_800,
      transfer_amount: 803_000 + 80_300 - 81_986 - 2_800,
    });
    expect(n.lines.filter((l: { kind: string }) => l.kind === 'adjustment')).toMatchObject([
      { name: '前月分の過払い', adjustment_category: 'overpayment', tax_rate: null },
      { name: '取材交通費', adjustment_category: 'expense', tax_rate: 10, withholds: true },
      { name: '会社名義の領収書の備品', adjustment_category: 'reimbursement', tax_rate: null },
    ]);
    const logs = await ctx.database.db
      .select()
      .from(paymentLogs)
      .where(and(eq(paymentLogs.paymentNotificationId, made!.id), eq(paymentLogs.action, 'negative_adjustment')));
    expect(logs).toMatchObject([{ actorName: ownerName, details: { name: '前月分の過払い', amount: -5_000, category: 'overpayment' } }]);
    // saving the same again logs nothing new
    expect((await edit([{ id: made!.id, payment_date: '2026-07-31', adjustments: [{ name: '前月分の過払い', amount: -5_000, category: 'overpayment' }] }])).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(paymentLogs).where(eq(paymentLogs.paymentNotificationId, made!.id))).toHaveLength(1);
    await edit([
      {
        id: made!.id,
        payment_date: '2026-07-31',
        adjustments: [
          { name: '前月分の過払い', amount: -5_000, category: 'overpayment' },
          { name: '取材交通費', amount: 3_000, category: 'expense', tax_rate: 10 },
          { name: '会社名義の領収書の備品', amount: 2_200, category: 'reimbursement' },
          { name: '相殺', amount: -1_000, category: 'other', reason: '貸付金返済' },
        ],
      },
    ]);
    const text = await pdfText(made!.code);
    for (const expected of [
      '過払い精算（不課税）：前月分の過払い',
      '経費精算（報酬に含む）：取材交通費',
      '立替金（不課税）：会社名義の領収書の備品',
      'その他（不課税）：相殺（理由：貸付金返済）',
      '10%対象 ¥803,000 消費税 ¥80,300',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('one 源泉徴収 threshold per worker and payment date (review §1.5)', () => {
  it('adds groups paid on the date of an unsent notification to it: ¥224,620 withheld, not 2 × ¥81,680', async () => {
    const w = await worker('源泉 六郎', { withhold: true });
    const [first, second] = await approvedGroups(w, [
      { title: '前半', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 800_000 },
      { title: '後半', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 800_000 },
    ]);
    const [a] = await create([first!]);
    const [b] = await create([second!]);
    expect(b!.id).toBe(a!.id);
    const n = await detail(a!.code);
    expect(n).toMatchObject({ withholding_base: 1_600_000, withholding: 224_620, subtotal: 1_600_000 });
    expect(n.lines.map((l: { name: string; position?: number }) => l.name)).toEqual(['前半', '後半']);
  });

  it('moves a new one a bank business day earlier than a sent one, and refuses an edit or a send that would leave two on one date', async () => {
    const w = await worker('源泉 七郎', { withhold: true });
    const [first, second] = await approvedGroups(w, [
      { title: '前半', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 800_000 },
      { title: '後半', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 800_000 },
    ]);
    const [a] = await create([first!]);
    expect((await send([a!.id])).statusCode).toBe(200);
    const [b] = await create([second!]);
    expect(b!.id).not.toBe(a!.id);
    expect((await detail(b!.code)).payment_date).toBe('2026-07-30');
    const same = await edit([{ id: b!.id, payment_date: '2026-07-31' }]);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual([ja.paymentNotifications.refusedSet(1), ja.paymentNotifications.samePaymentDate(b!.number, w.name, '2026-07-31', a!.number)]);
    // two on one date left by older data: the send is refused, naming the other
    await ctx.database.db.update(paymentNotifications).set({ paymentDate: '2026-07-31' }).where(eq(paymentNotifications.id, b!.id));
    const sent = await send([b!.id]);
    expect(sent.statusCode).toBe(422);
    expect(sent.json().errors).toEqual([ja.paymentNotifications.refusedSet(1), ja.paymentNotifications.samePaymentDate(b!.number, w.name, '2026-07-31', a!.number)]);
  });
});

describe('the 発行日', () => {
  it('is the Japan date of sending: sent at 2026-11-24T23:30Z, it reads 2026/11/25', async () => {
    const w = await worker('発行 八郎');
    const [made] = await approvedGroups(w, [{ title: '作業', delivery: '2026-06-30', due: '2026-07-31', inspected: '2026-06-30', amount: 10_000 }]).then(create);
    await ctx.database.db
      .update(paymentNotifications)
      .set({ status: 'reviewing', submittedAt: '2026-11-24T23:30:00Z' })
      .where(eq(paymentNotifications.id, made!.id));
    expect(await pdfText(made!.code)).toContain('発行日：2026/11/25');
  });
});

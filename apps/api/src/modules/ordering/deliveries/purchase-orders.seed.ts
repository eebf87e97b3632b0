/**
 * Demo data of the ordering area (issue #10 "Demo data"), called from seed-demo.ts inside its transaction after the
 * contracts and the worker account exist: orders in every status with their logs, deliveries awaiting review, approved
 * and rejected, invoices awaiting review, rejected and approved — spread over the demo contracts so that every
 * screen (order lists, order log, deliveries, invoice review, the contract progress labels, the worker portal) shows
 * real content. Written through the ordering repositories; amounts come from the service's own computation (the
 * shared lineAmount / documentTotals / withholdingTax), due dates from the contract's 支払サイト.
 */
import { latestPaymentDate, type Usance } from '@app/shared/usance';
import { invoiceTransactionDate, type ReviewStatus } from '@app/shared/deliveries';
import { documentRegistrationNumber } from '@app/shared/invoice-registrations';
import { formatMoney, japanDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { addDays } from '@app/shared/order-rules';
import {
  canTransition,
  purchaseOrderFormSchema,
  purchaseOrderStatusLabels,
  purchaseOrderTransitions,
  type PurchaseOrderAction,
  type PurchaseOrderFormInput,
  type PurchaseOrderStatus,
} from '@app/shared/purchase-orders';
import { documentTotals } from '@app/shared/tax';
import type { Queryable } from '../../../db/client';
import type { PurchaseOrderLogChange } from '../../../db/schema/purchase-orders';
import { newCode } from '../../../lib/codes';
import * as deliveriesRepo from './deliveries.repository';
import { listProjects } from '../../partners/projects/projects.repository';
import * as repo from '../purchase-orders/purchase-orders.repository';
import { computeOrder } from '../purchase-orders/purchase-order-edits.service';
import { workerName } from '../purchase-orders/purchase-order-wire';

type Actor = { id: number; name: string };
/** A step of the order's history, in order; `at` is Japan time 'YYYY-MM-DD HH:mm'. */
type Step =
  | { action: 'created'; at: string; by?: 'owner' | 'admin' }
  | { action: 'submitted' | 'reverted'; at: string; by?: 'owner' | 'admin' }
  /** The company edited the order after a correction request: it added the last item of the last group. */
  | { action: 'updated'; at: string; by?: 'owner' | 'admin'; addedLastItem: true }
  | { action: 'accepted'; at: string }
  | { action: 'correction_requested'; at: string; comment: string };
type Review = { status: ReviewStatus; at: string; reviewedAt?: string; comment?: string; employeeComment?: string };
type InvoiceSpec = Review & { number: string; date: string; usesPaymentNotification?: boolean };
type GroupSpec = {
  title: string;
  deliveryDate: string;
  items: { name: string; quantity: number; unit?: string; unit_price: number; tax_rate: 10 | 8 | 0 }[];
  /** Oldest first; only on approved orders. */
  deliveries?: Review[];
  /** Oldest first; only after an approved delivery. */
  invoices?: InvoiceSpec[];
};
type OrderSpec = {
  /** Index of the demo contract (seed-demo.ts order). */
  contract: number;
  title: string;
  orderDate: string;
  hasInspection?: boolean;
  remarks?: string;
  /** A demo project's name (projects.seed.ts). */
  project?: string;
  /** 再委託 (the contract is re-delegated): 元委託者の名称 and 元委託支払期日 (フリーランス新法 4条3項). */
  redelegation?: { clientName: string; dueDate: string };
  groups: GroupSpec[];
  history: Step[];
};

const ACTION_OF: Record<Exclude<Step['action'], 'created'>, PurchaseOrderAction> = {
  submitted: 'submit',
  reverted: 'revert',
  updated: 'update',
  accepted: 'accept',
  correction_requested: 'request_correction',
};

/** Japan time 'YYYY-MM-DD HH:mm' as an ISO instant. */
const jst = (at: string) => new Date(`${at.replace(' ', 'T')}:00+09:00`).toISOString();

const DEV_MONTH = (month: string, delivery: string): GroupSpec => ({
  title: `${month} 開発業務`,
  deliveryDate: delivery,
  items: [{ name: 'Webアプリケーション開発（月額）', quantity: 1, unit: '式', unit_price: 650_000, tax_rate: 10 }],
});

const orders: OrderSpec[] = [
  // 田中 健太: July and August, delivered, invoiced and approved — the demo's 支払通知書 paid and approved
  ...(['7', '8'] as const).map(
    (m): OrderSpec => ({
      contract: 0,
      title: `Webアプリケーション開発 2026年${m}月分`,
      project: '新規サービス開発',
      orderDate: `2026-0${m}-01`,
      groups: [
        {
          ...DEV_MONTH(`2026年${m}月`, m === '7' ? '2026-07-31' : '2026-08-31'),
          deliveries: [{ status: 'approved', at: `2026-0${m}-31 18:00`, reviewedAt: `2026-0${Number(m) + 1}-01 10:00`, comment: `${m}月分の作業報告書です。` }],
          invoices: [{ status: 'approved', at: `2026-0${Number(m) + 1}-01 12:00`, reviewedAt: `2026-0${Number(m) + 1}-02 09:30`, number: `TK-2026-00${m}`, date: `2026-0${m}-31` }],
        },
      ],
      history: [
        { action: 'created', at: `2026-0${Number(m) - 1}-25 10:00` },
        { action: 'submitted', at: `2026-0${Number(m) - 1}-25 10:20` },
        { action: 'accepted', at: `2026-0${Number(m) - 1}-25 19:00` },
      ],
    }),
  ),
  // 田中 健太 (the demo portal worker): a finished month, a delivery to review, an order waiting for his answer
  {
    contract: 0,
    title: 'Webアプリケーション開発 2026年9月分',
    project: '新規サービス開発',
    orderDate: '2026-09-01',
    groups: [
      {
        ...DEV_MONTH('2026年9月', '2026-09-30'),
        deliveries: [{ status: 'approved', at: '2026-09-30 18:10', reviewedAt: '2026-10-01 10:05', comment: '9月分の作業報告書と成果物（リポジトリのタグ v1.4.0）を提出します。', employeeComment: '確認しました。ありがとうございました。' }],
        invoices: [{ status: 'approved', at: '2026-10-01 12:00', reviewedAt: '2026-10-02 09:30', number: 'TK-2026-009', date: '2026-09-30' }],
      },
    ],
    history: [
      { action: 'created', at: '2026-08-25 10:00' },
      { action: 'submitted', at: '2026-08-25 10:20' },
      { action: 'accepted', at: '2026-08-25 19:02' },
    ],
  },
  {
    contract: 0,
    title: 'Webアプリケーション開発 2026年10月分',
    project: '新規サービス開発',
    orderDate: '2026-10-01',
    groups: [
      {
        ...DEV_MONTH('2026年10月', '2026-10-31'),
        deliveries: [{ status: 'reviewing', at: '2026-10-31 17:45', comment: '10月分の作業報告書です。予約画面の改修と管理画面のCSV出力を実装しました。' }],
      },
    ],
    history: [
      { action: 'created', at: '2026-09-24 11:00' },
      { action: 'submitted', at: '2026-09-24 11:15' },
      { action: 'accepted', at: '2026-09-24 21:40' },
    ],
  },
  {
    contract: 0,
    title: 'Webアプリケーション開発 2026年11月分',
    project: '新規サービス開発',
    orderDate: '2026-11-01',
    groups: [DEV_MONTH('2026年11月', '2026-11-30')],
    history: [
      { action: 'created', at: '2026-10-27 10:00' },
      { action: 'submitted', at: '2026-10-27 10:30' },
    ],
  },
  // 伊藤 さくら (designer, 源泉徴収する): two deliveries of one order at different stages, an order she sent back
  {
    contract: 1,
    title: 'コーポレートサイト刷新 画面デザイン',
    project: 'コーポレートサイト刷新',
    remarks: 'デザインデータはFigmaで共有してください。',
    orderDate: '2026-09-10',
    hasInspection: true,
    groups: [
      {
        title: 'トップページ',
        deliveryDate: '2026-10-15',
        items: [
          { name: 'トップページデザイン（PC・スマートフォン）', quantity: 1, unit: '式', unit_price: 180_000, tax_rate: 10 },
          { name: 'メインビジュアル制作', quantity: 1, unit: '点', unit_price: 60_000, tax_rate: 10 },
        ],
        deliveries: [
          { status: 'rejected', at: '2026-10-14 16:00', reviewedAt: '2026-10-15 11:20', comment: 'トップページのデザインカンプ一式です。', employeeComment: 'スマートフォン版のメニューが仕様と違います（ハンバーガーではなく下部タブの想定です）。修正をお願いします。' },
          { status: 'approved', at: '2026-10-17 13:30', reviewedAt: '2026-10-19 10:00', comment: 'スマートフォン版を下部タブに修正しました。', employeeComment: '修正を確認しました。' },
        ],
        invoices: [{ status: 'reviewing', at: '2026-10-20 09:15', number: 'SD-1020', date: '2026-10-20' }],
      },
      {
        title: '下層ページ',
        deliveryDate: '2026-11-13',
        items: [{ name: '下層ページデザイン', quantity: 5, unit: 'ページ', unit_price: 24_000, tax_rate: 10 }],
        deliveries: [
          { status: 'rejected', at: '2026-11-12 18:20', reviewedAt: '2026-11-13 15:00', comment: '下層5ページ分のデザインです。', employeeComment: '会社概要ページの沿革が旧情報のままです。最新の原稿に差し替えてください。' },
        ],
      },
    ],
    history: [
      { action: 'created', at: '2026-09-08 14:00', by: 'admin' },
      { action: 'submitted', at: '2026-09-08 14:30', by: 'admin' },
      { action: 'accepted', at: '2026-09-09 09:12' },
    ],
  },
  {
    contract: 1,
    title: 'キャンペーンバナー制作',
    orderDate: '2026-11-10',
    groups: [
      {
        title: 'バナー一式',
        deliveryDate: '2026-11-27',
        items: [{ name: 'Web広告バナー（3サイズ）', quantity: 3, unit: '点', unit_price: 15_000, tax_rate: 10 }],
      },
    ],
    history: [
      { action: 'created', at: '2026-11-09 15:00', by: 'admin' },
      { action: 'submitted', at: '2026-11-09 15:10', by: 'admin' },
      { action: 'correction_requested', at: '2026-11-10 10:42', comment: '納期が短いため、納品日を12月4日に変更していただけますか。点数は3点で問題ありません。' },
    ],
  },
  // 伊藤 さくら: two deliveries inspected on 2026-09-30 and 10-01, due the same day — one 支払通知書 across the change of
  // the 経過措置 share (80 % → 70 %), with an 経費精算 added (payment-notifications.seed.ts)
  {
    contract: 1,
    title: 'UIデザイン改善 2026年9月分',
    project: 'コーポレートサイト刷新',
    orderDate: '2026-09-01',
    groups: [
      {
        title: 'アイコンセット',
        deliveryDate: '2026-09-29',
        items: [{ name: 'アイコンセット（24点）', quantity: 1, unit: '式', unit_price: 96_000, tax_rate: 10 }],
        deliveries: [{ status: 'approved', at: '2026-09-29 17:00', reviewedAt: '2026-09-30 11:00', comment: 'アイコン24点のSVGとPNGです。' }],
      },
      {
        title: '採用ページ改修デザイン',
        deliveryDate: '2026-09-30',
        items: [{ name: '採用ページデザイン改修', quantity: 1, unit: '式', unit_price: 150_000, tax_rate: 10 }],
        deliveries: [{ status: 'approved', at: '2026-09-30 19:30', reviewedAt: '2026-10-01 10:30', comment: '採用ページのデザイン改修一式です。' }],
      },
    ],
    history: [
      { action: 'created', at: '2026-08-27 10:00', by: 'admin' },
      { action: 'submitted', at: '2026-08-27 10:15', by: 'admin' },
      { action: 'accepted', at: '2026-08-27 18:00' },
    ],
  },
  // 渡辺 翔: a draft not sent yet
  {
    contract: 2,
    title: 'インフラ運用保守 2026年12月分',
    orderDate: '2026-12-01',
    groups: [
      {
        title: '2026年12月 運用保守',
        deliveryDate: '2026-12-31',
        items: [{ name: 'インフラ運用保守（時間単価）', quantity: 40, unit: '時間', unit_price: 5_000, tax_rate: 10 }],
      },
    ],
    history: [{ action: 'created', at: '2026-11-20 17:00' }],
  },
  // 小林 真由美 (writer, 源泉徴収する): articles delivered and approved, invoice not yet; an order taken back
  {
    contract: 3,
    title: 'オウンドメディア記事執筆 10月分',
    project: 'オウンドメディア運営',
    orderDate: '2026-10-01',
    groups: [
      {
        title: '10月掲載分',
        deliveryDate: '2026-10-25',
        items: [
          { name: '記事（5,000字）', quantity: 4, unit: '本', unit_price: 30_000, tax_rate: 10 },
          { name: '取材記事用 撮影', quantity: 1, unit: '式', unit_price: 20_000, tax_rate: 10 },
        ],
        deliveries: [{ status: 'approved', at: '2026-10-24 20:00', reviewedAt: '2026-10-26 10:30', comment: '4本分の原稿と写真データです。', employeeComment: '確認しました。掲載は11月上旬の予定です。' }],
      },
    ],
    history: [
      { action: 'created', at: '2026-09-28 10:00' },
      { action: 'submitted', at: '2026-09-28 10:05' },
      { action: 'accepted', at: '2026-09-28 13:30' },
    ],
  },
  {
    contract: 3,
    title: 'オウンドメディア記事執筆 12月分',
    project: 'オウンドメディア運営',
    orderDate: '2026-11-16',
    groups: [
      {
        title: '12月掲載分',
        deliveryDate: '2026-12-18',
        items: [{ name: '記事（5,000字）', quantity: 3, unit: '本', unit_price: 30_000, tax_rate: 10 }],
      },
    ],
    history: [
      { action: 'created', at: '2026-11-16 09:30' },
      { action: 'submitted', at: '2026-11-16 09:40' },
      { action: 'reverted', at: '2026-11-17 11:00' },
    ],
  },
  // 加藤 大輔 (a re-delegated contract: the ads are run for 株式会社サンプル広告's client): he asked for a correction,
  // the company edited the order and has not sent it again yet
  {
    contract: 4,
    title: '広告運用代行 2026年12月分',
    orderDate: '2026-11-18',
    // the original client pays us on 2027-01-10: our 支払期日 (2027-01-15) is within 30 days of it
    redelegation: { clientName: '株式会社サンプル広告', dueDate: '2027-01-10' },
    groups: [
      {
        title: '2026年12月 広告運用',
        deliveryDate: '2026-12-31',
        items: [
          { name: '広告運用代行（月額）', quantity: 1, unit: '式', unit_price: 400_000, tax_rate: 10 },
          { name: 'レポート作成', quantity: 1, unit: '式', unit_price: 30_000, tax_rate: 10 },
        ],
      },
    ],
    history: [
      { action: 'created', at: '2026-11-18 10:00', by: 'admin' },
      { action: 'submitted', at: '2026-11-18 10:10', by: 'admin' },
      { action: 'correction_requested', at: '2026-11-18 16:25', comment: 'レポート作成費が抜けています。月次レポートの作成も含めてお願いします。' },
      { action: 'updated', at: '2026-11-19 09:40', by: 'admin', addedLastItem: true },
    ],
  },
  // 吉田 美穂: a finished month with an invoice rejected once (wrong invoice number), then approved; food at 8 %
  {
    contract: 5,
    title: '経理事務 2026年10月分',
    orderDate: '2026-10-01',
    groups: [
      {
        title: '2026年10月 経理事務',
        deliveryDate: '2026-10-31',
        items: [
          { name: '経理事務（日額）', quantity: 12, unit: '日', unit_price: 25_000, tax_rate: 10 },
          { name: '会議用 弁当の手配（立替）', quantity: 6, unit: '個', unit_price: 1_080, tax_rate: 8 },
        ],
        deliveries: [{ status: 'approved', at: '2026-10-31 18:00', reviewedAt: '2026-11-02 09:00', comment: '10月分の稼働報告です（12日）。' }],
        invoices: [
          { status: 'rejected', at: '2026-11-02 12:00', reviewedAt: '2026-11-02 15:30', number: '2026-10', date: '2026-11-02', employeeComment: '請求書番号が9月分と重複しています。番号を改めて再提出してください。' },
          { status: 'approved', at: '2026-11-03 10:00', reviewedAt: '2026-11-04 11:00', number: '2026-10-B', date: '2026-11-03' },
        ],
      },
    ],
    history: [
      { action: 'created', at: '2026-09-25 10:00' },
      { action: 'submitted', at: '2026-09-25 10:30' },
      { action: 'accepted', at: '2026-09-26 08:50' },
    ],
  },
];

/** The demo orders' contracts in seed-demo.ts order, their owner (山田) and administrator (佐藤). */
export async function seedPurchaseOrdersDemo(
  tx: Queryable,
  companyId: number,
  contractIds: readonly number[],
  employees: { owner: Actor; admin: Actor },
): Promise<void> {
  const projects = new Map((await listProjects(tx, companyId)).map((p) => [p.name, p.id]));
  for (const spec of orders) {
    const contractId = contractIds[spec.contract];
    if (contractId === undefined) continue;
    const parties = await repo.findContractWithParties(tx, companyId, { id: contractId });
    if (!parties) continue;
    const usance = parties.contract.usance as Usance;
    const body = purchaseOrderFormSchema.parse({
      title: spec.title,
      order_date: spec.orderDate,
      delivery_place: '電子データにて納品（メール・ファイル共有）',
      payment_method: '銀行振込（振込手数料は当社負担）',
      has_inspection: spec.hasInspection ?? false,
      remarks: spec.remarks ?? null,
      project_id: spec.project ? (projects.get(spec.project) ?? null) : null,
      original_client_name: spec.redelegation?.clientName ?? null,
      original_due_date: spec.redelegation?.dueDate ?? null,
      item_groups: spec.groups.map((g) => ({
        title: g.title,
        delivery_date: g.deliveryDate,
        // 検収 within 10 days of delivery (the demo template's rule)
        inspection_date: spec.hasInspection ? addDays(g.deliveryDate, 10) : null,
        // the receipt (納品) date starts the 支払サイト
        payment_due_date: latestPaymentDate(usance, g.deliveryDate),
        items: g.items.map((i) => ({ ...i, unit: i.unit ?? null })),
      })),
    } satisfies PurchaseOrderFormInput);
    const { groups, columns, totals } = computeOrder(body, parties);

    // walk the history: every step must be an allowed transition
    let status: PurchaseOrderStatus = 'draft';
    let submittedAt: string | null = null;
    let approvedAt: string | null = null;
    let workerComment: string | null = null;
    const logs: Parameters<typeof repo.insertLog>[1][] = [];
    const created = spec.history[0]!;
    const creator = 'by' in created && created.by === 'admin' ? employees.admin : employees.owner;
    for (const step of spec.history) {
      const actor = 'by' in step && step.by === 'admin' ? employees.admin : employees.owner;
      const base = { companyId, purchaseOrderId: 0, action: step.action, createdAt: jst(step.at) };
      if (step.action === 'created') {
        logs.push({ ...base, actorType: 'employee', actorName: actor.name });
        continue;
      }
      const action = ACTION_OF[step.action];
      if (!canTransition(action, status)) throw new Error(`demo order 「${spec.title}」: ${action} from ${status}`);
      const to: PurchaseOrderStatus = purchaseOrderTransitions[action].to(status)!;
      const changes: PurchaseOrderLogChange[] = [];
      if (step.action === 'updated') {
        const lines = groups.flatMap((g) => g.items.map((i) => ({ amount: i.amount, taxRate: i.taxRate })));
        const before = documentTotals(lines.slice(0, -1)).total;
        changes.push({ field: 'total', label: ja.orders.fieldLabels.total, before: formatMoney(before), after: formatMoney(totals.total) });
      }
      if (to !== status) changes.push({ field: 'status', label: ja.orders.fieldLabels.status, before: purchaseOrderStatusLabels[status], after: purchaseOrderStatusLabels[to] });
      if (step.action === 'submitted') {
        submittedAt = jst(step.at);
        workerComment = null;
      }
      if (step.action === 'accepted') approvedAt = jst(step.at);
      if (step.action === 'reverted') approvedAt = null;
      if (step.action === 'correction_requested') {
        workerComment = step.comment;
        logs.push({ ...base, actorType: 'worker', actorName: workerName(parties), comment: step.comment, changes });
      } else if (step.action === 'accepted') {
        logs.push({ ...base, actorType: 'worker', actorName: workerName(parties), changes });
      } else {
        logs.push({ ...base, actorType: 'employee', actorName: actor.name, changes });
      }
      status = to;
    }

    const order = await repo.insertOrder(tx, {
      companyId,
      contractId,
      workerId: parties.worker.id,
      code: newCode(),
      status,
      ...columns,
      workerComment,
      createdById: creator.id,
      submittedAt,
      approvedAt,
      createdAt: jst(created.at),
      updatedAt: jst(spec.history.at(-1)!.at),
    });
    for (const log of logs) await repo.insertLog(tx, { ...log, purchaseOrderId: order.id });
    await repo.replaceGroups(tx, companyId, order.id, groups);
    if (status !== 'approved') continue;

    const stored = await repo.groupsOf(tx, [order.id]);
    for (const [gi, g] of spec.groups.entries()) {
      const group = stored[gi]!;
      let approvedDelivery: number | null = null;
      let transactionDate = '';
      for (const d of g.deliveries ?? []) {
        const row = await deliveriesRepo.insertDelivery(tx, {
          companyId,
          itemGroupId: group.id,
          purchaseOrderId: order.id,
          contractId,
          workerId: parties.worker.id,
          code: newCode(),
          status: d.status,
          comment: d.comment ?? null,
          files: [],
          employeeComment: d.employeeComment ?? null,
          reviewedById: d.reviewedAt ? employees.owner.id : null,
          reviewedByName: d.reviewedAt ? employees.owner.name : null,
          inspectedOn: d.status === 'approved' && d.reviewedAt ? japanDate(jst(d.reviewedAt)) : null,
          submittedAt: jst(d.at),
          reviewedAt: d.reviewedAt ? jst(d.reviewedAt) : null,
        });
        if (d.status === 'approved') {
          approvedDelivery = row.id;
          transactionDate = invoiceTransactionDate(row);
        }
      }
      if (approvedDelivery === null) continue;
      const invoiceTotals = documentTotals(group.items.map((i) => ({ amount: i.amount, taxRate: i.taxRate })));
      const entered = parties.profile?.invoiceStatus === 'registered' ? parties.profile.invoiceRegistrationNumber : null;
      // as the 請求書 submission does: a registration that ended by the 取引日 does not hold
      const registered = documentRegistrationNumber(entered, await deliveriesRepo.registrationEndedOn(tx, entered), [transactionDate]);
      for (const inv of g.invoices ?? []) {
        await deliveriesRepo.insertInvoice(tx, {
          companyId,
          itemGroupId: group.id,
          deliveryId: approvedDelivery,
          code: newCode(),
          status: inv.status,
          usesPaymentNotification: inv.usesPaymentNotification ?? false,
          invoiceNumber: inv.number,
          invoiceDate: inv.date,
          registrationNumber: registered ?? null,
          perRate: invoiceTotals.perRate,
          subtotal: invoiceTotals.subtotal,
          taxTotal: invoiceTotals.taxTotal,
          total: invoiceTotals.total,
          comment: inv.comment ?? null,
          file: null,
          employeeComment: inv.employeeComment ?? null,
          reviewedById: inv.reviewedAt ? employees.owner.id : null,
          reviewedByName: inv.reviewedAt ? employees.owner.name : null,
          submittedAt: jst(inv.at),
          reviewedAt: inv.reviewedAt ? jst(inv.reviewedAt) : null,
        });
      }
    }
  }
}


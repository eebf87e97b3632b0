/**
 * 100,000 purchase orders for the large company (issue #10 "Scale"), with item groups, items, deliveries and some
 * invoices, written in multi-row batches through the ordering repositories' bulk functions. Amounts come from the
 * shared lineAmount / documentTotals / withholdingTax; statuses follow the state machine (deliveries only under
 * approved orders, invoices only after an approved delivery, a rejected delivery followed by a new one or not).
 */
import { latestPaymentDate } from '@app/shared/usance';
import { addDays } from '@app/shared/order-rules';
import type { PurchaseOrderStatus } from '@app/shared/purchase-orders';
import { documentTotals, lineAmount, withholdingTax } from '@app/shared/tax';
import type { Db } from '../db/client';
import { newCode } from '../lib/codes';
import { listContractTerms } from '../modules/partners/contracts/contracts.repository';
import * as deliveriesRepo from '../modules/ordering/deliveries/deliveries.repository';
import * as ordersRepo from '../modules/ordering/purchase-orders/purchase-orders.repository';

const SUBJECTS = ['Webサイト制作', 'ロゴデザイン', '記事執筆', 'インフラ保守', '広告運用', '翻訳', '動画編集', 'システム開発', 'UIデザイン', '撮影'];
const ITEMS: { name: string; unit: string; price: number; rate: 10 | 8 }[] = [
  { name: '設計', unit: '式', price: 150_000, rate: 10 },
  { name: '実装', unit: '時間', price: 5_000, rate: 10 },
  { name: 'デザイン制作', unit: '点', price: 40_000, rate: 10 },
  { name: '原稿執筆', unit: '本', price: 30_000, rate: 10 },
  { name: '運用保守（月額）', unit: '式', price: 200_000, rate: 10 },
  { name: '撮影', unit: '日', price: 60_000, rate: 10 },
  { name: '打合せ用 弁当', unit: '個', price: 1_080, rate: 8 },
];
/** Statuses by share of orders (approved most, as in a company that has used the product for a while). */
const STATUS_SHARES: [PurchaseOrderStatus, number][] = [
  ['draft', 0.08],
  ['reviewing', 0.1],
  ['rejected', 0.03],
  ['correcting', 0.02],
  ['corrected', 0.02],
  ['approved', 0.75],
];
const BATCH = 2000;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TODAY = '2026-11-30';
const toIso = (days: number) => new Date(Date.UTC(2024, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
const dayOf = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.UTC(2024, 0, 1)) / 86_400_000);
const at = (iso: string, minutes: number) => new Date(Date.parse(`${iso}T00:00:00+09:00`) + minutes * 60_000).toISOString();

/**
 * Adds `total` orders to the company (spread over its contracts, order dates between each contract's start and
 * 2026-11) unless it has orders already. Answers what it wrote.
 */
export async function seedLargeOrders(
  db: Db,
  companyId: number,
  opts: { orders?: number; log?: (message: string) => void } = {},
): Promise<{ orders: number; groups: number; items: number; deliveries: number; invoices: number } | null> {
  const total = opts.orders ?? 100_000;
  const log = opts.log ?? (() => {});
  if ((await ordersRepo.countCompanyOrders(db, companyId)) > 0) return null;
  const random = rng(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const pickStatus = (): PurchaseOrderStatus => {
    let r = random();
    for (const [status, share] of STATUS_SHARES) {
      if ((r -= share) < 0) return status;
    }
    return 'approved';
  };
  const contractRows = await listContractTerms(db, companyId);
  if (contractRows.length === 0) return null;
  const written = { orders: 0, groups: 0, items: 0, deliveries: 0, invoices: 0 };
  const lastDay = dayOf(TODAY);

  await db.transaction(async (tx) => {
    for (let offset = 0; offset < total; offset += BATCH) {
      type GroupPlan = { title: string; deliveryDate: string; paymentDueDate: string; items: ReturnType<typeof itemPlan>[] };
      const itemPlan = () => {
        const it = pick(ITEMS);
        const quantity = it.unit === '時間' ? 10 + Math.floor(random() * 150) : 1 + Math.floor(random() * 4);
        return { name: it.name, quantity, unit: it.unit, unitPrice: it.price, taxRate: it.rate, tax: null, amount: lineAmount(quantity, it.price) };
      };
      const plans = Array.from({ length: Math.min(BATCH, total - offset) }, () => {
        const contract = pick(contractRows);
        const start = Math.max(dayOf(contract.startDate), 0);
        const orderDay = start >= lastDay - 30 ? lastDay - 30 : start + Math.floor(random() * (lastDay - 30 - start));
        const orderDate = toIso(orderDay);
        const status = pickStatus();
        const groups: GroupPlan[] = Array.from({ length: 1 + Math.floor(random() * random() * 3) }, (_, g) => {
          const deliveryDate = toIso(orderDay + 14 + g * 14 + Math.floor(random() * 14));
          return {
            title: g === 0 ? '成果物一式' : `第${g + 1}回納品`,
            deliveryDate,
            paymentDueDate: latestPaymentDate(contract.usance as Parameters<typeof latestPaymentDate>[0], deliveryDate),
            items: Array.from({ length: 1 + Math.floor(random() * 3) }, itemPlan),
          };
        });
        const totals = documentTotals(groups.flatMap((g) => g.items));
        const month = orderDate.slice(5, 7).replace(/^0/, '');
        return {
          contract,
          status,
          orderDate,
          groups,
          totals,
          title: `${pick(SUBJECTS)} ${orderDate.slice(0, 4)}年${month}月分`,
          submitted: status === 'draft' ? null : at(orderDate, -60 * 24 * 3 + 600),
        };
      });

      const orderRows: ordersRepo.OrderWrite[] = plans.map((p) => ({
        companyId,
        contractId: p.contract.id,
        workerId: p.contract.workerId,
        code: newCode(),
        status: p.status,
        title: p.title,
        orderDate: p.orderDate,
        deliveryPlace: '電子データにて納品',
        paymentMethod: '銀行振込',
        hasInspection: false,
        subtotal: p.totals.subtotal,
        taxTotal: p.totals.taxTotal,
        total: p.totals.total,
        withholding: p.contract.withholdingType === 'withhold' ? withholdingTax(p.totals.subtotal, p.orderDate) : null,
        firstDeliveryDate: p.groups[0]!.deliveryDate,
        workerComment: p.status === 'rejected' ? '納期の調整をお願いします。' : null,
        submittedAt: p.submitted,
        approvedAt: p.status === 'approved' ? at(p.orderDate, -60 * 24 * 2 + 600) : null,
        createdAt: at(p.orderDate, -60 * 24 * 4 + 600),
        updatedAt: at(p.orderDate, -60 * 24 * 2 + 600),
      }));
      const orderIds = await ordersRepo.insertOrdersBulk(tx, orderRows);
      const groupRows = plans.flatMap((p, i) =>
        p.groups.map((g, position) => ({
          companyId,
          purchaseOrderId: orderIds.get(orderRows[i]!.code)!,
          position,
          title: g.title,
          deliveryDate: g.deliveryDate,
          paymentDueDate: g.paymentDueDate,
          subtotal: g.items.reduce((s, it) => s + it.amount, 0),
        })),
      );
      const groupIds = await ordersRepo.insertGroupsBulk(tx, groupRows);
      const itemRows = plans.flatMap((p, i) =>
        p.groups.flatMap((g, gi) => {
          const itemGroupId = groupIds.get(`${orderIds.get(orderRows[i]!.code)}:${gi}`)!;
          return g.items.map((it, position) => ({ ...it, itemGroupId, position }));
        }),
      );
      await ordersRepo.insertItemsBulk(tx, itemRows);

      // deliveries of approved orders' groups whose delivery date has come, then invoices after approved ones
      const deliveryRows: Parameters<typeof deliveriesRepo.insertDeliveriesBulk>[1][number][] = [];
      const invoicePlans: { deliveryCode: string; itemGroupId: number; day: string; status: 'reviewing' | 'approved' | 'rejected'; totals: ReturnType<typeof documentTotals> }[] = [];
      plans.forEach((p, i) => {
        if (p.status !== 'approved') return;
        const orderId = orderIds.get(orderRows[i]!.code)!;
        p.groups.forEach((g, gi) => {
          if (g.deliveryDate > TODAY || random() < 0.1) return;
          const itemGroupId = groupIds.get(`${orderId}:${gi}`)!;
          const base = { companyId, itemGroupId, purchaseOrderId: orderId, contractId: p.contract.id, workerId: p.contract.workerId, files: [] };
          const r = random();
          const firstStatus = r < 0.15 ? 'rejected' : r < 0.3 ? 'reviewing' : 'approved';
          const first = { ...base, code: newCode(), status: firstStatus as 'rejected' | 'reviewing' | 'approved', comment: '納品します。', submittedAt: at(g.deliveryDate, 600) };
          const reviewed = firstStatus !== 'reviewing' ? at(g.deliveryDate, 60 * 24 + 600) : null;
          deliveryRows.push({
            ...first,
            reviewedAt: reviewed,
            reviewedByName: reviewed ? '検証 太郎' : null,
            employeeComment: firstStatus === 'rejected' ? '修正をお願いします。' : null,
            inspectedOn: firstStatus === 'approved' ? addDays(g.deliveryDate, 1) : null,
          });
          let approved = firstStatus === 'approved' ? first.code : null;
          if (firstStatus === 'rejected' && random() < 0.7) {
            const again = addDays(g.deliveryDate, 3);
            const ok = random() < 0.8;
            const code = newCode();
            deliveryRows.push({
              ...base,
              code,
              status: ok ? 'approved' : 'reviewing',
              comment: '修正して再提出します。',
              submittedAt: at(again, 600),
              reviewedAt: ok ? at(again, 60 * 24 + 600) : null,
              reviewedByName: ok ? '検証 太郎' : null,
              inspectedOn: ok ? addDays(again, 1) : null,
            });
            if (ok) approved = code;
          }
          if (approved && random() < 0.5) {
            const s = random();
            invoicePlans.push({
              deliveryCode: approved,
              itemGroupId,
              day: addDays(g.deliveryDate, 5),
              status: s < 0.6 ? 'approved' : s < 0.9 ? 'reviewing' : 'rejected',
              totals: documentTotals(g.items),
            });
          }
        });
      });
      const deliveryIds = await deliveriesRepo.insertDeliveriesBulk(tx, deliveryRows);
      await deliveriesRepo.insertInvoicesBulk(
        tx,
        invoicePlans.map((v) => ({
          companyId,
          itemGroupId: v.itemGroupId,
          deliveryId: deliveryIds.get(v.deliveryCode)!,
          code: newCode(),
          status: v.status,
          invoiceNumber: `INV-${v.day.replaceAll('-', '')}-${v.itemGroupId}`,
          invoiceDate: v.day,
          perRate: v.totals.perRate,
          subtotal: v.totals.subtotal,
          taxTotal: v.totals.taxTotal,
          total: v.totals.total,
          submittedAt: at(v.day, 600),
          reviewedAt: v.status === 'reviewing' ? null : at(v.day, 60 * 24 + 600),
          reviewedByName: v.status === 'reviewing' ? null : '検証 太郎',
          employeeComment: v.status === 'rejected' ? '請求書番号を確認してください。' : null,
        })),
      );
      written.orders += orderRows.length;
      written.groups += groupRows.length;
      written.items += itemRows.length;
      written.deliveries += deliveryRows.length;
      written.invoices += invoicePlans.length;
      log(`発注書 ${written.orders.toLocaleString('ja-JP')} / ${total.toLocaleString('ja-JP')}`);
    }
  });
  // statistics for the planner and the visibility map for index-only scans (autovacuum would get there later)
  await db.execute('vacuum (analyze) purchase_orders, purchase_order_item_groups, purchase_order_items, deliveries, invoices');
  return written;
}

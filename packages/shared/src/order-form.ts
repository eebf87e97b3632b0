/**
 * The company's order form (発注書の作成・編集画面) as pure functions: the live totals computed from what is typed,
 * with the same tax functions the API uses (documentTotals, lineAmount, withholdingTax), the 15-item count, and the
 * starting values of a new order (the contract's item-group templates, else the company template).
 */
import { latestPaymentDate, type Usance } from './usance';
import { formatDate, parseBusinessDate, todayInJapan } from './format';
import { formatMoneyInput, parseMoney } from './money';
import { addDays } from './order-rules';
import { MAX_ORDER_ITEMS, type PurchaseOrderFormInput } from './purchase-orders';
import { documentTotals, lineAmount, withholdingTax, type DocumentTotals } from './tax';

/** The occupations whose fees are 報酬・料金 under 所得税法 第204条 (design, writing): the contract defaults to 源泉徴収する. */
export const WITHHOLDING_OCCUPATIONS: readonly string[] = ['designer', 'writer'];

/** True when a worker of `occupation` is usually withheld on (the contract form's default and its explanation). */
export function suggestsWithholding(occupation: string | null | undefined): boolean {
  return occupation != null && WITHHOLDING_OCCUPATIONS.includes(occupation);
}

type FormItem = { quantity?: unknown; unit_price?: unknown; tax_rate?: unknown };
type FormGroup = { items?: readonly FormItem[] | null };

/** Every item of the form, over all groups (the 15-item counter). */
export function orderItemCount(groups: readonly FormGroup[] | null | undefined): number {
  return (groups ?? []).reduce((n, g) => n + (Array.isArray(g?.items) ? g.items.length : 0), 0);
}

export { MAX_ORDER_ITEMS };

const quantityOf = (v: unknown): number | null => {
  const text = String(v ?? '').trim();
  return /^\d{1,6}(?:\.\d{1,2})?$/.test(text) ? Number(text) : null;
};
const moneyOf = (v: unknown): number | null => (typeof v === 'number' ? v : parseMoney(String(v ?? '')));

/** One line's amount as typed, or null while its quantity or unit price is not (yet) a valid value. */
export function formLineAmount(item: FormItem): number | null {
  const q = quantityOf(item.quantity);
  const p = moneyOf(item.unit_price);
  return q === null || p === null ? null : lineAmount(q, p);
}

export type FormTotals = DocumentTotals & { withholding: number | null; amountToPay: number };

/**
 * The totals of the typed order: per rate (rounded once per rate per document; no line carries a tax of its own),
 * 小計, 消費税, 合計, the 源泉徴収 estimate on the 税抜 subtotal at the order date (when the contract withholds) and
 * お支払予定額. Lines whose quantity or unit price is not valid yet are left out, as the server would refuse them.
 */
export function formTotals(groups: readonly FormGroup[] | null | undefined, opts: { withholds: boolean; orderDate: string }): FormTotals {
  const lines = (groups ?? []).flatMap((g) =>
    (g?.items ?? []).flatMap((item) => {
      const amount = formLineAmount(item);
      const rate = Number(item.tax_rate);
      if (amount === null || !Number.isFinite(rate)) return [];
      return [{ amount, taxRate: rate }];
    }),
  );
  const totals = documentTotals(lines);
  const date = parseBusinessDate(opts.orderDate) ?? todayInJapan();
  const withholding = opts.withholds ? withholdingTax(totals.subtotal, date) : null;
  return { ...totals, withholding, amountToPay: totals.total - (withholding ?? 0) };
}

/**
 * The default 支払期日 of a group: the latest payment date the contract's 支払サイト gives for work received on the
 * group's 納品日 (YYYY/MM/DD on screen), or '' while the 納品日 is not a date.
 */
export function defaultDueDate(usance: Usance, deliveryDate: string): string {
  const received = parseBusinessDate(deliveryDate);
  return received ? formatDate(latestPaymentDate(usance, received)) : '';
}

/**
 * The default 検収日 of a group: its 納品日 plus the company template's 検収期間 in days (「納品後10日以内に検収」 →
 * 納品日 + 10), YYYY/MM/DD; '' while the 納品日 is not a date or the template sets no 検収期間.
 */
export function defaultInspectionDate(deliveryDate: string, inspectionDays: number | null | undefined): string {
  const received = parseBusinessDate(deliveryDate);
  return received && inspectionDays != null && inspectionDays >= 0 ? formatDate(addDays(received, inspectionDays)) : '';
}

/** The 検収期間 (days) the company template gives a new order: its days when it says 「納品後n日以内に検収」, else null. */
export function templateInspectionDays(company: Pick<OrderStartTemplate, 'inspectionType' | 'inspectionDays'>): number | null {
  return company.inspectionType === 'within_days' ? (company.inspectionDays ?? null) : null;
}

type TemplateItem = { name: string; quantity: number; unit?: string | null; unitPrice: number; taxRate: number };
type TemplateGroup = { name: string; items: readonly TemplateItem[] };
export type OrderStartTemplate = {
  deliveryPlace: string;
  paymentMethod: string;
  inspectionType: string;
  /** 検収期間 in days when `inspectionType` is 'within_days'. */
  inspectionDays?: number | null;
  remarks: string;
  itemGroups: readonly TemplateGroup[];
};

const emptyItem = () => ({ name: '', quantity: '1', unit: '', unit_price: '', tax_rate: 10 });
const emptyGroup = () => ({ title: '', delivery_date: '', inspection_date: '', payment_due_date: '', items: [emptyItem()] });
export const newOrderItem = emptyItem;
export const newOrderGroup = emptyGroup;

/**
 * A new order's form values: the company template's terms (納品場所, 支払方法, 検収, 備考) and item groups — the
 * contract's own item-group templates replace the company's groups when it has any. Dates start empty; the order date
 * is `today` (YYYY-MM-DD).
 */
export function newOrderDefaults(
  today: string,
  company: OrderStartTemplate,
  contractGroups: readonly TemplateGroup[],
): PurchaseOrderFormInput {
  const groups = contractGroups.length > 0 ? contractGroups : company.itemGroups;
  return {
    title: '',
    order_date: formatDate(today),
    delivery_place: company.deliveryPlace,
    payment_method: company.paymentMethod,
    has_inspection: company.inspectionType !== 'none',
    remarks: company.remarks,
    project_id: null,
    original_client_name: '',
    original_due_date: '',
    item_groups:
      groups.length === 0
        ? [emptyGroup()]
        : groups.map((g) => ({
            title: g.name,
            delivery_date: '',
            inspection_date: '',
            payment_due_date: '',
            items: g.items.slice(0, MAX_ORDER_ITEMS).map((i) => ({
              name: i.name,
              quantity: String(i.quantity),
              unit: i.unit ?? '',
              unit_price: formatMoneyInput(i.unitPrice),
              tax_rate: i.taxRate,
            })),
          })),
  };
}

type StoredOrder = {
  title: string;
  orderDate: string;
  deliveryPlace: string | null;
  paymentMethod: string | null;
  hasInspection: boolean;
  remarks: string | null;
  project: { id: number } | null;
  originalClientName: string | null;
  originalDueDate: string | null;
  itemGroups: readonly {
    title: string;
    deliveryDate: string | null;
    inspectionDate: string | null;
    paymentDueDate: string | null;
    items: readonly { name: string; quantity: number; unit: string | null; unitPrice: number; taxRate: number; tax: number | null }[];
  }[];
};

/**
 * A stored order (as the web client reads it, camelCased) as the form's texts. A per-line tax an old order carries is
 * left out: saving it again computes the tax once per rate (docs/decisions.md).
 */
export function orderToForm(order: StoredOrder): PurchaseOrderFormInput {
  return {
    title: order.title,
    order_date: formatDate(order.orderDate),
    delivery_place: order.deliveryPlace ?? '',
    payment_method: order.paymentMethod ?? '',
    has_inspection: order.hasInspection,
    remarks: order.remarks ?? '',
    project_id: order.project?.id ?? null,
    original_client_name: order.originalClientName ?? '',
    original_due_date: formatDate(order.originalDueDate),
    item_groups: order.itemGroups.map((g) => ({
      title: g.title,
      delivery_date: formatDate(g.deliveryDate),
      inspection_date: formatDate(g.inspectionDate),
      payment_due_date: formatDate(g.paymentDueDate),
      items: g.items.map((i) => ({
        name: i.name,
        quantity: String(i.quantity),
        unit: i.unit ?? '',
        unit_price: formatMoneyInput(i.unitPrice),
        tax_rate: i.taxRate,
      })),
    })),
  };
}

/**
 * The business document model (発注書, 支払通知書 / 仕入明細書 …): plain data — integer yen, 'YYYY-MM-DD' dates, the
 * caller's own labels. The API draws it as a PDF (apps/api/src/lib/pdf/business-document.ts); the screens show the
 * same shape (apps/web/src/components/business-document-view.tsx). See docs/documents.md.
 */

export type TaxRate = 10 | 8 | 0;

export type Party = {
  name: string;
  honorific?: '御中' | '様';
  postalCode?: string | null;
  address?: string | null;
  phone?: string | null;
  /** 'T' + 13 digits; null → 「適格請求書発行事業者の登録なし」; undefined → the line is not shown. */
  invoiceRegistrationNumber?: string | null;
};

export type BusinessDocumentItem = {
  name: string;
  /** Decimal text as stored ('1', '1.5', '1000'); shown with thousands separators. */
  quantity: string;
  unit?: string | null;
  unitPrice: number;
  taxRate: TaxRate;
  amount: number;
  /** 軽減税率 item, marked ※ (defaults to taxRate === 8). */
  reduced?: boolean;
};

export type BusinessDocumentGroup = {
  title: string;
  deliveryDate?: string | null;
  inspectionDate?: string | null;
  items: BusinessDocumentItem[];
};

export type BusinessDocument = {
  /** '発注書' | '支払通知書' … */
  title: string;
  documentNumber: string;
  /** '発注番号' | '通知番号' … */
  documentNumberLabel: string;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  /** '発注日' | '発行日' … */
  issueDateLabel: string;
  /** Left block, with 御中/様. */
  recipient: Party;
  /** Right block: the company that sends the document. */
  issuer: Party;
  /** e.g. '下記のとおり発注いたします。' */
  lead?: string | null;
  subject?: string | null;
  /** 明示事項 rows (給付の内容, 納期, 納品場所, 検収日, 支払期日, 支払方法 …), values already formatted. */
  terms: { label: string; value: string }[];
  /** Sub-headings are drawn only when there is more than one group. */
  groups: BusinessDocumentGroup[];
  /** Per rate, rounded once per rate by the caller (DOMAIN: never per line). */
  taxSummary: { rate: TaxRate; base: number; tax: number }[];
  subtotal: number;
  taxTotal: number;
  total: number;
  /** 源泉徴収税額, a positive number shown as a minus line; null/undefined → no line. */
  withholding?: number | null;
  /** Non-taxable lines added after tax and withholding (立替経費 …), each a signed amount; absent → none. */
  adjustments?: { label: string; amount: number }[];
  /** 支払金額 / お支払予定額: boxed at the top and the last line of the totals. */
  amountToPay: number;
  amountToPayLabel: string;
  remarks?: string | null;
  /** Extra notes under the document; the ※ note for reduced-rate items is added by the renderer. */
  footnotes?: string[];
};

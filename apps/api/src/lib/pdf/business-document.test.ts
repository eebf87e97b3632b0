/**
 * The business document PDF read back as a person's PDF viewer would show it: pdftotext (poppler-utils) extracts the
 * Japanese text, so the font is embedded with its Unicode map and nothing is drawn as an outline only.
 * PDF_SAMPLES_DIR=/some/dir keeps the rendered PDFs there to look at (`pdftoppm -png -r 80 file.pdf out`).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatQuantity, renderBusinessDocument, type BusinessDocument } from './business-document';

const run = promisify(execFile);

const purchaseOrder: BusinessDocument = {
  title: '発注書',
  documentNumber: 'PO-2026-000123',
  documentNumberLabel: '発注番号',
  issueDate: '2026-06-01',
  issueDateLabel: '発注日',
  recipient: {
    name: '山田 太郎',
    honorific: '様',
    postalCode: '150-0002',
    address: '東京都渋谷区渋谷二丁目21番1号 渋谷ヒカリエ 8F',
    phone: '090-1234-5678',
    invoiceRegistrationNumber: 'T1234567890123',
  },
  issuer: {
    name: 'デモ株式会社',
    postalCode: '100-0005',
    address: '東京都千代田区丸の内一丁目1番1号 丸の内ビルディング 12階',
    phone: '03-1234-5678',
    invoiceRegistrationNumber: 'T9876543210987',
  },
  lead: '下記のとおり発注いたします。',
  subject: 'コーポレートサイト リニューアル',
  terms: [
    { label: '給付の内容', value: 'コーポレートサイトのデザイン一式およびバナー制作、打合せ時の軽食手配' },
    { label: '納期', value: '2026/07/31' },
    { label: '納品場所', value: '電子メールまたは共有フォルダにて納品' },
    { label: '検収完了日', value: '納品後10日以内' },
    { label: '支払期日', value: '2026/08/31' },
    { label: '支払方法', value: '銀行振込（振込手数料は当社負担）' },
  ],
  groups: [
    {
      title: '第1回納品 デザイン',
      deliveryDate: '2026-06-30',
      inspectionDate: '2026-07-10',
      items: [
        { name: 'Webサイトデザイン', quantity: '1', unit: '式', unitPrice: 1_000_000, taxRate: 10, amount: 1_000_000 },
        { name: 'バナー制作', quantity: '3', unit: '点', unitPrice: 50_000, taxRate: 10, amount: 150_000 },
      ],
    },
    {
      title: '第2回納品 打合せ手配',
      deliveryDate: '2026-07-31',
      items: [{ name: '打合せ用弁当', quantity: '12', unit: '個', unitPrice: 1_080, taxRate: 8, amount: 12_960 }],
    },
  ],
  taxSummary: [
    { rate: 10, base: 1_150_000, tax: 115_000 },
    { rate: 8, base: 12_960, tax: 1_036 },
  ],
  subtotal: 1_162_960,
  taxTotal: 116_036,
  total: 1_278_996,
  withholding: 132_730,
  amountToPay: 1_146_266,
  amountToPayLabel: '支払金額',
  remarks: '納品物の著作権は検収完了をもって当社に移転します。\n不明点は担当（開発部 佐藤）までご連絡ください。',
  footnotes: ['本書の内容に相違がある場合は、受領後7日以内にご連絡ください。'],
};

const longItems = Array.from({ length: 15 }, (_, i) => ({
  name: `第${i + 1}期 業務委託（システム保守・運用監視・障害一次対応および月次報告書の作成を含む）作業費`,
  quantity: i % 2 === 0 ? '1.5' : '1000',
  unit: i % 2 === 0 ? '人月' : '件',
  unitPrice: i % 2 === 0 ? 800_000 : 1_200,
  taxRate: 10 as const,
  amount: 1_200_000,
}));

const paymentNotice: BusinessDocument = {
  title: '支払通知書',
  documentNumber: 'PN-2026-000045',
  documentNumberLabel: '通知番号',
  issueDate: '2026-08-25',
  issueDateLabel: '発行日',
  recipient: { name: '鈴木 花子', honorific: '様', address: '大阪府大阪市北区梅田1-2-3', invoiceRegistrationNumber: null },
  issuer: { name: 'デモ株式会社', address: '東京都千代田区丸の内1-1-1', invoiceRegistrationNumber: 'T9876543210987' },
  lead: '下記のとおりお支払いいたします。',
  terms: [{ label: '支払期日', value: '2026/08/31' }],
  groups: [{ title: '2026年7月分', items: longItems }],
  taxSummary: [{ rate: 10, base: 18_000_000, tax: 1_800_000 }],
  subtotal: 18_000_000,
  taxTotal: 1_800_000,
  total: 19_800_000,
  amountToPay: 19_800_000,
  amountToPayLabel: 'お支払予定額',
};

/** Little data, a company recipient, a rate outside the tax, a character the font lacks and 60 lines of 備考. */
const sparse: BusinessDocument = {
  title: '支払通知書',
  documentNumber: 'PN-1',
  documentNumberLabel: '通知番号',
  issueDate: '2026-09-01',
  issueDateLabel: '発行日',
  recipient: { name: '株式会社サンプル', honorific: '御中' },
  issuer: { name: 'デモ株式会社' },
  terms: [],
  groups: [{ title: '立替金', items: [{ name: '交通費（立替）😀', quantity: '1', unitPrice: 5_000, taxRate: 0, amount: 5_000 }] }],
  taxSummary: [{ rate: 0, base: 5_000, tax: 0 }],
  subtotal: 5_000,
  taxTotal: 0,
  total: 5_000,
  amountToPay: 5_000,
  amountToPayLabel: 'お支払予定額',
  remarks: Array.from({ length: 60 }, (_, i) => `備考${i + 1}行目`).join('\r\n'),
};

let dir: string;
const texts = new Map<string, { text: string; bytes: number }>();

/** Renders and extracts the text in layout mode, whitespace runs folded to one space. */
async function extract(name: string, doc: BusinessDocument) {
  const pdf = await renderBusinessDocument(doc);
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  texts.set(name, { text: stdout.replace(/[ \t]+/g, ' '), bytes: pdf.length });
  return pdf;
}

beforeAll(async () => {
  const keep = process.env.PDF_SAMPLES_DIR;
  dir = keep ?? (await mkdtemp(join(tmpdir(), 'business-document-')));
  await mkdir(dir, { recursive: true });
  // Sequential: the first render reads the font files once for the whole file.
  await extract('purchase-order', purchaseOrder);
  await extract('payment-notice', paymentNotice);
  await extract('sparse', sparse);
});

afterAll(async () => {
  if (!process.env.PDF_SAMPLES_DIR) await rm(dir, { recursive: true, force: true });
});

const textOf = (name: string) => texts.get(name)!.text;

describe('renderBusinessDocument', () => {
  it('is a small PDF with the font embedded as a subset', () => {
    const { bytes } = texts.get('purchase-order')!;
    expect(bytes).toBeLessThan(200_000); // the full font files are ≈5.5 MB each
  });

  it('shows the title, number, date and both parties with their registration numbers', () => {
    const text = textOf('purchase-order');
    expect(text).toMatch(/発\s?注\s?書/);
    expect(text).toContain('発注番号：PO-2026-000123');
    expect(text).toContain('発注日：2026/06/01');
    expect(text).toMatch(/山田 太郎 様/);
    expect(text).toContain('〒150-0002');
    expect(text).toContain('東京都渋谷区渋谷二丁目21番1号');
    expect(text).toContain('登録番号：T1234567890123');
    expect(text).toContain('デモ株式会社');
    expect(text).toContain('TEL 03-1234-5678');
    expect(text).toContain('登録番号：T9876543210987');
    expect(text).toContain('下記のとおり発注いたします。');
    expect(text).toContain('件名：コーポレートサイト リニューアル');
  });

  it('boxes the amount to pay at the top and lists every term', () => {
    const text = textOf('purchase-order');
    const amount = text.indexOf('支払金額 ¥1,146,266');
    expect(amount).toBeGreaterThan(-1);
    expect(amount).toBeLessThan(text.indexOf('給付の内容'));
    for (const term of [
      '給付の内容 コーポレートサイトのデザイン一式',
      '納期 2026/07/31',
      '納品場所 電子メールまたは共有フォルダにて納品',
      '検収完了日 納品後10日以内',
      '支払期日 2026/08/31',
      '支払方法 銀行振込（振込手数料は当社負担）',
    ]) {
      expect(text).toContain(term);
    }
  });

  it('draws the items under group headings, reduced-rate items marked ※ and explained', () => {
    const text = textOf('purchase-order');
    expect(text).toMatch(/品目 数量 単位 単価 税率 金額/);
    expect(text).toContain('第1回納品 デザイン 納期：2026/06/30 検収日：2026/07/10');
    expect(text).toContain('第2回納品 打合せ手配 納期：2026/07/31');
    expect(text).toMatch(/Webサイトデザイン 1 式 ¥1,000,000 10% ¥1,000,000/);
    expect(text).toMatch(/バナー制作 3 点 ¥50,000 10% ¥150,000/);
    expect(text).toMatch(/打合せ用弁当 ※ 12 個 ¥1,080 8% ¥12,960/);
    expect(text).toContain('※は軽減税率（8%）対象品目です。');
    expect(text).toContain('本書の内容に相違がある場合は、受領後7日以内にご連絡ください。');
  });

  it('sums up per tax rate, then subtotal, tax, total, withholding as a minus and the amount to pay', () => {
    const text = textOf('purchase-order');
    expect(text).toMatch(/10%対象 ¥1,150,000 消費税 ¥115,000/);
    expect(text).toMatch(/8%対象 ¥12,960 消費税 ¥1,036/);
    expect(text).toMatch(/小計 ¥1,162,960/);
    expect(text).toMatch(/消費税 ¥116,036/);
    expect(text).toMatch(/合計 ¥1,278,996/);
    expect(text).toMatch(/源泉徴収税額 -¥132,730/);
    expect(text).toMatch(/支払金額 ¥1,146,266\s*$/m);
    expect(text).toContain('備考');
    expect(text).toContain('不明点は担当（開発部 佐藤）までご連絡ください。');
  });

  it('is numbered 「1 / 1」 when it fits one page', () => {
    const pages = textOf('purchase-order').split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(/^\s*1 ?\/ ?1\s*$/m);
  });

  it('runs 15 long items over two pages, repeating the table header and numbering the pages', () => {
    const pages = textOf('payment-notice').split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatch(/^\s*1 ?\/ ?2\s*$/m);
    expect(pages[1]).toMatch(/^\s*2 ?\/ ?2\s*$/m);
    expect(pages[1]).toContain('支払通知書（続き）');
    expect(pages[1]).toContain('通知番号：PN-2026-000045');
    for (const page of pages) expect(page).toMatch(/品目 数量 単位 単価 税率 金額/);
    const all = pages.join('\n');
    expect(all.match(/¥1,200,000/g)).toHaveLength(15);
    expect(all).toContain('第15期 業務委託');
    expect(all).toMatch(/1\.5 人月 ¥800,000 10%/);
    expect(all).toMatch(/1,000 件 ¥1,200 10%/);
    expect(all).toContain('鈴木 花子 様');
    expect(all).toContain('適格請求書発行事業者の登録なし');
    expect(all).toMatch(/お支払予定額 ¥19,800,000/);
    // No withholding line, no reduced-rate note, and 合計 equal to the amount to pay is not repeated.
    expect(all).not.toContain('源泉徴収税額');
    expect(all).not.toContain('軽減税率');
    expect(all.match(/お支払予定額/g)).toHaveLength(1);
  });
});

describe('a sparse document', () => {
  it('shows 御中, a rate outside the tax as 対象外 without tax, and runs long 備考 on to the next page', () => {
    const pages = textOf('sparse').split('\f').filter((p) => p.trim());
    expect(pages).toHaveLength(2);
    expect(pages[0]).toMatch(/株式会社サンプル 御中/);
    expect(pages[0]).toMatch(/交通費（立替）.* 1 ¥5,000 対象外 ¥5,000/);
    expect(pages[0]).toMatch(/対象外 ¥5,000\s/);
    expect(pages[0]).not.toMatch(/0%/);
    expect(pages[0]).not.toContain('登録番号');
    expect(pages[0]).toContain('備考1行目');
    expect(pages[1]).toContain('支払通知書（続き）');
    expect(pages[1]).toContain('備考60行目');
    expect(pages[1]).toMatch(/^\s*2 ?\/ ?2\s*$/m);
  });
});

describe('formatQuantity', () => {
  it('adds thousands separators and drops trailing zeros of the decimal text', () => {
    expect(formatQuantity('1000')).toBe('1,000');
    expect(formatQuantity('1.50')).toBe('1.5');
    expect(formatQuantity('2.000')).toBe('2');
    expect(formatQuantity('12345.25')).toBe('12,345.25');
    expect(formatQuantity('一式')).toBe('一式');
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { myNumberCheckDigit } from '@app/shared/check-digits';
import { insertPayment } from '../apps/api/src/modules/payments/payments/payments.repository';
import { createEmployee, createPortalWorker, demo, withDb, withRepositories } from './support/db';
import { call, employeeHeaders } from './support/ordering';
import { storageStateFor } from './support/session';

const desktop = { width: 1366, height: 820 };
const phone = { width: 390, height: 844 };
const run = promisify(execFile);

/**
 * 2025 for the worker: ¥100,000 paid in June (¥10,210 withheld, entered directly: paid ¥89,790) and ¥50,000 due on
 * 2025/12/25 but paid on 2026/01/06 (¥5,105 withheld): 支払金額 ¥150,000 of which ¥50,000 未払, 源泉 ¥15,315.
 */
async function payIn2025(workerCode: string): Promise<void> {
  const { companyId, workerId } = await withDb(async (db) => {
    const { rows } = await db.query<{ company_id: number; id: number }>('select company_id, id from workers where code = $1', [workerCode]);
    return { companyId: rows[0]!.company_id, workerId: rows[0]!.id };
  });
  await withRepositories(async (db) => {
    await insertPayment(db, { companyId, workerId, code: `e2e-pr-${workerCode}-1`, status: 'paid', paymentDate: '2025-06-25', paidOn: '2025-06-25', amount: 89_790, withholding: 10_210 });
    await insertPayment(db, { companyId, workerId, code: `e2e-pr-${workerCode}-2`, status: 'paid', paymentDate: '2025-12-25', paidOn: '2026-01-06', amount: 44_895, withholding: 5_105 });
  });
}

/** A 個人番号 that passes the check digit, registered by the demo owner (マイナンバー担当). */
async function registerMyNumber(workerCode: string, stamp: number): Promise<string> {
  const base = String(80_000_000_000 + stamp * 7).slice(0, 11);
  const number = `${base}${myNumberCheckDigit(base)}`;
  await call(await employeeHeaders(demo.owner), 'POST', '/api/v2/employee/my_numbers', {
    businessor_code: workerCode,
    my_number_value: number,
    my_number_purposes: ['record'],
  });
  return number;
}

test('the company publishes a worker’s 2025 支払調書 → the worker downloads it in the portal: the PDF shows the name and the amounts, never the 個人番号', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000); // two browsers (company and portal)
  const stamp = Date.now() % 1_000_000;
  const clerk = await createEmployee('owner_administrator', '調書 担当');
  const worker = await createPortalWorker(`調書 受子${stamp}`, { filled: true });
  await payIn2025(worker.workerCode);
  const myNumber = await registerMyNumber(worker.workerCode, stamp);

  // ── the company: 2025's 支払調書, the worker found by name, flagged for filing, published ──
  const companyContext = await browser.newContext({ storageState: await storageStateFor(baseURL!, clerk.email), viewport: desktop });
  const company = await companyContext.newPage();
  await company.goto('/payment_record?year=2025');
  await expect(company.getByRole('heading', { level: 1, name: '支払調書' })).toBeVisible();
  await company.getByLabel('氏名・契約名で検索').fill(worker.name);
  // the search is applied (and any ticked row let go) when it reaches the URL; tick only after that
  await expect(company).toHaveURL(/keyword=/);
  await expect(company.getByTestId('record-total')).toHaveText('全1件');
  const row = company.getByRole('row').filter({ hasText: worker.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('record-amount')).toContainText('¥150,000');
  await expect(row.getByTestId('record-amount')).toContainText('内未払 ¥50,000');
  await expect(row.getByTestId('filing-chip')).toHaveText('提出対象');
  await expect(row.getByTestId('record-status')).toHaveText('未発行');

  await row.getByRole('checkbox', { name: `${worker.name}を選択` }).check();
  await expect(company.getByTestId('record-selected-count')).toHaveText('1件選択中');
  await company.getByTestId('record-bulk-bar').getByRole('button', { name: '公開' }).click();
  const confirm = company.getByRole('dialog', { name: '支払調書を公開しますか？' });
  await expect(confirm).toContainText(`2025年分の支払調書を1名（${worker.name}）のワーカーポータルに公開します。`);
  await confirm.getByRole('button', { name: '公開する' }).click();
  await expect(company.getByTestId('toast')).toContainText('1件の支払調書を公開しました。');
  await expect(row.getByTestId('record-status')).toHaveText('公開済');
  await companyContext.close();

  // ── the worker, on a phone: the portal's 支払調書, the PDF downloaded and read back ──
  await page.setViewportSize(phone);
  await page.goto('/portal/login');
  await page.getByLabel(/^メールアドレス/).fill(worker.email);
  await page.getByLabel(/^パスワード/).fill(worker.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('navigation', { name: 'ワーカーメニュー' }).getByRole('link', { name: '支払調書' }).click();
  const year = page.getByRole('region', { name: '2025年分（令和7年分）' });
  const card = year.getByTestId('portal-record').filter({ hasText: 'デモ株式会社' });
  await expect(card).toContainText('¥150,000');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'デモ株式会社の2025年分の支払調書をダウンロード' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`【支払調書2025】_【${worker.name}】.pdf`);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'payment-record-'));
  try {
    const pdf = path.join(dir, 'record.pdf');
    await file.saveAs(pdf);
    const { stdout } = await run('pdftotext', ['-layout', pdf, '-']);
    const text = stdout.replace(/[ \t]+/g, ' ');
    expect(text).toContain('報酬、料金、契約金及び賞金の支払調書');
    expect(text).toContain(worker.name);
    expect(text).toContain('150,000');
    expect(text).toContain('50,000');
    expect(text).toContain('15,315');
    // the payee's copy: no 個人番号, neither whole nor split in groups of four
    const digits = text.replace(/\D/g, '');
    expect(digits).not.toContain(myNumber);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

import { expect, test, type Page } from '@playwright/test';
import { createEmployee, createPortalWorker } from './support/db';
import { sendOrderToWorker } from './support/ordering';
import { storageStateFor } from './support/session';
import { expectNoSidewaysScroll, expectNoViolations } from './support/a11y';
import { saveScreen } from './support/screens';

const desktop = { width: 1280, height: 820 };
const phone = { width: 390, height: 844 };
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * The company's side of a review, in its own signed-in browser: the contract's 納品 tab → the newest delivery (or its
 * 請求書 tab) → 承認 / 差し戻し with a comment; answers the contract's progress label afterwards (worker's contract tab).
 */
async function companyReviews(company: Page, at: { workerCode: string; contractCode: string }, what: 'delivery' | 'invoice', review: { approve: true } | { reject: string }) {
  const base = `/worker/${at.workerCode}/contract/${at.contractCode}`;
  await company.goto(`${base}/delivery`);
  await company.getByRole('link', { name: '第1回納品' }).first().click();
  await expect(company.getByTestId('delivery-title')).toBeVisible();
  if (what === 'invoice') await company.getByRole('tab', { name: '請求書' }).click();
  const approve = 'approve' in review;
  await company.getByRole('button', { name: approve ? '承認' : '差し戻し', exact: true }).click();
  const noun = what === 'delivery' ? '納品' : '請求書';
  const dialog = company.getByRole('dialog', { name: `${noun}を${approve ? '承認し' : '差し戻し'}ますか？` });
  if (!approve) await dialog.getByLabel(/コメント（必須）/).fill(review.reject);
  await dialog.getByRole('button', { name: approve ? '承認する' : '差し戻す' }).click();
  await expect(company.getByTestId('toast')).toContainText(`${noun}を${approve ? '承認' : '差し戻'}しました。`);
  await company.goto(base);
  return company.getByTestId('contract-view').getByTestId('contract-progress');
}

test('company sends an order → worker accepts in the portal → delivers → company rejects with a comment → worker delivers again → company approves → worker invoices → company approves; the progress label follows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // one journey across two browsers (company and portal), with one axe run (the order page after a delivery: a state only this journey reaches)
  const stamp = Date.now() % 1_000_000;
  const owner = await createEmployee('owner_administrator', '発注 担当');
  const worker = await createPortalWorker(`発注 受子${stamp}`, { filled: true });
  const title = `ロゴ制作${stamp}`;
  const { contractCode, orderCode } = await sendOrderToWorker(owner.email, worker.workerCode, { title, remarks: '初稿は2案でお願いします。' });
  const companyContext = await browser.newContext({ storageState: await storageStateFor(baseURL!, owner.email) });
  const company = await companyContext.newPage();
  const at = { workerCode: worker.workerCode, contractCode };

  await page.setViewportSize(desktop);
  await page.goto('/portal/login');
  await page.getByLabel(/^メールアドレス/).fill(worker.email);
  await page.getByLabel(/^パスワード/).fill(worker.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/portal$/);

  // the notice: unread on the bell, opening it leads to the order and reads it
  const bell = page.getByRole('button', { name: 'お知らせ（未読1件）' });
  await bell.click();
  const notices = page.getByRole('dialog', { name: 'お知らせ' });
  await notices.getByRole('button', { name: new RegExp(`新しい発注書が届きました.*${title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/contracts/${contractCode}/orders/${orderCode}$`));
  await expect(page.getByRole('button', { name: 'お知らせ', exact: true })).toBeVisible();

  // the order as the company sent it
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // the worker's side of 送信済み: it waits for the worker's approval
  await expect(page.getByTestId('order-status')).toHaveText('承認待ち');
  await expect(page.getByText('初稿は2案でお願いします。')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '¥302,160' }).first()).toBeVisible(); // 300,000 + 2,160 before tax
  await saveScreen(page, 'portal-order-1280');

  // the PDF, with the worker's session
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDFをダウンロード' }).click();
  expect((await download).suggestedFilename()).toMatch(/^発注書_PO-\d{4}-\d{6}\.pdf$/);

  // accept
  await page.getByRole('button', { name: '承認する' }).click();
  await page.getByRole('dialog', { name: '発注書を承認しますか？' }).getByRole('button', { name: '承認する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('発注書を承認しました。');
  await expect(page.getByTestId('order-status')).toHaveText('承認済み');
  await expect(page.getByTestId('group-progress')).toHaveText('納品未提出');

  // deliver with a PDF
  const form = page.getByRole('form', { name: '納品する' });
  await form.getByLabel('コメント').fill('初稿2案をお送りします。');
  await form.getByTestId('file-input').setInputFiles({ name: 'ロゴ初稿.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
  await expect(form.getByTestId('chosen-file')).toContainText('ロゴ初稿.pdf');
  await form.getByRole('button', { name: '納品を提出' }).click();
  await expect(page.getByTestId('toast')).toHaveText('納品を提出しました。');
  await expect(page.getByTestId('group-progress')).toHaveText('納品未承認');
  const entry = page.getByTestId('delivery-entry');
  await expect(entry).toContainText('納品未承認');
  await expect(entry.getByRole('link', { name: 'ロゴ初稿.pdf' })).toBeVisible();
  await expect(page.getByRole('form', { name: '納品する' })).toHaveCount(0);

  // at 390 px: readable, nothing sideways, no axe violation
  await page.setViewportSize(phone);
  await expect(page.getByTestId('group-progress')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await saveScreen(page, 'portal-order-390');

  // the company sends it back: the reason stands out and the worker delivers again
  await expect(await companyReviews(company, at, 'delivery', { reject: 'ロゴの余白を広げてください。' })).toContainText('納品修正依頼中');
  await page.reload();
  await expect(page.getByTestId('group-progress')).toHaveText('納品修正依頼中');
  await expect(page.getByRole('alert').filter({ hasText: '差し戻しの理由' })).toContainText('ロゴの余白を広げてください。');
  await saveScreen(page, 'portal-order-rejected-390');
  const again = page.getByRole('form', { name: '納品する' });
  await again.getByTestId('file-input').setInputFiles({ name: 'ロゴ修正版.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
  await again.getByRole('button', { name: '納品を提出' }).click();
  await expect(page.getByTestId('group-progress')).toHaveText('納品未承認');

  // approved: the invoice carries the group's amounts per rate
  await expect(await companyReviews(company, at, 'delivery', { approve: true })).toContainText('請求未提出');
  await page.reload();
  await expect(page.getByTestId('group-progress')).toHaveText('請求未提出');
  const invoice = page.getByRole('form', { name: '請求書を提出' });
  await expect(invoice.getByLabel('請求金額')).toContainText('¥332,332');
  await invoice.getByLabel(/^請求書番号/).fill(`INV-${stamp}`);
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'portal-order-invoice-390');
  await invoice.getByRole('button', { name: '請求書を提出' }).click();
  // the preview names what goes to the company before anything is sent (issue #21)
  const preview = page.getByRole('dialog', { name: 'この内容で請求書を提出しますか？' });
  await expect(preview).toContainText(`INV-${stamp}`);
  await preview.getByRole('button', { name: '提出する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('請求書を提出しました。');
  await expect(page.getByTestId('group-progress')).toHaveText('請求未承認');
  await expect(page.getByTestId('invoice-entry')).toContainText(`INV-${stamp}`);

  // the company approves the invoice: the contract reaches 請求書承認済, and the worker sees it
  await expect(await companyReviews(company, at, 'invoice', { approve: true })).toContainText('請求書承認済');
  // the same label on the chip of the worker's contract list (the contract list's 進捗 column and filter:
  // apps/web/src/routes/contract/contract-list-page.test.tsx)
  await company.goto(`/worker/${at.workerCode}/contract`);
  await expect(company.getByRole('list', { name: '契約一覧' }).getByTestId('contract-progress')).toHaveText('請求書承認済');
  await page.reload();
  await expect(page.getByTestId('group-progress')).toHaveText('請求書承認済');
  await companyContext.close();

  // the contract page lists the order
  await page.getByRole('link', { name: '契約に戻る' }).click();
  const orders = page.getByRole('list', { name: '受け取った発注書' });
  await expect(orders.getByRole('link', { name: title })).toBeVisible();
  await expect(orders).toContainText('承認済み');
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'portal-contract-orders-390');
});

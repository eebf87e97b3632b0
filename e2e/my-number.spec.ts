/**
 * マイナンバー (issue #12) in the browser: the company asks, the worker enters the number with two images through the
 * mailed link on a phone, designated staff reveal (logged) and export (password again), a general employee sees no number,
 * deletion leaves its record; and the worker portal's banner opens the same entry flow.
 */
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { myNumberCheckDigit } from '../packages/shared/src/check-digits';
import { createEmployee, createPortalWorker, DEMO_PASSWORD } from './support/db';
import { waitForMail } from './support/mail';
import { login } from './support/session';
import { expectNoSidewaysScroll } from './support/a11y';
import { saveScreen } from './support/screens';

const desktop = { width: 1280, height: 820 };
const phone = { width: 390, height: 844 };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** A number that passes the check digit, different on every run. */
function freshNumber(): string {
  const base = String(randomInt(10_000_000_000, 99_999_999_999));
  return `${base}${myNumberCheckDigit(base)}`;
}

const toast = (page: Page) => page.getByTestId('toast');

/** Each step of the entry at 390 px: axe, no sideways scroll, a screenshot to look at. */
async function checkPhoneStep(page: Page, name: string) {
  await expectNoSidewaysScroll(page);
  await saveScreen(page, `my-number-${name}-390`);
}

test('company requests → mail → 基本情報・確認・完了 with two images → 提出済 → staff reveal (logged), a general employee sees no number, export, delete with a record', async ({
  page,
}) => {
  test.setTimeout(180_000); // one journey across the company, the worker's phone and a second employee
  const stamp = Date.now() % 1_000_000;
  const staff = await createEmployee('owner_administrator', `番号 担当${stamp}`);
  const worker = await createPortalWorker(`番号 提出${stamp}`);
  const number = freshNumber();

  // an owner designates themself as マイナンバー事務取扱担当者 on /company/employee
  await login(page, staff.email, '/company/employee');
  await page.setViewportSize(desktop);
  await page.getByLabel('氏名・メールアドレスで検索').fill(staff.name);
  // the search has answered (a person toggles on the list they see): a toggle while the search was still on its way
  // was answered by the search's older read of the row
  await expect(page.getByTestId('employee-total')).toHaveText('全1件');
  const toggle = page.getByRole('switch', { name: `${staff.name}をマイナンバー事務取扱担当者にする` });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  // the switch asks first, naming the employee
  await expect(page.getByRole('dialog')).toContainText(`${staff.name}さんをマイナンバー事務取扱担当者に指定します。`);
  await page.getByRole('dialog').getByRole('button', { name: '担当者に指定' }).click();
  await expect(toast(page)).toHaveText('マイナンバー事務取扱担当者の設定を更新しました。');
  await expect(toggle).toBeChecked();
  await saveScreen(page, 'my-number-employee-staff-1280', { fullPage: false });

  // the request from /my-number
  await page.goto('/my-number');
  await page.getByRole('button', { name: '提出を依頼' }).click();
  const dialog = page.getByRole('dialog', { name: 'マイナンバーの提出依頼' });
  await dialog.getByRole('combobox', { name: 'ワーカー' }).click();
  await page.getByRole('option', { name: worker.name }).click();
  await expect(dialog.getByTestId('my-number-request-recipient')).toContainText(`${worker.name}さん（`);
  await dialog.getByRole('button', { name: '依頼メールを送信' }).click();
  await expect(toast(page)).toHaveText('マイナンバーの提出依頼通知をワーカーに送信しました。');
  const table = page.getByRole('table', { name: 'マイナンバー管理' });
  const row = table.getByRole('row', { name: new RegExp(worker.name) });
  await expect(row.getByTestId('my-number-status')).toHaveText('依頼中');

  // the worker's mail: the link, never a number
  const mail = await waitForMail({ to: worker.email, subject: '【デモ株式会社】マイナンバー提出のお願い' });
  const link = mail.links.find((l) => l.includes('/my_numbers/'));
  expect(link).toBeDefined();
  expect(mail.text).not.toMatch(/\d{12}/);

  // the worker on a phone: 基本情報 (the entry errors first), 確認, 完了
  await page.setViewportSize(phone);
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('デモ株式会社から、マイナンバー（個人番号）の提出を依頼されています。')).toBeVisible();
  await page.getByLabel(/^マイナンバー（12桁）/).fill('1234');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByText('マイナンバーは12桁の数字で入力してください。')).toBeVisible();
  await expect(page.getByText('番号確認書類の画像を選択してください。')).toBeVisible();
  await page.getByLabel(/^マイナンバー（12桁）/).fill(number);
  await page.getByLabel(/^マイナンバー（確認のためもう一度）/).fill(number);
  await page.getByLabel(/^番号確認書類/).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^身元確認書類/).setInputFiles({ name: 'license.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await checkPhoneStep(page, 'entry');
  await page.getByRole('button', { name: '確認へ進む' }).click();

  await expect(page).toHaveURL(/\/my_numbers\/[\w-]+\/confirm$/);
  await expect(page.getByTestId('my-number-confirm-value')).toHaveText(number.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3'));
  // the chosen images as thumbnails, not their file names (issue #21)
  await expect(page.getByRole('img', { name: '身元確認書類' })).toBeVisible();
  await expect(page.getByText('license.jpg')).toHaveCount(0);
  await checkPhoneStep(page, 'confirm');
  await page.getByRole('button', { name: '登録する' }).click();

  await expect(page).toHaveURL(/\/my_number\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'マイナンバーを登録しました' })).toBeVisible();
  await checkPhoneStep(page, 'complete');
  // the used link says so
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId('my-number-link-problem')).toHaveText('このリンクのマイナンバーはすでに登録されています。');

  // the company: 提出済, the masked number for staff
  await page.setViewportSize(desktop);
  await page.goto('/my-number');
  await expect(row.getByTestId('my-number-status')).toHaveText('提出済');
  await expect(row).toContainText(`********${number.slice(-4)}`);
  await saveScreen(page, 'my-number-company-list-1280');

  // a general employee (signed in in this same browser) sees the status only: no number, no staff actions
  const general = await createEmployee('general', `番号 一般${stamp}`);
  await login(page, general.email, '/my-number');
  await expect(row.getByTestId('my-number-status')).toHaveText('提出済');
  await expect(row).not.toContainText('********');
  await expect(row.getByRole('button', { name: '番号を表示' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '削除' })).toHaveCount(0);
  await login(page, staff.email, '/my-number');

  // the staff member reveals it with a purpose
  await row.getByRole('button', { name: '番号を表示' }).click();
  const reveal = page.getByRole('dialog', { name: 'マイナンバーの表示' });
  await expect(reveal).toContainText('番号の表示は操作ログに記録されます。');
  await reveal.getByLabel(/^閲覧の目的/).fill('支払調書の作成');
  await reveal.getByRole('button', { name: '番号を表示' }).click();
  await expect(reveal.getByTestId('my-number-revealed')).toHaveText(number);
  await reveal.getByRole('button', { name: '閉じる' }).click();

  // export: the password again, then my-numbers-YYYYMMDD.csv
  await page.getByRole('button', { name: 'CSV出力' }).click();
  const stepUp = page.getByRole('dialog', { name: 'パスワードの再入力' });
  await stepUp.getByLabel(/^パスワード/).fill('wrong-password-1');
  await stepUp.getByRole('button', { name: 'CSV出力' }).click();
  await expect(toast(page)).toHaveText('パスワードが正しくありません。');
  await stepUp.getByLabel(/^パスワード/).fill(DEMO_PASSWORD);
  const downloading = page.waitForEvent('download');
  await stepUp.getByRole('button', { name: 'CSV出力' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-numbers-\d{8}\.csv$/);
  const csv = (await readFile((await download.path())!)).toString('utf8');
  expect(csv).toContain(`${worker.name},${number}`);

  // delete: the number goes, the record stays
  await row.getByRole('button', { name: '削除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
  await expect(toast(page)).toHaveText('マイナンバー情報を削除しました');
  await expect(row).toHaveCount(0);

  // the log: newest first — the deletion, the reveal with its purpose, the worker's submission
  await page.goto('/my-number/log');
  const log = page.getByRole('table', { name: 'マイナンバー操作ログ' });
  const mine = log.getByRole('row', { name: new RegExp(worker.name) });
  await expect(mine.nth(0)).toContainText('削除');
  await expect(mine.nth(0)).toContainText(staff.name);
  await expect(log.getByRole('row', { name: new RegExp(`番号の閲覧.*支払調書の作成`) }).filter({ hasText: worker.name })).toHaveCount(1);
  await expect(log.getByRole('row', { name: /提出（ワーカー）/ }).filter({ hasText: worker.name })).toHaveCount(1);
  await expect(page.locator('body')).not.toContainText(number);
  await saveScreen(page, 'my-number-company-log-1280');

  // the company's pages at 390 px
  await page.setViewportSize(phone);
  for (const [path, name] of [
    ['/my-number/log', 'log'],
    ['/my-number', 'list'],
    ['/my-number/import', 'import'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await saveScreen(page, `my-number-company-${name}-390`);
  }
});

test('the worker portal shows an open request and its button opens the same entry; the company sees 提出済 on the worker’s tab', async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  const worker = await createPortalWorker(`ポータル 番号${stamp}`);
  const admin = await createEmployee('administrator', `番号 依頼${stamp}`);
  await login(page, admin.email, `/worker/${worker.workerCode}/my_number`);
  await expect(page.getByTestId('worker-my-number-status')).toHaveText('未依頼');
  await page.getByRole('button', { name: '提出を依頼' }).click();
  await page.getByRole('dialog', { name: 'マイナンバーの提出依頼' }).getByRole('button', { name: '依頼メールを送信' }).click();
  await expect(toast(page)).toHaveText('マイナンバーの提出依頼通知をワーカーに送信しました。');
  await expect(page.getByTestId('worker-my-number-status')).toHaveText('依頼中');

  await page.setViewportSize(phone);
  await page.goto('/portal/login');
  await page.getByLabel(/^メールアドレス/).fill(worker.email);
  await page.getByLabel(/^パスワード/).fill(worker.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  const banner = page.getByTestId('my-number-request-banner');
  await expect(banner).toContainText('マイナンバーの提出をお願いします');
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'my-number-portal-banner-390');
  await banner.getByRole('button', { name: 'デモ株式会社へマイナンバーを提出する' }).click();

  await expect(page).toHaveURL(/\/my_numbers\/[\w-]+$/);
  await page.setViewportSize(desktop);
  await expect(page.getByRole('heading', { level: 1, name: 'マイナンバーの提出' })).toBeVisible();
  await saveScreen(page, 'my-number-entry-1280');
  await page.setViewportSize(phone);
  const number = freshNumber();
  await page.getByLabel(/^マイナンバー（12桁）/).fill(number);
  await page.getByLabel(/^マイナンバー（確認のためもう一度）/).fill(number);
  await page.getByLabel(/^番号確認書類/).setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel(/^身元確認書類/).setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/my_number\/complete$/);

  await page.goto('/portal');
  await expect(page.getByTestId('portal-company-name')).toHaveText('デモ株式会社');
  await expect(banner).toHaveCount(0);

  await page.setViewportSize(desktop);
  await page.goto(`/worker/${worker.workerCode}/my_number`);
  await expect(page.getByTestId('worker-my-number-status')).toHaveText('提出済');
  await saveScreen(page, 'my-number-worker-tab-1280');
  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'my-number-worker-tab-390');
});

import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newCode } from '../apps/api/src/lib/codes';
import { workerSearchKey } from '../packages/shared/src/kana';
import { createEmployee, demo, withDb } from './support/db';
import { demoState, login } from './support/session';

test.use({ storageState: demoState('owner') });

/** A fresh worker of デモ株式会社 with one contract, so journeys do not disturb each other or the demo data. */
async function workerWithContract(): Promise<{ workerCode: string; contractCode: string; name: string; title: string }> {
  const suffix = randomBytes(3).toString('hex');
  const name = `契約 テスト${suffix}`;
  const title = `E2E業務委託契約${suffix}`;
  return withDb(async (db) => {
    const workerCode = newCode();
    const contractCode = newCode();
    const { rows } = await db.query<{ id: number; company_id: number }>(
      `INSERT INTO workers (company_id, code, full_name, full_name_kana, search_text)
       SELECT company_id, $1, $2, 'ケイヤク テスト', $3 FROM employees WHERE email = $4 RETURNING id, company_id`,
      [workerCode, name, workerSearchKey([name, 'ケイヤク テスト']), demo.owner],
    );
    const worker = rows[0]!;
    await db.query(`INSERT INTO contracts (company_id, worker_id, code, title, start_date) VALUES ($1, $2, $3, $4, '2026-04-01')`, [
      worker.company_id,
      worker.id,
      contractCode,
      title,
    ]);
    return { workerCode, contractCode, name, title };
  });
}

function contractForm(page: Page) {
  return page.getByRole('form', { name: '契約の編集' });
}

test('edit a contract: a bad money value shows the SPEC message, a good one saves with the SPEC toast', async ({ page }) => {
  const { workerCode, title } = await workerWithContract();
  await page.goto(`/worker/${workerCode}/contract`);
  const form = contractForm(page);
  await expect(form.getByLabel(/^契約名/)).toHaveValue(title);
  await expect(form.getByLabel(/^契約開始日/)).toHaveValue('2026/04/01');

  const price = form.getByLabel(/^単価（円）/);
  await price.fill('12,34');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(form.getByText('カンマ区切りで金額を入力してください')).toBeVisible();

  await price.fill('1,500,000');
  await form.getByLabel(/^契約終了日/).fill('2026/03/31');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(form.getByText('契約開始日より前の日付を設定することはできません')).toBeVisible();
  await expect(form.getByText('カンマ区切りで金額を入力してください')).toHaveCount(0);

  await form.getByLabel(/^契約終了日/).fill('2027/03/31');
  await form.getByRole('checkbox', { name: '稼働管理を有効にする' }).check();
  await form.getByLabel(/^Slack通知用Webhook URL/).fill('http://hooks.slack.com/x');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(form.getByText('https:// で始まる正しいURLを入力してください。')).toBeVisible();
  await form.getByLabel(/^Slack通知用Webhook URL/).fill('https://hooks.slack.com/services/T0/B0/x');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '契約情報を更新しました' })).toBeVisible();

  // the list on the left shows the new terms; a reload shows the stored values
  await expect(page.getByRole('list', { name: '契約一覧' })).toContainText('月額 ¥1,500,000');
  await page.reload();
  await expect(contractForm(page).getByLabel(/^単価（円）/)).toHaveValue('1,500,000');
  await expect(contractForm(page).getByLabel(/^契約終了日/)).toHaveValue('2027/03/31');
});

test('create a second contract for the worker with the SPEC toast; a viewer sees the form read-only', async ({ page }) => {
  const { workerCode } = await workerWithContract();
  await page.goto(`/worker/${workerCode}/contract`);
  await page.getByRole('button', { name: '新しい契約を作成' }).click();
  const form = page.getByRole('form', { name: '新しい契約' });
  await form.getByLabel(/^契約名/).fill('追加の準委任契約');
  await form.getByLabel(/^契約開始日/).fill('2026/10/01');
  await form.getByLabel(/^契約形態/).click();
  await page.getByRole('option', { name: '準委任' }).click();
  await form.getByLabel(/^単価（円）/).fill('5,000');
  await form.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '契約情報を作成しました' })).toBeVisible();
  await expect(page).toHaveURL(/contract=/);
  const list = page.getByRole('list', { name: '契約一覧' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(contractForm(page).getByLabel(/^契約名/)).toHaveValue('追加の準委任契約');

  const viewer = await createEmployee('viewer');
  await login(page, viewer.email, `/worker/${workerCode}/contract`);
  await expect(contractForm(page).getByLabel(/^契約名/)).toBeDisabled();
  await expect(page.getByRole('button', { name: '保存する' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新しい契約を作成' })).toHaveCount(0);
});

test('contract list: search by worker name, open the contract, export contracts.csv', async ({ page }) => {
  const { name, title, workerCode } = await workerWithContract();
  await page.goto('/contract');
  const table = page.getByRole('table', { name: '契約一覧' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('ワーカー名・契約名で検索').fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(title);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVエクスポート' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('contracts.csv');

  await table.getByRole('link', { name: `${title} 詳細` }).click();
  await expect(page).toHaveURL(new RegExp(`/worker/${workerCode}/contract\\?contract=`));
  await expect(contractForm(page).getByLabel(/^契約名/)).toHaveValue(title);
});

test('import a contract CSV with one bad row: its line number is shown and nothing is written', async ({ page }) => {
  const { workerCode, contractCode } = await workerWithContract();
  await page.goto('/contract/import');
  const header = '契約コード,ワーカーコード,ワーカー名,契約名,契約形態,契約開始日,契約終了日,単価区分,単価,税区分,税率,源泉徴収,支払サイト,業務内容,稼働管理,Slack通知URL,備考';
  const good = `${contractCode},${workerCode},,インポートで変更,業務委託,2026/04/01,,月額,300000,税抜,10,源泉徴収しない,月末締め翌月25日払い,,しない,,`;
  const bad = `,${workerCode},,新しい契約,業務委託,2026/04/01,2026/03/01,月額,"1,0",税抜,10,源泉徴収しない,月末締め翌月25日払い,,しない,,`;
  await page.getByTestId('csv-file-input').setInputFiles({
    name: 'contracts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\ufeff${header}\r\n${good}\r\n${bad}\r\n`),
  });
  await page.getByRole('button', { name: 'インポートする' }).click();
  const errors = page.getByTestId('import-errors');
  await expect(errors).toContainText('次の行に誤りがあるため、取り込みませんでした。');
  await expect(errors).toContainText('3行目（単価）: カンマ区切りで金額を入力してください');
  await expect(errors).toContainText('3行目（契約終了日）: 契約開始日より前の日付を設定することはできません');
  await expect(errors).not.toContainText('2行目');
  const title = await withDb(async (db) => (await db.query<{ title: string }>('SELECT title FROM contracts WHERE code = $1', [contractCode])).rows[0]?.title);
  expect(title).not.toBe('インポートで変更');

  // the corrected file goes in: one update, one new contract
  await page.getByTestId('csv-file-input').setInputFiles({
    name: 'contracts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\ufeff${header}\r\n${good}\r\n${bad.replace('2026/03/01', '2026/09/30').replace('"1,0"', '"10,000"')}\r\n`),
  });
  await page.getByRole('button', { name: 'インポートする' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '契約を1件作成し、1件更新しました。' })).toBeVisible();
  await expect(page).toHaveURL(/\/contract$/);
});

test('failures show the SPEC messages: loads (prefix + server message) and saves (fallback + message)', async ({ page }) => {
  const { workerCode } = await workerWithContract();
  const fail = { status: 404, contentType: 'application/json', body: JSON.stringify({ errors: ['テスト用の障害'], code: 'NOT_FOUND' }) };

  await page.route('**/api/contracts/classification', (route) => route.fulfill(fail));
  await page.goto(`/worker/${workerCode}/contract`);
  await expect(page.getByText('契約関連の情報の取得に失敗しました。テスト用の障害').first()).toBeVisible();
  await page.unroute('**/api/contracts/classification');

  await page.route(`**/api/workers/${workerCode}/contract`, (route) => (route.request().method() === 'GET' ? route.fulfill(fail) : route.fallback()));
  await page.reload();
  await expect(page.getByText('契約情報の取得に失敗しました。テスト用の障害').first()).toBeVisible();
  await page.unroute(`**/api/workers/${workerCode}/contract`);

  // saves: a network failure has no server errors, so the fallback + the message
  await page.reload();
  const form = contractForm(page);
  await expect(form.getByLabel(/^契約名/)).not.toHaveValue('');
  await page.route(`**/api/workers/${workerCode}/contract`, (route) => (route.request().method() === 'GET' ? route.fallback() : route.abort('failed')));
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '契約情報の更新に失敗しました。サーバーに接続できませんでした。' })).toBeVisible();
  await page.getByRole('button', { name: '新しい契約を作成' }).click();
  const create = page.getByRole('form', { name: '新しい契約' });
  await create.getByLabel(/^契約名/).fill('作成失敗の確認');
  await create.getByLabel(/^契約開始日/).fill('2026/04/01');
  await create.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '契約情報の作成に失敗しました。サーバーに接続できませんでした。' })).toBeVisible();
  await page.unroute(`**/api/workers/${workerCode}/contract`);

  await page.route(/\/api\/v2\/employee\/contracts\?/, (route) => route.fulfill(fail));
  await page.goto('/contract');
  await expect(page.getByTestId('table-error')).toHaveText('契約一覧の取得に失敗しました。テスト用の障害');

  await page.route(/\/api\/v2\/employee\/agents\?/, (route) => route.fulfill(fail));
  await page.goto('/agent');
  await expect(page.getByTestId('table-error')).toHaveText('エージェント一覧の取得に失敗しました。テスト用の障害');
});

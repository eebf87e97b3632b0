import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createEmployee, demo } from './support/db';
import { login } from './support/session';

test('top-bar search: loads on focus, folds katakana, lists name and trade name, opens the filtered list', async ({ page }) => {
  await login(page, demo.owner);
  // not on /worker itself
  await expect(page.getByRole('table', { name: 'ワーカー一覧' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'ワーカー検索' })).toHaveCount(0);

  await page.goto('/notifications');
  const box = page.getByRole('combobox', { name: 'ワーカー検索' });
  await expect(box).toHaveAttribute('placeholder', 'ワーカー名・屋号で検索');
  await box.click();
  // the first focus loads the list: seeded workers appear with trade name or '-'
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  // (other journeys add workers to the same database, so look a worker up rather than rely on the first page)
  await box.fill('わたなべ');
  await expect(listbox.getByRole('option', { name: /渡辺 翔\s*-/ })).toBeVisible();

  await box.fill('タナカ');
  const option = listbox.getByRole('option', { name: /田中 健太/ });
  await expect(option).toContainText('タナカ開発工房');
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await option.click();

  await expect(page).toHaveURL(/\/worker\?searchNameText=%E7%94%B0%E4%B8%AD(\+|%20)%E5%81%A5%E5%A4%AA$/);
  const table = page.getByRole('table', { name: 'ワーカー一覧' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('田中 健太／タナカ開発工房');
  await expect(page.getByLabel('ワーカー名・屋号で検索')).toHaveValue('田中 健太');
});

test('invite a worker, re-invite, cancel: SPEC toasts, status 招待中 with the contract period, the row leaves', async ({ page }) => {
  const employee = await createEmployee('general');
  await login(page, employee.email);
  const name = `招待 テスト${Date.now() % 100000}`;

  await page.getByRole('button', { name: 'ワーカーを招待' }).click();
  const dialog = page.getByRole('dialog', { name: 'ワーカーを招待' });
  await dialog.getByLabel(/^氏名/).fill(name);
  await dialog.getByLabel(/^フリガナ/).fill('ショウタイ テスト');
  await dialog.getByLabel(/^メールアドレス/).fill(`invite-${Date.now()}@example.com`);
  await dialog.getByLabel(/^契約名/).fill('バナー制作業務委託契約');
  await dialog.getByLabel(/^契約開始日/).fill('2026/07/01');
  await dialog.getByLabel(/^契約終了日/).fill('2026/06/30');
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(dialog.getByText('契約開始日より前の日付を設定することはできません')).toBeVisible();
  await dialog.getByLabel(/^契約終了日/).fill('2026/12/31');
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByTestId('toast')).toHaveText('ワーカーへ招待メールを送信しました。');
  await expect(dialog).toBeHidden();

  await page.getByLabel('ワーカー名・屋号で検索').fill('しょうたい');
  const table = page.getByRole('table', { name: 'ワーカー一覧' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('招待中');

  // extra column chosen by the company (demo: 契約期間)
  await expect(row).toContainText('2026/07/01〜2026/12/31');

  await row.getByRole('button', { name: `${name} 再招待` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '再送信する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('ワーカーへ再招待メールを送信しました。');
  await expect(row).toContainText('招待中');

  await row.getByRole('button', { name: `${name} 招待取消` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取り消す' }).click();
  await expect(page.getByTestId('toast')).toHaveText('ワーカーの招待を取り消ししました。');
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('table-empty')).toHaveText('条件に一致するワーカーがいません');
});

test('a viewer sees the list without invite or re-invite actions, and a worker without the personal tab', async ({ page }) => {
  const viewer = await createEmployee('viewer');
  await login(page, viewer.email);
  await expect(page.getByRole('table', { name: 'ワーカー一覧' })).toContainText('松本 陽菜');
  await expect(page.getByRole('button', { name: 'ワーカーを招待' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /再招待/ })).toHaveCount(0);
  await page.getByRole('link', { name: '田中 健太／タナカ開発工房 詳細' }).click();
  await expect(page.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: '契約' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '個人情報' })).toHaveCount(0);
});

test('worker CSV: the export downloads workers.csv; an import with a bad row names its line and changes nothing', async ({ page }) => {
  const employee = await createEmployee('administrator');
  await login(page, employee.email);

  await page.getByRole('button', { name: 'その他の操作' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSVエクスポート' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('workers.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.startsWith('ワーカーコード,氏名,フリガナ,屋号,所属部署,業務内容,職種,メールアドレス\r\n')).toBe(true);
  expect(text).toContain('田中 健太');

  const csv = [
    'ワーカーコード,氏名,フリガナ,屋号,所属部署,業務内容,職種,メールアドレス',
    ',取込 一郎,トリコミ イチロウ,,,,エンジニア,',
    ',取込 二郎,トリコミ ジロウ,,,,宇宙飛行士,',
  ].join('\r\n');
  await page.getByRole('button', { name: 'その他の操作' }).click();
  await page.getByRole('menuitem', { name: 'CSVインポート' }).click();
  const dialog = page.getByRole('dialog', { name: 'ワーカー情報のCSVインポート' });
  await dialog.getByTestId('csv-file-input').setInputFiles({ name: 'workers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByTestId('csv-file-name')).toHaveText('workers.csv');
  await dialog.getByRole('button', { name: 'インポートする' }).click();
  await expect(dialog.getByTestId('import-errors')).toContainText('3行目（職種）');
  await expect(page.getByTestId('toast')).toContainText('CSVのインポートに失敗しました。');
  await dialog.getByRole('button', { name: '閉じる' }).click();

  await page.getByLabel('ワーカー名・屋号で検索').fill('とりこみ');
  await expect(page.getByTestId('table-empty')).toHaveText('条件に一致するワーカーがいません');
});

test('worker detail: header and tabs; the personal tab shows address, family and bank account', async ({ page }) => {
  await login(page, demo.general);
  await page.getByRole('link', { name: '田中 健太／タナカ開発工房 詳細' }).click();
  await expect(page.getByTestId('worker-detail-name')).toHaveText('田中 健太');
  await expect(page.getByRole('tab', { name: '基本情報' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Webアプリケーション開発業務委託契約')).toBeVisible();
  await page.getByRole('tab', { name: '個人情報' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByText('〒150-0001 東京都 渋谷区神宮前1-2-3 デモハイツ201')).toBeVisible();
  await expect(page.getByRole('table', { name: '家族' })).toContainText('妻');
  await expect(page.getByText('三井住友（0009）')).toBeVisible();
  await page.getByRole('tab', { name: 'マイナンバー' }).click();
  await expect(page).toHaveURL(/\/my_number$/);
  await expect(page.getByTestId('worker-my-number-status')).toBeVisible();
});

test('basic info: the current contract’s 業務内容 is saved through the contract API with the SPEC toasts', async ({ page }) => {
  const employee = await createEmployee('owner_administrator');
  await login(page, employee.email);
  await page.getByRole('link', { name: '松本 陽菜／ひなイラスト 詳細' }).click();
  await expect(page.getByTestId('worker-business-field')).toHaveText(/イラスト制作/);

  // a failing save: prefix + server message
  await page.route('**/api/workers/*/contract', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.getByRole('button', { name: '業務内容を編集' }).click();
  const dialog = page.getByRole('dialog', { name: '業務内容' });
  await dialog.getByLabel('業務内容').fill('イラスト制作・挿絵');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/^基本情報の更新に失敗しました。/);
  await page.unroute('**/api/workers/*/contract');

  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('基本情報を更新しました');
  await expect(page.getByTestId('worker-business-field')).toHaveText('イラスト制作・挿絵');
});

// The SPEC §8 failures of invite, re-invite, cancel, the detail tabs' loads and the column choice are component tests:
// apps/web/src/routes/worker/worker-list-page.test.tsx.

test('extra list columns are saved with the SPEC toast; a list that cannot load says so', async ({ page }) => {
  const employee = await createEmployee('administrator');
  await login(page, employee.email);
  await page.getByRole('button', { name: 'その他の操作' }).click();
  await page.getByRole('menuitem', { name: '表示項目の設定' }).click();
  const columns = page.getByRole('dialog', { name: '表示項目の設定' });
  await columns.getByLabel('メールアドレス').check();
  await columns.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('項目の登録に成功しました');
  await expect(page.getByRole('columnheader', { name: 'メールアドレス' })).toBeVisible();
  await expect(page.getByRole('row', { name: /田中 健太/ })).toContainText('worker@example.com');

  await page.route('**/api/user/workers/custom_display*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(page.getByTestId('table-error')).toHaveText(/^ワーカー一覧の取得に失敗しました。/);
});

// The WCAG checks of the worker screens (invite dialog, top-bar search, detail tabs, import page with errors) are in
// e2e/accessibility.spec.ts.

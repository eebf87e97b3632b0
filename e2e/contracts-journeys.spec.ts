import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newCode } from '../apps/api/src/lib/codes';
import { workerSearchKey } from '../packages/shared/src/kana';
import { demo, withDb } from './support/db';
import { useSharedPage } from './support/session';

// One owner's page for the file: each test makes its own worker and contract.
const ownerPage = useSharedPage('owner');

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

// Editing and creating a contract (the form's checks, the SPEC toasts), a viewer's read-only form and the failure texts
// of loads and saves are component tests: apps/web/src/routes/worker/worker-contract-page.test.tsx.

test('contract list: search by worker name, open the contract, export contracts.csv', async () => {
  const page = ownerPage();
  const { name, title, workerCode, contractCode } = await workerWithContract();
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
  await expect(page).toHaveURL(new RegExp(`/worker/${workerCode}/contract/${contractCode}$`));
  await expect(page.getByTestId('contract-view')).toContainText(title);
});

test('import a contract CSV with one bad row: its line number is shown and nothing is written', async () => {
  const page = ownerPage();
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
  await expect(errors).toContainText('3行目（単価）: 金額は数字で入力してください（例：100000、100,000）');
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

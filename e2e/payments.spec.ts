import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addBankBusinessDays } from '@app/shared/business-days';
import { formatDate, todayInJapan } from '@app/shared/format';
import { createEmployee, createPortalWorker, withDb } from './support/db';
import { sendOrderToWorker } from './support/ordering';
import { signInHeaders, storageStateFor } from './support/session';
import { expectNoViolations } from './support/a11y';

const desktop = { width: 1280, height: 820 };

/** The delivery of the order's group approved on 2026-06-30 (the review itself is the ordering journey's). */
async function approveDelivery(orderCode: string): Promise<void> {
  await withDb(async (db) => {
    await db.query(`update purchase_orders set status = 'approved' where code = $1`, [orderCode]);
    await db.query(
      `insert into deliveries (company_id, item_group_id, purchase_order_id, contract_id, worker_id, code, status, inspected_on)
       select po.company_id, g.id, po.id, po.contract_id, po.worker_id, $2, 'approved', '2026-06-30'
         from purchase_orders po join purchase_order_item_groups g on g.purchase_order_id = po.id where po.code = $1`,
      [orderCode, `e2e${orderCode}`],
    );
  });
}

/** The worker's 口座名義 as a legacy import left it (kanji: not writable in a 全銀 file), or as the worker fixed it. */
async function setHolder(email: string, holder: string): Promise<void> {
  await withDb((db) =>
    db.query(
      `update worker_account_bank_accounts set account_holder_kana = $2 where account_id = (select id from worker_accounts where email = $1)`,
      [email, holder],
    ),
  );
}

test('approved delivery → 支払通知書 created, edited, sent → the worker approves in the portal → payment created, date set in bulk past its 支払期日 with a reason (支払遅延) → the transfer check names a bad holder name → fixed → payments.txt checked byte by byte → the import refuses a future 振込日 → marked paid on the list', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // one journey across two browsers (company and portal)
  const stamp = Date.now() % 1_000_000;
  const owner = await createEmployee('owner_administrator', '支払 担当');
  const worker = await createPortalWorker(`支払 受子${stamp}`, { filled: true });
  const title = `バナー制作${stamp}`;
  const { orderCode } = await sendOrderToWorker(owner.email, worker.workerCode, { title, groupTitle: '第1回納品' });
  await approveDelivery(orderCode);
  await setHolder(worker.email, '支払受子');
  const companyContext = await browser.newContext({ storageState: await storageStateFor(baseURL!, owner.email), viewport: desktop });
  const company = await companyContext.newPage();

  // ── the company makes the notification from the approved group, adds a 立替金 and sends it ──
  await company.goto('/payment_notifications/new');
  await company.getByRole('checkbox', { name: `${title} 第1回納品を選択` }).check();
  await company.getByRole('button', { name: '支払通知書を作成' }).click();
  await expect(company.getByTestId('toast')).toContainText('1件の支払通知書を作成しました。');
  await expect(company).toHaveURL(/\/payment_notifications\/edit\?ids=\d+/);
  // 300,000 (10 %) + 2,160 (8 %): tax per rate 30,000 + 172, no withholding on this contract
  await expect(company.getByText('¥332,332')).toBeVisible();
  await company.getByRole('button', { name: '調整項目を追加' }).click();
  // every adjustment has a category: 立替金 (receipt in the company's name: 不課税, not withheld)
  await company.getByRole('combobox', { name: '区分' }).click();
  await company.getByRole('option', { name: '立替金' }).click();
  await company.getByLabel('名称').fill('交通費（立替）');
  await company.getByLabel('金額（円）').fill('3300');
  await expect(company.getByText('¥335,632')).toBeVisible();
  await company.getByRole('button', { name: '保存して送信' }).click();
  await company.getByRole('dialog', { name: '保存して送信しますか？' }).getByRole('button', { name: '送信する' }).click();
  await expect(company.getByTestId('toast')).toContainText('1件の支払通知書を送信しました。');

  // ── the worker reads it in the portal and approves it ──
  await page.setViewportSize(desktop);
  await page.goto('/portal/login');
  await page.getByLabel(/^メールアドレス/).fill(worker.email);
  await page.getByLabel(/^パスワード/).fill(worker.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto('/portal/payment_notifications');
  await page.getByRole('link', { name: /デモ株式会社/ }).first().click();
  await expect(page.getByText('交通費（立替）')).toBeVisible();
  await expect(page.getByText('¥335,632').first()).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: '承認する' }).click();
  await page.getByRole('dialog', { name: '支払通知書を承認しますか？' }).getByRole('button', { name: '承認する' }).click();
  await expect(page.getByTestId('toast')).toContainText('支払通知書を承認しました。');

  // ── the company turns it into a payment and sets the date in bulk ──
  await company.goto('/payment_informations/new');
  await company.getByRole('checkbox', { name: `${worker.name}の支払を選択` }).check();
  await company.getByRole('button', { name: '支払を作成' }).click();
  await expect(company.getByTestId('toast')).toContainText('支払を1件作成しました。');
  await company.goto(`/payments?worker_code=${worker.workerCode}`);
  await company.getByRole('checkbox', { name: `${worker.name}の支払を選択` }).check();
  await company.getByRole('button', { name: '支払日を一括変更' }).click();
  const dateDialog = company.getByRole('dialog', { name: '支払日を一括変更' });
  // a bank business day ahead (a transfer file is never dated in the past) — after the group's 支払期日 2026/07/31
  const transferDate = addBankBusinessDays(todayInJapan(), 3);
  const transferDay = formatDate(transferDate);
  await dateDialog.getByLabel('新しい支払日').fill(transferDay);
  await dateDialog.getByRole('button', { name: '変更する' }).click();
  // 支払遅延 (フリーランス新法 4条): named, and possible only with a reason
  await expect(dateDialog.getByTestId('late-problems')).toContainText('支払期日2026/07/31を過ぎています');
  await dateDialog.getByLabel(/支払遅延の理由/).fill('検収後の請求内容の確認に時間を要したため');
  await dateDialog.getByRole('button', { name: '理由を記録して進める' }).click();
  await expect(company.getByTestId('toast')).toContainText('1件の支払日を変更しました。');
  await expect(company.getByRole('table', { name: '支払一覧' })).toContainText('支払遅延');

  // ── the transfer file: the check names the worker's holder name; once fixed, payments.txt ──
  await company.getByRole('checkbox', { name: `${worker.name}の支払を選択` }).check();
  await company.getByRole('button', { name: '振込データ出力' }).click();
  const exportDialog = company.getByRole('dialog', { name: '振込データ出力' });
  await exportDialog.getByLabel('振込指定日').fill(transferDay);
  await exportDialog.getByRole('button', { name: '内容を確認' }).click();
  await expect(exportDialog).toContainText(worker.name);
  await expect(exportDialog).toContainText('使用できない文字');
  await expect(exportDialog.getByRole('button', { name: 'ダウンロード' })).toBeDisabled();
  await setHolder(worker.email, 'ｼﾊﾗｲ ｳｹｺ');
  await exportDialog.getByRole('button', { name: '内容を確認' }).click();
  await expect(exportDialog).toContainText('1件・合計¥335,632を出力できます。');
  const [download] = await Promise.all([company.waitForEvent('download'), exportDialog.getByRole('button', { name: 'ダウンロード' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^振込データ_FB-\d{6}-\d{4}_\d{8}\.txt$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBe(4 * 122);
  const records = [0, 1, 2, 3].map((i) => bytes.subarray(i * 122, i * 122 + 122));
  for (const r of records) expect(r.subarray(120).toString('latin1')).toBe('\r\n');
  expect(records.map((r) => r.toString('latin1', 0, 1)).join('')).toBe('1289');
  expect(records[0]!.toString('latin1', 1, 4)).toBe('210'); // 種別 21 総合振込, コード区分 0
  expect(records[0]!.toString('latin1', 54, 58)).toBe(transferDate.slice(5, 7) + transferDate.slice(8, 10)); // 振込指定日 MMDD
  const data = records[1]!;
  expect(data.toString('latin1', 1, 5)).toBe('0005'); // 被仕向銀行
  expect(data.toString('latin1', 20, 23)).toBe('001'); // 支店
  expect(data.toString('latin1', 42, 43)).toBe('1'); // 普通
  expect(data.toString('latin1', 43, 50)).toBe('1234567');
  // 受取人名 'ｼﾊﾗｲ ｳｹｺ' in CP932 single bytes (ｼ 0xBC, ﾊ 0xCA, ﾗ 0xD7, ｲ 0xB2, ｳ 0xB3, ｹ 0xB9, ｺ 0xBA), space-filled to 30
  expect([...data.subarray(50, 80)]).toEqual([0xbc, 0xca, 0xd7, 0xb2, 0x20, 0xb3, 0xb9, 0xba, ...Array<number>(22).fill(0x20)]);
  expect(data.toString('latin1', 80, 90)).toBe('0000335632');
  expect(records[2]!.toString('latin1', 1, 7)).toBe('000001');
  expect(records[2]!.toString('latin1', 7, 19)).toBe('000000335632');
  expect(records[3]!.toString('latin1', 1, 120)).toBe(' '.repeat(119));

  // ── the bank's result cannot mark it paid before its 振込日 (the import refuses a future date) ──
  const headers = JSON.parse(await signInHeaders(baseURL!, owner.email)) as Record<string, string>;
  const list = (await (await fetch(new URL(`/api/v2/employee/payments?worker_code=${worker.workerCode}`, baseURL), { headers })).json()) as {
    data: { code: string }[];
  };
  await company.goto('/payments/import');
  await company.getByTestId('csv-file-input').first().setInputFiles({
    name: 'result.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`支払コード,振込日\r\n${list.data[0]!.code},${transferDay}\r\n`),
  });
  await company.getByRole('button', { name: 'インポートする' }).first().click();
  await expect(company.getByText(`振込日${transferDay}は未来の日付です`).first()).toBeVisible();

  // ── once transferred, 支払済にする on the list (count and total confirmed), and the notification with it ──
  await company.goto(`/payments?worker_code=${worker.workerCode}`);
  await company.getByRole('checkbox', { name: `${worker.name}の支払を選択` }).check();
  await company.getByRole('button', { name: '支払済にする' }).click();
  const paidDialog = company.getByRole('dialog', { name: '支払済にしますか？' });
  await expect(paidDialog.getByTestId('mark-paid-summary')).toHaveText('1件・合計¥335,632を支払済にします');
  await paidDialog.getByLabel('振込日').fill(formatDate(todayInJapan()));
  await paidDialog.getByRole('button', { name: '支払済にする' }).click();
  await expect(company.getByTestId('toast')).toContainText('1件の支払を支払済にしました。');
  await expect(company.getByRole('table', { name: '支払一覧' })).toContainText('支払済');
  await company.goto('/payment_notifications?status=paid');
  await expect(company.getByRole('table').first()).toContainText(worker.name);
  await companyContext.close();
});

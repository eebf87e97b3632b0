import { expect, test } from '@playwright/test';
import { createEmployee, createPortalWorker, fillWorkerBirthday, setDemoRequiredEntries } from './support/db';
import { waitForMail } from './support/mail';
import { login } from './support/session';
import { expectNoViolations, expectNoSidewaysScroll } from './support/a11y';
import { saveScreen } from './support/screens';

const desktop = { width: 1366, height: 820 };
const phone = { width: 390, height: 844 };

test('a company invites a worker by mail; the worker accepts on a phone, lands on the portal with the contract; the company sees 登録済み', async ({
  page,
}) => {
  const owner = await createEmployee('owner_administrator', 'ポータル 担当');
  await login(page, owner.email);
  const stamp = Date.now() % 1_000_000;
  const name = `ポータル 花子${stamp}`;
  const email = `portal-${stamp}@example.com`;
  const title = `ポータル確認業務委託契約${stamp}`;

  // the company side: the existing invitation dialog
  await page.getByRole('button', { name: 'ワーカーを招待' }).click();
  const dialog = page.getByRole('dialog', { name: 'ワーカーを招待' });
  await dialog.getByLabel(/^氏名/).fill(name);
  await dialog.getByLabel(/^フリガナ/).fill('ポータル ハナコ');
  await dialog.getByLabel(/^メールアドレス/).fill(email);
  await dialog.getByLabel(/^契約名/).fill(title);
  await dialog.getByLabel(/^契約開始日/).fill('2026/07/01');
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByTestId('toast')).toHaveText('ワーカーへ招待メールを送信しました。');

  const mail = await waitForMail({ to: email, subject: 'ワーカー登録のご案内' });
  const link = mail.links.find((l) => l.includes('/worker_invitations/'));
  expect(link).toBeDefined();

  // the worker, on a phone, in the same browser: the employee session stays apart from the worker's
  await page.setViewportSize(phone);
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId('invite-company')).toHaveText('デモ株式会社');
  await expect(page.getByTestId('invite-worker-name')).toHaveText(name);
  await expect(page.getByLabel(/^氏名/)).toHaveValue(name);
  // the agreement's links: the app's own public pages (no TERMS_URL/PRIVACY_URL here), in a new tab so the form stays
  const form = page.getByRole('main');
  await expect(form.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms');
  await expect(form.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy');
  await expect(form.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('target', '_blank');
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'portal-invitation-390');

  await page.getByLabel(/^パスワード（8文字以上）/).fill('portal-river-stone-81');
  await page.getByLabel(/^パスワード（確認）/).fill('portal-river-stone-81');
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('利用規約とプライバシーポリシーへの同意が必要です。')).toBeVisible();
  await page.getByRole('checkbox', { name: /利用規約とプライバシーポリシーに同意する/ }).check();
  await page.getByRole('button', { name: '登録する' }).click();

  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByTestId('toast')).toHaveText('ワーカー登録が完了しました。');
  await expect(page.getByTestId('portal-account-name')).toHaveText(name);
  await expect(page.getByTestId('portal-company-name')).toHaveText('デモ株式会社');
  const contracts = page.getByRole('table', { name: '契約一覧' });
  await expect(contracts.getByRole('link', { name: title })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'portal-home-390');

  await contracts.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('2026/07/01〜')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'portal-contract-390');

  // the company side again (its session was never touched): 登録済み and the bell's notification
  await page.setViewportSize(desktop);
  await page.goto('/worker');
  await page.getByLabel('ワーカー名・屋号で検索').fill(name);
  // the search settles in the URL first: a click before the debounced search lands would be replaced by it
  await expect(page).toHaveURL(/searchNameText=/);
  await expect(page.getByRole('table', { name: 'ワーカー一覧' }).getByRole('row')).toHaveCount(2);
  const row = page.getByRole('table', { name: 'ワーカー一覧' }).getByRole('row', { name: new RegExp(name) });
  // the list drops the 招待中 chip for a registered worker (it shows the マイナンバー state instead); the detail says 登録済み
  await expect(row).not.toContainText('招待中');
  await expect(row.getByTestId('worker-invited-chip')).toHaveCount(0);
  await row.getByRole('link', { name: `${name} 詳細` }).click();
  await expect(page.getByText('登録済み', { exact: true })).toBeVisible();
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-popup')).toContainText(`ワーカーが登録を完了しました: ${name}`);

  // logging out of the portal leaves the employee signed in
  await page.goto('/portal');
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  await page.goto('/worker');
  await expect(page.getByRole('table', { name: 'ワーカー一覧' })).toBeVisible();
});

test('a registered worker keeps the profile in the portal; the company 個人情報 shows it and the names are read-only there', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now() % 1_000_000;
  const worker = await createPortalWorker(`プロフィール 花子${stamp}`);
  await page.setViewportSize(desktop);
  await page.goto('/portal/login');
  await page.getByLabel(/^メールアドレス/).fill(worker.email);
  await page.getByLabel(/^パスワード/).fill(worker.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/portal$/);

  await page.getByRole('navigation', { name: 'ワーカーメニュー' }).getByRole('link', { name: 'プロフィール' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
  await page.getByLabel(/^屋号/).fill(`ハナコ工房${stamp}`);
  await page.getByLabel(/^郵便番号/).fill('5300001');
  await page.getByRole('combobox', { name: '都道府県' }).click();
  await page.getByRole('option', { name: '大阪府' }).click();
  await page.getByRole('textbox', { name: '住所（市区町村・番地）' }).fill('大阪市北区梅田1-1-1');
  await page.getByRole('combobox', { name: '適格請求書発行事業者の登録' }).click();
  await page.getByRole('option', { name: '登録している' }).click();
  await page.getByLabel(/^インボイス登録番号/).fill('1234567890123');
  await page.getByRole('button', { name: '家族を追加' }).click();
  const member = page.getByRole('group', { name: '家族 1人目' });
  await member.getByLabel(/^氏名/).fill('プロフィール 太郎');
  await member.getByRole('checkbox', { name: '扶養している' }).check();
  await page.getByRole('button', { name: '保存する' }).click();
  // the shared schema refuses it at the field before anything is sent
  await expect(page.getByText('インボイス登録番号は T + 13桁の数字で入力してください。')).toBeVisible();
  await page.getByLabel(/^インボイス登録番号/).fill('T1234567890123');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('プロフィールを保存しました。');
  await expect(page.getByLabel(/^郵便番号/)).toHaveValue('530-0001');
  await saveScreen(page, 'portal-profile-desktop');
  await page.setViewportSize(phone);
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'portal-profile-390');

  // the company side reads the same truth
  await page.setViewportSize(desktop);
  const owner = await createEmployee('owner_administrator', 'プロフィール 確認');
  await login(page, owner.email, `/worker/${worker.workerCode}/personal`);
  await expect(page.getByText('〒530-0001 大阪府 大阪市北区梅田1-1-1')).toBeVisible();
  await expect(page.getByTestId('personal-invoice-number')).toHaveText('T1234567890123');
  await expect(page.getByRole('table', { name: '家族' })).toContainText('プロフィール 太郎');
  await saveScreen(page, 'worker-personal-profile-desktop');
  await page.goto(`/worker/${worker.workerCode}`);
  await expect(page.getByTestId('worker-invoice-number')).toHaveText('T1234567890123');
  await page.getByRole('button', { name: 'ワーカー情報を編集' }).click();
  const dialog = page.getByRole('dialog', { name: 'ワーカー情報を編集' });
  await expect(dialog.getByTestId('worker-owned-note')).toBeVisible();
  await expect(dialog.getByLabel(/^氏名/)).toBeDisabled();
  await expect(dialog.getByLabel(/^所属部署/)).toBeEnabled();
});

test('the company requires 生年月日: the portal shows a banner naming it until the worker fills it; the worker list filters such workers', async ({
  page,
}) => {
  await setDemoRequiredEntries(['address', 'bank_account']);
  const worker = await createPortalWorker(`必須 確認${Date.now() % 1_000_000}`, { filled: true, omitBirthday: true });
  const owner = await createEmployee('owner_administrator', '必須 担当');
  await login(page, owner.email, '/company/worker-required-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'ワーカー必須項目' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^住所/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /^生年月日/ }).check();
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('ワーカー必須項目を更新しました。');
  await saveScreen(page, 'worker-required-entry-desktop');

  // the company's list: 必須項目が未入力 keeps the worker, with the 未入力あり chip
  await page.goto('/worker?missingRequired=1');
  await expect(page.getByRole('checkbox', { name: '必須項目が未入力' })).toBeChecked();
  const row = page.getByRole('table', { name: 'ワーカー一覧' }).getByRole('row', { name: new RegExp(worker.name) });
  await expect(row.getByTestId('worker-missing-required-chip')).toHaveAttribute('title', '未入力の必須項目：生年月日');

  // the worker, on a phone: the banner names 生年月日 and links to the profile page
  await page.setViewportSize(phone);
  await page.goto('/portal/login');
  await page.getByLabel(/^メールアドレス/).fill(worker.email);
  await page.getByLabel(/^パスワード/).fill(worker.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  const banner = page.getByTestId('required-entries-banner');
  await expect(banner.getByTestId('required-entries-list')).toHaveText('未入力の必須項目があります：生年月日');
  await expect(banner.getByRole('link', { name: 'プロフィールを入力する' })).toHaveAttribute('href', '/portal/profile');
  await expect(banner.getByRole('link', { name: '口座情報を登録する' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'portal-required-banner-390');

  // once filled (the profile page's write), the banner is gone
  await fillWorkerBirthday(worker.email);
  const answered = page.waitForResponse((r) => r.url().includes('/api/v2/worker/required_entries') && r.status() === 200);
  await page.reload();
  expect(((await (await answered).json()) as { data: { missing_entries: string[] } }).data.missing_entries).toEqual([]);
  await expect(page.getByTestId('portal-account-name')).toHaveAttribute('title', worker.email);
  await expect(banner).toHaveCount(0);
});

test('a worker saves the bank account from the 全銀 master; the holder is refused with 漢字 and stored in half-width kana; the company sees it masked', async ({
  page,
}) => {
  const worker = await createPortalWorker(`振込 健太${Date.now() % 1_000_000}`);
  await page.goto('/portal/login');
  await page.getByLabel(/^メールアドレス/).fill(worker.email);
  await page.getByLabel(/^パスワード/).fill(worker.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/portal$/);

  await page.getByRole('navigation', { name: 'ワーカーメニュー' }).getByRole('link', { name: '振込口座' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '振込口座' })).toBeVisible();
  await expect(page.getByText('振込口座はまだ登録されていません。')).toBeVisible();
  // bank and branch by typing their names in ひらがな
  await page.getByRole('combobox', { name: /^金融機関/ }).fill('みついすみとも');
  await page.getByRole('option', { name: /0009 三井住友/ }).click();
  await page.getByRole('combobox', { name: /^支店/ }).fill('しぶやえきまえ');
  await page.getByRole('option', { name: /234 渋谷駅前/ }).click();
  await page.getByLabel(/^口座番号/).fill('1234');
  const holder = page.getByLabel(/^口座名義カナ/);
  await holder.fill('田中　ケンタ');
  // a change of the account needs the account's password (issue #19 N2)
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('口座を登録・変更するには現在のパスワードを入力してください。')).toBeVisible();
  await page.getByLabel(/^現在のパスワード/).fill(worker.password);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('口座名義カナに使用できない文字が含まれています：田、中')).toBeVisible();
  await expect(holder).toHaveAttribute('aria-invalid', 'true');

  await holder.fill('タナカ　ケンタ');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('振込口座を保存しました。');
  await expect(page.getByLabel(/^現在のパスワード/)).toHaveValue('');
  await expect(holder).toHaveValue('ﾀﾅｶ ｹﾝﾀ');
  await expect(page.getByLabel(/^口座番号/)).toHaveValue('0001234');
  await expect(page.getByTestId('stored-bank-account')).toContainText('三井住友（0009）');
  await saveScreen(page, 'portal-bank-account-desktop');
  await page.setViewportSize(phone);
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'portal-bank-account-390');

  // the company side: 個人情報 shows the account, the number masked
  await page.setViewportSize(desktop);
  const owner = await createEmployee('owner_administrator', '振込 確認');
  await login(page, owner.email, `/worker/${worker.workerCode}/personal`);
  await expect(page.getByText('三井住友（0009）')).toBeVisible();
  await expect(page.getByText('渋谷駅前（234）')).toBeVisible();
  await expect(page.getByText('***1234')).toBeVisible();
  await expect(page.getByText('ﾀﾅｶ ｹﾝﾀ')).toBeVisible();
  await saveScreen(page, 'worker-personal-bank-desktop');
});

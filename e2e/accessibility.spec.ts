/**
 * WCAG 2.1 A/AA (axe) on every screen, once per page or state — the only place the journeys run axe. Each test is one
 * session of one role (signed out, an owner, a worker on a phone) that visits its list of pages; after the first load,
 * pages are opened by client-side navigation (as the side menu does), so the app and axe load once per session. The
 * tests of this file run side by side (mode parallel). A page is ready when its content has loaded; axe then waits for
 * running transitions (a dialog's fade-in) to end (e2e/support/a11y.ts).
 *
 * Three states exist only after a journey's own writes and are checked there, once: the portal profile with a family
 * member and the saved bank account (worker-portal.spec.ts) and the portal order after a delivery (portal-orders.spec.ts).
 */
import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { myNumberCheckDigit } from '../packages/shared/src/check-digits';
import { createEmployee, createPortalWorker, demo, insertNotifications, withDb } from './support/db';
import { waitForMail } from './support/mail';
import { call, createContract, employeeHeaders } from './support/ordering';
import { demoState, storageStateFor, workerStorageStateFor } from './support/session';
import { expectNoSidewaysScroll, expectNoViolations } from './support/a11y';

// A ceiling, not a wait: a session of 6–10 pages with an axe run each, on the shared 2-core machine.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const phone = { width: 390, height: 844 };

/** The first load of the app in a fresh browser (its chunks, the profile) takes 10–15 s on the loaded CI machine. */
const FIRST_LOAD = { timeout: 30_000 };

/**
 * Opens `path`: a full load the first time (answers true: give its content FIRST_LOAD), then the app's own (client-side)
 * navigation.
 */
async function visit(page: Page, path: string): Promise<boolean> {
  const loaded = page.url().startsWith('http') && (await page.evaluate<boolean>('!!document.querySelector("#root")?.childElementCount'));
  if (!loaded) {
    await page.goto(path);
    return true;
  }
  // (the e2e project has no DOM typings: evaluate a string in the page) — the router follows popstate as on 戻る
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  return false;
}

/** Opens each page, waits for what shows it has loaded, runs axe. */
async function checkPages(page: Page, pages: readonly (readonly [string, (page: Page) => Locator])[]): Promise<void> {
  for (const [path, ready] of pages) {
    const first = await visit(page, path);
    await expect(ready(page).first()).toBeVisible(first ? FIRST_LOAD : {});
    await expectNoViolations(page);
  }
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const testId = (id: string) => (page: Page) => page.getByTestId(id);

async function workerCode(fullName: string): Promise<string> {
  return withDb(async (db) => (await db.query<{ code: string }>('SELECT code FROM workers WHERE full_name = $1 LIMIT 1', [fullName])).rows[0]!.code);
}

test('signed out: login, the legal and help pages, 404, password reset, a bad invitation link, the portal login', async ({ page }) => {
  await checkPages(page, [['/login', (p) => p.getByRole('button', { name: 'ログイン' })]]);
  for (const [path, title, section] of [
    ['/terms', '利用規約', '第7条（禁止事項）'],
    ['/privacy', 'プライバシーポリシー', '3. 個人番号（マイナンバー）の取扱い'],
    ['/help/faq', 'よくある質問', 'マイナンバーと個人情報'],
  ] as const) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByText(/^最終改定日: \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
    await expectNoViolations(page);
  }
  // opened on its own, 「戻る」 leads a signed-out reader to the login
  await page.goto('/help/faq');
  await page.getByTestId('legal-back').click();
  await expect(page).toHaveURL(/\/login$/);

  await visit(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  await expect(page.getByText('お探しのページは見つかりませんでした。')).toBeVisible();
  await expectNoViolations(page);

  await checkPages(page, [
    ['/user/reset_password', (p) => p.getByRole('button', { name: '再設定メールを送信' })],
    ['/portal/login', (p) => p.getByRole('button', { name: 'ログイン' })],
  ]);
  // an unknown invitation link: a clear message and the way to the login, not a form
  await visit(page, `/user/password/${'x'.repeat(43)}`);
  await expect(page.getByTestId('link-problem')).toContainText('この招待リンクは無効です。');
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'ログイン画面へ' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an owner’s own pages: the worker list, the bell, notifications, top-bar search, profile, settings, a placeholder, the invite dialog', async ({
  browser,
  baseURL,
}) => {
  const owner = await createEmployee('owner_administrator', 'アクセシビリティ 確認');
  await insertNotifications(owner, [
    { title: '請求書が提出されました', body: '確認してください。', minutesAgo: 5 },
    { title: '既読のお知らせ', body: '', read: true, minutesAgo: 60 },
  ]);
  const context = await browser.newContext({ storageState: await storageStateFor(baseURL!, owner.email) });
  const page = await context.newPage();
  await checkPages(page, [['/worker', (p) => p.getByRole('table', { name: 'ワーカー一覧' }).locator('tbody tr')]]);

  await page.getByRole('button', { name: 'ワーカーを招待' }).click();
  await expect(page.getByRole('dialog', { name: 'ワーカーを招待' })).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-popup')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-popup')).toBeHidden();

  await checkPages(page, [['/notifications', testId('notification-item')]]);
  await page.getByRole('combobox', { name: 'ワーカー検索' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  await checkPages(page, [
    ['/profile', testId('profile-email')],
    ['/settings', (p) => p.getByRole('button', { name: 'パスワードを変更する' })],
    ['/activity_groups', testId('activity-total')],
  ]);
  await context.close();
});

test.describe('as the demo owner', () => {
  test.use({ storageState: demoState('owner') });

  test('company settings: employees and the invite dialog, departments, roles, 基本情報, projects and their dialog, the order template, ワーカー必須項目', async ({
    page,
  }) => {
    await checkPages(page, [['/company/employee', (p) => p.getByRole('row', { name: /owner@example\.com/ })]]);
    await page.getByRole('button', { name: '社員を招待' }).click();
    await expect(page.getByTestId('invite-dialog').getByRole('button', { name: '招待メールを送信' })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await checkPages(page, [
      ['/company/department', (p) => p.getByRole('row', { name: /開発部/ })],
      ['/company/authority', testId('role-viewer')],
      ['/company/basic_information', (p) => p.getByLabel('インボイス登録番号')],
      ['/company/project', (p) => p.getByRole('table', { name: 'プロジェクト一覧' }).getByRole('row', { name: /新規サービス開発/ })],
    ]);
    await page.getByRole('button', { name: 'プロジェクトを追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^プロジェクト名/).fill('アクセシビリティ確認案件');
    await dialog.getByLabel('開始日').fill('2026/07/01');
    await dialog.getByLabel('終了日').fill('2026/12/31');
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await checkPages(page, [
      ['/company/company_purchase_order_template', testId('template-item-count')],
      ['/company/worker-required-entry', (p) => p.getByRole('checkbox', { name: /^住所/ })],
    ]);
    await page.setViewportSize(phone);
    await checkPages(page, [['/company/company_purchase_order_template', testId('template-item-count')]]);
  });

  test('workers: detail, 個人情報, マイナンバー tab, the 仮登録 import with errors', async ({ page }) => {
    const tanaka = await workerCode('田中 健太');
    await checkPages(page, [
      [`/worker/${tanaka}`, testId('worker-detail-name')],
      [`/worker/${tanaka}/personal`, (p) => p.getByRole('table', { name: '家族' })],
      [`/worker/${tanaka}/my_number`, testId('worker-my-number-status')],
    ]);
    await visit(page, '/temporary_workers/import');
    await page.getByTestId('csv-file-input').setInputFiles({
      name: 'temporary.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('氏名,契約名,契約開始日\r\n仮 登録,,2026/07/01\r\n', 'utf8'),
    });
    await page.getByRole('button', { name: 'インポートする' }).click();
    await expect(page.getByTestId('import-errors')).toContainText('2行目（契約名）: 契約名を入力してください。');
    await expectNoViolations(page);
  });

  test('contracts and agents: the contract tab, the list (and its filter at 390 px), the import, agents and 紹介契約', async ({ page }) => {
    const ito = await workerCode('伊藤 さくら');
    await checkPages(page, [
      [`/worker/${ito}/contract`, (p) => p.getByRole('list', { name: '契約一覧' }).getByRole('link').first()],
      ['/contract', (p) => p.getByRole('table', { name: '契約一覧' }).getByTestId('contract-progress')],
      ['/contract/import', heading('契約CSVインポート')],
      ['/agent', (p) => p.getByRole('table', { name: 'エージェント一覧' }).locator('tbody tr')],
    ]);
    await page.getByRole('link', { name: /株式会社テックリンク 詳細/ }).click();
    await expect(page.getByRole('form', { name: 'エージェント詳細' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('tab', { name: '紹介契約' }).click();
    await page.getByRole('link', { name: /エンジニア紹介契約 詳細/ }).click();
    await expect(page.getByRole('form', { name: '紹介契約' })).toBeVisible();
    await expectNoViolations(page);

    // the contract list with its progress filter, at 390 px: nothing runs off the right edge
    await page.setViewportSize(phone);
    await visit(page, '/contract?progress=delivery_fix_requested');
    await expect(page.getByLabel('進捗')).toContainText('納品修正依頼中');
    await expectNoSidewaysScroll(page);
  });

  test('payments and the books: 支払通知書一覧 and its creation, 支払一覧 and its creation and import, 振込元口座, 通知設定, 支払調書 (both tabs), 会計データ出力 and its mapping, 電子帳簿 and its settings', async ({
    page,
  }) => {
    const status = (name: RegExp) => (p: Page) => p.getByText(name);
    await checkPages(page, [
      ['/payment_notifications', status(/修正依頼中/)],
      ['/payment_notifications/new', heading('支払通知書の作成')],
      ['/payments', (p) => p.getByTestId('payment-status')],
      ['/payment_informations/new', heading(/支払の作成/)],
      ['/payments/import', heading(/支払のCSVインポート/)],
      ['/company/transfer_account', status(/ﾃﾞﾓ\(ｶ/)],
      ['/company/notification', heading('アラートメール設定')],
      ['/company/payment_notification', heading('支払通知書の設定')],
      ['/payment_record?year=2025&entity=all', status(/株式会社ミライ制作/)],
      ['/payment_record/contract?year=2026', heading('支払調書')],
      ['/accounting_exports', (p) => p.getByRole('button', { name: 'ダウンロード' })],
      ['/company/accounting_mapping', (p) => p.getByRole('button', { name: 'まとめて保存' })],
      ['/ebook', testId('ebook-total')],
      ['/company/ebook', (p) => p.getByRole('button', { name: 'PDFでダウンロード' })],
    ]);
  });

  test('稼働管理: the month list, the company calendar, a monthly report with its 精算幅, its operation log and a day', async ({ page }) => {
    const contract = await withDb(
      async (db) =>
        (
          await db.query<{ code: string; worker: string }>(
            `SELECT c.code, w.code AS worker FROM contracts c JOIN workers w ON w.id = c.worker_id
              WHERE c.is_enable_time_tracking AND c.time_settlement IS NOT NULL AND w.full_name = '田中 健太' LIMIT 1`,
          )
        ).rows[0]!,
    );
    const report = `/worker/${contract.worker}/working_record_project/${contract.code}`;
    await checkPages(page, [
      ['/working_records', (p) => p.getByRole('table', { name: '稼働一覧' }).locator('tbody tr')],
      ['/working_records?view=calendar', (p) => p.getByRole('group', { name: /のカレンダー$/ })],
      [report, testId('settlement-lines')],
      [`${report}/operation_logs`, (p) => p.getByRole('table', { name: '操作ログ' })],
    ]);
  });

  test('ordering and マイナンバー: a draft order with what blocks 送信, its edit form, 発注書一覧, 納品一覧, and the マイナンバー pages at 390 px', async ({
    page,
  }) => {
    const worker = await createPortalWorker(`アクセシビリティ 発注${Date.now() % 1_000_000}`, { filled: true });
    const contractCode = await createContract(await employeeHeaders(demo.owner), worker.workerCode, 'アクセシビリティ確認の業務委託契約');
    const base = `/worker/${worker.workerCode}/contract/${contractCode}`;
    await page.goto(`${base}/order/new`);
    await expect(page.getByText('会社の発注書テンプレートから作成しています。')).toBeVisible(FIRST_LOAD);
    await page.getByLabel(/^件名/).fill('アクセシビリティ確認の発注');
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.getByTestId('submission-problems')).toContainText('納品日が未入力の納品単位があります：');
    await expectNoViolations(page);
    await visit(page, `${new URL(page.url()).pathname}?edit=1`);
    await expect(page.getByRole('group', { name: '納品単位 1' }).getByLabel('納品日')).toBeVisible();
    await expectNoViolations(page);

    await checkPages(page, [
      ['/purchase_order', (p) => p.getByRole('table', { name: '発注書一覧' }).locator('tbody tr')],
      ['/deliveries', (p) => p.getByRole('table', { name: '納品一覧' })],
    ]);
    await page.setViewportSize(phone);
    await checkPages(page, [
      ['/my-number', (p) => p.getByRole('table', { name: 'マイナンバー管理' }).locator('tbody tr')],
      ['/my-number/log', (p) => p.getByRole('table', { name: 'マイナンバー操作ログ' }).locator('tbody tr')],
      ['/my-number/import', (p) => p.getByRole('heading', { level: 1 })],
    ]);
  });
});

test('a worker on a phone: the invitation page, the portal with its banners, a contract, and the マイナンバー entry to its end', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now() % 1_000_000;
  const headers = await employeeHeaders(demo.owner);
  // the invitation page of a mailed link
  const email = `a11y-invite-${stamp}@example.com`;
  await call(headers, 'POST', '/api/workers/invitation', {
    worker: { full_name: `招待 確認${stamp}`, full_namekana: 'エーワイ カクニン', email, contract_title: '招待確認の業務委託契約', start_date: '2026/07/01' },
  });
  const invitation = (await waitForMail({ to: email, subject: 'ワーカー登録のご案内' })).links.find((l) => l.includes('/worker_invitations/'))!;
  await page.setViewportSize(phone);
  await page.goto(new URL(invitation).pathname);
  await expect(page.getByTestId('invite-company')).toHaveText('デモ株式会社', FIRST_LOAD);
  await expectNoViolations(page);

  // a registered worker with an open マイナンバー request, missing required entries (the profile holds the name only)
  // and a contract
  const worker = await createPortalWorker(`ポータル 確認${stamp}`);
  await call(headers, 'POST', '/api/v2/employee/my_numbers/requests', { businessor_code_list: [worker.workerCode] });
  const title = `アクセシビリティ確認${stamp}の業務委託契約`;
  const contractCode = await createContract(headers, worker.workerCode, title);
  const context = await browser.newContext({ storageState: await workerStorageStateFor(baseURL!, worker.email), viewport: phone });
  const portal = await context.newPage();
  await checkPages(portal, [['/portal', (p) => p.getByRole('table', { name: '契約一覧' }).getByRole('link', { name: title })]]);
  await expect(portal.getByTestId('my-number-request-banner')).toBeVisible();
  await expect(portal.getByTestId('required-entries-banner')).toBeVisible();
  await checkPages(portal, [[`/portal/contracts/${contractCode}`, heading(title)]]);
  await visit(portal, '/portal');

  // the banner's button opens the entry: 基本情報 with its errors, 確認, 完了
  await portal.getByTestId('my-number-request-banner').getByRole('button', { name: 'デモ株式会社へマイナンバーを提出する' }).click();
  await expect(portal).toHaveURL(/\/my_numbers\/[\w-]+$/);
  await portal.getByRole('button', { name: '確認へ進む' }).click();
  await expect(portal.getByText('番号確認書類の画像を選択してください。')).toBeVisible();
  await expectNoViolations(portal);
  const base11 = String(randomInt(10_000_000_000, 99_999_999_999));
  const number = `${base11}${myNumberCheckDigit(base11)}`;
  await portal.getByLabel(/^マイナンバー（12桁）/).fill(number);
  await portal.getByLabel(/^マイナンバー（確認のためもう一度）/).fill(number);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  await portal.getByLabel(/^番号確認書類/).setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png });
  await portal.getByLabel(/^身元確認書類/).setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: png });
  await portal.getByRole('button', { name: '確認へ進む' }).click();
  await expect(portal.getByTestId('my-number-confirm-value')).toBeVisible();
  await expectNoViolations(portal);
  await portal.getByRole('button', { name: '登録する' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'マイナンバーを登録しました' })).toBeVisible();
  await expectNoViolations(portal);
  await context.close();
});

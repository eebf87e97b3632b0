import { expect, test, type Page } from '@playwright/test';
import { todayInJapan } from '@app/shared/format';
import { expectNoSidewaysScroll, expectNoViolations } from './support/a11y';
import { createEmployee, createPortalWorker } from './support/db';
import { call, employeeHeaders } from './support/ordering';
import { storageStateFor } from './support/session';

const desktop = { width: 1366, height: 820 };
const phone = { width: 390, height: 844 };

/** Last month in Japan: a month that has begun and whose days are all past, so every day can be recorded. */
function lastMonth(): { year: number; month: number } {
  const [y, m] = todayInJapan().split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
}
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

async function recordDay(page: Page, date: string, fill: (form: ReturnType<Page['getByRole']>) => Promise<void>, heading: RegExp) {
  await page.getByTestId('month-calendar').locator(`[data-date="${date}"]`).click();
  const day = page.getByRole('dialog', { name: heading });
  await day.getByRole('button', { name: '追加' }).click();
  const form = page.getByRole('dialog', { name: `${date.replaceAll('-', '/')}の稼働を追加` });
  await fill(form);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(day).toBeHidden();
}

test('a worker records last month on a phone and submits it → the company approves → the hours land on the 支払通知書', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000); // two browsers (portal and company)
  const stamp = Date.now() % 1_000_000;
  const clerk = await createEmployee('owner_administrator', '稼働 担当');
  const worker = await createPortalWorker(`稼働 受子${stamp}`, { filled: true });
  const title = `保守運用${stamp}`;
  // an hourly (時間単価 ¥5,000) time-tracked contract, no rounding
  const created = await call(await employeeHeaders(clerk.email), 'POST', `/api/workers/${encodeURIComponent(worker.workerCode)}/contract`, {
    contract: {
      title,
      contract_type: 'quasi_mandate',
      start_date: '2026/01/01',
      unit_price_type: 'hourly',
      unit_price: '5,000',
      tax_type: 'excluded',
      tax_rate: 10,
      withholding_type: 'not_withhold',
      usance: 'end_of_month_next_month_end',
    },
    is_enable_time_tracking: true,
  });
  const contractCode = created.data.contract_code as string;
  const { year, month } = lastMonth();
  const monthLabel = `${year}年${month}月`;

  // ── the worker, on a phone: 稼働 → the contract → last month → two days → 月次提出 ──
  await page.setViewportSize(phone);
  await page.goto('/portal/login');
  await page.getByLabel(/^メールアドレス/).fill(worker.email);
  await page.getByLabel(/^パスワード/).fill(worker.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.getByRole('navigation', { name: 'ワーカーメニュー' }).getByRole('link', { name: '稼働' }).click();
  await page.getByRole('button', { name: '前月' }).click();
  await expect(page.getByTestId('month-picker-value')).toHaveText(monthLabel);
  await page.getByRole('link', { name: `${title}の稼働を開く` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('month-picker-value')).toHaveText(monthLabel);

  // 9:00〜18:30, a break 12:00〜13:00 → 8:30; the worked time shows while typing
  await recordDay(
    page,
    iso(year, month, 10),
    async (form) => {
      await form.getByLabel(/^開始/).fill('9:00');
      await form.getByLabel(/^終了/).fill('18:30');
      await form.getByRole('button', { name: '休憩を追加' }).click();
      await form.getByLabel('休憩1の開始').fill('12:00');
      await form.getByLabel('休憩1の終了').fill('13:00');
      await expect(form.getByTestId('live-worked')).toHaveText('稼働 8:30（8.5時間）');
    },
    new RegExp(`^${year}/${String(month).padStart(2, '0')}/10`),
  );
  // 7.5 hours typed as hours
  await recordDay(
    page,
    iso(year, month, 11),
    async (form) => {
      await form.getByRole('button', { name: '時間で入力' }).click();
      await form.getByLabel(/^稼働時間/).fill('7.5');
    },
    new RegExp(`^${year}/${String(month).padStart(2, '0')}/11`),
  );
  await expect(page.getByTestId('month-calendar').locator(`[data-date="${iso(year, month, 10)}"]`)).toContainText('8:30');
  // no sideways scrolling on the phone; the portal's 稼働 page passes axe (the company's pages: accessibility.spec.ts)
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await page.getByRole('button', { name: '月次提出' }).click();
  const submit = page.getByRole('dialog', { name: '月次提出' });
  await expect(submit).toContainText(`${monthLabel}の稼働 16:00（16時間）を提出します。`);
  await submit.getByRole('button', { name: '提出する' }).click();
  await expect(page.getByTestId('time-status')).toContainText('提出済');

  // ── the company: 稼働管理 → last month → the worker's project → 承認する ──
  const companyContext = await browser.newContext({ storageState: await storageStateFor(baseURL!, clerk.email), viewport: desktop });
  const company = await companyContext.newPage();
  await company.goto(`/working_records?year=${year}&month=${month}`);
  await expect(company.getByRole('heading', { level: 1, name: '稼働管理' })).toBeVisible();
  await company.getByLabel('ワーカー名・契約名で検索').fill(worker.name);
  await expect(company).toHaveURL(/keyword=/);
  const row = company.getByRole('row').filter({ hasText: worker.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('提出済');
  await expect(row).toContainText('16:00');
  await expect(row).toContainText('¥80,000');
  await row.getByRole('link', { name: title }).click();

  await expect(company.getByTestId('settlement-lines')).toContainText('¥80,000');
  await company.getByRole('button', { name: '承認する' }).click();
  const approve = company.getByRole('dialog', { name: '稼働を承認しますか？' });
  await expect(approve).toContainText(monthLabel);
  await approve.getByRole('button', { name: '承認する' }).click();
  await expect(company.getByTestId('toast')).toBeVisible();
  const pnLink = company.getByRole('link', { name: /^支払通知書 PN-/ });
  await expect(pnLink).toBeVisible();

  // ── the 支払通知書: the hours as its line, ¥80,000 + 消費税 ¥8,000 ──
  await pnLink.click();
  await expect(company).toHaveURL(new RegExp(`/contract/${contractCode}/payment_notification/`));
  await expect(company.getByText(`${title} ${monthLabel}分 稼働`)).toBeVisible();
  await expect(company.getByText('¥88,000').first()).toBeVisible();
  await companyContext.close();

  // ── the worker sees the month approved and locked ──
  await page.reload();
  await expect(page.getByTestId('time-status')).toContainText('承認済');
  await expect(page.getByRole('button', { name: '月次提出' })).toHaveCount(0);
});

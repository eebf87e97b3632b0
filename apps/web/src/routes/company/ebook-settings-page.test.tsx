/**
 * /company/ebook 電子帳簿保存 (issue #25 item 2): the settings saved as the contract's PUT body with the toast, the
 * retention in words following the 欠損金 switch, a server refusal under its input, and a general employee reading it.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { EbookSettingsWire } from '@app/shared/ebook';
import { employeeRoleLabels } from '@app/shared/roles';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const PATH = `${API}/v2/employee/ebook_settings`;
const settings: EbookSettingsWire = { lossCarryforward: false, fiscalYearEndMonth: 3, regulationAdoptedOn: null, retentionYears: 7, documentCount: 1234 };

it('saves the 決算月, the 欠損金 setting and the 事務処理規程 date, and says so; a refused date shows under its input', async () => {
  let body: unknown = null;
  let refuse = true;
  server.use(
    http.get(PATH, () => HttpResponse.json({ data: settings })),
    http.put(PATH, async ({ request }) => {
      body = await request.json();
      if (refuse) {
        refuse = false;
        return HttpResponse.json(
          { errors: ['事務処理規程の制定日は未来の日付にできません。'], code: 'UNPROCESSABLE', fields: { regulationAdoptedOn: ['事務処理規程の制定日は未来の日付にできません。'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json({ data: { ...settings, ...(body as object), retentionYears: 10 } });
    }),
  );
  const { user } = renderApp('/company/ebook');
  // the first render of the file loads the route's modules: on a loaded machine that can pass the usual 15 s
  expect(await screen.findByRole('heading', { name: '電子帳簿保存', level: 1 }, { timeout: 30_000 })).toBeTruthy();
  expect(screen.getByRole('tab', { name: '電子帳簿保存' })).toBeTruthy();
  expect((await screen.findByTestId('ebook-document-count')).textContent).toBe('記録されている書類: 1,234件');
  expect(screen.getByTestId('ebook-retention').textContent).toContain('3月決算）の確定申告期限の翌日から7年間');

  await user.click(screen.getByRole('combobox', { name: '決算月' }));
  await user.click(await screen.findByRole('option', { name: '12月' }));
  await user.click(screen.getByRole('checkbox', { name: '欠損金の繰越控除あり（10年保存）' }));
  expect(screen.getByTestId('ebook-retention').textContent).toContain('12月決算）の確定申告期限の翌日から10年間');
  await user.click(screen.getByLabelText('事務処理規程の制定日'));
  await user.paste('2030/01/01');
  await user.click(screen.getByRole('button', { name: '保存する' }));

  expect(await screen.findByText('事務処理規程の制定日は未来の日付にできません。', { selector: 'p' })).toBeTruthy();
  expect((await screen.findByTestId('toast')).textContent).toContain('電子帳簿保存の設定を保存できませんでした。');
  expect(body).toEqual({ fiscalYearEndMonth: 12, lossCarryforward: true, regulationAdoptedOn: '2030-01-01' });

  const date = screen.getByLabelText('事務処理規程の制定日');
  await user.clear(date);
  await user.paste('2026/4/1');
  await user.click(screen.getByRole('button', { name: '保存する' }));
  expect((await screen.findByTestId('toast')).textContent).toContain('電子帳簿保存の設定を保存しました。');
  expect(body).toEqual({ fiscalYearEndMonth: 12, lossCarryforward: true, regulationAdoptedOn: '2026-04-01' });
});

it('shows a general employee the settings read-only (no save) with the 事務処理規程 downloads', async () => {
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role: 'general', role_name: employeeRoleLabels.general } } })),
    http.get(PATH, () => HttpResponse.json({ data: { ...settings, lossCarryforward: true, retentionYears: 10, regulationAdoptedOn: '2024-01-01' } })),
  );
  const { user } = renderApp('/company/ebook');
  expect(await screen.findByTestId('read-only-note')).toBeTruthy();
  expect(await screen.findByDisplayValue('2024/01/01')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '保存する' })).toBeNull();
  const regulation = screen.getByRole('region', { name: '事務処理規程（ひな形）' });
  expect(within(regulation).getByRole('button', { name: 'PDFでダウンロード' })).toBeTruthy();
  let format: string | null = null;
  server.use(
    http.get(`${API}/v2/employee/ebook_regulation`, ({ request }) => {
      format = new URL(request.url).searchParams.get('format');
      return HttpResponse.json({ errors: ['会社名が登録されていません。'], code: 'UNPROCESSABLE' }, { status: 422 });
    }),
  );
  await user.click(within(regulation).getByRole('button', { name: 'テキストでダウンロード' }));
  expect((await screen.findByTestId('toast')).textContent).toContain('事務処理規程のダウンロードに失敗しました。会社名が登録されていません。');
  expect(format).toBe('txt');
});

it('says when the settings cannot be loaded', async () => {
  server.use(http.get(PATH, () => HttpResponse.json({ errors: ['混み合っています。'], code: 'UNAVAILABLE' }, { status: 503 })));
  renderApp('/company/ebook');
  expect(await screen.findByText('電子帳簿保存の設定の取得に失敗しました。混み合っています。', { selector: '.MuiAlert-message' })).toBeTruthy();
});

/**
 * /ebook 電子帳簿 and /ebook/:id (issue #25 item 2), against the wire contract (packages/shared/src/ebook.ts) faked at
 * the fetch edge: the form's conditions become the API's query (AND) and stay in the URL, a range whose start is after
 * its end is refused under its input before anything is sent, the server's 422 lands under its input, a viewer gets
 * no export, and a document's history shows each change before → after.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { EbookDocumentDetailWire, EbookDocumentListWire, EbookDocumentWire } from '@app/shared/ebook';
import { employeeRoleLabels } from '@app/shared/roles';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const BASE = `${API}/v2/employee`;

/** Types a whole value at once (a paste): the form reads it the same, the test stays fast. */
async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const doc = (over: Partial<EbookDocumentWire>): EbookDocumentWire => ({
  id: 1,
  kind: 'purchase_order',
  number: 'PO-2026-0001',
  sourceCode: 'po1',
  sourcePath: '/worker/W0001/contract/c1/order/po1',
  transactionDate: '2026-04-10',
  amount: 110_000,
  partnerName: '山田 花子',
  partnerCode: 'W0001',
  version: 1,
  retainUntil: '2034-05-31',
  sourceDeletedAt: null,
  createdAt: '2026-04-10T01:00:00Z',
  updatedAt: '2026-04-10T01:00:00Z',
  ...over,
});

const list: EbookDocumentListWire = {
  data: [
    doc({}),
    doc({ id: 2, kind: 'payment_notification', number: 'PN-2026-0007', sourceCode: 'pn7', sourcePath: '/payment_notifications?open=pn7', amount: 1_234_567, version: 2, partnerName: '佐藤 次郎', partnerCode: 'W0002' }),
  ],
  meta: { total: 2, page: 1, per: 50 },
};

function serveList(asked: URL[]) {
  server.use(
    http.get(`${BASE}/ebook_documents`, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(list);
    }),
  );
}

it('sends every condition of the form as one AND query, keeps it in the URL (reload and back keep it) and lists the rows', async () => {
  const asked: URL[] = [];
  serveList(asked);
  const { user, router } = renderApp('/ebook');
  // the first render of the file loads the route's modules: on a loaded machine that can pass the usual 15 s
  const table = await screen.findByRole('table', { name: '電子取引の記録' }, { timeout: 30_000 });
  await within(table).findByText('PO-2026-0001');
  expect(screen.getByTestId('ebook-total').textContent).toBe('2件');

  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByText('発注書')).toBeTruthy();
  expect(within(rows[0]!).getByRole('link', { name: 'PO-2026-0001' }).getAttribute('href')).toBe('/worker/W0001/contract/c1/order/po1');
  expect(within(rows[0]!).getByText('2026/04/10')).toBeTruthy();
  expect(within(rows[0]!).getByText('¥110,000')).toBeTruthy();
  expect(within(rows[0]!).queryByTestId('ebook-corrected')).toBeNull();
  expect(within(rows[1]!).getByRole('link', { name: 'PN-2026-0007' }).getAttribute('href')).toBe('/payment_notifications?open=pn7');
  expect(within(rows[1]!).getByText('¥1,234,567')).toBeTruthy();
  expect(within(rows[1]!).getByTestId('ebook-corrected').textContent).toBe('訂正あり');
  expect(within(rows[1]!).getByRole('link', { name: 'PN-2026-0007の履歴' }).getAttribute('href')).toBe('/ebook/2');

  const form = screen.getByRole('form', { name: '検索条件' });
  await fill(user, within(form).getByLabelText('取引年月日（から）'), '2026/4/1');
  await fill(user, within(form).getByLabelText('取引年月日（まで）'), '2026/04/30');
  await fill(user, within(form).getByLabelText('取引金額（から）'), '100,000');
  await fill(user, within(form).getByLabelText('取引金額（まで）'), '２００００００');
  await fill(user, within(form).getByLabelText('取引先（名前・コード）'), '山田');
  await user.click(within(form).getByRole('combobox', { name: '書類の種類' }));
  await user.click(await screen.findByRole('option', { name: '発注書' }));
  await fill(user, within(form).getByLabelText('書類番号'), 'PO-2026');
  await user.click(within(form).getByRole('checkbox', { name: '訂正ありのみ' }));
  await user.click(within(form).getByRole('button', { name: '検索' }));

  await waitFor(() => expect(asked.at(-1)!.searchParams.get('date_from')).toBe('2026-04-01'));
  const sent = Object.fromEntries(asked.at(-1)!.searchParams);
  expect(sent).toEqual({
    page: '1',
    per: '50',
    date_from: '2026-04-01',
    date_to: '2026-04-30',
    amount_from: '100000',
    amount_to: '2000000',
    partner: '山田',
    kind: 'purchase_order',
    number: 'PO-2026',
    corrected: 'true',
  });
  const url = new URLSearchParams(router.state.location.search);
  expect(url.get('date_from')).toBe('2026-04-01');
  expect(url.get('corrected')).toBe('true');

  // back: the first (unfiltered) search, its form empty again; forward: the conditions shown back in the form
  await router.navigate(-1);
  await waitFor(() => expect((screen.getByLabelText('取引年月日（から）') as HTMLInputElement).value).toBe(''));
  await router.navigate(1);
  await waitFor(() => expect((screen.getByLabelText('取引年月日（から）') as HTMLInputElement).value).toBe('2026/04/01'));
  expect((screen.getByLabelText('取引金額（まで）') as HTMLInputElement).value).toBe('2,000,000');
  expect((screen.getByRole('checkbox', { name: '訂正ありのみ' }) as HTMLInputElement).checked).toBe(true);
});

it('refuses a range whose start is after its end under the input, and sends nothing', async () => {
  const asked: URL[] = [];
  serveList(asked);
  const { user } = renderApp('/ebook');
  await screen.findByText('PO-2026-0001');
  const before = asked.length;
  const form = screen.getByRole('form', { name: '検索条件' });
  await fill(user, within(form).getByLabelText('取引年月日（から）'), '2026/05/01');
  await fill(user, within(form).getByLabelText('取引年月日（まで）'), '2026/04/01');
  await fill(user, within(form).getByLabelText('取引金額（から）'), '5000');
  await fill(user, within(form).getByLabelText('取引金額（まで）'), '1000');
  await user.click(within(form).getByRole('button', { name: '検索' }));
  expect(await within(form).findByText('「から」は「まで」以前の日付にしてください。')).toBeTruthy();
  expect(within(form).getByText('「から」は「まで」以下の金額にしてください。')).toBeTruthy();
  expect(asked.length).toBe(before);
});

it('shows the API’s 422 for a URL the form did not check (typed or bookmarked) under the input it names', async () => {
  server.use(
    http.get(`${BASE}/ebook_documents`, () =>
      HttpResponse.json(
        { errors: ['取引年月日の範囲が正しくありません。'], code: 'UNPROCESSABLE', fields: { date_from: ['取引年月日の範囲が正しくありません。'] } },
        { status: 422 },
      ),
    ),
  );
  renderApp('/ebook?date_from=2026-05-01&date_to=2026-04-01');
  const form = await screen.findByRole('form', { name: '検索条件' });
  expect(await within(form).findByText('取引年月日の範囲が正しくありません。')).toBeTruthy();
  expect((within(form).getByLabelText('取引年月日（から）') as HTMLInputElement).value).toBe('2026/05/01');
  expect(screen.getByTestId('table-error').textContent).toBe('検索条件に誤りがあります。赤く表示された項目を確認してください。');
});

it('gives a viewer the list but not the 税務調査用エクスポート; an owner starts it and gets the zip from the job', async () => {
  serveList([]);
  server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role: 'viewer', role_name: employeeRoleLabels.viewer } } })));
  const viewer = renderApp('/ebook');
  await screen.findByText('PO-2026-0001');
  expect(screen.queryByRole('button', { name: '税務調査用エクスポート' })).toBeNull();
  viewer.unmount();

  server.resetHandlers();
  serveList([]);
  let body: unknown = null;
  let refuse = true;
  server.use(
    http.post(`${BASE}/ebook_exports`, async ({ request }) => {
      body = await request.json();
      if (refuse) {
        refuse = false;
        return HttpResponse.json({ errors: ['処理中のエクスポートがあります。'], code: 'UNPROCESSABLE' }, { status: 422 });
      }
      return HttpResponse.json({ data: job('running') }, { status: 202 });
    }),
    http.get(`${BASE}/jobs/ex1`, () => HttpResponse.json({ data: job('succeeded') })),
  );
  const { user } = renderApp('/ebook?date_from=2026-04-01&date_to=2026-04-30');
  await user.click(await screen.findByRole('button', { name: '税務調査用エクスポート' }));
  const dialog = await screen.findByRole('dialog', { name: '税務調査用エクスポート' });
  expect((within(dialog).getByLabelText('期間（から）') as HTMLInputElement).value).toBe('2026/04/01');
  // checked before sending: a bound missing, then a period backwards
  const to = within(dialog).getByLabelText('期間（まで）');
  await user.clear(to);
  await user.click(within(dialog).getByRole('button', { name: '作成を開始' }));
  expect(await within(dialog).findByText('日付を入力してください。')).toBeTruthy();
  await fill(user, to, '2026/03/31');
  await user.click(within(dialog).getByRole('button', { name: '作成を開始' }));
  expect(await within(dialog).findByText('「から」は「まで」以前の日付にしてください。')).toBeTruthy();
  expect(body).toBeNull();
  // the API's refusal stays in the dialog
  await user.clear(to);
  await fill(user, to, '2026/04/30');
  await user.click(within(dialog).getByRole('button', { name: '作成を開始' }));
  expect((await within(dialog).findByTestId('ebook-export-refused')).textContent).toBe('エクスポートを開始できませんでした。処理中のエクスポートがあります。');
  await user.click(within(dialog).getByRole('button', { name: '作成を開始' }));
  const progress = await screen.findByRole('dialog', { name: '税務調査用データ（ZIP）' });
  expect(await within(progress).findByRole('button', { name: 'ダウンロード' })).toBeTruthy();
  expect(within(progress).getByText('【電子取引データ】20260401_20260430.zip')).toBeTruthy();
  expect(body).toEqual({ date_from: '2026-04-01', date_to: '2026-04-30' });
});

const job = (status: 'running' | 'succeeded') => ({
  code: 'ex1',
  kind: 'ebook.export',
  status,
  total: 3,
  done: status === 'running' ? 1 : 3,
  errors: [],
  file_name: status === 'running' ? null : '【電子取引データ】20260401_20260430.zip',
  created_at: '2026-11-26T00:00:00Z',
  finished_at: status === 'running' ? null : '2026-11-26T00:00:02Z',
});

const detail: EbookDocumentDetailWire = {
  ...doc({ id: 2, kind: 'payment_notification', number: 'PN-2026-0007', sourceCode: 'pn7', sourcePath: '/payment_notifications?open=pn7', amount: 1_234_567, version: 2, updatedAt: '2026-04-12T05:30:00Z' }),
  versions: [
    {
      version: 2,
      action: 'updated',
      createdAt: '2026-04-12T05:30:00Z',
      actorName: '山田 太郎',
      changes: [{ field: 'total', label: '合計金額', before: '¥1,200,000', after: '¥1,234,567' }],
      fields: [
        { label: '書類番号', value: 'PN-2026-0007' },
        { label: '合計金額', value: '¥1,234,567' },
      ],
    },
    {
      version: 1,
      action: 'created',
      createdAt: '2026-04-10T01:00:00Z',
      actorName: null,
      changes: [],
      fields: [
        { label: '書類番号', value: 'PN-2026-0007' },
        { label: '合計金額', value: '¥1,200,000' },
      ],
    },
  ],
};

it('shows a document’s history newest first with each change before → after, the fields of a chosen version, print and PDF', async () => {
  server.use(http.get(`${BASE}/ebook_documents/2`, () => HttpResponse.json({ data: detail })));
  const { user } = renderApp('/ebook/2');
  expect(await screen.findByRole('heading', { name: '支払通知書 PN-2026-0007', level: 1 })).toBeTruthy();
  const versions = screen.getAllByTestId('ebook-version');
  expect(versions.map((v) => within(v).getByRole('heading', { level: 3 }).textContent)).toEqual(['第2版', '第1版']);
  expect(within(versions[0]!).getByTestId('ebook-action').textContent).toBe('訂正');
  expect(versions[0]!.textContent).toContain('2026/04/12 14:30');
  expect(versions[0]!.textContent).toContain('操作者: 山田 太郎');
  const change = within(versions[0]!).getByTestId('ebook-change');
  expect(within(change).getByRole('rowheader').textContent).toBe('合計金額');
  expect(within(change).getByTestId('ebook-before').textContent).toBe('¥1,200,000');
  expect(within(change).getByTestId('ebook-before').querySelector('del')).not.toBeNull();
  expect(within(change).getByTestId('ebook-after').textContent).toBe('¥1,234,567');
  expect(within(versions[1]!).getByText('最初の登録です（変更点はありません）。')).toBeTruthy();

  // the newest version's fields at first; version 1's on demand
  expect(within(versions[0]!).getByRole('table', { name: '第2版の内容' }).textContent).toContain('¥1,234,567');
  expect(within(versions[1]!).queryByRole('table', { name: '第1版の内容' })).toBeNull();
  await user.click(within(versions[1]!).getByRole('button', { name: 'この版の内容' }));
  expect(within(versions[1]!).getByRole('table', { name: '第1版の内容' }).textContent).toContain('¥1,200,000');

  expect(screen.getByRole('button', { name: '履歴を印刷' })).toBeTruthy();
  let pdfAsked = false;
  server.use(
    http.get(`${BASE}/ebook_documents/2/history.pdf`, () => {
      pdfAsked = true;
      return HttpResponse.json({ errors: ['PDFを作成できませんでした。'], code: 'UNPROCESSABLE' }, { status: 422 });
    }),
  );
  await user.click(screen.getByRole('button', { name: '履歴PDF' }));
  expect((await screen.findByTestId('toast')).textContent).toContain('履歴PDFのダウンロードに失敗しました。PDFを作成できませんでした。');
  expect(pdfAsked).toBe(true);
});

it('says when the search or a history cannot be loaded, with the server’s reason', async () => {
  server.use(
    http.get(`${BASE}/ebook_documents`, () => HttpResponse.json({ errors: ['混み合っています。'], code: 'UNAVAILABLE' }, { status: 503 })),
    http.get(`${BASE}/ebook_documents/9`, () => HttpResponse.json({ errors: ['書類が見つかりません。'], code: 'NOT_FOUND' }, { status: 404 })),
  );
  const { router } = renderApp('/ebook');
  expect((await screen.findByTestId('table-error', undefined, { timeout: 20_000 })).textContent).toBe('電子帳簿の検索に失敗しました。混み合っています。');
  await router.navigate('/ebook/9');
  expect(await screen.findByText('書類の履歴の取得に失敗しました。書類が見つかりません。')).toBeTruthy();
});

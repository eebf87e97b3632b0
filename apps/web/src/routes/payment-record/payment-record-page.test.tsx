/**
 * /payment_record: what a clerk reads on a year's 支払調書 — the threshold flag with its rule, what is missing per
 * worker, 内未払 — and the bulk bar: how many are checked, a confirmation that names the year and the workers, and a
 * refusal that stays in the dialog with every refused worker named (nothing was published).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { PaymentRecordBusinessorListResponse, PaymentRecordBusinessorRow } from '@app/shared/payment-records';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const BASE = `${API}/v2/employee/payment_records`;

const row = (over: Partial<PaymentRecordBusinessorRow>): PaymentRecordBusinessorRow => ({
  businessor_code: 'w1',
  businessor_name: '山田 花子',
  businessor_name_kana: 'やまだ はなこ',
  entity_type: 'individual',
  year: 2025,
  category: 'デザイン料',
  detail: 'Webデザイン',
  payment_amount: 330_000,
  unpaid_amount: 0,
  withholding: 33_690,
  unwithheld_amount: 0,
  tax_amount: 33_000,
  payment_count: 3,
  filing_required: true,
  problems: [],
  status: 'unissued',
  published_at: null,
  emailed_at: null,
  ...over,
});

const above = row({ unpaid_amount: 110_000, unwithheld_amount: 11_230 });
const below = row({
  businessor_code: 'w2',
  businessor_name: '佐藤 次郎',
  businessor_name_kana: 'さとう じろう',
  payment_amount: 40_000,
  withholding: 4_084,
  filing_required: false,
  problems: ['マイナンバーが登録されていません'],
  status: 'published',
  published_at: '2026-01-20T01:00:00Z',
});

const list: PaymentRecordBusinessorListResponse = {
  data: [above, below],
  meta: {
    total_count: 2,
    year: 2025,
    threshold: 50_000,
    totals: { payment_amount: 370_000, unpaid_amount: 110_000, withholding: 37_774, tax_amount: 33_000, filing_count: 1 },
  },
};
const summary = {
  data: {
    year: 2025,
    filing: { count: 1, payment_amount: 330_000, withholding: 33_690 },
    not_filing: { count: 1, payment_amount: 40_000, withholding: 4_084 },
    corporations: { count: 0, payment_amount: 0, withholding: 0 },
  },
};

function serve(onList?: (url: URL) => void) {
  server.use(
    http.get(`${BASE}/businessors`, ({ request }) => {
      onList?.(new URL(request.url));
      return HttpResponse.json(list);
    }),
    http.get(`${BASE}/summary`, () => HttpResponse.json(summary)),
  );
}

it('flags who must be filed (over ¥50,000, the rule on the chip), shows 内未払 and what is missing, and asks the API for the year in the URL', async () => {
  const asked: URL[] = [];
  serve((url) => asked.push(url));
  const { user } = renderApp('/payment_record?year=2025');
  const table = await screen.findByRole('table', { name: '支払調書一覧' });
  await within(table).findByText('佐藤 次郎');
  const rows = within(table).getAllByRole('row').slice(1);
  const first = rows[0]!;
  const second = rows[1]!;

  expect(within(first).getByText('山田 花子')).toBeTruthy();
  expect(within(first).getByTestId('filing-chip').textContent).toBe('提出対象');
  expect(within(first).getByText('¥330,000')).toBeTruthy();
  expect(within(first).getByText('内未払 ¥110,000')).toBeTruthy();
  expect(within(first).getByText('内未徴収 ¥11,230')).toBeTruthy();
  expect(within(first).queryAllByTestId('record-problem')).toHaveLength(0);

  expect(within(second).getByTestId('filing-chip').textContent).toBe('提出対象外');
  expect(within(second).getByTestId('record-problem').textContent).toBe('マイナンバーが登録されていません');
  expect(within(second).getByTestId('record-status').textContent).toBe('公開済');
  // published at 10:00 in Japan on 2026/01/20
  expect(within(second).getByText('公開 2026/01/20')).toBeTruthy();

  // the threshold's rule, on the chip
  await user.hover(within(first).getByTestId('filing-chip'));
  expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', expect.stringContaining('¥50,000を超えると、税務署への提出対象'));

  // the 合計表 cards and the totals of the filtered rows
  expect(within(screen.getByTestId('summary-filing')).getByText('1件')).toBeTruthy();
  expect(screen.getByTestId('record-totals').textContent).toContain('支払金額 ¥370,000（内未払 ¥110,000）');

  // the year chosen in the URL, individuals first (corporations are listed apart)
  expect(asked[0]!.searchParams.get('year')).toBe('2025');
  expect(asked[0]!.searchParams.get('entity_type')).toBe('individual');
  expect(asked[0]!.searchParams.get('page')).toBe('0');
});

it('counts the checked rows, names the year and the workers before publishing, and keeps every refusal in the dialog (not a toast)', async () => {
  serve();
  let published: unknown = null;
  server.use(
    http.post(`${BASE}/bulk/publish`, async ({ request }) => {
      published = await request.json();
      return HttpResponse.json(
        {
          errors: ['2件の支払調書を公開できませんでした。', '山田 花子: ポータルのアカウントがありません', '佐藤 次郎: 2025年の支払いがありません'],
          code: 'UNPROCESSABLE',
        },
        { status: 422 },
      );
    }),
  );
  const { user } = renderApp('/payment_record?year=2025');
  await user.click(await screen.findByRole('checkbox', { name: '山田 花子を選択' }));
  expect(screen.getByTestId('record-selected-count').textContent).toBe('1件選択中');
  await user.click(screen.getByRole('checkbox', { name: 'このページのすべてを選択' }));
  expect(screen.getByTestId('record-selected-count').textContent).toBe('2件選択中');

  await user.click(within(screen.getByTestId('record-bulk-bar')).getByRole('button', { name: '公開' }));
  const dialog = await screen.findByRole('dialog', { name: '支払調書を公開しますか？' });
  expect(dialog.textContent).toContain('2025年分の支払調書を2名（山田 花子、佐藤 次郎）のワーカーポータルに公開します。');

  await user.click(within(dialog).getByRole('button', { name: '公開する' }));
  const refused = await within(dialog).findByTestId('record-refused');
  const lines = within(refused)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(lines).toEqual(['2件の支払調書を公開できませんでした。', '山田 花子: ポータルのアカウントがありません', '佐藤 次郎: 2025年の支払いがありません']);
  expect(published).toEqual({ businessor_id_list: ['w1', 'w2'], year: 2025 });
  expect(screen.queryByTestId('toast')).toBeNull();
  // nothing was published: the selection stays for another try
  await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('record-selected-count').textContent).toBe('2件選択中');
});

it('downloads the checked rows as a zip through a background job, its progress on screen until the file is ready', async () => {
  serve();
  let asked: URL | null = null;
  let polls = 0;
  server.use(
    http.get(`${BASE}/bulk/download`, ({ request }) => {
      asked = new URL(request.url);
      return HttpResponse.json({ data: { job: { code: 'job1' } } }, { status: 202 });
    }),
    http.get(`${API}/v2/employee/jobs/job1`, () => {
      polls += 1;
      const running = polls === 1;
      return HttpResponse.json({
        data: {
          code: 'job1',
          kind: 'payment_records.bulk_download',
          status: running ? 'running' : 'succeeded',
          total: 2,
          done: running ? 1 : 2,
          errors: [],
          file_name: running ? null : '【支払調書2025】_ワーカー.zip',
          created_at: '2026-11-26T00:00:00Z',
          finished_at: running ? null : '2026-11-26T00:00:02Z',
        },
      });
    }),
  );
  const { user } = renderApp('/payment_record?year=2025');
  await user.click(await screen.findByRole('checkbox', { name: 'このページのすべてを選択' }));
  await user.click(within(screen.getByTestId('record-bulk-bar')).getByRole('button', { name: 'ダウンロード（ZIP）' }));
  const confirm = await screen.findByRole('dialog', { name: '支払調書をダウンロードしますか？' });
  expect(confirm.textContent).toContain('2025年分の支払調書2件（本人交付用）をZIPファイルにまとめてダウンロードします。');
  await user.click(within(confirm).getByRole('button', { name: 'ダウンロードする' }));

  const progress = await screen.findByRole('dialog', { name: '支払調書のZIPファイル' });
  expect(await within(progress).findByText('処理中… 1 / 2 件')).toBeTruthy();
  expect(await within(progress).findByRole('button', { name: 'ダウンロード' }, { timeout: 5_000 })).toBeTruthy();
  expect(within(progress).getByText('【支払調書2025】_ワーカー.zip')).toBeTruthy();
  expect(asked!.searchParams.get('businessor_id_list')).toBe('w1,w2');
  expect(asked!.searchParams.get('year')).toBe('2025');
});

it('offers the 税務署提出用PDF to the マイナンバー担当 and names the worker when no number is on file', async () => {
  serve();
  let copy: string | null = null;
  server.use(
    http.get(`${BASE}/businessors/w2/download`, ({ request }) => {
      copy = new URL(request.url).searchParams.get('copy');
      return HttpResponse.json(
        { errors: ['佐藤 次郎さんのマイナンバーが登録されていないため、税務署提出用の支払調書を作成できません。'], code: 'UNPROCESSABLE' },
        { status: 422 },
      );
    }),
  );
  const { user } = renderApp('/payment_record?year=2025');
  await user.click(await screen.findByRole('button', { name: '佐藤 次郎の操作' }));
  await user.click(await screen.findByRole('menuitem', { name: /税務署提出用PDF/ }));
  const dialog = await screen.findByRole('dialog', { name: '税務署提出用PDFを出力しますか？' });
  expect(dialog.textContent).toContain('佐藤 次郎の2025年分の税務署提出用PDF（個人番号・法人番号あり）を出力します。');
  await user.click(within(dialog).getByRole('button', { name: '出力する' }));
  const refused = await within(dialog).findByTestId('record-refused');
  expect(refused.textContent).toContain('佐藤 次郎さんのマイナンバーが登録されていないため');
  expect(copy).toBe('office');
});

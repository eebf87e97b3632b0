/**
 * /portal/payment_records: the worker reads what each company published, newest year first, and downloads the PDF
 * with the worker session (the server's file name kept).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import type { PortalPaymentRecord } from '@app/shared/payment-records';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';
import { workerAuthStorage } from '../../lib/auth-storage';

const records: PortalPaymentRecord[] = [
  { code: 'r24', company_name: 'デモ株式会社', year: 2024, contract_name: null, payment_amount: 120_000, withholding: 12_252, published_at: '2025-01-20T01:00:00Z' },
  { code: 'r25', company_name: 'デモ株式会社', year: 2025, contract_name: 'サイト制作', payment_amount: 330_000, withholding: 33_690, published_at: '2026-01-15T01:00:00Z' },
];

afterEach(() => {
  workerAuthStorage.clear();
  vi.restoreAllMocks();
});

it('lists the published records by year, newest first, and downloads one with the worker session', async () => {
  workerAuthStorage.set({ 'access-token': 't', client: 'c', uid: 'arai@example.com', 'token-type': 'Bearer', expiry: '' });
  const downloads: (string | null)[] = [];
  server.use(
    http.get(`${API}/v2/worker/me`, () =>
      HttpResponse.json({ data: { id: 1, email: 'arai@example.com', name: '新井 結衣', companies: [{ id: 1, name: 'デモ株式会社', worker_code: 'w1' }] } }),
    ),
    http.get(`${API}/v2/worker/notices`, () => HttpResponse.json({ data: [], meta: { unread_count: 0 } })),
    http.get(`${API}/v2/worker/required_entries`, () => HttpResponse.json({ data: { missing_entries: [], companies: [] } })),
    http.get(`${API}/v2/worker/my_number_requests`, () => HttpResponse.json({ data: [] })),
    http.get(`${API}/v2/worker/payment_records`, () => HttpResponse.json({ data: records, meta: { total_count: 2 } })),
    http.get(`${API}/v2/worker/payment_records/r25/download`, ({ request }) => {
      downloads.push(request.headers.get('access-token'));
      return new HttpResponse(new Blob(['%PDF-1.7']), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('【支払調書2025】_【新井結衣】.pdf')}` },
      });
    }),
  );
  const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:record');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });

  const { user } = renderApp('/portal/payment_records', { signedIn: false });
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((h) => h.textContent)).toEqual(['2025年分（令和7年分）', '2024年分（令和6年分）']);
  const latest = screen.getByRole('region', { name: '2025年分（令和7年分）' });
  const card = within(latest).getByTestId('portal-record');
  expect(card.textContent).toContain('サイト制作');
  expect(card.textContent).toContain('¥330,000');
  expect(card.textContent).toContain('¥33,690');
  expect(card.textContent).toContain('2026/01/15');

  await user.click(within(card).getByRole('button', { name: 'デモ株式会社の2025年分の支払調書をダウンロード' }));
  await waitFor(() => expect(saved).toEqual(['【支払調書2025】_【新井結衣】.pdf']));
  expect(downloads).toEqual(['t']);
  expect(created).toHaveBeenCalled();
});

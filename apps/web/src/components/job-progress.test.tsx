/** A background job on screen: its progress while it runs, then the download of its file; or what failed. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import type { JobRunWire } from '@app/shared/jobs';
import { ja } from '@app/shared/messages/ja';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { setAuthHeaders } from '../lib/auth-storage';
import { API } from '../test/api-mocks';
import { server } from '../test/setup';
import { JobProgressDialog } from './job-progress';

const running: JobRunWire = {
  code: 'job1',
  kind: 'payment_records.bulk_download',
  status: 'running',
  total: 1000,
  done: 120,
  errors: [],
  file_name: null,
  created_at: '2026-11-26T00:00:00.000Z',
  finished_at: null,
};

function renderDialog() {
  setAuthHeaders({ 'access-token': 'token', client: 'client', uid: 'owner@example.com', 'token-type': 'Bearer', expiry: '' });
  return render(
    <Providers queryClient={createQueryClient()}>
      <JobProgressDialog code="job1" onClose={() => undefined} />
    </Providers>,
  );
}

const original = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = original;
  vi.restoreAllMocks();
});

it('shows 「処理中… 120 / 1,000 件」 while the job runs, then the download of its file', async () => {
  const answers: JobRunWire[] = [
    running,
    { ...running, status: 'succeeded', done: 1000, file_name: '支払調書_2026.zip', finished_at: '2026-11-26T00:01:00.000Z' },
  ];
  server.use(
    http.get(`${API}/v2/employee/jobs/job1`, () => HttpResponse.json({ data: answers.length > 1 ? answers.shift() : answers[0] })),
    http.get(
      `${API}/v2/employee/jobs/job1/download`,
      () =>
        new HttpResponse('zip-bytes', {
          headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="2026.zip"; filename*=UTF-8''${encodeURIComponent('支払調書_2026.zip')}` },
        }),
    ),
  );
  const saved: { name: string; size: number }[] = [];
  let blob: Blob | undefined;
  URL.createObjectURL = (b: Blob) => ((blob = b), 'blob:job1');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: blob?.size ?? 0 });
  });
  renderDialog();
  const dialog = await screen.findByRole('dialog', { name: ja.jobs.title });
  expect(await within(dialog).findByText('処理中… 120 / 1,000 件')).toBeTruthy();
  expect(within(dialog).getByRole('progressbar', { name: '処理中… 120 / 1,000 件' }).getAttribute('aria-valuenow')).toBe('12');

  // the next poll (a second later) finds it finished
  const button = await within(dialog).findByRole('button', { name: ja.jobs.download }, { timeout: 5_000 });
  expect(within(dialog).getByText(ja.jobs.succeeded)).toBeTruthy();
  expect(within(dialog).queryByRole('progressbar')).toBeNull();
  await userEvent.click(button);
  await waitFor(() => expect(saved).toEqual([{ name: '支払調書_2026.zip', size: 'zip-bytes'.length }]));
});

it('lists what failed, each message naming its item', async () => {
  const failed: JobRunWire = { ...running, status: 'failed', done: 2, errors: ['山田 花子: メールアドレスがありません。', '佐藤 一郎: メールアドレスがありません。'], finished_at: '2026-11-26T00:01:00.000Z' };
  server.use(http.get(`${API}/v2/employee/jobs/job1`, () => HttpResponse.json({ data: failed })));
  renderDialog();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(ja.jobs.failed)).toBeTruthy();
  expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(failed.errors);
  expect(screen.queryByRole('button', { name: ja.jobs.download })).toBeNull();
});

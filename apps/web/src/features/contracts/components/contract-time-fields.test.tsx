/**
 * 稼働管理 of the contract form (issue #23): 「精算幅」 with its live preview of the 控除単価・超過単価 and an example
 * month, a field error in place, and the contract page reading the saved rule back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { server } from '../../../test/setup';
import { API } from '../../../test/api-mocks';
import { contractOf, workerWithContracts } from '../../../test/contract-mocks';
import { renderApp } from '../../../test/render-app';

const worker = { code: 'tanaka1', name: '田中 健太' };
const tc = ja.timeTracking.contract;

it('精算幅: the preview derives the 単価 as typed, a wrong range is refused on its field, the page shows the saved rule', async () => {
  const dev = contractOf({ id: 1, code: 'c1', title: 'Web開発業務委託契約', worker_code: worker.code, worker_name: worker.name, unit_price: 600_000 });
  const mocks = workerWithContracts(worker, [dev]);
  server.use(
    ...mocks.handlers,
    http.get(`${API}/v2/employee/contracts/:code/purchase_orders`, () => HttpResponse.json({ data: [], meta: { total_count: 0, page: 1, limit: 20 } })),
  );
  const { user } = renderApp(`/worker/${worker.code}/contract/c1`);
  await user.click(await screen.findByRole('button', { name: '編集' }));
  const form = await screen.findByRole('form', { name: ja.contractForm.editHeading });

  await user.click(within(form).getByRole('radio', { name: tc.settlementOn }));
  const preview = within(form).getByTestId('settlement-preview');
  expect(preview.textContent).toBe(tc.previewIncomplete);
  const lower = within(form).getByLabelText(new RegExp(`^${tc.lowerHours}`));
  const upper = within(form).getByLabelText(new RegExp(`^${tc.upperHours}`));
  await user.type(lower, '200');
  await user.type(upper, '180');
  await user.click(within(form).getByRole('button', { name: ja.contractForm.save }));
  expect(await within(form).findByText(ja.timeTracking.rangeErrors.order)).toBeTruthy();
  expect(mocks.writes).toHaveLength(0);

  // 600,000 ÷ 140 = 4,285.7… and ÷ 180 = 3,333.3…, rounded down to 10 yen (上下割)
  await user.clear(lower);
  await user.type(lower, '140');
  await waitFor(() => expect(preview.textContent).toContain('控除単価 ¥4,280／超過単価 ¥3,330'));
  expect(preview.textContent).toContain('180時間を超えた分は1時間¥3,330');
  expect(preview.textContent).toContain('140時間に満たない分は1時間¥4,280');
  expect(preview.textContent).toContain('超過 10時間 × ¥3,330 = ¥33,300');

  await user.click(within(form).getByRole('button', { name: ja.contractForm.save }));
  await waitFor(() => expect(mocks.writes).toHaveLength(1));
  expect(mocks.writes[0]!.body.time_settlement).toMatchObject({ lower_hours: 140, upper_hours: 180, rate_method: 'split' });
  const view = await screen.findByTestId('contract-view');
  expect(view.textContent).toContain('140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）');
});

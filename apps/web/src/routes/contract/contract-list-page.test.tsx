/**
 * /contract's 進捗 column and filter (moved here from the browser journey e2e/contract-progress.spec.ts): which label a
 * contract is at is the API's (apps/api/src/modules/deliveries/contract-progress.test.ts) and the portal orders journey
 * follows it through real reviews; what the page does with it — the chip per row, the filter kept in the URL and sent
 * as `progress=`, a URL that preselects it — is decided by the client alone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { ContractListItemWire, ContractListResponseWire } from '@app/shared/contracts';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

function contract(overrides: Partial<ContractListItemWire> & Pick<ContractListItemWire, 'code' | 'title'>): ContractListItemWire {
  return {
    id: 1,
    contract_type: 'outsourcing',
    contract_type_name: '業務委託',
    start_date: '2026-04-01',
    end_date: null,
    unit_price_type: 'fixed',
    unit_price_type_name: '月額',
    unit_price: 300_000,
    worker_code: 'w1',
    worker_name: '伊藤 さくら',
    progress: null,
    progress_label: null,
    ...overrides,
  };
}

const design = contract({ id: 1, code: 'c1', title: 'UIデザイン業務委託契約', progress: 'delivery_fix_requested', progress_label: '納品修正依頼中' });
const web = contract({ id: 2, code: 'c2', title: 'Webアプリケーション開発業務委託契約', progress: 'delivery_reviewing', progress_label: '納品未承認', worker_name: '田中 健太' });
const fresh = contract({ id: 3, code: 'c3', title: '未発注の契約' });

/** The contract list answers by the `progress` parameter, as the API filters; every request's parameter is kept. */
function contractsApi(): (string | null)[] {
  const asked: (string | null)[] = [];
  server.use(
    http.get(`${API}/v2/employee/contracts`, ({ request }) => {
      const progress = new URL(request.url).searchParams.get('progress');
      asked.push(progress);
      const data = [design, web, fresh].filter((c) => progress === null || c.progress === progress);
      return HttpResponse.json({ data, meta: { total_count: data.length, page: 1, limit: 25 } } satisfies ContractListResponseWire);
    }),
  );
  return asked;
}

const row = (title: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(title));

it('shows each contract’s progress label, filters by it with the choice kept in the URL', async () => {
  const asked = contractsApi();
  const { user, router } = renderApp('/contract');
  const table = await screen.findByRole('table', { name: '契約一覧' });
  expect(within(table).getByRole('columnheader', { name: '進捗' })).toBeTruthy();
  await waitFor(() => expect(row(design.title)).toBeDefined());
  expect(within(row(design.title)!).getByTestId('contract-progress').textContent).toBe('納品修正依頼中');
  expect(within(row(web.title)!).getByTestId('contract-progress').textContent).toBe('納品未承認');
  expect(within(row(fresh.title)!).queryByTestId('contract-progress')).toBeNull(); // no approved order yet: '-'

  await user.click(screen.getByRole('combobox', { name: '進捗' }));
  await user.click(await screen.findByRole('option', { name: '納品修正依頼中' }));
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('progress')).toBe('delivery_fix_requested'));
  await waitFor(() => expect(row(web.title)).toBeUndefined());
  expect(row(design.title)).toBeDefined();
  expect(within(table).getAllByTestId('contract-progress').map((chip) => chip.textContent)).toEqual(['納品修正依頼中']);
  expect(asked.at(-1)).toBe('delivery_fix_requested');

  // すべて lifts the filter
  await user.click(screen.getByRole('combobox', { name: '進捗' }));
  await user.click(await screen.findByRole('option', { name: 'すべて' }));
  await waitFor(() => expect(row(web.title)).toBeDefined());
  expect(new URLSearchParams(router.state.location.search).has('progress')).toBe(false);
});

it('?progress= in the URL preselects the filter and asks the API for it; an unknown value is ignored', async () => {
  const asked = contractsApi();
  const view = renderApp('/contract?progress=delivery_fix_requested');
  await waitFor(() => expect(row(design.title)).toBeDefined());
  expect(screen.getByRole('combobox', { name: '進捗' }).textContent).toBe('納品修正依頼中');
  expect(row(web.title)).toBeUndefined();
  expect(asked).toEqual(['delivery_fix_requested']);
  view.unmount();

  renderApp('/contract?progress=nonsense');
  await waitFor(() => expect(row(web.title)).toBeDefined());
  expect(asked.at(-1)).toBeNull();
});

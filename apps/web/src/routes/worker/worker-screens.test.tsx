/**
 * The worker screens' own rules (moved here from the browser journeys e2e/navigation.spec.ts,
 * e2e/workers-journeys.spec.ts and e2e/resilience.spec.ts): the list's search kept in the URL, the top-bar search,
 * what a viewer sees, the detail header and tabs, the extra columns and a failed load. Which rows match a search (kana
 * folding) is the API's and shared's (workers tests, packages/shared/src/kana.test.ts); here the server answers are
 * made up at the network edge in the shapes the API tests check.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { WorkerMyNumber } from '@app/shared/my-numbers';
import type { Profile } from '@app/shared/profile';
import type { UnregisteredPurchasesWire } from '@app/shared/unregistered-purchases';
import type { WorkerPersonalResponseWire } from '@app/shared/worker-personal';
import type { WorkerDisplayFieldsResponseWire } from '@app/shared/worker-display-fields';
import type { WorkerDetailResponseWire, WorkerListItemWire, WorkerListResponseWire } from '@app/shared/workers';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

function worker(overrides: Partial<WorkerListItemWire> & Pick<WorkerListItemWire, 'id' | 'code' | 'full_name'>): WorkerListItemWire {
  return {
    full_namekana: '',
    trade_name: null,
    own_department: null,
    fullname: overrides.trade_name ? `${overrides.full_name}／${overrides.trade_name}` : overrides.full_name,
    department_name: null,
    my_number_status: 'not_requested',
    disp_my_number_status_name: '未依頼',
    contract_count: 1,
    status: 'active',
    disp_status_name: '登録済み',
    email: null,
    occupation: null,
    business_field: null,
    invite_id: null,
    contract_id: null,
    contract_period: '',
    created_at: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}

const tanaka = worker({ id: 1, code: 'tanaka1', full_name: '田中 健太', full_namekana: 'タナカ ケンタ', trade_name: 'タナカ開発工房', email: 'worker@example.com', business_field: 'Webアプリケーション開発', contract_id: 11 });
const watanabe = worker({ id: 2, code: 'watanabe2', full_name: '渡辺 翔', full_namekana: 'ワタナベ ショウ' });
const sakura = worker({ id: 3, code: 'sakura3', full_name: '伊藤 さくら', trade_name: 'さくらデザイン' });
const kato = worker({ id: 4, code: 'kato4', full_name: '加藤 大輔', trade_name: 'Kato Marketing' });
const hina = worker({ id: 5, code: 'hina5', full_name: '松本 陽菜', trade_name: 'ひなイラスト', status: 'invited', disp_status_name: '招待中', invite_id: 9 });
const everyone = [tanaka, watanabe, sakura, kato, hina];

/** The list answers by search_name as the API does (a plain substring here); every search_name asked is kept. */
function workersApi(display: WorkerDisplayFieldsResponseWire['data'] = []): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/user/workers/custom_display`, ({ request }) => {
      const term = new URL(request.url).searchParams.get('search_name') ?? '';
      asked.push(term);
      const data = everyone.filter((w) => [w.full_name, w.full_namekana, w.trade_name ?? ''].some((text) => text.includes(term)));
      return HttpResponse.json({ data, per_page: 25, total_count: data.length } satisfies WorkerListResponseWire);
    }),
    http.get(`${API}/user/worker_list_custom_display_fields`, () => HttpResponse.json({ data: display } satisfies WorkerDisplayFieldsResponseWire)),
    http.get(`${API}/user/worker_list_custom_display_fields/selectable_fields`, () =>
      HttpResponse.json({ data: [{ field_key: 'email', label: 'メールアドレス' }, { field_key: 'contract_period', label: '契約期間' }] }),
    ),
  );
  return asked;
}

const listRows = () => within(screen.getByRole('table', { name: 'ワーカー一覧' })).queryAllByRole('row').slice(1);
const profileAs = (role: Profile['role'], role_name: string) =>
  http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role, role_name } } }));

it('the list search keeps its text in the URL; ?searchNameText= prefilters; no match says so', async () => {
  const asked = workersApi();
  const { user, router } = renderApp('/worker');
  await waitFor(() => expect(listRows()).toHaveLength(everyone.length));
  await user.type(screen.getByLabelText('ワーカー名・屋号で検索'), 'さくら');
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('searchNameText')).toBe('さくら'));
  await waitFor(() => expect(listRows()).toHaveLength(1));
  expect(listRows()[0]?.textContent).toContain('伊藤 さくら／さくらデザイン');
  expect(asked.at(-1)).toBe('さくら');

  await router.navigate('/worker?searchNameText=%E5%8A%A0%E8%97%A4');
  await waitFor(() => expect((screen.getByLabelText('ワーカー名・屋号で検索') as HTMLInputElement).value).toBe('加藤'));
  await waitFor(() => expect(listRows().map((row) => row.textContent)).toEqual([expect.stringContaining('加藤 大輔／Kato Marketing')]));

  await router.navigate('/worker?searchNameText=zzzzzz');
  expect((await screen.findByTestId('table-empty')).textContent).toBe('条件に一致するワーカーがいません');
});

it('the top-bar search: not on /worker; loads on the first focus, lists name and trade name or -, opens the filtered list', async () => {
  const asked = workersApi();
  const list = renderApp('/worker');
  await waitFor(() => expect(listRows()).toHaveLength(everyone.length));
  expect(screen.queryByRole('combobox', { name: 'ワーカー検索' })).toBeNull();
  list.unmount();

  const { user, router } = renderApp('/notifications');
  const box = await screen.findByRole('combobox', { name: 'ワーカー検索' });
  expect(box.getAttribute('placeholder')).toBe('ワーカー名・屋号で検索');
  const before = asked.length;
  await user.click(box);
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(everyone.length));
  expect(asked.length).toBe(before + 1); // the first focus loaded the list, with no search word
  expect(within(listbox).getByRole('option', { name: /渡辺 翔\s*-/ })).toBeTruthy();

  await user.type(box, 'タナカ');
  await waitFor(() => expect(asked.at(-1)).toBe('タナカ')); // the server folds kana (workers API tests)
  await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
  const option = within(screen.getByRole('listbox')).getByRole('option', { name: /田中 健太/ });
  expect(option.textContent).toContain('タナカ開発工房');
  await user.click(option);

  await waitFor(() => expect(router.state.location.pathname).toBe('/worker'));
  expect(new URLSearchParams(router.state.location.search).get('searchNameText')).toBe('田中 健太');
  await waitFor(() => expect((screen.getByLabelText('ワーカー名・屋号で検索') as HTMLInputElement).value).toBe('田中 健太'));
  await waitFor(() => expect(listRows().map((row) => row.textContent)).toEqual([expect.stringContaining('田中 健太／タナカ開発工房')]));
});

const detail = (w: WorkerListItemWire): WorkerDetailResponseWire => ({
  data: {
    worker: {
      ...w,
      contract_title: 'Webアプリケーション開発業務委託契約',
      contract_code: 'ctr-web',
      worker_business_field: null,
      occupation_name: null,
      updated_at: w.created_at,
      account_linked: true,
      invoice_registration_number: null,
    },
  },
});
const personal: WorkerPersonalResponseWire = {
  data: {
    personal: {
      postal_code: '150-0001',
      prefecture_id: 13,
      prefecture_name: '東京都',
      address: '渋谷区神宮前1-2-3',
      building: 'デモハイツ201',
      phone: null,
      birthday: null,
      gender: null,
      entity_type: 'individual',
      corporate_number: null,
      occupation: null,
      invoice_status: null,
      invoice_registration_number: null,
      updated_at: '2026-04-01T00:00:00.000Z',
      family_members: [{ id: 1, name: '田中 花子', name_kana: 'タナカ ハナコ', relationship: 'wife', birthday: null, is_dependent: true }],
      bank_account: {
        bank_code: '0009',
        bank_name: '三井住友',
        branch_code: '001',
        branch_name: '本店',
        account_type: 'normal',
        account_number: '***4567',
        account_holder_kana: 'ﾀﾅｶ ｹﾝﾀ',
      },
    },
    detail: { code: tanaka.code, full_name: tanaka.full_name, trade_name: tanaka.trade_name },
  },
};
const myNumber: WorkerMyNumber = {
  id: null,
  code: null,
  businessor_code: tanaka.code,
  businessor_name: tanaka.full_name,
  status: 'not_requested',
  disp_status_name: '未依頼',
  is_use_office_work: false,
  is_use_record: true,
  is_need_number_confirmation_file: true,
  is_need_identification_file: true,
  my_number_purposes: [],
  masked_my_number: null,
  viewer_is_staff: false,
  has_value: false,
  has_number_confirmation_image: false,
  has_identification_image: false,
  number_confirmation_image_url: null,
  identification_file_image_url: null,
  requested_at: null,
  reminded_at: null,
  submitted_at: null,
  confirmed_at: null,
  purpose_ends_on: null,
};
const detailApi = [
  http.get(`${API}/workers/:code`, () => HttpResponse.json(detail(tanaka))),
  http.get(`${API}/workers/:code/personal`, () => HttpResponse.json(personal)),
  http.get(`${API}/businessors/:code/my_number`, () => HttpResponse.json({ data: { my_number: myNumber } })),
  http.get(`${API}/v2/employee/my_number_operation_logs`, () => HttpResponse.json({ data: [], meta: { total_count: 0 } })),
  http.get(`${API}/v2/employee/businessors/:code/unregistered_purchases`, () =>
    HttpResponse.json({ data: { worker: { code: tanaka.code, name: tanaka.full_name }, years: [] } satisfies UnregisteredPurchasesWire }),
  ),
  http.get(`${API}/v2/employee/businessors/:code/custom_fields`, () => HttpResponse.json({ data: [] })),
];

it('worker detail: the header and tabs; the personal tab shows address, family and bank account; then マイナンバー', async () => {
  workersApi();
  server.use(profileAs('general', '一般'), ...detailApi);
  const { user, router } = renderApp('/worker');
  await user.click(await screen.findByRole('link', { name: '田中 健太／タナカ開発工房 詳細' }));
  await waitFor(() => expect(screen.getByTestId('worker-detail-name').textContent).toBe('田中 健太'));
  expect(screen.getByRole('tab', { name: '基本情報' }).getAttribute('aria-selected')).toBe('true');
  await waitFor(() => expect(screen.getByRole('main').textContent).toContain('Webアプリケーション開発業務委託契約'));

  await user.click(screen.getByRole('tab', { name: '個人情報' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/worker/${tanaka.code}/personal`));
  expect(await screen.findByText('〒150-0001 東京都 渋谷区神宮前1-2-3 デモハイツ201')).toBeTruthy();
  expect(screen.getByRole('table', { name: '家族' }).textContent).toContain('妻');
  expect(screen.getByText('三井住友（0009）')).toBeTruthy();

  await user.click(screen.getByRole('tab', { name: 'マイナンバー' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/worker/${tanaka.code}/my_number`));
  expect((await screen.findByTestId('worker-my-number-status')).textContent).toBe('未依頼');
});

it('a viewer sees the list without invite or re-invite, and a worker without the personal tab', async () => {
  workersApi();
  server.use(profileAs('viewer', '閲覧者'), ...detailApi);
  const { user } = renderApp('/worker');
  await waitFor(() => expect(listRows()).toHaveLength(everyone.length));
  expect(screen.getByRole('table', { name: 'ワーカー一覧' }).textContent).toContain('松本 陽菜');
  expect(screen.queryByRole('button', { name: 'ワーカーを招待' })).toBeNull();
  expect(screen.queryByRole('button', { name: /再招待/ })).toBeNull();

  await user.click(screen.getByRole('link', { name: '田中 健太／タナカ開発工房 詳細' }));
  await waitFor(() => expect(screen.getByRole('tab', { name: '基本情報' }).getAttribute('aria-selected')).toBe('true'));
  expect(screen.getByRole('tab', { name: '契約' })).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '個人情報' })).toBeNull();
});

it('extra list columns are saved with the SPEC toast and shown; a list that cannot load says so', async () => {
  workersApi();
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/user/worker_list_custom_display_fields/bulk_create`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: [{ field_key: 'email', label: 'メールアドレス', position: 1 }] } satisfies WorkerDisplayFieldsResponseWire);
    }),
  );
  const { user } = renderApp('/worker');
  await waitFor(() => expect(listRows()).toHaveLength(everyone.length));
  expect(screen.queryByRole('columnheader', { name: 'メールアドレス' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'その他の操作' }));
  await user.click(await screen.findByRole('menuitem', { name: '表示項目の設定' }));
  const columns = await screen.findByRole('dialog', { name: '表示項目の設定' });
  await user.click(within(columns).getByLabelText('メールアドレス'));
  await user.click(within(columns).getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('項目の登録に成功しました'));
  expect(bodies).toEqual([{ worker_list_custom_display_fields: [{ field_key: 'email' }] }]);
  expect(await screen.findByRole('columnheader', { name: 'メールアドレス' })).toBeTruthy();
  expect(listRows().find((row) => row.textContent?.includes('田中 健太'))?.textContent).toContain('worker@example.com');
});

it("a viewer's own columns go back to the company default with 「会社の既定に戻す」", async () => {
  workersApi();
  let deleted = 0;
  server.use(
    profileAs('viewer', '閲覧者'),
    http.get(`${API}/user/worker_list_custom_display_fields`, () =>
      HttpResponse.json({ data: [{ field_key: 'email', label: 'メールアドレス', position: 0 }], meta: { source: 'own' } } satisfies WorkerDisplayFieldsResponseWire),
    ),
    http.delete(`${API}/user/worker_list_custom_display_fields`, () => {
      deleted += 1;
      return HttpResponse.json({ data: [{ field_key: 'contract_period', label: '契約期間', position: 0 }], meta: { source: 'company' } } satisfies WorkerDisplayFieldsResponseWire);
    }),
  );
  const { user } = renderApp('/worker');
  expect(await screen.findByRole('columnheader', { name: 'メールアドレス' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'その他の操作' }));
  await user.click(await screen.findByRole('menuitem', { name: '表示項目の設定' }));
  const columns = await screen.findByRole('dialog', { name: '表示項目の設定' });
  expect(within(columns).getByText('現在はあなた専用の表示項目です。')).toBeTruthy();
  expect(within(columns).queryByLabelText(/会社の既定として保存する/)).toBeNull(); // administrators only
  await user.click(within(columns).getByRole('button', { name: '会社の既定に戻す' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('会社の既定の表示項目に戻しました。'));
  expect(deleted).toBe(1);
  expect(await screen.findByRole('columnheader', { name: '契約期間' })).toBeTruthy();
  expect(screen.queryByRole('columnheader', { name: 'メールアドレス' })).toBeNull();
});

it('a refused load shows "prefix + server message" as a red toast at the top right, and the table says so', async () => {
  workersApi();
  server.use(
    http.get(`${API}/user/workers/custom_display`, () =>
      HttpResponse.json({ errors: ['検索語は100文字以内で入力してください。'], code: 'VALIDATION_ERROR' }, { status: 422 }),
    ),
  );
  const refused = renderApp(`/worker?searchNameText=${encodeURIComponent('あ'.repeat(101))}`);
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('ワーカー一覧の取得に失敗しました。検索語は100文字以内で入力してください。'));
  const toast = screen.getByTestId('toast');
  expect(toast.className).toContain('MuiAlert-colorError');
  expect(toast.closest('.MuiSnackbar-root')?.className).toContain('MuiSnackbar-anchorOriginTopRight');
  expect((await screen.findByTestId('table-error')).textContent).toBe('ワーカー一覧の取得に失敗しました。検索語は100文字以内で入力してください。');

  refused.unmount();

  // a bare 500 (no server message): the prefix alone starts the text
  server.use(http.get(`${API}/user/workers/custom_display`, () => new HttpResponse('', { status: 500 })));
  renderApp('/worker');
  await waitFor(() => expect(screen.getAllByTestId('table-error').some((cell) => cell.textContent?.startsWith('ワーカー一覧の取得に失敗しました。'))).toBe(true));
});

it('worker detail: the badge says it is the マイナンバー state, the two 部署 are explained, 現在の契約 links to the contract', async () => {
  server.use(profileAs('general', '一般'), ...detailApi);
  renderApp(`/worker/${tanaka.code}`);
  await waitFor(() => expect(screen.getByTestId('worker-detail-name').textContent).toBe('田中 健太'));
  expect(screen.getByTestId('worker-my-number-chip').textContent).toBe('マイナンバー: 未依頼');
  const contract = await screen.findByTestId('worker-current-contract');
  expect(contract.getAttribute('href')).toBe(`/worker/${tanaka.code}/contract/ctr-web`);
  expect(screen.getByRole('main').textContent).toContain('ワーカー側の所属');
  expect(screen.getByRole('main').textContent).toContain('自社でこのワーカーを担当する部署');
});

it('提出を依頼 asks the 利用目的 and names the worker and the address before anything is mailed', async () => {
  const bodies: unknown[] = [];
  server.use(
    profileAs('general', '一般'),
    ...detailApi,
    http.post(`${API}/businessors/:code/my_number`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { my_number: { ...myNumber, status: 'requested', disp_status_name: '依頼中' } } });
    }),
  );
  const { user } = renderApp(`/worker/${tanaka.code}/my_number`);
  // a worker who has not submitted: the viewer is not staff, so the 担当者のみ note is there
  expect(await screen.findByText('マイナンバーの表示・登録・出力はマイナンバー事務取扱担当者のみ行えます。')).toBeTruthy();
  expect(screen.getByTestId('my-number-status-help').textContent).toContain('確認済:');
  await user.click(screen.getByRole('button', { name: '提出を依頼' }));
  const dialog = await screen.findByRole('dialog', { name: 'マイナンバーの提出依頼' });
  expect(within(dialog).getByTestId('my-number-request-recipient').textContent).toContain('田中 健太さん（worker@example.com）に');
  const send = within(dialog).getByRole('button', { name: '依頼メールを送信' });
  // no purpose: nothing can be sent, and the dialog says why
  await user.click(within(dialog).getByLabelText('支払調書の作成'));
  expect((send as HTMLButtonElement).disabled).toBe(true);
  expect(dialog.textContent).toContain('利用目的を1つ以上選択してください。');
  await user.click(within(dialog).getByLabelText('その他の個人番号関係事務'));
  expect(bodies).toEqual([]);
  await user.click(send);
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('マイナンバーの提出依頼通知をワーカーに送信しました。'));
  expect(bodies).toEqual([
    { my_number: { is_use_record: false, is_use_office_work: true, is_need_number_confirmation_file: true, is_need_identification_file: true } },
  ]);
});

it('designated staff: no 担当者のみ note; 画像を表示 shows the images; 削除 names the worker; the worker’s own operation log', async () => {
  const submitted: WorkerMyNumber = {
    ...myNumber,
    id: 7,
    code: 'mn7',
    status: 'submitted',
    disp_status_name: '提出済',
    masked_my_number: '********1234',
    viewer_is_staff: true,
    has_value: true,
    has_number_confirmation_image: true,
    has_identification_image: true,
  };
  const logQueries: Record<string, string>[] = [];
  server.use(
    profileAs('owner_administrator', 'オーナー管理者'),
    http.get(`${API}/businessors/:code/my_number`, () => HttpResponse.json({ data: { my_number: submitted } })),
    http.get(`${API}/businessors/:code/my_number/images`, () =>
      HttpResponse.json({
        data: { my_number: { ...submitted, number_confirmation_image_url: 'http://localhost/api/my_number_images/1/mn7/confirmation?x=1', identification_file_image_url: 'http://localhost/api/my_number_images/1/mn7/identification?x=1' } },
      }),
    ),
    http.get(`${API}/v2/employee/my_number_operation_logs`, ({ request }) => {
      logQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      const entry = { id: 1, created_at: '2026-04-01T01:00:00Z', actor_name: '管理者', actor_type: 'employee', businessor_code: tanaka.code, businessor_name: '田中 健太', action: 'reveal', disp_action_name: '番号の表示', refused_action: null, disp_refused_action_name: null, purpose: '支払調書の作成', client_address: '127.0.0.1' };
      return HttpResponse.json({ data: [entry], meta: { total_count: 1 } });
    }),
    ...detailApi,
  );
  const { user } = renderApp(`/worker/${tanaka.code}/my_number`);
  const log = await screen.findByRole('table', { name: 'このワーカーのマイナンバー操作ログ' });
  await waitFor(() => expect(within(log).getAllByRole('row')[1]?.textContent).toContain('支払調書の作成'));
  expect(logQueries).toEqual([{ page: '0', limit: '20', businessor_code: tanaka.code }]);
  expect((await screen.findByTestId('worker-my-number-status')).textContent).toBe('提出済');
  expect(screen.queryByText('マイナンバーの表示・登録・出力はマイナンバー事務取扱担当者のみ行えます。')).toBeNull();
  await user.click(screen.getByRole('button', { name: '画像を表示' }));
  const confirmation = await screen.findByRole('img', { name: '番号確認書類' });
  expect(confirmation.getAttribute('src')).toContain('/confirmation?');
  expect(screen.getByRole('img', { name: '身元確認書類' }).getAttribute('src')).toContain('/identification?');
  await user.click(screen.getByRole('button', { name: '削除' }));
  expect((await screen.findByRole('dialog')).textContent).toContain('田中 健太さんのマイナンバーと画像を削除します。');
});

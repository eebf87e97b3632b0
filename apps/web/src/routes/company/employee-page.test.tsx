/**
 * SPEC §8 failure messages of /company/employee, /company/department and /company/authority with the network cut at
 * the edge (moved here from the browser journeys: only the client decides these messages).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmployeeListItem, EmployeeListResponse } from '@app/shared/employees';
import { server } from '../../test/setup';
import { API, NETWORK, networkFailure, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

function employee(overrides: Partial<EmployeeListItem> & Pick<EmployeeListItem, 'name' | 'email'>): EmployeeListItem {
  return {
    id: null,
    code: null,
    department_id: null,
    department_name: null,
    role: 'general',
    is_my_number_staff: false,
    role_name: '一般',
    suspended: false,
    employee_invite_id: null,
    expire_days: null,
    expires_at: null,
    expired: false,
    ...overrides,
  };
}

const me = employee({ id: owner.id, code: owner.code, name: owner.name, email: owner.email, role: 'owner_administrator', role_name: 'オーナー管理者' });
const active = employee({ id: 11, code: 'active11', name: '失敗 一郎', email: 'active@example.com' });
const suspended = employee({ id: 12, code: 'suspended12', name: '失敗 二郎', email: 'suspended@example.com', suspended: true });
const invited = employee({
  name: '失敗 三郎',
  email: 'invited@example.com',
  employee_invite_id: 21,
  expire_days: 7,
  expires_at: '2030-01-08T00:00:00.000Z',
});
const list: EmployeeListResponse = { data: [me, active, suspended, invited], per_page: 25, total_count: 4 };

/** Reads and the dialogs' option lists answer; every employee write fails as if the server were unreachable. */
const pageData = [
  http.get(`${API}/companies/employees`, () => HttpResponse.json(list)),
  http.get(`${API}/employees/roles`, () => HttpResponse.json({ data: { roles: [] } })),
  http.get(`${API}/v2/employee/departments`, () => HttpResponse.json({ data: [], meta: { total_count: 0 } })),
  http.all(`${API}/companies/employee*`, networkFailure),
  http.all(`${API}/employees/:code/role`, networkFailure),
  http.all(`${API}/v2/employee/employees/:code`, networkFailure),
];

describe('/company/employee failures (SPEC §8: the action’s message, then the reason)', () => {
  it('every employee write shows its own failure toast', async () => {
    server.use(...pageData);
    const { user } = renderApp('/company/employee');
    const toast = async (text: string) => waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(text));
    const rowAction = async (person: EmployeeListItem, item: string, confirm?: string) => {
      // the previous step's dialog has left (while it closes, MUI hides the page from the accessibility tree)
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(person.email));
      if (!row) throw new Error(`no row for ${person.email}`);
      await user.click(within(row).getByRole('button', { name: `${person.name} の操作` }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      if (confirm) await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
    };
    const table = await screen.findByRole('table', { name: '社員一覧' });
    await waitFor(() => expect(table.textContent).toContain(invited.email));

    await user.click(screen.getByRole('button', { name: '社員を招待' }));
    const dialog = await screen.findByTestId('invite-dialog');
    await user.type(within(dialog).getByLabelText(/^メールアドレス/), 'new@example.com');
    await user.type(within(dialog).getByLabelText(/^氏名/), '失敗 四郎');
    await user.click(within(dialog).getByRole('button', { name: '招待メールを送信' }));
    await toast(`招待メールの送信に失敗しました。${NETWORK}`);
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));

    await rowAction(invited, '招待メールを再送信', '招待メールを再送信');
    await toast(`社員へ再招待メールの送信に失敗しました。${NETWORK}`);
    await rowAction(invited, '招待を削除', '招待を削除');
    await toast(`社員への招待の削除に失敗しました。${NETWORK}`);
    await rowAction(active, 'アカウントを停止', 'アカウントを停止');
    await toast(`社員アカウントを停止できませんでした。${NETWORK}`);
    await rowAction(suspended, 'アカウントを有効化', 'アカウントを有効化');
    await toast(`社員アカウントを有効化できませんでした。${NETWORK}`);
    await rowAction(active, '削除', '削除');
    await toast(`社員情報の削除に失敗しました。${NETWORK}`);
    await rowAction(active, '編集');
    await user.click(within(await screen.findByTestId('edit-employee-dialog')).getByRole('button', { name: '保存する' }));
    await toast(`社員情報の更新に失敗しました。${NETWORK}`);
  });

  it('failed loads of the employee list, the departments and the roles say so', async () => {
    server.use(http.get(`${API}/companies/employees`, networkFailure), ...pageData);
    const first = renderApp('/company/employee');
    expect((await screen.findByTestId('table-error')).textContent).toBe(`社員一覧の取得に失敗しました。${NETWORK}`);
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`社員一覧の取得に失敗しました。${NETWORK}`));
    first.unmount();

    server.use(http.get(`${API}/companies/departments`, networkFailure));
    const second = renderApp('/company/department');
    expect((await screen.findByTestId('table-error')).textContent).toBe(`部署一覧の取得に失敗しました。${NETWORK}`);
    second.unmount();

    server.use(http.get(`${API}/employees/roles`, networkFailure));
    renderApp('/company/authority');
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert.textContent).toBe(`権限情報の取得に失敗しました。${NETWORK}`);
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`権限情報の取得に失敗しました。${NETWORK}`));
  });

  it('an owner designates a マイナンバー事務取扱担当者 with the row’s switch (the PUT is sent; a failure says so)', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    server.use(
      ...pageData.slice(0, 3),
      http.put(`${API}/employees/:code/my_number_staff`, async ({ request, params }) => {
        if (fail) return HttpResponse.error();
        bodies.push({ code: params.code, body: await request.json() });
        return HttpResponse.json({ data: { employee: {} } });
      }),
    );
    const { user } = renderApp('/company/employee');
    const toggle = await screen.findByRole('switch', { name: '失敗 一郎をマイナンバー事務取扱担当者にする' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    // nothing is sent before the owner confirms a dialog that names the employee and says what it grants
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('失敗 一郎さんをマイナンバー事務取扱担当者に指定します。');
    expect(dialog.textContent).toContain('表示・登録・削除・CSV出力');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '担当者に指定' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('マイナンバー事務取扱担当者の設定を更新しました。'));
    expect(bodies).toEqual([{ code: 'active11', body: { employee: { is_my_number_staff: true } } }]);
    // an invitation has no switch
    expect(screen.queryByRole('switch', { name: /失敗 三郎/ })).toBeNull();

    fail = true;
    await user.click(await screen.findByRole('switch', { name: '失敗 二郎をマイナンバー事務取扱担当者にする' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '担当者に指定' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`マイナンバー事務取扱担当者の設定に失敗しました。${NETWORK}`));
  });
});

describe('/company/employee list freshness', () => {
  it('a switch toggled while the search is on its way: the list ends with the newest state, not the search’s older read', async () => {
    let staff = false;
    let searchArrived = false;
    let releaseSearch: () => void = () => undefined;
    const searchGate = new Promise<void>((resolve) => {
      releaseSearch = resolve;
    });
    const answer = (): EmployeeListResponse => ({ data: [me, { ...active, is_my_number_staff: staff }], per_page: 25, total_count: 2 });
    server.use(
      http.get(`${API}/companies/employees`, async ({ request }) => {
        if (!new URL(request.url).searchParams.get('search')) return HttpResponse.json(answer());
        // the search reads the row now and answers later (a slow search): a read from before the toggle
        const read = answer();
        if (!searchArrived) {
          searchArrived = true;
          await searchGate;
        }
        return HttpResponse.json(read);
      }),
      http.put(`${API}/employees/:code/my_number_staff`, async ({ request }) => {
        const body = (await request.json()) as { employee: { is_my_number_staff: boolean } };
        staff = body.employee.is_my_number_staff;
        return HttpResponse.json({ data: { employee: {} } });
      }),
      ...pageData.slice(1, 3),
    );
    const { user } = renderApp('/company/employee');
    const name = '失敗 一郎をマイナンバー事務取扱担当者にする';
    expect(((await screen.findByRole('switch', { name })) as HTMLInputElement).checked).toBe(false);

    await user.type(screen.getByLabelText('氏名・メールアドレスで検索'), '失敗');
    await waitFor(() => expect(searchArrived).toBe(true));
    // the list still shows the previous answer while the search runs: the person toggles there
    await user.click(screen.getByRole('switch', { name }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '担当者に指定' }));
    await waitFor(() => expect(staff).toBe(true));
    releaseSearch();
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('マイナンバー事務取扱担当者の設定を更新しました。'));

    await waitFor(() => expect((screen.getByRole('switch', { name }) as HTMLInputElement).checked).toBe(true));
    // and it stays so once every request has answered
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((screen.getByRole('switch', { name }) as HTMLInputElement).checked).toBe(true);

    // taking it away asks too, saying what the employee loses; キャンセル sends nothing
    await user.click(screen.getByRole('switch', { name }));
    const revoke = await screen.findByRole('dialog', { name: 'マイナンバー事務取扱担当者の解除' });
    expect(revoke.textContent).toContain('失敗 一郎さんのマイナンバー事務取扱担当者の指定を外します。');
    expect(revoke.textContent).toContain('できなくなります');
    await user.click(within(revoke).getByRole('button', { name: 'キャンセル' }));
    expect(staff).toBe(true);
  });
});

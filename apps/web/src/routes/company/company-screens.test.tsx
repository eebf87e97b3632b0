/**
 * The company settings screens' own rules (moved here from the browser journeys e2e/company-settings.spec.ts,
 * company-employees.spec.ts, company-departments.spec.ts and company-projects.spec.ts): the invoice-number check,
 * 準備中 and 404 sub-pages, the 権限 table, the read-only pages of a general employee and a viewer's refusal, the
 * refused department deletion and the project dialog. The API's side of each — the stored values, the 409 of a
 * department in use, the 422 of a duplicate project name — is apps/api's departments, projects and company tests; the
 * answers here are made up at the network edge in those shapes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { BasicInformation, BasicInformationResponse } from '@app/shared/company';
import type { Department, DepartmentListResponse } from '@app/shared/departments';
import type { EmployeeListResponse, RolesResponse } from '@app/shared/employees';
import { ja } from '@app/shared/messages/ja';
import type { Profile } from '@app/shared/profile';
import type { ProjectListResponseWire, ProjectWire } from '@app/shared/projects';
import { can, employeeRoleLabels, employeeRoles, rolePermissionKeys } from '@app/shared/roles';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const profileAs = (role: Profile['role']) =>
  http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role, role_name: employeeRoleLabels[role] } } }));

const company: BasicInformation = {
  id: 1,
  code: 'demo',
  name: 'デモ株式会社',
  postal_code: null,
  address: null,
  representative_name: null,
  phone: null,
  corporate_number: null,
  invoice_registration_number: null,
};

it('basic information: the invoice number is checked (T + 13 digits, check digit) before anything is sent, then saved', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/companies/basic_information`, () => HttpResponse.json({ data: { company } } satisfies BasicInformationResponse)),
    http.put(`${API}/companies/basic_information`, async ({ request }) => {
      const body = (await request.json()) as { company: Partial<BasicInformation> };
      bodies.push(body);
      return HttpResponse.json({ data: { company: { ...company, ...body.company } } } satisfies BasicInformationResponse);
    }),
  );
  const { user } = renderApp('/company/basic_information');
  const invoice = await screen.findByLabelText('インボイス登録番号');
  await screen.findByDisplayValue('デモ株式会社');
  await user.type(invoice, 'T8123456789012');
  await user.type(screen.getByLabelText('郵便番号'), '1000001');
  await user.click(screen.getByRole('button', { name: '保存する' }));
  expect(await screen.findByText('インボイス登録番号は「T」と13桁の数字で、チェックデジットが正しいものを入力してください。')).toBeTruthy();
  expect(bodies).toEqual([]);

  await user.clear(invoice);
  await user.type(invoice, 'T7123456789012');
  await user.type(screen.getByLabelText('住所'), '東京都千代田区千代田1-1');
  await user.type(screen.getByLabelText('代表者名'), '山田 太郎');
  await user.click(screen.getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('基本情報を更新しました'));
  expect(bodies).toEqual([
    {
      company: expect.objectContaining({
        invoice_registration_number: 'T7123456789012',
        postal_code: expect.stringMatching(/^100-?0001$/),
        address: '東京都千代田区千代田1-1',
        representative_name: '山田 太郎',
      }),
    },
  ]);
});

it('a company sub-page of a later issue says 準備中; an unknown one is 404', async () => {
  const comingSoon = renderApp('/company/notification/other');
  expect((await screen.findByTestId('coming-soon')).textContent).toBe('この設定画面は準備中です。');
  comingSoon.unmount();

  renderApp('/company/nope');
  expect((await screen.findByTestId('error-status')).textContent).toContain('404');
});

it('authority: the role table is the server’s answer, shown to a general employee', async () => {
  const roles: RolesResponse = {
    data: {
      roles: employeeRoles.map((key) => ({
        key,
        name: employeeRoleLabels[key],
        description: ja.authority.descriptions[key],
        permissions: rolePermissionKeys.map((p) => ({ key: p, name: ja.authority.permissions[p], allowed: can(key, p) })),
      })),
    },
  };
  server.use(profileAs('general'), http.get(`${API}/employees/roles`, () => HttpResponse.json(roles)));
  renderApp('/company/authority');
  expect(await screen.findByRole('heading', { name: '権限', level: 1 })).toBeTruthy();
  const table = await screen.findByRole('table', { name: '権限一覧' });
  for (const label of ['オーナー管理者', '管理者', '一般', '閲覧者']) expect(within(table).getByText(label, { exact: true })).toBeTruthy();
  expect(screen.getByTestId('permission-administrator-manageOwners').getAttribute('data-allowed')).toBe('false');
  expect(screen.getByTestId('permission-owner_administrator-manageOwners').getAttribute('data-allowed')).toBe('true');
  expect(screen.getByTestId('permission-general-manageEmployees').getAttribute('data-allowed')).toBe('false');
});

const development: Department = { id: 1, name: '開発部', officer_name: null, description: null, enabled: true, employees_length: 2, employee_invites_length: 0 };
const departments = http.get(`${API}/companies/departments`, () =>
  HttpResponse.json({ data: [development], per_page: 25, total_count: 1 } satisfies DepartmentListResponse),
);

it('a general employee sees the company pages read-only', async () => {
  const employees: EmployeeListResponse = { data: [], per_page: 25, total_count: 0 };
  server.use(
    profileAs('general'),
    departments,
    http.get(`${API}/companies/employees`, () => HttpResponse.json(employees)),
    http.get(`${API}/employees/roles`, () => HttpResponse.json({ data: { roles: [] } })),
    http.get(`${API}/v2/employee/departments`, () => HttpResponse.json({ data: [], meta: { total_count: 0 } })),
    http.get(`${API}/companies/basic_information`, () => HttpResponse.json({ data: { company } } satisfies BasicInformationResponse)),
  );
  const { router } = renderApp('/company/employee');
  expect(await screen.findByTestId('read-only-note')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '社員を招待' })).toBeNull();
  expect(screen.queryByRole('button', { name: /の操作$/ })).toBeNull();

  await router.navigate('/company/department');
  const toggle = await screen.findByRole('switch', { name: '開発部 を有効にする' });
  expect((toggle as HTMLInputElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: '部署を追加' })).toBeNull();

  await router.navigate('/company/basic_information');
  await screen.findByDisplayValue('デモ株式会社');
  expect(screen.queryByRole('button', { name: '保存する' })).toBeNull();
});

it('a viewer is refused the company pages', async () => {
  server.use(profileAs('viewer'));
  renderApp('/company/employee');
  expect(await screen.findByText('この画面を表示する権限がありません。')).toBeTruthy();
});

it('a department with employees cannot be deleted: the server’s reason after the prefix, and the row stays', async () => {
  server.use(
    profileAs('owner_administrator'),
    departments,
    http.delete(`${API}/companies/department`, () =>
      HttpResponse.json({ errors: [ja.departments.inUse(2, 0)], code: 'CONFLICT' }, { status: 409 }),
    ),
  );
  const { user } = renderApp('/company/department');
  await user.click(await screen.findByRole('button', { name: '開発部 削除' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '削除' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('部署情報の作成・更新・削除に失敗しました。この部署には社員'));
  expect(screen.getByTestId('toast').textContent).toContain('削除できません。');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('row', { name: /開発部/ })).toBeTruthy();
});

function project(overrides: Partial<ProjectWire> & Pick<ProjectWire, 'id' | 'code' | 'name'>): ProjectWire {
  return {
    project_number: null,
    description: null,
    start_date: null,
    end_date: null,
    enabled: true,
    contracts_count: 0,
    created_at: '2026-04-01T00:00:00.000Z',
    updated_at: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}

it('projects: the list, create with a period (end before start refused on the form), a duplicate name refused on the input', async () => {
  const projects = [
    project({ id: 1, code: 'p1', name: '新規サービス開発', project_number: 'PJ-2026-001', start_date: '2026-04-01', end_date: '2027-03-31', contracts_count: 2 }),
    project({ id: 2, code: 'p2', name: '旧基幹システム移行', enabled: false }),
  ];
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/v2/employee/projects`, () =>
      HttpResponse.json({ data: projects, meta: { total_count: projects.length, page: 0, limit: 25 } } satisfies ProjectListResponseWire),
    ),
    http.post(`${API}/v2/employee/projects`, async ({ request }) => {
      const body = (await request.json()) as { project: Pick<ProjectWire, 'name' | 'project_number' | 'description' | 'start_date' | 'end_date'> };
      bodies.push(body);
      if (projects.some((p) => p.name === body.project.name)) {
        return HttpResponse.json(
          { errors: [ja.projects.nameTaken], code: 'VALIDATION_ERROR', fields: { name: [ja.projects.nameTaken] } },
          { status: 422 },
        );
      }
      const created = project({ id: 3, code: 'p3', ...body.project });
      projects.push(created);
      return HttpResponse.json({ data: created });
    }),
  );
  const { user } = renderApp('/company/project');
  expect(await screen.findByRole('heading', { name: 'プロジェクト', level: 1 })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'プロジェクト一覧' });
  const demoRow = await within(table).findByRole('row', { name: /新規サービス開発/ });
  expect(demoRow.textContent).toContain('PJ-2026-001');
  expect(demoRow.textContent).toContain('2026/04/01 〜 2027/03/31');
  expect((within(table).getByRole('switch', { name: '旧基幹システム移行を有効にする' }) as HTMLInputElement).checked).toBe(false);

  await user.click(screen.getByRole('button', { name: 'プロジェクトを追加' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^プロジェクト名/), '新しい案件');
  await user.type(within(dialog).getByLabelText('プロジェクト番号'), 'E2E-1');
  await user.type(within(dialog).getByLabelText('開始日'), '2026/07/01');
  await user.type(within(dialog).getByLabelText('終了日'), '2026/06/30');
  await user.click(within(dialog).getByRole('button', { name: '保存する' }));
  expect(await within(dialog).findByText('終了日は開始日以降の日付にしてください。')).toBeTruthy();
  expect(bodies).toEqual([]);
  const end = within(dialog).getByLabelText('終了日');
  await user.clear(end);
  await user.type(end, '2026/12/31');
  await user.type(within(dialog).getByLabelText('説明'), 'ブラウザのテストで作成');
  await user.click(within(dialog).getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('プロジェクトを作成しました。'));
  expect(bodies).toEqual([
    { project: expect.objectContaining({ name: '新しい案件', project_number: 'E2E-1', start_date: '2026-07-01', end_date: '2026-12-31', description: 'ブラウザのテストで作成' }) },
  ]);
  const row = await within(table).findByRole('row', { name: /新しい案件/ });
  expect(row.textContent).toContain('2026/07/01 〜 2026/12/31');
  expect(row.textContent).toContain('0件');

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'プロジェクトを追加' }));
  const again = await screen.findByRole('dialog');
  await user.type(within(again).getByLabelText(/^プロジェクト名/), '新しい案件');
  await user.click(within(again).getByRole('button', { name: '保存する' }));
  expect(await within(again).findByText('同じ名前のプロジェクトがすでにあります。')).toBeTruthy();
});

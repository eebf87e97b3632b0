/** MSW handlers and answers for the component tests: the shapes come from @app/shared, the data is made up. */
import { http, HttpResponse } from 'msw';
import { APP_CONFIG_DEFAULTS, type AppConfigResponse } from '@app/shared/app-config';
import type { NotificationListResponseWire } from '@app/shared/notifications';
import type { Profile } from '@app/shared/profile';
import type { EmployeeTodosWire } from '@app/shared/todos';

/** Every request of the app goes to this origin (jsdom's location) under /api. */
export const API = 'http://localhost:3000/api';

export const owner: Profile = {
  id: 1,
  code: 'owner1',
  name: '山田 太郎',
  email: 'owner@example.com',
  role: 'owner_administrator',
  role_name: 'オーナー管理者',
  department_id: null,
  department_name: null,
  company_id: 1,
  company_name: 'デモ株式会社',
  is_my_number_staff: true,
};

const noNotifications: NotificationListResponseWire = { data: [], meta: { total_count: 0, unread_notification_count: 0 } };

const emptySection = { count: 0, items: [] };
/** The ホーム (the page after login) with nothing to do. */
export const noTodos: EmployeeTodosWire = {
  invoices: emptySection,
  deliveries: emptySection,
  correction_requests: emptySection,
  payments_due: emptySection,
  payments_overdue: emptySection,
  today: '2026-11-26',
};

/**
 * What the layouts load on every page: the profile, the notification badge, the terms/privacy/help links (and the
 * custom fields the worker list's filter offers).
 */
export const defaultHandlers = [
  http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: owner } })),
  http.get(`${API}/v2/employee/notifications`, () => HttpResponse.json(noNotifications)),
  http.get(`${API}/app_config`, () => HttpResponse.json({ data: APP_CONFIG_DEFAULTS } satisfies AppConfigResponse)),
  http.get(`${API}/v2/employee/todos`, () => HttpResponse.json({ data: noTodos })),
  // the worker list's custom-field filter (none unless a test defines fields)
  http.get(`${API}/v2/employee/custom_fields`, () => HttpResponse.json({ data: [] })),
  // the portal banner asks for the 会社からの追加項目 on every portal page
  http.get(`${API}/v2/worker/custom_fields`, () => HttpResponse.json({ data: [] })),
];

/** A connection refused, as the browser reports it to fetch. */
export const networkFailure = () => HttpResponse.error();

/** The SPEC §8 network reason that follows each action's own failure message. */
export const NETWORK = 'サーバーに接続できませんでした。通信環境をご確認ください。';

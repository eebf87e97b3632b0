/**
 * 活動一覧: the feed shows each thread with its last activity, unread threads in bold with a dot, and a kind filter
 * narrows the request; a thread shows its timeline (who, what, when, the comment) and a comment posted appears in it;
 * a 閲覧者 reads without a comment box; the bell opens a notification's thread.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { ActivityEntry, ActivityGroupListResponse, ActivityThread } from '@app/shared/activity';
import type { NotificationListResponseWire } from '@app/shared/notifications';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const BASE = `${API}/v2/employee/activity_groups`;

const feed: ActivityGroupListResponse = {
  data: [
    {
      code: 'order-po1',
      kind: 'order',
      title: '発注書 PO-2026-000123 バナー制作',
      worker: { code: 'w1', name: '田中 健太' },
      last_event: { at: '2026-11-20T01:30:00.000Z', label: '請求書を提出（一式）', actor: { kind: 'worker', name: '田中 健太' } },
      event_count: 5,
      unread: true,
      link: '/worker/w1/contract/c1/order/po1',
    },
    {
      code: 'hours-c2-202610',
      kind: 'hours',
      title: '稼働 2026年10月 保守運用契約',
      worker: { code: 'w2', name: '佐藤 次郎' },
      last_event: { at: '2026-11-02T00:00:00.000Z', label: '稼働を承認', actor: { kind: 'employee', name: '山田 太郎' } },
      event_count: 2,
      unread: false,
      link: '/worker/w2/working_record_project/c2?year=2026&month=10',
    },
  ],
  meta: { total_count: 2, unread_count: 1 },
};

it('lists threads newest first, unread ones in bold with a dot, and the kind filter narrows the request', async () => {
  const asked: URL[] = [];
  server.use(
    http.get(BASE, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(feed);
    }),
  );
  const { user, router } = renderApp('/activity_groups');
  const table = await screen.findByRole('table', { name: '活動一覧' });
  const rows = await within(table).findAllByTestId('activity-row');
  expect(rows.map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'false']);
  const unreadTitle = within(rows[0]!).getByRole('link', { name: '発注書 PO-2026-000123 バナー制作' });
  expect(getComputedStyle(unreadTitle).fontWeight).toBe('700');
  expect(getComputedStyle(within(rows[1]!).getByRole('link', { name: '稼働 2026年10月 保守運用契約' })).fontWeight).toBe('400');
  expect(unreadTitle.getAttribute('href')).toBe('/activity_groups/order-po1');
  expect(within(table).getByText('請求書を提出（一式）')).toBeTruthy();
  expect(within(table).getByText('2026/11/20 10:30')).toBeTruthy();
  expect(screen.getByTestId('activity-total').textContent).toBe('全2件');
  expect(asked[0]!.searchParams.get('page')).toBe('1');
  expect(asked[0]!.searchParams.get('kind')).toBeNull();

  await user.click(within(screen.getByTestId('activity-kind-filter')).getByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: '稼働' }));
  await waitFor(() => expect(router.state.location.search).toContain('kind=hours'));
  await waitFor(() => expect(asked.at(-1)!.searchParams.get('kind')).toBe('hours'));

  await user.click(screen.getByRole('switch', { name: '未読のみ' }));
  await waitFor(() => expect(asked.at(-1)!.searchParams.get('unread')).toBe('true'));
});

const entries: ActivityEntry[] = [
  { id: 'pol-1', type: 'event', at: '2026-11-10T01:00:00.000Z', actor: { kind: 'employee', name: '山田 太郎' }, label: '発注書を送信', comment: null },
  {
    id: 'pol-2',
    type: 'event',
    at: '2026-11-10T05:42:00.000Z',
    actor: { kind: 'worker', name: '田中 健太' },
    label: '発注書の修正を依頼',
    comment: '納品日を12月4日に変更していただけますか。',
  },
];

function threadApi(stored: ActivityEntry[]) {
  const posted: unknown[] = [];
  server.use(
    http.get(`${BASE}/order-po1`, () =>
      HttpResponse.json({
        data: {
          code: 'order-po1',
          kind: 'order',
          title: '発注書 PO-2026-000123 バナー制作',
          worker: { code: 'w1', name: '田中 健太' },
          link: '/worker/w1/contract/c1/order/po1',
          status_label: '修正依頼',
          entries: stored,
        } satisfies ActivityThread,
      }),
    ),
    http.post(`${BASE}/order-po1/comments`, async ({ request }) => {
      const body = (await request.json()) as { body: string };
      posted.push(body);
      const entry: ActivityEntry = { id: 'comment-9', type: 'comment', at: '2026-11-11T00:00:00.000Z', actor: { kind: 'employee', name: '山田 太郎' }, label: 'コメント', comment: body.body };
      stored.push(entry);
      return HttpResponse.json({ data: entry }, { status: 201 });
    }),
  );
  return posted;
}

it('shows the thread as a timeline with a button to the document, and a posted comment appears in it', async () => {
  const posted = threadApi([...entries]);
  const { user } = renderApp('/activity_groups/order-po1');
  const timeline = await screen.findByRole('list', { name: 'タイムライン' });
  const items = within(timeline).getAllByTestId('activity-entry');
  expect(items).toHaveLength(2);
  expect(items[0]!.textContent).toContain('発注書を送信');
  expect(items[0]!.textContent).toContain('担当者：山田 太郎');
  expect(items[0]!.textContent).toContain('2026/11/10 10:00');
  expect(items[1]!.textContent).toContain('ワーカー：田中 健太');
  expect(within(items[1]!).getByTestId('activity-entry-comment').textContent).toBe('納品日を12月4日に変更していただけますか。');
  expect(screen.getByRole('link', { name: '書類を開く' }).getAttribute('href')).toBe('/worker/w1/contract/c1/order/po1');
  expect(screen.getByText('状態：修正依頼')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'コメントする' }));
  expect(await screen.findByText('コメントを入力してください。')).toBeTruthy();
  expect(posted).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: 'コメント' }), '12月4日で承知しました。');
  await user.click(screen.getByRole('button', { name: 'コメントする' }));
  await waitFor(() => expect(within(timeline).getAllByTestId('activity-entry')).toHaveLength(3));
  expect(posted).toEqual([{ body: '12月4日で承知しました。' }]);
  const last = within(timeline).getAllByTestId('activity-entry').at(-1)!;
  expect(last.getAttribute('data-type')).toBe('comment');
  expect(within(last).getByTestId('activity-entry-comment').textContent).toBe('12月4日で承知しました。');
  expect((screen.getByRole('textbox', { name: 'コメント' }) as HTMLTextAreaElement).value).toBe('');
});

it('a viewer reads the thread without a comment box', async () => {
  threadApi([...entries]);
  server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role: 'viewer', role_name: '閲覧者' } } })));
  renderApp('/activity_groups/order-po1');
  await screen.findByRole('list', { name: 'タイムライン' });
  expect(screen.queryByRole('button', { name: 'コメントする' })).toBeNull();
});

it('the bell opens a notification’s thread; the notifications page keeps a link to its document', async () => {
  threadApi([...entries]);
  const notifications: NotificationListResponseWire = {
    data: [
      {
        id: 5,
        title: '田中 健太さんから発注書の修正依頼が届きました',
        body: '「バナー制作」',
        created_at: '2026-11-10T05:42:00.000Z',
        read_at: null,
        activity_group: { code: 'order-po1' },
        contract: { businessor_code: 'w1', contract_code: 'c1' },
        link: '/worker/w1/contract/c1/order/po1',
      },
    ],
    meta: { total_count: 1, unread_notification_count: 1 },
  };
  server.use(
    http.get(`${API}/v2/employee/notifications`, () => HttpResponse.json(notifications)),
    http.post(`${API}/v2/employee/notifications/5/read_notification`, () => HttpResponse.json({ data: { ...notifications.data[0]!, read_at: '2026-11-11T00:00:00.000Z' } })),
  );
  const { user, router } = renderApp('/notifications?page=1');
  const main = await screen.findByRole('main');
  const item = (await within(main).findAllByTestId('notification-item'))[0]!;
  expect(within(main).getByTestId('notification-document').getAttribute('href')).toBe('/worker/w1/contract/c1/order/po1');
  await user.click(item);
  await waitFor(() => expect(router.state.location.pathname).toBe('/activity_groups/order-po1'));
  expect(await screen.findByRole('list', { name: 'タイムライン' })).toBeTruthy();
});

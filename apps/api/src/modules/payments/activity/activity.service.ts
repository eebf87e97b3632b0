/**
 * 活動一覧 (issue #23): the company-wide feed of threads, one thread (marking it read) and a comment in it. Design:
 * docs/decisions.md「活動一覧」 — kinds order / pn / hours; events read from the existing logs; unread = an event or
 * comment by someone else after the employee last opened the thread.
 */
import {
  activityEventLabel,
  activityGroupCodes,
  activityKinds,
  hoursReportPath,
  parseActivityGroupCode,
  type ActivityEntry,
  type ActivityGroup,
  type ActivityGroupListResponse,
  type ActivityKind,
  type ActivityThread,
} from '@app/shared/activity';
import { ja } from '@app/shared/messages/ja';
import { paymentNotificationStatusLabels, type PaymentNotificationStatus } from '@app/shared/payment-notifications';
import { purchaseOrderStatusLabels, type PurchaseOrderStatus } from '@app/shared/purchase-orders';
import { timeMonthStatusLabels, type TimeMonthStatus } from '@app/shared/time-tracking-api';
import { documentPaths } from '@app/shared/todos';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { notFound } from '../../../lib/errors';
import * as repo from './activity.repository';

const m = ja.activity;

const iso = (at: Date | string) => new Date(at).toISOString();
const actorKind = (kind: string): 'employee' | 'worker' => (kind === 'worker' ? 'worker' : 'employee');

function titleOf(o: repo.ObjectRow): string {
  if (o.kind === 'order') return m.titles.order(o.number ?? '', o.title ?? '');
  if (o.kind === 'pn') return m.titles.pn(o.number ?? '');
  const [year, month] = (o.month ?? '0-0').split('-').map(Number);
  return m.titles.hours(year!, month!, o.title ?? '');
}

function linkOf(o: repo.ObjectRow): string {
  if (o.kind === 'order') return documentPaths.order(o.worker_code, o.contract_code ?? '', o.object_code);
  if (o.kind === 'pn') return documentPaths.paymentNotification(o.object_code);
  const [year, month] = (o.month ?? '0-0').split('-').map(Number);
  return hoursReportPath(o.worker_code, o.contract_code ?? '', year!, month!);
}

function statusLabelOf(o: repo.ObjectRow): string {
  if (o.kind === 'order') return purchaseOrderStatusLabels[o.status as PurchaseOrderStatus] ?? o.status;
  if (o.kind === 'pn') return paymentNotificationStatusLabels[o.status as PaymentNotificationStatus] ?? o.status;
  return timeMonthStatusLabels[o.status as TimeMonthStatus] ?? o.status;
}

function entryOf(e: repo.EventRow): ActivityEntry {
  const comment = e.lk === 'comment';
  return {
    id: e.id,
    type: comment ? 'comment' : 'event',
    at: iso(e.at),
    actor: { kind: actorKind(e.ak), name: e.an },
    label: activityEventLabel(e.lk, e.detail),
    comment: e.cm,
  };
}

export async function list(
  db: Db,
  auth: AuthContext,
  q: { page: number; limit: number; kind?: ActivityKind | undefined; businessor_code?: string | undefined; unread?: 'true' | 'false' | undefined },
): Promise<ActivityGroupListResponse> {
  if (q.businessor_code !== undefined && !(await repo.hasWorker(db, auth.companyId, q.businessor_code))) throw notFound(ja.worker.notFound);
  const rows = await repo.listGroups(db, reader(auth), {
    kinds: q.kind ? [q.kind] : activityKinds,
    workerCode: q.businessor_code,
    unreadOnly: q.unread === 'true',
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const data: ActivityGroup[] = rows.map((r) => ({
    code: r.g,
    kind: r.kind,
    title: titleOf(r),
    worker: { code: r.worker_code, name: r.worker_name },
    last_event: { at: iso(r.last_at), label: activityEventLabel(r.lk, r.detail), actor: { kind: actorKind(r.ak), name: r.an } },
    event_count: r.n,
    unread: r.unread,
    link: linkOf(r),
  }));
  return { data, meta: { total_count: rows[0]?.total ?? 0, unread_count: rows[0]?.unread_total ?? 0 } };
}

const reader = (auth: AuthContext): repo.Reader => ({ companyId: auth.companyId, employeeId: auth.employeeId, name: auth.profile.name });

/** The thread's object and scope; 404 for a malformed code or an object the company does not have. */
async function locate(db: Db, auth: AuthContext, code: string): Promise<{ object: repo.ObjectRow; scope: repo.ActivityScope }> {
  const parsed = parseActivityGroupCode(code);
  if (!parsed) throw notFound(m.errors.notFound);
  const object = await repo.findObject(db, auth.companyId, parsed.kind, code);
  if (!object) throw notFound(m.errors.notFound);
  if (parsed.kind === 'order') return { object, scope: { kinds: ['order'], orderCode: parsed.code, groupCode: code } };
  if (parsed.kind === 'pn') return { object, scope: { kinds: ['pn'], pnCode: parsed.code, groupCode: code } };
  const month = `${parsed.year}-${String(parsed.month).padStart(2, '0')}-01`;
  return { object, scope: { kinds: ['hours'], contractCode: parsed.code, month, groupCode: activityGroupCodes.hours(parsed.code, parsed.year, parsed.month) } };
}

export async function thread(db: Db, auth: AuthContext, code: string): Promise<{ data: ActivityThread }> {
  const { object, scope } = await locate(db, auth, code);
  const events = await repo.threadEvents(db, auth.companyId, scope);
  await repo.markRead(db, auth.companyId, auth.employeeId, code);
  return {
    data: {
      code,
      kind: object.kind,
      title: titleOf(object),
      worker: { code: object.worker_code, name: object.worker_name },
      link: linkOf(object),
      status_label: statusLabelOf(object),
      entries: events.map(entryOf),
    },
  };
}

export async function comment(db: Db, auth: AuthContext, code: string, body: string): Promise<{ data: ActivityEntry }> {
  await locate(db, auth, code);
  const row = await repo.insertComment(db, {
    companyId: auth.companyId,
    groupCode: code,
    authorKind: 'employee',
    authorEmployeeId: auth.employeeId,
    authorName: auth.profile.name,
    body,
  });
  return {
    data: { id: `comment-${row.id}`, type: 'comment', at: iso(row.createdAt), actor: { kind: 'employee', name: row.authorName }, label: m.events.comment!, comment: row.body },
  };
}

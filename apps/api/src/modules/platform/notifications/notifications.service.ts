import type { NotificationWire } from '@app/shared/notifications';
import type { Db } from '../../../db/client';
import type { notifications } from '../../../db/schema/notifications';
import { notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { ja } from '@app/shared/messages/ja';
import * as repo from './notifications.repository';

function toWire(row: typeof notifications.$inferSelect): NotificationWire {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    created_at: new Date(row.createdAt).toISOString(),
    read_at: row.readAt ? new Date(row.readAt).toISOString() : null,
    activity_group: row.activityGroupCode ? { code: row.activityGroupCode } : null,
    contract:
      row.businessorCode && row.contractCode
        ? { businessor_code: row.businessorCode, contract_code: row.contractCode }
        : null,
    link: row.link,
  };
}

export async function list(db: Db, auth: AuthContext, page: number, per: number) {
  const [rows, counts] = await Promise.all([
    repo.listNotifications(db, auth.companyId, auth.employeeId, per, (page - 1) * per),
    repo.countNotifications(db, auth.companyId, auth.employeeId),
  ]);
  return {
    data: rows.map(toWire),
    meta: { total_count: counts.total, unread_notification_count: counts.unread },
  };
}

export async function read(db: Db, auth: AuthContext, id: number) {
  const row = await repo.markRead(db, auth.companyId, auth.employeeId, id);
  if (!row) throw notFound(ja.notifications.notFound);
  return { data: toWire(row) };
}

/** Placeholder until the alert-settings module lands (same signatures): the defaults of the settings. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { employees } from '../../db/schema/employees';
import { alertEmailSettings } from '../../db/schema/payments';

export async function paymentNotificationSettings(db: Queryable, companyId: number): Promise<{ message: string | null; deemedApprovalDays: number | null }> {
  const [row] = await db.select().from(alertEmailSettings).where(eq(alertEmailSettings.companyId, companyId)).limit(1);
  return { message: row?.paymentNotificationMessage ?? null, deemedApprovalDays: row?.deemedApprovalDays ?? null };
}

export async function alertRecipients(db: Queryable, companyId: number, _kind: string) {
  return db
    .select({ employeeId: employees.id, email: employees.email, name: employees.name })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.suspended, false), inArray(employees.role, ['owner_administrator', 'administrator'])));
}

import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import type { Queryable } from '../../../db/client';
import { HttpError } from '../../../lib/errors';
import * as repo from './payments.repository';

/**
 * The company's payments `ids` with their parties, locked for the change (bulk date, 支払済 and its 取消, 承認); 404
 * naming every id that is not one of them.
 */
export async function lockPayments(tx: Queryable, companyId: number, ids: readonly number[]) {
  const found = await repo.findPayments(tx, companyId, ids, { forUpdate: true });
  const present = new Set(found.map((r) => r.payment.id));
  const missing = ids.filter((id) => !present.has(id));
  if (missing.length > 0) throw new HttpError(404, errorCodes.notFound, missing.map((id) => ja.payments.paymentNotFoundId(id)));
  return found;
}

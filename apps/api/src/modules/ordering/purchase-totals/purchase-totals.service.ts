import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { unregisteredPurchaseYears, type UnregisteredPurchasesWire } from '@app/shared/unregistered-purchases';
import { workerDisplayName } from '@app/shared/workers';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { findByCode as findWorkerByCode } from '../../partners/workers/workers.repository';
import * as repo from './purchase-totals.repository';

/** The year's warning from 90 % of the cap (and once above it), in Japanese; null below 90 % or without a cap. */
function warningOf(y: ReturnType<typeof unregisteredPurchaseYears>[number]): string | null {
  const m = ja.unregisteredPurchases;
  if (y.cap === null || y.level === null || y.level === 'ok') return null;
  return y.level === 'exceeded' ? m.exceeded(y.year, formatMoney(y.cap)) : m.warning(y.year, `${y.percent}%`, formatMoney(y.cap));
}

/** GET /v2/employee/businessors/{code}/unregistered_purchases: a worker of the company, else 404. */
export async function unregisteredPurchases(db: Db, auth: AuthContext, code: string): Promise<UnregisteredPurchasesWire> {
  const worker = await findWorkerByCode(db, auth.companyId, code);
  if (!worker) throw notFound(ja.worker.notFound);
  const years = unregisteredPurchaseYears(await repo.unregisteredPurchaseParts(db, auth.companyId, worker.id));
  return {
    worker: { code: worker.code, name: workerDisplayName(worker.fullName, worker.tradeName) },
    years: years.map((y) => ({
      year: y.year,
      subtotal: y.subtotal,
      tax_total: y.taxTotal,
      total: y.total,
      cap: y.cap,
      percent: y.percent,
      level: y.level,
      warning: warningOf(y),
    })),
  };
}

/**
 * マイナンバー records (issue #12): what every operation of the module is given, finding a record of the caller's
 * company, and the record's wire shape. The operations live in the my-number-*.service.ts files beside this one.
 */
import type { MyNumberPurposeType, WorkerMyNumber } from '@app/shared/my-numbers';
import { myNumberStatusLabels, type MyNumberStatus } from '@app/shared/workers';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { notFound } from '../../../lib/errors';
import { maskMyNumber, type MyNumberCipher } from '../../../lib/my-number-crypto';
import { type FileStorage } from '../../../lib/storage';
import type { ThrottleOptions } from '../../identity/auth/auth.service';
import * as repo from './my-numbers.repository';

export type Deps = { db: Db; storage: FileStorage; cipher: MyNumberCipher; appUrl: string; throttle?: ThrottleOptions };
export type Actor = { auth: AuthContext; ip: string };
export type Row = repo.MyNumberRow;

export const DAY = 86_400_000;

/** The worker list's status for a record state (withdrawn → 未依頼). */
function workerStatusOf(status: Row['status'] | undefined): MyNumberStatus {
  return !status || status === 'withdrawn' ? 'not_requested' : status;
}

export function purposesOf(row: Pick<Row, 'isUseRecord' | 'isUseOfficeWork'>): { purpose_type: MyNumberPurposeType }[] {
  return [...(row.isUseRecord ? [{ purpose_type: 'record' as const }] : []), ...(row.isUseOfficeWork ? [{ purpose_type: 'office_work' as const }] : [])];
}

export const purposeFlags = (purposes: MyNumberPurposeType[]) => ({ isUseRecord: purposes.includes('record'), isUseOfficeWork: purposes.includes('office_work') });

export async function recordOr404(db: Queryable, actor: Actor, code: string, lock = false) {
  const found = await repo.findByCode(db, actor.auth.companyId, code, { lock });
  if (!found) throw notFound();
  return found;
}

export function toWire(deps: Deps, worker: { code: string; name: string }, row: Row | undefined, staff: boolean, images?: { confirmation: string | null; identification: string | null }): WorkerMyNumber {
  const status = workerStatusOf(row?.status);
  return {
    id: row?.id ?? null,
    code: row?.code ?? null,
    businessor_code: worker.code,
    businessor_name: worker.name,
    status,
    disp_status_name: myNumberStatusLabels[status],
    is_need_identification_file: row?.isNeedIdentificationFile ?? false,
    is_need_number_confirmation_file: row?.isNeedNumberConfirmationFile ?? false,
    is_use_office_work: row?.isUseOfficeWork ?? false,
    is_use_record: row?.isUseRecord ?? false,
    my_number_purposes: row ? purposesOf(row) : [],
    masked_my_number: staff && row?.encryptedValue ? maskMyNumber(deps.cipher.decrypt(row.encryptedValue)) : null,
    has_value: Boolean(row?.encryptedValue),
    viewer_is_staff: staff,
    has_number_confirmation_image: Boolean(row?.numberConfirmationFileKey),
    has_identification_image: Boolean(row?.identificationFileKey),
    number_confirmation_image_url: images?.confirmation ?? null,
    identification_file_image_url: images?.identification ?? null,
    requested_at: row?.requestedAt ?? null,
    reminded_at: row?.remindedAt ?? null,
    submitted_at: row?.submittedAt ?? null,
    confirmed_at: row?.confirmedAt ?? null,
    purpose_ends_on: row?.purposeEndsOn ?? null,
  };
}

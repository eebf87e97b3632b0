/**
 * The worker's own profile (issue #9 item 4): read and written only by the signed-in worker account; every company the
 * account is linked to reads the same rows (one truth), and the names, 屋号 and 職種 are copied to the linked worker
 * rows in the same transaction (upsertProfile).
 */
import type { WorkerProfileValues, WorkerProfileWire } from '@app/shared/worker-profile';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import * as accounts from '../../identity/worker-accounts/worker-accounts.repository';
import type { WorkerAuthContext } from '../../../lib/auth-context';
import * as profiles from './worker-profile.repository';
import { checkOnEntry } from '../invoice-registrations/invoice-registrations.service';
import type { NtaInvoiceConfig } from '../invoice-registrations/nta-invoice-client';

/** GET /api/v2/worker/profile */
export async function getProfile(db: Db, auth: WorkerAuthContext): Promise<WorkerProfileWire> {
  const [account, { profile, family }] = await Promise.all([
    accounts.findAccountById(db, auth.accountId),
    profiles.findProfileBundle(db, auth.accountId),
  ]);
  if (!account) throw notFound();
  return {
    email: account.email,
    full_name: profile?.fullName ?? account.name ?? '',
    full_namekana: profile?.fullNameKana ?? '',
    trade_name: profile?.tradeName ?? null,
    entity_type: profile?.entityType ?? 'individual',
    corporate_number: profile?.corporateNumber ?? null,
    birthday: profile?.birthday ?? null,
    phone: profile?.phone ?? null,
    postal_code: profile?.postalCode ?? null,
    prefecture_id: profile?.prefectureId ?? null,
    address: profile?.address ?? null,
    building: profile?.building ?? null,
    occupation: profile?.occupation ?? null,
    gender: profile?.gender ?? null,
    invoice_status: profile?.invoiceStatus ?? null,
    invoice_registration_number: profile?.invoiceRegistrationNumber ?? null,
    family_members: family.map((f) => ({
      name: f.name,
      name_kana: f.nameKana,
      relationship: f.relationship,
      birthday: f.birthday,
      is_dependent: f.isDependent,
    })),
    updated_at: profile ? new Date(profile.updatedAt).toISOString() : null,
  };
}

/**
 * PUT /api/v2/worker/profile: the whole profile and family in one transaction (the family is replaced as a whole).
 * A インボイス登録番号 saved as registered is then checked against the NTA 公表 data (`nta`; fail soft: the save stands
 * whatever the check does).
 */
export async function saveProfile(db: Db, auth: WorkerAuthContext, v: WorkerProfileValues, nta?: NtaInvoiceConfig): Promise<WorkerProfileWire> {
  const registeredNumber = (p: { invoiceStatus: string | null; invoiceRegistrationNumber: string | null } | null | undefined) =>
    p?.invoiceStatus === 'registered' ? p.invoiceRegistrationNumber || null : null;
  let previous: string | null = null;
  await db.transaction(async (tx) => {
    if (!(await profiles.lockAccount(tx, auth.accountId))) throw notFound();
    previous = registeredNumber(await profiles.findProfile(tx, auth.accountId));
    await profiles.upsertProfile(tx, auth.accountId, {
      fullName: v.full_name,
      fullNameKana: v.full_namekana,
      tradeName: v.trade_name,
      entityType: v.entity_type,
      corporateNumber: v.corporate_number,
      birthday: v.birthday,
      phone: v.phone,
      postalCode: v.postal_code,
      prefectureId: v.prefecture_id,
      address: v.address,
      building: v.building,
      occupation: v.occupation,
      gender: v.gender,
      invoiceStatus: v.invoice_status,
      invoiceRegistrationNumber: v.invoice_registration_number,
    });
    await profiles.replaceFamily(
      tx,
      auth.accountId,
      v.family_members.map((f) => ({ name: f.name, nameKana: f.name_kana, relationship: f.relationship, birthday: f.birthday, isDependent: f.is_dependent })),
    );
  });
  await checkOnEntry(db, nta, registeredNumber({ invoiceStatus: v.invoice_status, invoiceRegistrationNumber: v.invoice_registration_number }), previous);
  return getProfile(db, auth);
}

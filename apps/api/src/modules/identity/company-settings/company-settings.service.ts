import type { BasicInformation, BasicInformationFields } from '@app/shared/company';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from '../companies/companies.repository';

function toWire(row: repo.BasicInformationRow): BasicInformation {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    postal_code: row.postalCode,
    address: row.address,
    representative_name: row.representativeName,
    phone: row.phone,
    corporate_number: row.corporateNumber,
    invoice_registration_number: row.invoiceRegistrationNumber,
  };
}

export async function get(db: Db, auth: AuthContext): Promise<BasicInformation> {
  const row = await repo.findBasicInformation(db, auth.companyId);
  if (!row) throw notFound();
  return toWire(row);
}

/** Replaces the whole 基本情報 (an empty field clears it). The postal code is stored as 123-4567. */
export async function update(db: Db, auth: AuthContext, input: BasicInformationFields): Promise<BasicInformation> {
  const postal = input.postal_code?.replace(/^(\d{3})-?(\d{4})$/, '$1-$2') ?? null;
  await repo.updateBasicInformation(db, auth.companyId, {
    name: input.name,
    postalCode: postal,
    address: input.address,
    representativeName: input.representative_name,
    phone: input.phone,
    corporateNumber: input.corporate_number,
    invoiceRegistrationNumber: input.invoice_registration_number,
  });
  return get(db, auth);
}

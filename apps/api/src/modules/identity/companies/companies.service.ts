import { z } from 'zod';
import { emailSchema, passwordSchema } from '@app/shared/auth';
import { singleLineText } from '@app/shared/text';
import type { Db } from '../../../db/client';
import { hashPassword } from '../../../lib/passwords';
import { insertEmployee } from '../employees/employees.repository';
import * as repo from './companies.repository';

export const createCompanyInputSchema = z.object({
  name: singleLineText(z.string().trim().min(1).max(200)),
  email: emailSchema,
  password: passwordSchema,
  ownerName: singleLineText(z.string().trim().min(1).max(100)).default('管理者'),
});
export type CreateCompanyInput = z.input<typeof createCompanyInputSchema>;

/** Creates a company and its owner (owner_administrator), nothing else. */
export async function createCompany(db: Db, input: CreateCompanyInput) {
  const parsed = createCompanyInputSchema.parse(input);
  const passwordHash = await hashPassword(parsed.password);
  return db.transaction(async (tx) => {
    const company = await repo.insertCompany(tx, { name: parsed.name, isDemo: false });
    const owner = await insertEmployee(tx, {
      companyId: company.id,
      email: parsed.email,
      name: parsed.ownerName,
      passwordHash,
      role: 'owner_administrator',
      // the founding owner is the first マイナンバー事務取扱担当者 (docs/decisions.md); owners change it on /company/employee
      isMyNumberStaff: true,
    });
    return { company, owner };
  });
}

import { ja } from '@app/shared/messages/ja';
import type { PortalContractWire } from '@app/shared/worker-portal';
import type { ProgressKey } from '@app/shared/contract-progress';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { ContractRow } from '../../partners/contracts/contracts.repository';
import * as contractsRepo from '../../partners/contracts/contracts.repository';
import { contractTermsWire, progressFields } from '../../partners/contracts/contracts.service';
import { progressOfContracts } from '../../ordering/deliveries/deliveries.repository';
import * as repo from '../../identity/worker-accounts/worker-accounts.repository';
import type { WorkerAuthContext } from '../../../lib/auth-context';

function toWire(c: ContractRow, company: { id: number; name: string }, progress: ProgressKey | null): PortalContractWire {
  return { ...contractTermsWire(c), company_id: company.id, company_name: company.name, ...progressFields(progress) };
}

/** GET /api/v2/worker/me */
export async function me(db: Db, auth: WorkerAuthContext) {
  const [account, companies] = await Promise.all([repo.findAccountById(db, auth.accountId), repo.linkedCompanies(db, auth.accountId)]);
  if (!account) throw notFound();
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    companies: companies.map((c) => ({ id: c.id, name: c.name, worker_code: c.workerCode })),
  };
}

/** GET /api/v2/worker/contracts?company_id=: the account's contracts with one of its companies (404 for any other). */
export async function listContracts(db: Db, auth: WorkerAuthContext, companyId: number) {
  const company = (await repo.linkedCompanies(db, auth.accountId)).find((c) => c.id === companyId);
  if (!company) throw notFound(ja.portal.companyNotFound);
  const rows = await repo.contractsOfWorker(db, company.id, company.workerId);
  const progress = await progressOfContracts(db, company.id, rows.map((c) => c.id));
  return rows.map((c) => toWire(c, company, progress.get(c.id) ?? null));
}

/** GET /api/v2/worker/contracts/{code}: only a contract of the account's own worker rows; anything else is 404. */
export async function getContract(db: Db, auth: WorkerAuthContext, code: string) {
  for (const company of await repo.linkedCompanies(db, auth.accountId)) {
    const found = await contractsRepo.findContract(db, company.id, { code, workerId: company.workerId });
    if (found) return toWire(found.contract, company, (await progressOfContracts(db, company.id, [found.contract.id])).get(found.contract.id) ?? null);
  }
  throw notFound(ja.portal.contractNotFound);
}

import { foldForSearch } from '@app/shared/kana';
import { myNumberStatusLabels, workerDisplayName, type WorkerListResponseWire } from '@app/shared/workers';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './workers.repository';

export async function listCustomDisplay(
  db: Db,
  auth: AuthContext,
  query: { search_name: string; page: number; per_page: number },
): Promise<WorkerListResponseWire> {
  const folded = foldForSearch(query.search_name);
  const [rows, total] = await Promise.all([
    repo.listWorkers(db, auth.companyId, folded, query.per_page, (query.page - 1) * query.per_page),
    repo.countWorkers(db, auth.companyId, folded),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      code: r.code,
      full_name: r.fullName,
      full_namekana: r.fullNameKana,
      trade_name: r.tradeName,
      own_department: r.ownDepartment,
      fullname: workerDisplayName(r.fullName, r.tradeName),
      department_name: r.departmentName,
      my_number_status: r.myNumberStatus,
      disp_my_number_status_name: myNumberStatusLabels[r.myNumberStatus],
      contract_count: r.contractCount,
    })),
    per_page: query.per_page,
    total_count: total,
  };
}

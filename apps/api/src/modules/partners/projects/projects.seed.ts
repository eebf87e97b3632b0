import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { projects } from '../../../db/schema/projects';
import { insertProject, updateProject } from './projects.repository';

/** Numbers, periods and descriptions of the demo projects (the contracts seed made them by name and links them). */
const details = [
  { name: '新規サービス開発', projectNumber: 'PJ-2026-001', startDate: '2026-04-01', endDate: '2027-03-31', description: '新しい予約サービスの企画・設計・開発' },
  { name: 'コーポレートサイト刷新', projectNumber: 'PJ-2026-002', startDate: '2026-05-01', endDate: '2026-10-31', description: 'コーポレートサイトのデザインと構築の全面刷新' },
  { name: 'オウンドメディア運営', projectNumber: 'PJ-2026-003', startDate: '2026-04-01', endDate: null, description: '自社メディアの記事企画・執筆・編集' },
];

/** Demo data of the projects area (called from seed-demo.ts after the contracts seed, inside its transaction). */
export async function seedProjectsDemo(tx: Queryable, companyId: number): Promise<void> {
  for (const d of details) {
    const [row] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.companyId, companyId), eq(projects.name, d.name)));
    const { name, ...values } = d;
    if (row) await updateProject(tx, companyId, row.id, values);
    else await insertProject(tx, companyId, { name, ...values, enabled: true });
  }
  // a finished one, disabled: shown in the list, not offered for new contracts
  await insertProject(tx, companyId, {
    name: '旧基幹システム移行',
    projectNumber: 'PJ-2025-014',
    description: '旧システムからのデータ移行（完了）',
    startDate: '2025-06-01',
    endDate: '2026-03-31',
    enabled: false,
  });
}

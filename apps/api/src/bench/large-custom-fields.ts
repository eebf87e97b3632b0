/**
 * カスタム項目 at scale (issue #24) for the large company: three fields — ランク (select S/A/B/C), 時間単価 (number) and
 * 契約更新日 (date) — with values for most of its 20,000 workers (90 %, 85 % and 80 %), written through the
 * custom-fields repository (the one writer of its tables) in multi-row batches. Added once: a company with fields
 * already is left as it is.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../db/client';
import * as repo from '../modules/partners/custom-fields/custom-fields.repository';

const LARGE_RANKS = ['S', 'A', 'B', 'C'] as const;
export type LargeCustomFields = { rank: string; price: string; renewal: string; values: number; seconds: number };

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const everyRole = ['owner_administrator', 'administrator', 'general', 'viewer'];
const editors = ['owner_administrator', 'administrator', 'general'];

/** Seeds the fields and values unless the company has fields; answers the three fields' codes (null when it had some). */
export async function seedLargeCustomFields(db: Db, companyId: number): Promise<LargeCustomFields | null> {
  if (await repo.companyHasFields(db, companyId)) return null;
  const started = performance.now();
  const random = rng(20261126);
  const { rows: workers } = await db.$client.query<{ id: number }>('select id from workers where company_id = $1 order by id', [companyId]);
  return db.transaction(async (tx) => {
    const field = async (name: string, fieldType: string, options: string[] = []) =>
      repo.insertField(tx, companyId, { name, fieldType, options, required: false, viewRoles: everyRole, editRoles: editors, askInPortal: false });
    const rankId = await field('ランク', 'select', [...LARGE_RANKS]);
    const priceId = await field('時間単価', 'number');
    const renewalId = await field('契約更新日', 'date');
    const rows: Parameters<typeof repo.insertValuesBulk>[1][number][] = [];
    for (const { id: workerId } of workers) {
      if (random() < 0.9) rows.push({ companyId, workerId, fieldId: rankId, valueText: LARGE_RANKS[Math.floor(random() * LARGE_RANKS.length)]! });
      if (random() < 0.85) rows.push({ companyId, workerId, fieldId: priceId, valueNumber: 3000 + 500 * Math.floor(random() * 19) });
      if (random() < 0.8) {
        const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 730) * 86_400_000).toISOString().slice(0, 10);
        rows.push({ companyId, workerId, fieldId: renewalId, valueDate: day });
      }
    }
    await repo.insertValuesBulk(tx, rows);
    const codes = await repo.listFields(tx, companyId);
    const code = (id: number) => codes.find((f) => f.id === id)!.code;
    return { rank: code(rankId), price: code(priceId), renewal: code(renewalId), values: rows.length, seconds: (performance.now() - started) / 1000 };
  });
}

/**
 * The large company used by `npm run seed:large` and `npm run bench`: one company with 20,000 workers and 50,000
 * contracts (the scale issue #4 asks the lists to stay fast at), written in batches through the owning repositories
 * (the same search key the app writes) — and 100,000 purchase orders with their groups, items, deliveries and invoices
 * (issue #10, bench/large-orders.ts), added to the company when it has none yet; and (issue #23,
 * bench/large-time-tracking.ts) 2,000 time-tracked contracts with a year of daily records, added likewise; and
 * (issue #24, bench/large-custom-fields.ts) three custom fields with values for most workers.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import * as repo from '../modules/identity/companies/companies.repository';
import { insertContracts } from '../modules/partners/contracts/contracts.repository';
import { insertDepartments } from '../modules/identity/departments/departments.repository';
import { insertEmployee } from '../modules/identity/employees/employees.repository';
import { insertWorkerSeeds } from '../modules/partners/workers/workers.repository';
import { seedLargeOrders } from './large-orders';
import { seedLargeCustomFields, type LargeCustomFields } from './large-custom-fields';
import { seedLargeTimeTracking, timeTrackedTerms, TIME_TRACKED_CONTRACTS, type LargeTimeTracking } from './large-time-tracking';

export const LARGE_COMPANY_NAME = '大規模検証株式会社';
export const LARGE_OWNER_EMAIL = 'large-owner@example.com';
export const LARGE_OWNER_PASSWORD = 'password1234';

const FAMILY = [
  ['佐藤', 'サトウ'], ['鈴木', 'スズキ'], ['高橋', 'タカハシ'], ['田中', 'タナカ'], ['伊藤', 'イトウ'], ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'], ['中村', 'ナカムラ'], ['小林', 'コバヤシ'], ['加藤', 'カトウ'], ['吉田', 'ヨシダ'], ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'], ['山口', 'ヤマグチ'], ['松本', 'マツモト'], ['井上', 'イノウエ'], ['木村', 'キムラ'], ['林', 'ハヤシ'],
  ['斎藤', 'サイトウ'], ['清水', 'シミズ'], ['山崎', 'ヤマザキ'], ['森', 'モリ'], ['池田', 'イケダ'], ['橋本', 'ハシモト'],
  ['阿部', 'アベ'], ['石川', 'イシカワ'], ['山下', 'ヤマシタ'], ['中島', 'ナカジマ'], ['石井', 'イシイ'], ['小川', 'オガワ'],
] as const;
const GIVEN = [
  ['翔太', 'ショウタ'], ['大輔', 'ダイスケ'], ['健太', 'ケンタ'], ['拓也', 'タクヤ'], ['直樹', 'ナオキ'], ['雄一', 'ユウイチ'],
  ['美咲', 'ミサキ'], ['陽子', 'ヨウコ'], ['さくら', 'サクラ'], ['真由美', 'マユミ'], ['恵', 'メグミ'], ['由美', 'ユミ'],
  ['亮', 'リョウ'], ['誠', 'マコト'], ['翼', 'ツバサ'], ['葵', 'アオイ'], ['結衣', 'ユイ'], ['蓮', 'レン'],
  ['悠真', 'ユウマ'], ['花子', 'ハナコ'], ['一郎', 'イチロウ'], ['優子', 'ユウコ'], ['智子', 'トモコ'], ['浩二', 'コウジ'],
] as const;
const TRADE = ['デザイン事務所', '開発工房', 'ラボ', 'クリエイティブ', 'コンサルティング', '編集室', 'スタジオ', 'ワークス'];
const OWN_DEPARTMENTS = ['バックエンド', 'フロントエンド', 'インフラ', 'UIデザイン', '広告運用', 'コンテンツ', '経理', '営業支援'];
const OCCUPATIONS = ['engineer', 'designer', 'marketer', 'writer', 'backoffice', 'other'] as const;
const MY_NUMBER = ['not_requested', 'requested', 'submitted', 'confirmed'] as const;
const TITLES = ['開発業務委託契約', 'デザイン業務委託契約', '運用保守業務委託契約', '記事執筆業務委託契約', '広告運用代行契約'];

/** Deterministic pseudo-random numbers, so every run builds the same company. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export type LargeCompany = {
  companyId: number;
  ownerEmail: string;
  created: boolean;
  /** What the orders seed wrote and how long it took; null when the company had its orders already. */
  orders: (NonNullable<Awaited<ReturnType<typeof seedLargeOrders>>> & { seconds: number }) | null;
  /** What the 稼働管理 seed wrote and how long it took; null when the company had its months already. */
  timeTracking: LargeTimeTracking | null;
  /** The カスタム項目 seed (issue #24); null when the company had its fields already. */
  customFields: LargeCustomFields | null;
};

/** Creates the large company unless it exists, then adds its orders unless it has some. */
export async function seedLargeCompany(
  db: Db,
  opts: { workers?: number; contracts?: number; orders?: number; log?: (message: string) => void } = {},
): Promise<LargeCompany> {
  const company = await seedLargeCompanyBase(db, opts);
  const started = performance.now();
  const orders = await seedLargeOrders(db, company.companyId, { orders: opts.orders, log: opts.log });
  const ordersSeconds = (performance.now() - started) / 1000;
  const timeTracking = await seedLargeTimeTracking(db, company.companyId, { log: opts.log });
  const customFields = await seedLargeCustomFields(db, company.companyId);
  return { ...company, orders: orders ? { ...orders, seconds: ordersSeconds } : null, timeTracking, customFields };
}

/**
 * Only the workers and contracts (and the custom fields of issue #24): what the worker-list cases need, without the
 * orders and 稼働 (the bench's `custom_fields` section alone).
 */
export async function seedLargeWorkersWithCustomFields(db: Db, opts: { log?: (message: string) => void } = {}) {
  const company = await seedLargeCompanyBase(db, opts);
  const customFields = await seedLargeCustomFields(db, company.companyId);
  return { ...company, customFields };
}

/** Creates the large company unless it exists already (then answers it unchanged). */
async function seedLargeCompanyBase(
  db: Db,
  opts: { workers?: number; contracts?: number; timeTracked?: number; log?: (message: string) => void } = {},
): Promise<Omit<LargeCompany, 'orders' | 'timeTracking' | 'customFields'>> {
  const workerCount = opts.workers ?? 20_000;
  const timeTrackedCount = Math.min(opts.timeTracked ?? TIME_TRACKED_CONTRACTS, workerCount);
  const contractCount = opts.contracts ?? 50_000;
  const log = opts.log ?? (() => {});
  const existing = await repo.findCompanyIdByName(db, LARGE_COMPANY_NAME);
  if (existing !== undefined) return { companyId: existing, ownerEmail: LARGE_OWNER_EMAIL, created: false };

  const random = rng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const passwordHash = await hashPassword(LARGE_OWNER_PASSWORD);

  return db.transaction(async (tx) => {
    const company = await repo.insertCompany(tx, { name: LARGE_COMPANY_NAME, isDemo: false });
    await insertEmployee(tx, {
      companyId: company.id,
      email: LARGE_OWNER_EMAIL,
      name: '検証 太郎',
      passwordHash,
      role: 'owner_administrator',
    });
    const depts = await insertDepartments(
      tx,
      company.id,
      Array.from({ length: 20 }, (_, i) => ({ name: `部署${String(i + 1).padStart(2, '0')}` })),
    );

    const workerIds: number[] = [];
    const BATCH = 1000;
    for (let offset = 0; offset < workerCount; offset += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, workerCount - offset) }, () => {
        const [family, familyKana] = pick(FAMILY);
        const [given, givenKana] = pick(GIVEN);
        const fullName = `${family} ${given}`;
        const fullNameKana = `${familyKana} ${givenKana}`;
        const tradeName = random() < 0.4 ? `${family}${pick(TRADE)}` : null;
        const ownDepartment = pick(OWN_DEPARTMENTS);
        return {
          fullName,
          fullNameKana,
          tradeName,
          ownDepartment,
          departmentId: pick(depts).id,
          occupation: pick(OCCUPATIONS),
          myNumberStatus: pick(MY_NUMBER),
        };
      });
      const inserted = await insertWorkerSeeds(tx, company.id, rows);
      workerIds.push(...inserted.map((r) => r.id));
      log(`ワーカー ${Math.min(offset + BATCH, workerCount)} / ${workerCount}`);
    }

    for (let offset = 0; offset < contractCount; offset += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, contractCount - offset) }, (_, i) => {
        const n = offset + i;
        // every worker gets one contract first, the rest are spread at random
        const workerId = n < workerIds.length ? workerIds[n]! : pick(workerIds);
        const startMonth = 1 + Math.floor(random() * 12);
        const startYear = 2024 + Math.floor(random() * 3);
        const start = `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
        const row = {
          companyId: company.id,
          workerId,
          title: pick(TITLES),
          businessField: pick(OWN_DEPARTMENTS),
          startDate: start,
          endDate: random() < 0.8 ? `${startYear + 1}-${String(startMonth).padStart(2, '0')}-01` : null,
        };
        // the first workers' contracts are time-tracked (稼働管理, bench/large-time-tracking.ts), running for a year and more
        return n < timeTrackedCount ? { ...row, ...timeTrackedTerms(n) } : row;
      });
      await insertContracts(tx, rows);
      log(`契約 ${Math.min(offset + BATCH, contractCount)} / ${contractCount}`);
    }
    await tx.execute('analyze');
    return { companyId: company.id, ownerEmail: LARGE_OWNER_EMAIL, created: true };
  });
}

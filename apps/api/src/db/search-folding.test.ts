import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '@app/shared/kana';
import { useTestApp } from '../../test/helpers';

/**
 * Kana folding has two implementations that must agree: `foldForSearch` (packages/shared/src/kana.ts), which folds
 * worker names and every search query, and the SQL expression of the generated column `contracts.search_text`
 * (db/schema/columns.ts foldedSearchText, used by contracts and purchase orders), which PostgreSQL computes for every contract title so that any writer keeps it right and the
 * trigram index can serve it. A title is only found when the database folds it exactly as the query is folded.
 */
const titles = [
  'ヤマダ',
  'ﾔﾏﾀﾞ ﾀﾛｳ',
  'やまだ',
  'ヴァイオリン教室',
  'ヵヶ月のサポート',
  'ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ',
  'ウェブ制作　第２期',
  'ＷＥＢ　デザイン',
  'SEO対策 (Phase 2)',
  'Ａｐｐ開発\tテスト\n保守',
  'ｼｽﾃﾑ運用・保守（ｸﾗｳﾄﾞ）',
  'ライター業務ー月次',
  '①講座 Ⅳ期',
  '  前後に空白  ',
  'Éclair Ωメガ ÄÖÜ',
  'a\u2028b\u1680c\u205fd\u00a0e\u202ff',
  '\ufeffBOM付きタイトル',
  '',
];

describe('contracts.search_text agrees with foldForSearch', () => {
  const ctx = useTestApp();

  it('folds every title of the table exactly as a search query is folded', async () => {
    const company = await ctx.makeCompany();
    const worker = await company.addWorker({ fullName: '検索 太郎' });
    for (const title of titles) await company.addContract(worker.id, title);

    const { rows } = await ctx.database.db.execute<{ title: string; search_text: string }>(
      sql`SELECT title, search_text FROM contracts WHERE company_id = ${company.id} ORDER BY id`,
    );
    expect(rows.map((r) => [r.title, r.search_text])).toEqual(titles.map((t) => [t, foldForSearch(t)]));
  });
});

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BANK_SEARCH_LIMIT, BRANCH_SEARCH_LIMIT, type BankOption } from '@app/shared/banks';
import { foldForSearch } from '@app/shared/kana';
import { ja } from '@app/shared/messages/ja';
import { notFound } from '../../../lib/errors';

/**
 * The 全銀 bank/branch master from the pinned `zengin-code` npm package (docs/decisions.md, "Bank accounts"): read
 * once, on first use, into memory — about 1,150 banks and 29,000 branches, some 5 MB of heap, loaded in about 0.3 s.
 * A newer master arrives by updating the package (a new release); nothing is stored in PostgreSQL.
 */

type Entry = BankOption & { keys: string[] };
/** A bank; its branches' search keys are folded on the first search among them (most banks are never searched). */
type Bank = { entry: Entry; rawBranches: RawEntry[]; branches?: Entry[] };
type Master = { banks: Entry[]; byCode: Map<string, Bank> };

type RawEntry = { code: string; name: string; kana: string; roma: string };
type RawMaster = Record<string, RawEntry & { branches: Record<string, RawEntry> }>;

const SMALL_KANA: Record<string, string> = { ぁ: 'あ', ぃ: 'い', ぅ: 'う', ぇ: 'え', ぉ: 'お', っ: 'つ', ゃ: 'や', ゅ: 'ゆ', ょ: 'よ', ゎ: 'わ', ゕ: 'か', ゖ: 'け' };

/**
 * The search folding of the master: `foldForSearch` (NFKC, katakana → hiragana, lower case, no spaces), then small
 * kana large — the master's kana are written as in a 全銀 file (トウキヨウ), so とうきょう must find them — and long
 * vowel marks, hyphens and dots dropped (the master writes ー as －, people type ー or nothing).
 */
export function foldBankSearch(text: string): string {
  return foldForSearch(text)
    .replace(/[ぁぃぅぇぉっゃゅょゎゕゖ]/g, (c) => SMALL_KANA[c]!)
    .replace(/[-ー・.]/g, '');
}

/** What people add that the master leaves out or abbreviates ('みずほ銀行' → 'みずほ', '信用金庫' → '信金'). */
const BANK_QUERY_WORDS: [RegExp, string][] = [
  [/(銀行|ぎんこう)$/, ''],
  [/信用金庫/g, '信金'],
  [/しんようきんこ/g, 'しんきん'],
  [/信用組合/g, '信組'],
  [/しんようくみあい/g, 'しんくみ'],
  [/労働金庫/g, '労金'],
  [/ろうどうきんこ/g, 'ろうきん'],
  [/農業協同組合/g, '農協'],
  [/のうぎようきようどうくみあい/g, 'のうきよう'],
];
const BRANCH_QUERY_WORDS: [RegExp, string][] = [[/(支店|してん)$/, '']];

function entry(raw: RawEntry): Entry {
  return { code: raw.code, name: raw.name, kana: raw.kana, keys: [foldBankSearch(raw.name), foldBankSearch(raw.kana), foldBankSearch(raw.roma)] };
}

const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * The package's data file is `module.exports = {…JSON…};`. Parsing it as JSON takes half the time and a third of the
 * memory of `require` (which compiles 5 MB of JavaScript and keeps it cached); a file of another shape fails loudly
 * here and in the tests on the next package update.
 */
export async function readMaster(file: string): Promise<Master> {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf('{');
  if (!/^\s*module\.exports\s*=\s*$/.test(text.slice(0, start)) || !/^\s*;?\s*$/.test(text.slice(text.lastIndexOf('}') + 1))) {
    throw new Error(`zengin-code: unexpected data file format (${file})`);
  }
  const raw = JSON.parse(text.slice(start, text.lastIndexOf('}') + 1)) as RawMaster;
  const banks: Entry[] = [];
  const map = new Map<string, Bank>();
  for (const bank of Object.values(raw)) {
    const e = entry(bank);
    banks.push(e);
    map.set(e.code, { entry: e, rawBranches: Object.values(bank.branches) });
  }
  banks.sort(byCode);
  return { banks, byCode: map };
}

export const MASTER_FILE = createRequire(import.meta.url).resolve('zengin-code/lib/zengin-data.js');

let loading: Promise<Master> | undefined;

/** The master, read on first use; concurrent first callers share one read, and a failed read is retried next time. */
export function master(): Promise<Master> {
  loading ??= readMaster(MASTER_FILE).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function branchesOf(bank: Bank): Entry[] {
  if (!bank.branches) {
    bank.branches = bank.rawBranches.map(entry).sort(byCode);
    bank.rawBranches = [];
  }
  return bank.branches;
}

function search(entries: readonly Entry[], q: string | undefined, words: [RegExp, string][], limit: number): BankOption[] {
  const trimmed = (q ?? '').trim();
  const folded = words.reduce((text, [re, to]) => text.replace(re, to), foldBankSearch(trimmed));
  const option = ({ code, name, kana }: Entry): BankOption => ({ code, name, kana });
  if (folded === '') return entries.slice(0, limit).map(option);
  // code prefix first, then names starting with the text, then names containing it; each in code order
  const ranked: Entry[][] = [[], [], []];
  for (const e of entries) {
    if (e.code.startsWith(folded)) ranked[0]!.push(e);
    else if (e.keys.some((k) => k.startsWith(folded))) ranked[1]!.push(e);
    else if (e.keys.some((k) => k.includes(folded))) ranked[2]!.push(e);
  }
  return ranked.flat().slice(0, limit).map(option);
}

/** Up to 20 banks whose code starts with `q` or whose name, kana or romaji holds it (folded); all in code order when empty. */
export async function searchBanks(q: string | undefined): Promise<BankOption[]> {
  return search((await master()).banks, q, BANK_QUERY_WORDS, BANK_SEARCH_LIMIT);
}

/** Up to 50 branches of one bank, matched like `searchBanks`. 404 when the bank is not in the master. */
export async function searchBranches(bankCode: string, q: string | undefined): Promise<BankOption[]> {
  const bank = (await master()).byCode.get(bankCode);
  if (!bank) throw notFound(ja.banks.bankNotFound);
  return search(branchesOf(bank), q, BRANCH_QUERY_WORDS, BRANCH_SEARCH_LIMIT);
}

export type BankBranch = { bank: BankOption; branch: BankOption };

/**
 * The bank and branch of the master with these codes, or null when either is unknown — for the save of a bank
 * account, which stores the codes and the names the master gives them.
 */
export async function findBankBranch(bankCode: string, branchCode: string): Promise<BankBranch | null> {
  const bank = (await master()).byCode.get(bankCode);
  const branch = bank && branchesOf(bank).find((b) => b.code === branchCode);
  if (!bank || !branch) return null;
  return {
    bank: { code: bank.entry.code, name: bank.entry.name, kana: bank.entry.kana },
    branch: { code: branch.code, name: branch.name, kana: branch.kana },
  };
}

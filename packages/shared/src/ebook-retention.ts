/**
 * 電子帳簿保存法: how long a 電子取引 document is kept. The legal date is the 法定申告期限 of the business year that holds
 * the 取引年月日 (two months after the year's end, 法人税法 74条1項); the document is kept 7 years from the day after
 * it (10 years where a 欠損金 is carried forward), so to the same day 7 (10) years later. The same rule in SQL:
 * ebook_retain_until() in apps/api/drizzle/0024_ebook_triggers.sql (a test compares the two).
 */

/** The last day of the month `month` (1–12) of `year`, YYYY-MM-DD. */
function lastDayOfMonth(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The 法定申告期限 of the business year (ending with `fiscalYearEndMonth`) that holds `transactionDate` (YYYY-MM-DD). */
export function ebookFilingDeadline(transactionDate: string, fiscalYearEndMonth: number): string {
  const year = Number(transactionDate.slice(0, 4));
  const month = Number(transactionDate.slice(5, 7));
  const endYear = month <= fiscalYearEndMonth ? year : year + 1;
  const deadlineMonth = fiscalYearEndMonth + 2;
  return deadlineMonth > 12 ? lastDayOfMonth(endYear + 1, deadlineMonth - 12) : lastDayOfMonth(endYear, deadlineMonth);
}

/** The last day a document of `transactionDate` must be kept (YYYY-MM-DD). */
export function ebookRetainUntil(transactionDate: string, fiscalYearEndMonth: number, years: number): string {
  const deadline = ebookFilingDeadline(transactionDate, fiscalYearEndMonth);
  return lastDayOfMonth(Number(deadline.slice(0, 4)) + years, Number(deadline.slice(5, 7)));
}

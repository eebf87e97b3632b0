/**
 * The year a clerk means on opening 支払調書: from January to March the year just closed (the filing is due on 31
 * January; late or corrected filings and the workers' requests for their copy run until 確定申告 in mid-March), from
 * April the running year (its figures so far). `today` is the date in Japan, YYYY-MM-DD.
 */
export function defaultRecordYear(today: string): number {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month <= 3 ? year - 1 : year;
}

/** How many years back the year picker offers: the 7 years the records are kept (法定調書の保存), this one included. */
const YEARS_KEPT = 7;

/** The picker's years, newest first: this year and the six before (a year from the URL outside them is added). */
export function recordYearOptions(today: string, chosen?: number): number[] {
  const current = Number(today.slice(0, 4));
  const years = Array.from({ length: YEARS_KEPT }, (_, i) => current - i);
  return chosen !== undefined && !years.includes(chosen) ? [...years, chosen].sort((a, b) => b - a) : years;
}

/**
 * Part of the one message catalogue (`ja.ts` spreads it in): bank accounts for transfers (issue #9 item 5) — the
 * 全銀 bank/branch master search, the 口座名義カナ and 口座番号 rules (packages/shared/src/zengin-kana.ts).
 */
export const bankMessages = {
  banks: {
    bank: '金融機関',
    branch: '支店',
    bankPlaceholder: '金融機関名またはコード（例: みずほ、0001）',
    branchPlaceholder: '支店名またはコード（例: 渋谷、254）',
    chooseBankFirst: '先に金融機関を選んでください',
    searching: '検索中…',
    noBanks: '該当する金融機関がありません',
    noBranches: '該当する支店がありません',
    searchFailed: '検索できませんでした。時間をおいて再度お試しください。',
    /** How an option reads: '0001 みずほ' */
    option: (code: string, name: string) => `${code} ${name}`,
    // API
    bankCodeInvalid: '金融機関コードは4桁の数字で指定してください。',
    branchCodeInvalid: '支店コードは3桁の数字で指定してください。',
    bankNotFound: '指定された金融機関が見つかりません。',
    branchNotFound: '指定された支店が見つかりません。',
    // 口座名義カナ / 口座番号
    holderKanaLabel: '口座名義カナ',
    kanaRequired: (label: string) => `${label}を入力してください。`,
    kanaInvalidChars: (label: string, chars: readonly string[]) => `${label}に使用できない文字が含まれています：${chars.join('、')}`,
    kanaTooLong: (label: string, max: number) => `${label}は半角に直して${max}文字以内で入力してください（濁点・半濁点も1文字です）。`,
    accountNumberInvalid: '口座番号は7桁以内の数字で入力してください。',
  },
} as const;

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
  /** The worker portal's 振込口座 page (/portal/bank_account) and its API. */
  bankAccount: {
    menu: '振込口座',
    title: '振込口座',
    lead: '報酬の振込先口座です。連携しているすべての会社に同じ口座が表示されます。',
    accountType: '口座種別',
    accountTypes: { normal: '普通', current: '当座', savings: '貯蓄' },
    accountNumber: '口座番号',
    accountNumberHint: '7桁未満の番号は先頭に0を補って7桁で登録します',
    accountHolderKana: '口座名義カナ',
    accountHolderKanaHint:
      '全角カナ・英数字は保存時に半角（全銀形式）に変換します。例: ヤマダ タロウ。法人の株式会社・合同会社などは略語にします（株式会社ヤマダ → カ）ヤマダ、ヤマダ合同会社 → ヤマダ（ド）。',
    submit: '保存する',
    saved: '振込口座を保存しました。',
    current: '登録されている口座',
    none: '振込口座はまだ登録されていません。',
    updatedAt: (date: string) => `最終更新: ${date}`,
    // N2: a change of the account needs the current password, mails the worker, rings the companies' bell
    currentPassword: '現在のパスワード',
    currentPasswordHint: '口座の登録・変更には、ログイン中のアカウントのパスワードが必要です。',
    currentPasswordRequired: '口座を登録・変更するには現在のパスワードを入力してください。',
    changedMailSubject: '【フリーランス管理】振込口座が変更されました',
    changedMailBody:
      'ワーカーポータルで振込口座が登録・変更されました。お心当たりがない場合は、すぐにパスワードを再設定し、取引先の会社にご連絡ください。',
    changedMailBefore: '変更前',
    changedMailAfter: '変更後',
    changedMailNone: '（未登録）',
    /** 「みずほ 渋谷支店 普通 ***4567 ﾔﾏﾀﾞ ﾀﾛｳ」 */
    accountSummary: (bank: string, branch: string, type: string, maskedNumber: string, holder: string) => `${bank} ${branch} ${type} ${maskedNumber} ${holder}`,
    changedBellTitle: (worker: string) => `ワーカーが振込口座を変更しました: ${worker}`,
    changedBellBody: '振込データを出力する前に、変更がワーカー本人によるものか確認してください。',
    // N2: the check before a transfer file (payment-export-validation.ts exportWarnings); a warning does not block
    recentlyChanged: (date: string) => `振込口座が${date}に変更されています。本人による変更か確認してから出力してください。`,
    changedAfterPayment: (date: string) => `この支払の作成後（${date}）に振込口座が変更されています。変更後の口座に振り込まれます。`,
    holderKanaMismatch: (holder: string, kana: string) => `口座名義カナ（${holder}）がワーカーのフリガナ（${kana}）と一致しません。`,
    /** N11: no holder name begins with a hyphen (ー becomes `-` in the 全銀 set). */
    holderLeadingHyphen: '口座名義カナの先頭に「ー」や「-」は使用できません。通帳に記載の名義を入力してください。',
    // API / validation
    bankRequired: '金融機関を選んでください。',
    branchRequired: '支店を選んでください。',
    accountTypeInvalid: '口座種別を選んでください。',
  },
} as const;

/**
 * Part of the one message catalogue (`ja.ts` spreads it in): bank transfers (issue #11 items 4, 5 and 7) — bank
 * business days for the transfer date, the 全銀協 総合振込 file (packages/shared/src/zengin-transfer.ts), the check
 * before an export (payment-export-validation.ts) and the company's transfer accounts (振込元口座).
 */
export const transferMessages = {
  transfer: {
    // business days (business-days.ts)
    dateInvalid: '振込日はYYYY/MM/DDの形式の正しい日付で指定してください。',
    saturday: '土曜日',
    sunday: '日曜日',
    yearEnd: '年末年始',
    substituteHoliday: '振替休日',
    citizensHoliday: '国民の休日',
    /** 「2026/11/23は銀行休業日（勤労感謝の日）のため振込日に指定できません。次の営業日は2026/11/24です。」 */
    notBusinessDay: (date: string, reason: string, next: string) =>
      `${date}は銀行休業日（${reason}）のため振込日に指定できません。次の営業日は${next}です。`,
    /** The 振込指定日 of a file: not in the past, less than a year ahead (the file holds MMDD only). */
    datePast: (date: string, today: string) => `振込指定日${date}は過去の日付です（本日は${today}）。本日以降の銀行営業日を指定してください。`,
    dateTooFar: (date: string, limit: string) =>
      `振込指定日${date}は1年以上先です。全銀形式の振込指定日は月日だけのため、${limit}より前の日付を指定してください。`,
    // the 全銀 file (zengin-transfer.ts); a data record's messages are prefixed with the worker's name by the caller
    requesterCodeInvalid: '依頼人コードは10桁の数字で指定してください。',
    requesterNameLabel: '依頼人名',
    requesterNameTooLong: '依頼人名は半角に直して40文字以内にしてください（濁点・半濁点も1文字です）。',
    holderNameLabel: '口座名義カナ',
    holderNameRequired: '口座名義カナが登録されていません。',
    holderNameTooLong: (length: number) =>
      `口座名義カナが半角に直して${length}文字あり、全銀形式の上限30文字を超えています（濁点・半濁点も1文字です）。`,
    bankNameLabel: '金融機関名',
    branchNameLabel: '支店名',
    bankCodeInvalid: '金融機関コードが4桁の数字ではありません。',
    branchCodeInvalid: '支店コードが3桁の数字ではありません。',
    accountTypeInvalid: '預金種目が正しくありません。',
    requesterAccountSavings:
      '振込元口座の預金種目が貯蓄預金です。総合振込は貯蓄預金から振り込めません。設定の「振込元口座」で普通または当座の口座に変更してください。',
    accountNumberInvalid: '口座番号が7桁以内の数字ではありません。',
    customerCodeInvalid: '顧客コードは10桁以内の数字で指定してください。',
    amountNotPositive: (amount: string) => `振込金額が0円以下です（${amount}）。`,
    amountTooLarge: (amount: string) => `振込金額${amount}は全銀形式の上限¥9,999,999,999を超えています。`,
    amountNotInteger: '振込金額が整数の円ではありません。',
    noPayments: '振込データに出力する支払がありません。',
    tooManyPayments: '1つの振込データに出力できるのは999,999件までです。',
    totalTooLarge: '合計金額が全銀形式の上限（12桁）を超えています。',
    // the check before an export (payment-export-validation.ts)
    problem: (workerName: string, message: string) => `${workerName}: ${message}`,
    noBankAccount: '振込先口座が登録されていません。',
    holderNameInvalidChars: (chars: readonly string[]) =>
      `口座名義カナに全銀形式で使用できない文字が含まれています：${chars.join('、')}`,
  },
  /** The company's transfer accounts (振込元口座): /company/transfer_account and GET/PUT …/companies/transfer_accounts. */
  transferAccount: {
    title: '振込元口座',
    lead: '全銀形式の振込データ（総合振込）を作るときの振込元口座です。振込データの出力時に選び、既定の口座が初めに選ばれています。',
    add: '口座を追加',
    edit: '編集',
    remove: '削除',
    empty: '振込元口座はまだ登録されていません。',
    addTitle: '振込元口座を追加',
    editTitle: '振込元口座を編集',
    removeTitle: 'この振込元口座を削除しますか？',
    removeBody: (label: string, nextBecomesDefault: boolean) =>
      `${label} を削除します。出力済みの振込データはそのまま残ります。${nextBecomesDefault ? '既定の口座を削除すると、残りの先頭の口座が既定になります。' : ''}`,
    removeConfirm: '削除する',
    submit: '保存する',
    cancel: 'キャンセル',
    saved: '振込元口座を保存しました。',
    removed: '振込元口座を削除しました。',
    saveFailed: '振込元口座の保存に失敗しました。',
    loadFailed: '振込元口座の取得に失敗しました。',
    // fields
    bankBranch: '金融機関・支店',
    accountType: '預金種目',
    accountNumber: '口座番号',
    accountNumberHint: '7桁未満の番号は先頭に0を補って7桁で登録します',
    requesterCode: '依頼人コード',
    requesterCodeHint: '金融機関から通知された10桁の番号です',
    requesterName: '依頼人名',
    requesterNameHint:
      '全角カナ・英数字は保存時に半角（全銀形式）に変換します。株式会社などの法人格は略語にします（株式会社サンプル商事 → カ）サンプルシヨウジ）。',
    /** 預金種目 of a 振込元口座: 普通 or 当座 only (the 全銀 header admits 1, 2, 9). */
    accountTypeSavingsRefused: '振込元口座に貯蓄預金は使えません（総合振込は普通・当座の口座から振り込みます）。普通または当座を選んでください。',
    accountTypeHint: '総合振込の振込元にできるのは普通・当座の口座です。',
    savingsAccount: 'この口座は貯蓄預金のため振込データを出力できません。「編集」で普通または当座の口座に変更してください。',
    /** The kana preview under 依頼人名. */
    requesterNamePreview: (value: string) => `振込データでの表記: ${value}`,
    isDefault: '既定の口座',
    defaultChip: '既定',
    makeDefault: '既定にする',
    count: (n: number, max: number) => `${n}件（${max}件まで登録できます）`,
    // API / validation
    requesterCodeInvalid: '依頼人コードは10桁の数字で入力してください。',
    tooMany: (max: number) => `振込元口座は${max}件まで登録できます。`,
    oneDefault: '既定の口座を1つ選んでください。',
    duplicateAccount: '同じ口座が2回登録されています。',
    duplicateId: '同じ口座が2回指定されています。',
    unknownId: '指定された振込元口座が見つかりません。画面を再読み込みしてからやり直してください。',
    notFound: '振込元口座が見つかりません。',
    noDefault: '既定の振込元口座が登録されていません。',
  },
} as const;

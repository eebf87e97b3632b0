/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 支払調書 (報酬、料金、契約金及び賞金の支払調書, issue #22) —
 * the 発行状況 labels, the 区分 defaults, the problems a row can show, the API's refusals, the PDF's printed words and
 * the mail and portal notice telling the worker a record is available.
 */
export const paymentRecordMessages = {
  paymentRecords: {
    title: '支払調書',
    formTitle: '報酬、料金、契約金及び賞金の支払調書',
    /** 「令和7年分 報酬、料金、契約金及び賞金の支払調書」 */
    formHeading: (era: string) => `${era}分 報酬、料金、契約金及び賞金の支払調書`,
    statuses: { unissued: '未発行', published: '公開済', emailed: 'メール送信済' },
    filing: { all: 'すべて', required: '提出対象', not_required: '提出対象外' },
    entityTypes: { individual: '個人', corporation: '法人' },
    copies: { payee: '受給者交付用', office: '税務署提出用' },
    occupations: {
      engineer: 'エンジニア',
      designer: 'デザイナー',
      marketer: 'マーケター',
      writer: 'ライター',
      backoffice: 'バックオフィス',
      other: 'その他',
      unset: '職種未設定',
    },
    /** What a row lacks for a complete 支払調書 (shown in the lists; the office copy is refused without a number). */
    problems: {
      noMyNumber: 'マイナンバーが登録されていません',
      noAddress: '住所が登録されていません',
      noCorporateNumber: '法人番号が登録されていません',
      noPortalAccount: 'ポータルのアカウントがありません',
      companyAddressMissing: '会社の住所が登録されていません',
    },
    /** 摘要: the 消費税等 stated apart on the 支払通知書 (the 支払金額 is then without it). */
    taxRemark: (amount: string) => `消費税等 ${amount}`,
    // ── API refusals ──
    workerNotFound: (code: string) => `ワーカー（${code}）が見つかりません。`,
    contractNotFound: (code: string) => `契約（${code}）が見つかりません。`,
    notFound: '支払調書が見つかりません。',
    noPayments: (name: string, year: number) => `${name}さんには${year}年の支払いがありません。`,
    noPortalAccount: (name: string) => `${name}さんはポータルのアカウントがないため、支払調書を公開できません。先にポータルへ招待してください。`,
    noMyNumber: (name: string) => `${name}さんのマイナンバーが登録されていないため、税務署提出用の支払調書を作成できません。`,
    noCorporateNumber: (name: string) => `${name}の法人番号が登録されていないため、税務署提出用の支払調書を作成できません。`,
    officeCopyForbidden: '税務署提出用の支払調書は、マイナンバー担当者のみダウンロードできます。',
    refusedRow: (name: string, reason: string) => `${name}: ${reason}`,
    tooMany: (max: number) => `一度に指定できるのは${max}件までです。`,
    listRequired: '対象を1件以上選択してください。',
    invalidYear: '対象年が正しくありません。',
    mailsPerHour: (limit: number, left: number) =>
      `支払調書のメールは1時間に${limit.toLocaleString('ja-JP')}通までです（あと${left.toLocaleString('ja-JP')}通）。しばらくしてから送信してください。`,
    mailsPerAddress: (limit: number) => `同じ宛先への支払調書のメールは1時間に${limit}通までです。しばらくしてから送信してください。`,
    categoryTooLong: (max: number) => `${max}文字以内で入力してください。`,
    categoryRequired: '区分を入力してください。',
    // ── toasts ──
    published: '支払調書を公開しました。',
    emailed: '支払調書をメールで通知しました。',
    categoriesSaved: '区分・細目を保存しました。',
    bulkStarted: '処理を開始しました。完了までしばらくお待ちください。',
    // ── the PDF ──
    pdf: {
      payee: '支払を受ける者',
      payer: '支払者',
      address: '住所（居所）又は所在地',
      name: '氏名又は名称',
      myNumber: '個人番号又は法人番号',
      corporateNumber: '個人番号又は法人番号',
      phone: '電話',
      category: '区分',
      detail: '細目',
      paymentAmount: '支払金額',
      withholding: '源泉徴収税額',
      unpaidOf: '内',
      unpaidNote: '（内は未払）',
      unwithheldNote: '（内は未徴収）',
      remarks: '摘要',
      contract: '契約',
      payeeCopyNote: 'この支払調書は受給者交付用です（個人番号は記載していません）。',
      officeCopyNote: '税務署提出用',
      none: '—',
    },
    // ── the worker's mail and portal notice (no figures, no personal data: the record is read in the portal) ──
    mailSubject: (company: string, year: number) => `【${company}】${year}年分の支払調書を公開しました`,
    mailBody: (company: string, year: number) =>
      `${company}から${year}年分の支払調書（報酬、料金、契約金及び賞金の支払調書）が届きました。ポータルにログインしてご確認ください。`,
    mailAction: 'ポータルで支払調書を確認する',
    /** The purpose written to the マイナンバー operation log when the office copy reads the number. */
    myNumberPurpose: '支払調書作成',
    noticeTitle: (year: number) => `${year}年分の支払調書が公開されました`,
    noticeBody: (company: string, year: number) => `${company}が${year}年分の支払調書を公開しました。支払調書のページからダウンロードできます。`,
  },
} as const;

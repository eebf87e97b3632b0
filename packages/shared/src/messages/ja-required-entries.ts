/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the worker required entries of issue #9 item 6 — the
 * company setting /company/worker-required-entry, the portal's banner and the worker list's filter.
 */
export const requiredEntryMessages = {
  requiredEntries: {
    title: 'ワーカー必須項目',
    lead: 'ワーカーがポータルで必ず入力する項目を選びます。未入力の項目があるワーカーには、ポータルに入力を促すお知らせが表示されます（ほかの操作は制限されません）。',
    groupLabel: '必須にする項目',
    alwaysRequired: '氏名とメールアドレスは常に必須です。',
    labels: {
      full_name_kana: 'フリガナ',
      trade_name: '屋号',
      birthday: '生年月日',
      phone: '電話番号',
      address: '住所',
      occupation: '職種',
      invoice: 'インボイス登録',
      corporate_number: '法人番号',
      bank_account: '口座情報',
    },
    hints: {
      full_name_kana: '氏名の読み（カタカナ）',
      trade_name: '屋号（個人事業の名称）',
      birthday: '支払調書などに使います',
      phone: '連絡先の電話番号',
      address: '郵便番号・都道府県・住所（建物名は任意）',
      occupation: 'エンジニア・デザイナーなど',
      invoice: '適格請求書発行事業者の登録番号、または未登録であること',
      corporate_number: '法人のワーカーだけが対象です（個人には求めません）',
      bank_account: '報酬の振込先（銀行・支店・口座番号・口座名義）',
    },
    updated: 'ワーカー必須項目を更新しました。',
    updateFailed: 'ワーカー必須項目の更新に失敗しました。',
    loadFailed: 'ワーカー必須項目の取得に失敗しました。',
    unknownEntry: '指定できない必須項目が含まれています。',
    // the portal's banner
    bannerTitle: '未入力の必須項目があります',
    bannerList: (labels: string[]) => `未入力の必須項目があります：${labels.join('、')}`,
    bannerLead: '会社から入力を求められています。ほかの機能はこのままご利用いただけます。',
    bannerCompany: (company: string, labels: string[]) => `${company}：${labels.join('、')}`,
    fillProfile: 'プロフィールを入力する',
    fillBankAccount: '口座情報を登録する',
    // the company's worker list
    filterMissing: '必須項目が未入力',
    missingChip: '未入力あり',
    missingChipTitle: (labels: string[]) => `未入力の必須項目：${labels.join('、')}`,
    // 入力を依頼 (the 振込 check's next step; issue #21)
    request: '入力を依頼',
    requestConfirm: (name: string, labels: string[]) =>
      `${name}さんに、${labels.join('、')}の入力を依頼するメールを送信します（登録されているメールアドレス宛て）。よろしいですか？`,
    requestSend: '送信する',
    requestSent: '入力を依頼しました。',
    requested: (name: string, email: string) => `${name}さん（${email}）に入力を依頼するメールを送信しました。`,
    requestFailed: '入力の依頼に失敗しました。',
    requestWorkerRequired: 'ワーカーを指定してください。',
    requestNothingMissing: 'このワーカーには未入力の必須項目がありません。',
    requestNotRegistered: 'このワーカーはまだ登録（招待の承諾）を済ませていないため、入力を依頼できません。',
    requestEmailMissing: 'このワーカーにはメールアドレスが登録されていないため、入力を依頼できません。',
    mailsPerHour: (limit: number) =>
      `招待・マイナンバー提出依頼・入力依頼のメールは1社あたり1時間に${limit}件までです。しばらく時間をおいてから再度お試しください。`,
    mailSubject: (company: string) => `【${company}】登録情報の入力のお願い`,
    mailBody: 'お取引にあたり、次の項目の入力をお願いいたします。次のリンクからワーカーポータルにログインして入力してください。',
    mailCompany: '依頼元',
    mailEntries: '入力をお願いする項目',
    mailAction: 'ワーカーポータルで入力する',
  },
} as const;

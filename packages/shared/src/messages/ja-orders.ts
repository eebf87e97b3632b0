/**
 * Part of the one message catalogue (`ja.ts` spreads it in): ordering (issue #10) — purchase orders (発注書), their
 * statuses and log, the フリーランス新法 rules checked on submission, deliveries (納品) and invoices (請求書).
 */
const slash = (iso: string) => iso.replaceAll('-', '/');
/** 納品単位 names in a sentence: 「第1回納品」、「第2回納品」. */
const groupNames = (groups: readonly string[]) => groups.map((g) => `「${g}」`).join('、');

export const orderMessages = {
  orders: {
    title: '発注書',
    listTitle: '発注書一覧',
    notFound: '発注書が見つかりません。',
    /** A 納品単位 without a name yet, in a problem. */
    unnamedGroup: (n: number) => `納品単位 ${n}`,
    contractNotFound: '契約が見つかりません。',
    projectNotFound: '選択したプロジェクトが見つかりません。',
    workerNotFound: '選択したワーカーが見つかりません。',
    /** SPEC §5 priceOfEntireDocument, verbatim. */
    documentTotalTooLarge: '合計金額が上限を超えています',
    lineTotalTooLarge: '明細の金額（数量×単価＋消費税）は10,000,000円以下にしてください。',
    itemsTooMany: (max: number) => `明細は発注書全体で${max}件までです。`,
    itemsRequired: '明細を1件以上入力してください。',
    groupsRequired: '納品単位を1つ以上入力してください。',
    /** Issue #18: the tax is never typed per line (a number in `tax` is refused; empty or null passes). */
    taxNotTyped: '消費税額は明細ごとに入力できません。消費税は発注書の税率ごとの合計から計算します（1円未満切り捨て）。消費税額を空にしてください。',
    inspectionBeforeDelivery: '検収日は納品日以降の日付にしてください。',
    dueBeforeDelivery: '支払期日は納品日以降の日付にしてください。',
    dueTooLate: (latest: string) =>
      `支払期日は納品（受領）日から60日以内（受領日を含めて数え、${slash(latest)}まで）にしてください（フリーランス新法 第4条）。`,
    dueTooLateRedelegated: (latest: string) =>
      `再委託の支払期日は元委託者の支払期日から30日以内（元委託者の支払期日を含めて数え、${slash(latest)}まで）にしてください（フリーランス新法 第4条）。`,
    /** 取適法: payment by 手形 is not allowed (review §5.8). */
    promissoryNoteRefused: '支払方法に手形は指定できません（取適法により手形による支払は禁止されています）。銀行振込などの支払方法を入力してください。',
    /** 取引条件の明示 (フリーランス新法 第3条): each missing item, named. */
    missing: {
      clientName: '発注者（自社）の名称が未設定です。会社の基本情報で設定してください。',
      workerName: 'ワーカーの氏名または名称が未設定です。',
      orderDate: '発注日が未入力です。',
      content: '給付の内容（件名・納品単位の名称・明細）が未入力です。',
      deliveryDate: (groups: readonly string[]) => `納品日が未入力の納品単位があります：${groupNames(groups)}。`,
      deliveryPlace: '納品場所が未入力です。',
      inspectionDate: (groups: readonly string[]) => `検収ありの発注で検収日が未入力の納品単位があります：${groupNames(groups)}。`,
      fee: (groups: readonly string[]) => `報酬の額（単価）が未入力の明細があります：${groupNames(groups)}。`,
      dueDate: (groups: readonly string[]) => `支払期日が未入力の納品単位があります：${groupNames(groups)}。`,
      paymentMethod: '支払方法が未入力です。',
      originalClientName: '再委託の発注で元委託者の名称が未入力です（フリーランス新法 第4条3項）。',
      originalDueDate: '再委託の発注で元委託者の支払期日（元委託支払期日）が未入力です（フリーランス新法 第4条3項）。',
    },
    explicitTermsIntro: '取引条件の明示（フリーランス新法 第3条）に必要な事項が不足しているため送信できません。',
    withholdingWarning:
      'このワーカーの職種は源泉徴収の対象となる報酬（所得税法 第204条）にあたる可能性がありますが、契約は「源泉徴収しない」になっています。契約を確認してください。',
    refused: {
      update: 'この状態の発注書は編集できません。',
      delete: '未送信の発注書のみ削除できます。',
      submit: 'この状態の発注書は送信できません。',
      accept: '送信済みの発注書のみ承認できます。',
      request_correction: '送信済みの発注書のみ修正依頼できます。',
      revert: '送信済みまたは承認済みの発注書のみ修正のため取り下げできます。',
      revertDelivered: '納品が提出されている発注書は取り下げできません。',
      copy: 'この発注書は複製できません。',
    },
    toast: {
      created: '発注書を作成しました。',
      updated: '発注書を保存しました。',
      deleted: '発注書を削除しました。',
      submitted: '発注書をワーカーに送信しました。',
      copied: '発注書を複製しました。',
      reverted: '発注書を修正のため取り下げました。',
      accepted: '発注書を承認しました。',
      correctionRequested: '修正依頼を送信しました。',
    },
    commentRequired: '修正依頼の内容を入力してください。',
    log: {
      created: '作成',
      updated: '編集',
      submitted: '送信',
      accepted: 'ワーカーが承認',
      correction_requested: 'ワーカーが修正依頼',
      reverted: '修正のため取り下げ',
      copied: '複製して作成',
    },
    fieldLabels: {
      title: '件名',
      order_date: '発注日',
      delivery_place: '納品場所',
      payment_method: '支払方法',
      has_inspection: '検収',
      remarks: '備考',
      project: 'プロジェクト',
      original_client_name: '元委託者の名称',
      original_due_date: '元委託者の支払期日',
      item_groups: '納品単位・明細',
      total: '合計金額',
      status: '状態',
    },
    pdf: {
      title: '発注書',
      number: '発注番号',
      orderDate: '発注日',
      lead: '下記のとおり発注いたします。',
      content: '給付の内容',
      deliveryDate: '納品日',
      deliveryPlace: '納品場所',
      inspectionDate: '検収日',
      dueDate: '支払期日',
      paymentMethod: '支払方法',
      usance: '支払条件',
      contract: '契約',
      remuneration: '報酬の算定方法',
      redelegation: '再委託',
      redelegationStatement: '本発注は、元委託者から受託した業務の再委託です（フリーランス新法 第4条3項）。',
      originalClientName: '元委託者の名称',
      originalDueDate: '元委託者の支払期日',
      amountToPay: 'お支払予定額',
      footnote: '本書は特定受託事業者に係る取引の適正化等に関する法律 第3条に基づく取引条件の明示です。',
    },
  },
  deliveries: {
    notFound: '納品が見つかりません。',
    commentRequired: '差し戻す理由を入力してください。',
    notReviewing: 'この納品は未承認ではないため、承認も差し戻しもできません。',
    inspectionAfterToday: '検収日に今日より後の日付は指定できません。',
    inspectionBeforeDelivery: (deliveredOn: string) => `検収日は納品日（${slash(deliveredOn)}）以降の日付を指定してください。`,
    groupNotOrdered: '承認済みの発注書の納品単位にのみ納品できます。',
    alreadyDelivered: 'この納品単位には未承認か承認済みの納品があります。',
    filesTooMany: (max: number) => `添付ファイルは${max}件までです。`,
    fileNotUploaded: '添付ファイルがアップロードされていません。もう一度選択してください。',
    toast: {
      submitted: '納品を提出しました。',
      approved: '納品を承認しました。',
      rejected: '納品を差し戻しました。',
    },
  },
  invoices: {
    notFound: '請求書が見つかりません。',
    deliveryNotApproved: '納品が承認された納品単位にのみ請求できます。',
    alreadyInvoiced: 'この納品単位には未承認か承認済みの請求書があります。',
    notReviewing: 'この請求書は未承認ではないため、承認も差し戻しもできません。',
    commentRequired: '差し戻す理由を入力してください。',
    numberRequired: '請求書番号を入力してください。',
    toast: {
      submitted: '請求書を提出しました。',
      approved: '請求書を承認しました。',
      rejected: '請求書を差し戻しました。',
    },
    /** The 経過措置 share of the transaction date (the delivery's 検収日), named with that date. */
    notRegistered: (percent: number, transactionDate: string) =>
      `適格請求書発行事業者の登録なし（経過措置により仕入税額の${percent}%を控除・取引日 ${slash(transactionDate)}）`,
    notRegisteredNoDeduction: (transactionDate: string) => `適格請求書発行事業者の登録なし（仕入税額控除なし・取引日 ${slash(transactionDate)}）`,
  },
  /** Yearly purchases from a worker without インボイス登録 (経過措置 cap, issue #18 item 11). */
  unregisteredPurchases: {
    title: 'インボイス登録のない期間の仕入れ（年別）',
    lead: '承認済み・支払済みの支払通知書のうち、ワーカーがインボイス登録のない（登録番号の記載がない）ものの課税仕入れを、取引日（検収日）の暦年ごとに税込で合計しています。',
    capNote: (cap: string) =>
      `経過措置（仕入税額控除の一部）は、登録のない一の仕入先からの課税仕入れが一の課税期間に${cap}を超える部分には適用されません（令和8年度税制改正）。この画面は暦年で集計しています。自社の課税期間が暦年と異なる場合は、課税期間ごとに確認してください。`,
    year: '年',
    subtotal: '税抜',
    taxTotal: '消費税',
    total: '税込合計',
    cap: '上限',
    percent: '上限に対する割合',
    noCap: '上限なし',
    empty: 'インボイス登録のない期間の課税仕入れはありません。',
    loadFailed: 'インボイス登録のない期間の仕入れの取得に失敗しました。',
    warning: (year: number, percent: string, cap: string) =>
      `${year}年の課税仕入れが上限（${cap}）の${percent}に達しています。上限を超えた部分は経過措置による仕入税額控除を受けられません。`,
    exceeded: (year: number, cap: string) =>
      `${year}年の課税仕入れが上限（${cap}）を超えました。超えた部分は経過措置による仕入税額控除を受けられません。`,
  },
  ordering: {
    mail: {
      company: '発注者',
      order: '発注書',
      number: '発注番号',
      group: '納品単位',
      orderDate: '発注日',
      comment: 'コメント',
      action: '内容を確認する',
    },
    workerNotice: {
      order_submitted: {
        title: '新しい発注書が届きました',
        mailSubject: (company: string, number: string) => `【${company}】発注書が届きました（${number}）`,
        mailBody: '発注書が届きました。内容を確認し、承認または修正依頼をしてください。',
      },
      order_resubmitted: {
        title: '修正された発注書が届きました',
        mailSubject: (company: string, number: string) => `【${company}】修正された発注書が届きました（${number}）`,
        mailBody: '発注書が修正されて再送信されました。内容を確認し、承認または修正依頼をしてください。',
      },
      order_reverted: {
        title: '発注書が修正のため取り下げられました',
        mailSubject: (company: string, number: string) => `【${company}】発注書が修正のため取り下げられました（${number}）`,
        mailBody: '発注者が発注書を修正のため取り下げました。修正後の発注書が届くまでお待ちください。',
      },
      delivery_approved: {
        title: '納品が承認されました',
        mailSubject: (company: string, number: string) => `【${company}】納品が承認されました（${number}）`,
        mailBody: '納品が承認（検収）されました。請求書を提出してください。',
      },
      delivery_rejected: {
        title: '納品が差し戻されました',
        mailSubject: (company: string, number: string) => `【${company}】納品が差し戻されました（${number}）`,
        mailBody: '納品が差し戻されました。コメントを確認し、もう一度納品してください。',
      },
      invoice_approved: {
        title: '請求書が承認されました',
        mailSubject: (company: string, number: string) => `【${company}】請求書が承認されました（${number}）`,
        mailBody: '請求書が承認されました。',
      },
      invoice_rejected: {
        title: '請求書が差し戻されました',
        mailSubject: (company: string, number: string) => `【${company}】請求書が差し戻されました（${number}）`,
        mailBody: '請求書が差し戻されました。コメントを確認し、もう一度提出してください。',
      },
    },
    employeeNotice: {
      order_accepted: (worker: string) => `${worker}さんが発注書を承認しました`,
      order_correction_requested: (worker: string) => `${worker}さんから発注書の修正依頼が届きました`,
      delivery_submitted: (worker: string) => `${worker}さんが納品を提出しました`,
      invoice_submitted: (worker: string) => `${worker}さんが請求書を提出しました`,
    },
  },
} as const;

/**
 * One vocabulary (issue #21 item 6; docs/glossary.md explains each term for people). `terms` is what every screen,
 * PDF, CSV and mail says for a part of the work, and `avoid` the words that must not name it again
 * (apps/web/src/components/vocabulary.test.ts fails when a catalogue text uses one). State labels live beside their
 * states (purchase-orders.ts, deliveries.ts, payment-notifications, contract-progress.ts: the SPEC's labels); the
 * same test fails when two labels name one state.
 */
export const glossaryMessages = {
  glossary: {
    terms: [
      { term: '納品単位', meaning: '発注書の中で、まとめて納品・請求・支払いする単位。明細（品目・数量・単価）を持つ。', avoid: ['品目グループ', 'グループ名'] },
      { term: '明細', meaning: '納品単位の中の1行（品目・数量・単位・単価・税率）。', avoid: ['品目を追加'] },
      { term: '納品日', meaning: '納品単位を受け取る期日（フリーランス新法 第3条の「給付を受領する期日」）。', avoid: ['納期'] },
      { term: '検収日', meaning: '納品物の検査を終える日。検収ありの発注で明示し、納品の承認で記録する。', avoid: ['検収完了日'] },
      { term: '支払期日', meaning: '報酬を支払う期日。受領日から60日以内（フリーランス新法 第4条）。', avoid: [] },
      { term: '振込データ', meaning: '銀行に渡す全銀形式（またはCSV）の振込依頼ファイル。', avoid: ['振込ファイル', 'FBデータ'] },
      { term: '差し戻し', meaning: 'ワーカーが提出した納品・請求書を、会社が修正を求めて戻すこと。状態は「修正依頼中」になる。', avoid: [] },
      { term: '修正のため取り下げ', meaning: '会社が自分の送信した発注書を、修正するために取り下げること（状態は「修正中」）。', avoid: ['差し戻し（修正）', '発注書を差し戻', '発注書が修正のため差し戻'] },
      { term: '修正依頼', meaning: 'ワーカーが発注書・支払通知書の修正を会社に求めること。', avoid: [] },
      { term: 'みなし承認', meaning: '支払通知書を送ってから会社が定めた日数のうちにワーカーが回答しないとき、承認したものとみなすこと。', avoid: [] },
      { term: '稼働', meaning: 'ワーカーが契約の業務にあてた時間（稼働時間）。業務委託なので雇用の言葉（勤怠・残業・出勤・退勤）は使わない。', avoid: ['勤怠', '残業', '出勤', '退勤'] },
      { term: '精算幅', meaning: '月額の契約で基本料金のまま支払う稼働時間の下限〜上限（例: 140〜180時間）。下回れば控除、上回れば超過。', avoid: ['清算幅'] },
      { term: '控除単価・超過単価', meaning: '精算幅の下限に足りない時間・上限を超えた時間1時間あたりの金額。指定するか、上下割・中間割で基本料金から求める。', avoid: [] },
      { term: '提出対象・提出対象外', meaning: '支払調書を税務署に出す必要があるか。その年の支払金額が5万円を超えるワーカー（法人を含む）は提出対象。提出対象外でも本人用は発行できる。', avoid: ['提出不要'] },
      { term: '発注番号・通知番号・支払番号', meaning: '会社ごとの連番（PO-2026-000123、PN-202612-0001、PY-202701-0001、FB-202701-0001）。URLの英数字コードは番号ではない。', avoid: [] },
    ],
    states: {
      /** Not named by the SPEC (its progress labels stop at 納品未承認): the approved delivery. */
      deliveryApproved: '納品承認済',
    },
  },
} as const;

/**
 * Part of the one message catalogue (`ja.ts` spreads it in): インボイス登録 kept true (issue #25 item 3): statuses, notices, the bell and the API errors.
 */
import { formatDate } from '../format';

export const invoiceRegistrationMessages = {
  invoiceRegistrations: {
    title: 'インボイス登録（国税庁公表情報）',
    statusLabels: {
      registered: '登録あり',
      lapsed: '失効',
      cancelled: '取消',
      not_found: '公表情報なし',
      unchecked: '未確認',
    },
    /** the chip on the worker list (and the worker page's header) when the registration no longer holds */
    listChip: (label: string) => `インボイス${label}`,
    listChipTitle: (label: string) => `インボイス登録が${label}しています。日付は基本情報のインボイス登録欄を見てください。`,
    lead: '受注者が登録した登録番号を国税庁の公表情報で確認します（登録時と毎日の差分で更新）。',
    loadFailed: 'インボイス登録の確認状況の取得に失敗しました。',
    checkFailed: '登録番号を確認できませんでした。',
    fields: {
      number: '登録番号',
      status: '公表状況',
      name: '公表されている氏名又は名称',
      registeredOn: '登録年月日',
      endedOn: '失効・取消年月日',
      checkedAt: '最終確認',
    },
    notices: {
      notConfigured:
        '国税庁の適格請求書発行事業者公表システムWeb-APIが設定されていないため、登録番号を確認していません（NTA_INVOICE_API_URL・NTA_INVOICE_API_ID）。',
      unreachable: '国税庁の公表システムから応答がなかったため、登録番号をまだ確認できていません。翌日の確認で再度照会します。',
      notFound: 'この登録番号は国税庁の公表情報に見つかりませんでした。番号が正しいか受注者に確認してください。',
      ended: (label: string, endedOn: string) =>
        `この登録は${formatDate(endedOn)}から${label}しています。この日以降の取引は適格請求書発行事業者以外からの仕入れとして、経過措置の控除割合で扱います。`,
      noNumber: 'この受注者はインボイス登録番号を登録していません。',
    },
    check: '今すぐ確認',
    checked: '登録番号を確認しました。',
    /** the bell of the linked companies' payment roles, once per lapse or cancellation */
    bell: {
      title: (worker: string, label: string, endedOn: string) => `${worker}さんのインボイス登録が${formatDate(endedOn)}に${label}しました`,
      body: (number: string) =>
        `登録番号 ${number}。この日以降の取引の支払通知書・請求書は登録番号なし（経過措置の控除割合）で作られます。`,
    },
    errors: {
      noNumber: 'この受注者はインボイス登録番号を登録していないため、確認できません。',
    },
  },
};

/**
 * 法人略語 of 全銀 transfers, kept as data: a corporation's legal form in a 受取人名 or 依頼人名 is written as its
 * kana abbreviation, placed where the form stands in the name (株式会社ヤマダ → ｶ)ﾔﾏﾀﾞ, ヤマダ株式会社 → ﾔﾏﾀﾞ(ｶ,
 * ヤマダ株式会社東京支店 → ﾔﾏﾀﾞ(ｶ)ﾄｳｷﾖｳｼﾃﾝ). Banks register account names this way, and the full form would use up the
 * 30 bytes of a 受取人名.
 *
 * Source: the 法人略語 tables the banks publish from the 全銀協 rules — 常陽銀行's list cited by the domain review
 * (§7.4) https://www.joyobank.co.jp/j_help/1901/attention.html, 京葉銀行「カナ入力について」 https://www.keiyobank.co.jp/alpha_dbank/internet/typing.html (with the position examples
 * カ)ケイヨウギンコウ / ケイヨウギンコウ(カ / ケイヨウギンコウ(カ)チバシテン), and the 別表「法人略語」 of the
 * 口座振替 rules reproduced at https://expydoc.com/doc/7181036/ (一般・公益 社団/財団法人, 地方独立行政法人,
 * 公立大学法人, 社会保険労務士法人, 管理組合法人). Only 法人略語 are applied; 営業所略語 and 事業略語 (連合会 …) are not.
 *
 * Each entry: the legal form in kanji, its readings in katakana (the form a worker may type instead: カブシキガイシャ and
 * カブシキカイシャ), and the abbreviation in katakana (converted to 全銀 half-width where used).
 */
export type CorporateAbbreviation = { readonly form: string; readonly readings: readonly string[]; readonly abbreviation: string };

export const ZENGIN_CORPORATE_ABBREVIATIONS: readonly CorporateAbbreviation[] = [
  { form: '株式会社', readings: ['カブシキガイシャ', 'カブシキカイシャ'], abbreviation: 'カ' },
  { form: '有限会社', readings: ['ユウゲンガイシャ', 'ユウゲンカイシャ'], abbreviation: 'ユ' },
  { form: '合名会社', readings: ['ゴウメイガイシャ', 'ゴウメイカイシャ'], abbreviation: 'メ' },
  { form: '合資会社', readings: ['ゴウシガイシャ', 'ゴウシカイシャ'], abbreviation: 'シ' },
  { form: '合同会社', readings: ['ゴウドウガイシャ', 'ゴウドウカイシャ'], abbreviation: 'ド' },
  { form: '相互会社', readings: ['ソウゴガイシャ', 'ソウゴカイシャ'], abbreviation: 'ソ' },
  { form: '医療法人', readings: ['イリョウホウジン'], abbreviation: 'イ' },
  { form: '財団法人', readings: ['ザイダンホウジン'], abbreviation: 'ザイ' },
  { form: '一般財団法人', readings: ['イッパンザイダンホウジン'], abbreviation: 'ザイ' },
  { form: '公益財団法人', readings: ['コウエキザイダンホウジン'], abbreviation: 'ザイ' },
  { form: '社団法人', readings: ['シャダンホウジン'], abbreviation: 'シヤ' },
  { form: '一般社団法人', readings: ['イッパンシャダンホウジン'], abbreviation: 'シヤ' },
  { form: '公益社団法人', readings: ['コウエキシャダンホウジン'], abbreviation: 'シヤ' },
  { form: '宗教法人', readings: ['シュウキョウホウジン'], abbreviation: 'シユウ' },
  { form: '学校法人', readings: ['ガッコウホウジン'], abbreviation: 'ガク' },
  { form: '社会福祉法人', readings: ['シャカイフクシホウジン'], abbreviation: 'フク' },
  { form: '更生保護法人', readings: ['コウセイホゴホウジン'], abbreviation: 'ホゴ' },
  { form: '特定非営利活動法人', readings: ['トクテイヒエイリカツドウホウジン'], abbreviation: 'トクヒ' },
  { form: '独立行政法人', readings: ['ドクリツギョウセイホウジン'], abbreviation: 'ドク' },
  { form: '地方独立行政法人', readings: ['チホウドクリツギョウセイホウジン'], abbreviation: 'チドク' },
  { form: '弁護士法人', readings: ['ベンゴシホウジン'], abbreviation: 'ベン' },
  { form: '行政書士法人', readings: ['ギョウセイショシホウジン'], abbreviation: 'ギヨ' },
  { form: '司法書士法人', readings: ['シホウショシホウジン'], abbreviation: 'シホウ' },
  { form: '税理士法人', readings: ['ゼイリシホウジン'], abbreviation: 'ゼイ' },
  { form: '社会保険労務士法人', readings: ['シャカイホケンロウムシホウジン'], abbreviation: 'ロウム' },
  { form: '国立大学法人', readings: ['コクリツダイガクホウジン'], abbreviation: 'ダイ' },
  { form: '公立大学法人', readings: ['コウリツダイガクホウジン'], abbreviation: 'ダイ' },
  { form: '農事組合法人', readings: ['ノウジクミアイホウジン'], abbreviation: 'ノウ' },
  { form: '管理組合法人', readings: ['カンリクミアイホウジン'], abbreviation: 'カンリ' },
];

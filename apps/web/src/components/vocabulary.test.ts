/**
 * One vocabulary (issue #21 item 6, docs/glossary.md): one label and one badge colour per state, and no catalogue
 * text names a part of the work with a word the glossary retired (品目グループ, 納期, 検収完了日, 振込ファイル …).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { progressLabels, type ProgressKey } from '@app/shared/contract-progress';
import { deliveryStatusLabels, invoiceStatusLabels, type ReviewStatus } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { paymentNotificationStatusLabels, type PaymentNotificationStatus } from '@app/shared/payment-notifications';
import { paymentRecordStatusLabels } from '@app/shared/payment-records';
import { paymentStatusLabels } from '@app/shared/payments';
import { purchaseOrderStatusLabels } from '@app/shared/purchase-orders';
import { myNumberStatusLabels } from '@app/shared/workers';
import type { StatusTone } from '../app/theme';
import {
  myNumberStatusTone,
  paymentNotificationStatusTone,
  paymentStatusTone,
  progressTone,
  purchaseOrderStatusTone,
  reviewStatusTone,
} from './status-tones';

type Shown = { label: string; tone: StatusTone };
const delivery = (s: ReviewStatus): Shown => ({ label: deliveryStatusLabels[s], tone: reviewStatusTone[s] });
const invoice = (s: ReviewStatus): Shown => ({ label: invoiceStatusLabels[s], tone: reviewStatusTone[s] });
const notification = (s: PaymentNotificationStatus): Shown => ({ label: paymentNotificationStatusLabels[s], tone: paymentNotificationStatusTone[s] });
const progress = (k: ProgressKey): Shown => ({ label: progressLabels[k], tone: progressTone[k] });

describe('one label and one colour per state', () => {
  it('a delivery or invoice state reads and looks the same in its own list and in the contract progress', () => {
    expect(delivery('reviewing')).toEqual(progress('delivery_reviewing'));
    expect(delivery('rejected')).toEqual(progress('delivery_fix_requested'));
    expect(invoice('reviewing')).toEqual(progress('invoice_reviewing'));
    expect(invoice('rejected')).toEqual(progress('invoice_fix_requested'));
    expect(invoice('approved')).toEqual(progress('invoice_approved'));
  });

  it('a 支払通知書 state has the colour of its contract progress (the SPEC names both labels: §3)', () => {
    expect(notification('reviewing').tone).toBe(progress('payment_notification_reviewing').tone);
    expect(notification('rejected').tone).toBe(progress('payment_notification_fix_requested').tone);
    expect(notification('approved').tone).toBe(progress('payment_notification_accepted').tone);
  });

  it('within one kind of document, two states never share a label (except the SPEC’s two 修正中 of an order)', () => {
    const maps: Record<string, Record<string, string>> = {
      purchaseOrder: { ...purchaseOrderStatusLabels, corrected: 'SPEC §3: corrected is also 修正中' },
      delivery: deliveryStatusLabels,
      invoice: invoiceStatusLabels,
      paymentNotification: paymentNotificationStatusLabels,
      payment: paymentStatusLabels,
      myNumber: myNumberStatusLabels,
      paymentRecord: paymentRecordStatusLabels,
      progress: progressLabels,
    };
    for (const [kind, labels] of Object.entries(maps)) {
      const seen = new Map<string, string>();
      for (const [state, label] of Object.entries(labels)) {
        expect(seen.get(label), `${kind}: ${state} and ${seen.get(label)} are both 「${label}」`).toBeUndefined();
        seen.set(label, state);
      }
    }
    expect(purchaseOrderStatusTone.correcting).toBe(purchaseOrderStatusTone.corrected);
  });

  it('the same state never takes two colours', () => {
    expect(paymentStatusTone.paid).toBe(paymentNotificationStatusTone.paid);
    expect(myNumberStatusTone.confirmed).toBe('success');
  });
});

/** Every text of the catalogue, with its key path; message functions are read by their source (their template). */
function texts(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === 'string') return [[path.join('.'), node]];
  if (typeof node === 'function') return [[path.join('.'), String(node)]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => texts(v, [...path, k]));
  return [];
}

describe('the glossary', () => {
  const terms = ja.glossary.terms;

  it('no catalogue text uses a word the glossary retired', () => {
    const catalogue = texts(ja).filter(([key]) => !key.startsWith('glossary.'));
    const offending = terms.flatMap(({ term, avoid }) =>
      avoid.flatMap((word) => catalogue.filter(([, text]) => text.includes(word)).map(([key]) => `${key}: 「${word}」 → 「${term}」`)),
    );
    expect(offending).toEqual([]);
  });

  it('docs/glossary.md explains every term', () => {
    const doc = readFileSync(new URL('../../../../docs/glossary.md', import.meta.url), 'utf8');
    expect(terms.filter(({ term }) => !doc.includes(term)).map(({ term }) => term)).toEqual([]);
  });
});

/**
 * SPEC §8 gives these toasts verbatim, without 「。」; they stay as the contract says. Every other completed action
 * (…しました) ends with 「。」, so toasts read alike (usability review, lesser findings).
 */
const SPEC_VERBATIM = new Set([
  '項目の登録に成功しました', 'マイナンバー情報を削除しました', '契約情報を更新しました', '契約情報を作成しました', '基本情報を更新しました',
  '社員情報を更新しました', '社員情報を削除しました', '社員アカウントを停止しました', '社員アカウントを有効化しました', '部署情報を作成しました',
  '部署情報を更新しました', '部署情報を削除しました', '招待メールを送信しました', 'パスワード再設定メールを送信しました',
  'マイナンバー情報を登録しました', 'アップロードURLの取得に失敗しました', 'マイナンバー番号確認画像のアップロードに失敗しました',
  '身元確認画像のアップロードに失敗しました',
]);

describe('toasts', () => {
  it('every completed action ends with 「。」 unless the SPEC gives it verbatim without one (headings aside)', () => {
    const unpunctuated = texts(ja)
      .filter(([key, text]) => /しました$/.test(text) && !/title/i.test(key) && !SPEC_VERBATIM.has(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(unpunctuated).toEqual([]);
  });
});

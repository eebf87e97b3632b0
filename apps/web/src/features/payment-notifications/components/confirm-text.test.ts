/** The 支払通知書 confirmations name whom and how much (issue #21): one worker and its 振込金額, or the count, names and total. */
import { expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { whoAndHowMuch } from './confirm-text';

const c = ja.paymentNotificationScreens.confirm;

it('names the worker and the 振込金額 of one notice', () => {
  expect(whoAndHowMuch([{ worker: '田中 健太', amount: 110_000 }], c.submitOne, c.submitMany)).toBe(
    '田中 健太さんに支払通知書（振込金額 ¥110,000）を送信します。メールとワーカーポータルで通知されます。',
  );
});

it('names up to three workers once each, then ほかn名, with the count and the total', () => {
  const notices = [
    { worker: '田中 健太', amount: 110_000 },
    { worker: '田中 健太', amount: 55_000 },
    { worker: '佐藤 花子', amount: 33_000 },
    { worker: '鈴木 一郎', amount: 1_000 },
    { worker: '高橋 美咲', amount: 1 },
  ];
  expect(whoAndHowMuch(notices, c.discardOne, c.discardMany)).toBe(
    '5件の支払通知書（田中 健太、佐藤 花子、鈴木 一郎 ほか1名、振込金額の合計 ¥199,001）を破棄します。含まれていた納品単位から、もう一度作成できます。',
  );
});

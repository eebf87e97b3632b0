import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { EmptyAnswerError, inviteActionFailureText, inviteFailureText } from './worker-invites';

const unexpected = '予期せぬエラーが発生しました。時間を空けて再実行するか、サポート担当にお問い合わせください。';

describe('inviteFailureText (SPEC §8, worker invite)', () => {
  it('joins the server’s own errors', () => {
    const error = new ApiError({ status: 422, code: 'VALIDATION_ERROR', errors: ['氏名を入力してください。', 'メールアドレスの形式で入力してください。'] });
    expect(inviteFailureText(error)).toBe('氏名を入力してください。 メールアドレスの形式で入力してください。');
  });
  it('puts the fallback before the message when the request never reached the server', () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', errors: ['サーバーに接続できませんでした。'] });
    expect(inviteFailureText(offline)).toBe('ワーカーへ招待メールの送信に失敗しました。サーバーに接続できませんでした。');
  });
  it('answers the unexpected-error text when a response has no data', () => {
    expect(inviteFailureText(new EmptyAnswerError())).toBe(unexpected);
  });
});

describe('inviteActionFailureText (SPEC §8, re-invite and cancel)', () => {
  it('is the prefix then the server message, or the unexpected-error text without data', () => {
    const error = new ApiError({ status: 404, code: 'NOT_FOUND', errors: ['招待が見つかりません。'] });
    expect(inviteActionFailureText('ワーカーの招待の取り消しに失敗しました。', error)).toBe('ワーカーの招待の取り消しに失敗しました。招待が見つかりません。');
    expect(inviteActionFailureText('ワーカーへ再招待メールの送信に失敗しました。', new EmptyAnswerError())).toBe(unexpected);
  });
});

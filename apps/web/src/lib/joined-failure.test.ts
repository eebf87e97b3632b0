import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { joinedFailure } from './joined-failure';

describe('joinedFailure (SPEC §8 contract update/create)', () => {
  it('prefers the joined server errors', () => {
    const error = new ApiError({ status: 422, errors: ['金額は数字で入力してください（例：100000、100,000）', '契約開始日より前の日付を設定することはできません'], code: 'VALIDATION_ERROR' });
    expect(joinedFailure('契約情報の更新に失敗しました。', error)).toBe('金額は数字で入力してください（例：100000、100,000） 契約開始日より前の日付を設定することはできません');
  });
  it('falls back to the prefix plus the message', () => {
    const network = new ApiError({ status: 0, errors: ['サーバーに接続できませんでした。通信環境をご確認ください。'], code: 'NETWORK_ERROR' });
    expect(joinedFailure('契約情報の作成に失敗しました。', network)).toBe('契約情報の作成に失敗しました。サーバーに接続できませんでした。通信環境をご確認ください。');
    expect(joinedFailure('契約情報の更新に失敗しました。', new Error('boom'))).toBe('契約情報の更新に失敗しました。boom');
  });
});

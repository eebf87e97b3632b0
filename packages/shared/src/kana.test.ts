import { describe, expect, it } from 'vitest';
import { foldForSearch, workerSearchKey } from './kana';

describe('foldForSearch', () => {
  it('folds full-width katakana to hiragana', () => {
    expect(foldForSearch('ヤマダ')).toBe('やまだ');
  });
  it('folds half-width katakana, joining voiced marks', () => {
    expect(foldForSearch('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('やまだたろう');
  });
  it('keeps the long vowel mark so ラーメン matches らーめん', () => {
    expect(foldForSearch('ラーメン')).toBe(foldForSearch('らーめん'));
  });
  it('removes half- and full-width spaces and lower-cases latin letters', () => {
    expect(foldForSearch('Ｙａｍａｄａ　Design')).toBe('yamadadesign');
  });
  it('leaves kanji untouched', () => {
    expect(foldForSearch('山田 太郎')).toBe('山田太郎');
  });
});

describe('workerSearchKey', () => {
  it('joins the names so a query cannot match across two of them', () => {
    const key = workerSearchKey(['山田', 'ヤマダ', null, '開発部']);
    expect(key.includes('やまだ')).toBe(true);
    expect(key.includes('やまだ開発')).toBe(false);
  });
});

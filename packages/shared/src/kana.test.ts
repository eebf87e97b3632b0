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

describe('foldForSearch (issue #4 cases)', () => {
  it('matches katakana, hiragana and half-width katakana of one name', () => {
    const forms = ['ヤマダ タロウ', 'やまだ たろう', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'];
    expect(new Set(forms.map(foldForSearch))).toEqual(new Set(['やまだたろう']));
  });
  it('folds half-width semi-voiced marks and small kana', () => {
    expect(foldForSearch('ﾊﾟｯｸ')).toBe('ぱっく');
    expect(foldForSearch('ヴァイオリン')).toBe('ゔぁいおりん');
  });
  it('keeps the long vowel mark, half-width or full-width', () => {
    expect(foldForSearch('ｺｰﾋｰ')).toBe('こーひー');
    expect(foldForSearch('コーヒー')).toBe('こーひー');
    expect(foldForSearch('コーヒー')).not.toBe(foldForSearch('コヒ'));
  });
  it('removes tabs, non-breaking and ideographic spaces anywhere', () => {
    expect(foldForSearch(' 山田\t太郎\u00a0\u3000 ')).toBe('山田太郎');
  });
  it('folds full-width digits and letters of trade names', () => {
    expect(foldForSearch('ＡＢＣ企画２')).toBe('abc企画2');
  });
  it('answers an empty key for blank input', () => {
    expect(foldForSearch('　 ')).toBe('');
  });
});

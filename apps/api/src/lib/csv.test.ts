import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, decodeCsvBytes, parseCsvUpload, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a BOM, CRLF line ends, RFC 4180 quoting and neutralises formulas', () => {
    const bytes = toCsv(['氏名', '金額'], [['=1+1', -5], ['a"b,c', '@x'], ['-', null], ['+81', '\tx']]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      '氏名,金額\r\n\'=1+1,-5\r\n"a""b,c",\'@x\r\n-,\r\n\'+81,\'\tx\r\n',
    );
  });
});

describe('parseCsvUpload', () => {
  it('reads UTF-8 with a BOM and numbers rows by the line they start on', () => {
    const result = parseCsvUpload(Buffer.from('\ufeffa,b\r\n1,"x\r\ny"\r\n\r\n3,4\r\n'));
    expect(result).toEqual({
      ok: true,
      header: ['a', 'b'],
      rows: [
        { line: 2, cells: ['1', 'x\ny'] },
        { line: 5, cells: ['3', '4'] },
      ],
    });
  });

  it('reads Shift-JIS files written by Excel', () => {
    const result = parseCsvUpload(iconv.encode('氏名,カナ\r\n山田 太郎,ヤマダ タロウ\r\n', 'cp932'));
    expect(result).toEqual({ ok: true, header: ['氏名', 'カナ'], rows: [{ line: 2, cells: ['山田 太郎', 'ヤマダ タロウ'] }] });
    expect(decodeCsvBytes(iconv.encode('髙橋', 'cp932')).encoding).toBe('shift_jis');
  });

  it('answers a Japanese error for a broken file or an empty one', () => {
    expect(parseCsvUpload(Buffer.from('a,b\n1,"x\n'))).toMatchObject({ ok: false, error: expect.stringContaining('CSVの形式が正しくありません') });
    expect(parseCsvUpload(Buffer.from('\ufeff\r\n'))).toEqual({ ok: false, error: 'CSVファイルにデータがありません。' });
  });
});

describe('attachmentHeader', () => {
  it('carries the UTF-8 name and an ASCII fallback', () => {
    expect(attachmentHeader('社員.csv')).toBe(`attachment; filename="__.csv"; filename*=UTF-8''%E7%A4%BE%E5%93%A1.csv`);
  });
});

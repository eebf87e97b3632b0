import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, neutraliseCell, parseCsvUpload, toCsv, unneutraliseCell } from './csv';

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
  it('reads UTF-8 with a BOM and numbers rows by the line they start on', async () => {
    const result = await parseCsvUpload(Buffer.from('\ufeffa,b\r\n1,"x\r\ny"\r\n\r\n3,4\r\n'));
    expect(result).toEqual({
      ok: true,
      header: ['a', 'b'],
      rows: [
        { line: 2, cells: ['1', 'x\ny'] },
        { line: 5, cells: ['3', '4'] },
      ],
    });
  });

  it('reads Shift-JIS files written by Excel', async () => {
    const result = await parseCsvUpload(iconv.encode('氏名,カナ\r\n山田 太郎,ヤマダ タロウ\r\n', 'cp932'));
    expect(result).toEqual({ ok: true, header: ['氏名', 'カナ'], rows: [{ line: 2, cells: ['山田 太郎', 'ヤマダ タロウ'] }] });
    expect((await decodeCsvBytes(iconv.encode('髙橋', 'cp932'))).encoding).toBe('shift_jis');
  });

  it('answers a Japanese error for a broken file or an empty one', async () => {
    expect(await parseCsvUpload(Buffer.from('a,b\n1,"x\n'))).toMatchObject({ ok: false, error: expect.stringContaining('CSVの形式が正しくありません') });
    expect(await parseCsvUpload(Buffer.from('\ufeff\r\n'))).toEqual({ ok: false, error: 'CSVファイルにデータがありません。' });
  });

  it('reads quotes, escaped quotes, mixed line ends, trailing commas; skips empty lines and rows of empty cells', async () => {
    const text = 'a,b,c\n\n"x ""q"", y",2,\r\n,,\r"m\r\nn\ro",5,6\r\n\r\n7,8,9';
    expect(await parseCsvUpload(Buffer.from(text))).toEqual({
      ok: true,
      header: ['a', 'b', 'c'],
      rows: [
        { line: 3, cells: ['x "q", y', '2', ''] },
        { line: 5, cells: ['m\nn\no', '5', '6'] },
        { line: 9, cells: ['7', '8', '9'] },
      ],
    });
  });

  it('names the line of a quote left open and of text after a closing quote', async () => {
    expect(await parseCsvUpload(Buffer.from('a,b\r\n1,2\r\n3,"x\r\ny\r\n'))).toEqual({
      ok: false,
      error: '3行目: CSVの形式が正しくありません。「"」で始まるセルが閉じられていません。',
    });
    expect(await parseCsvUpload(Buffer.from('a,b\r\n1,"x"y\r\n'))).toEqual({
      ok: false,
      error: '2行目: CSVの形式が正しくありません。「"」で囲んだセルの後ろに区切りのない文字があります。',
    });
  });

  it('stops at the first limit passed: data rows, cells in a row, characters in a cell', async () => {
    expect(await parseCsvUpload(Buffer.from('a\n1\n\n2\n3\n'), { maxRows: 2 })).toEqual({
      ok: false,
      error: 'CSVのデータ行が多すぎます。一度に取り込めるのは2行までです。',
    });
    expect(await parseCsvUpload(Buffer.from('a\n1\n\n2\n,\n'), { maxRows: 2 })).toMatchObject({ ok: true });
    expect(await parseCsvUpload(Buffer.from(`a\n1\n${','.repeat(100)}\n`))).toEqual({ ok: false, error: '3行目: 列が多すぎます。1行は100列までにしてください。' });
    expect(await parseCsvUpload(Buffer.from(`${'h,'.repeat(99)}h\n`))).toMatchObject({ ok: true });
    expect(await parseCsvUpload(Buffer.from(`名前,備考\n\n1,${'x'.repeat(10_001)}\n`))).toEqual({
      ok: false,
      error: '3行目（備考）: 1つのセルは10,000文字までにしてください。',
    });
    expect(await parseCsvUpload(Buffer.from(`名前\n"${'""'.repeat(5_000)}${'x'.repeat(5_001)}"\n`))).toEqual({
      ok: false,
      error: '2行目（名前）: 1つのセルは10,000文字までにしてください。',
    });
    expect(await parseCsvUpload(Buffer.from(`名前\n1,${'y'.repeat(10_001)}\n`))).toEqual({
      ok: false,
      error: '2行目（2列目）: 1つのセルは10,000文字までにしてください。',
    });
    const longest = await parseCsvUpload(Buffer.from(`名前\n"${'x'.repeat(10_000)}"\n`));
    expect(longest.ok && longest.rows[0]!.cells[0]!.length).toBe(10_000);
  });
});

describe('neutraliseCell and unneutraliseCell', () => {
  it('give back every exported value on import, including values that begin with a quote', () => {
    const values = ['=SUM(A1)', '+81 3', '-', '-5', '@home', '\tx', "'=x", "''+y", "'-", "'plain", 'plain', ''];
    for (const value of values) expect(unneutraliseCell(neutraliseCell(value))).toBe(value);
    expect(neutraliseCell("'=x")).toBe("''=x");
    expect(unneutraliseCell("'plain")).toBe("'plain");
  });

  it('neutralise the full-width ＝ that Japanese Excel runs as a formula (I7), and give it back on import', () => {
    expect(neutraliseCell('＝1+1')).toBe("'＝1+1");
    expect(unneutraliseCell("'＝1+1")).toBe('＝1+1');
    expect(neutraliseCell('-ﾀﾅｶ')).toBe("'-ﾀﾅｶ");
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('staff CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+61298765432', "'+61298765432"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    [42, '42'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
  ])('%j → %s', (value, out) => {
    expect(csvCell(value)).toBe(out);
  });

  it('writes a BOM, a header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [['1', 'x,y'], [null, '=1']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n,\'=1\r\n');
  });
});

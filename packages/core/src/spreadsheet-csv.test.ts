import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, spreadsheetCsvCell, utf8ByteOrderMark } from './spreadsheet-csv.ts';

describe('spreadsheetCsvCell', () => {
  it.each([
    ['plain text', 'newsletter', 'newsletter'],
    ['a number', 3, '3'],
    ['a yes', true, 'true'],
    ['an empty cell', '', ''],
    ['a comma (RFC 4180: quoted)', 'Brooks, Ethan', '"Brooks, Ethan"'],
    ['a double quote (doubled inside quotes)', 'the "club"', '"the ""club"""'],
    ['a line feed', 'two\nlines', '"two\nlines"'],
    ['a carriage return and line feed', 'two\r\nlines', '"two\r\nlines"'],
    ['non-ASCII text (unchanged)', 'Zürich – Ελλάδα – 東京', 'Zürich – Ελλάδα – 東京'],
    ['a formula (=)', '=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['a formula (+)', '+1+1', "'+1+1"],
    ['a formula (-)', '-2+3', "'-2+3"],
    ['a formula (@)', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['a sign that is not at the start', 'a=b', 'a=b'],
    ['a negative number (a number, not text a person typed)', -1, '-1'],
  ])('writes %s', (_case, cell, written) => {
    expect(spreadsheetCsvCell(cell)).toBe(written);
  });
});

describe('spreadsheetCsv', () => {
  it('starts with the UTF-8 byte order mark and a header row, and ends every row with CRLF', () => {
    expect(
      spreadsheetCsv(
        ['consent', 'granted'],
        [
          ['newsletter', true],
          ['terms', false],
        ],
      ),
    ).toBe(`${utf8ByteOrderMark}consent,granted\r\nnewsletter,true\r\nterms,false\r\n`);
  });

  it('is the header alone when there are no rows', () => {
    expect(spreadsheetCsv(['a', 'b'], [])).toBe(`${utf8ByteOrderMark}a,b\r\n`);
  });
});

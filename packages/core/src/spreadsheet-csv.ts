/** A cell of a spreadsheet CSV: text, a number or a yes/no; an empty cell is the empty string. */
export type SpreadsheetCell = string | number | boolean;

/** The UTF-8 byte order mark: without it, spreadsheets in many locales read UTF-8 as their own legacy code page. */
export const utf8ByteOrderMark = '\uFEFF';

/**
 * A spreadsheet reads a cell that starts with one of these as a formula (or, for tab and carriage return, as the
 * start of one): an exported value such as `=HYPERLINK(…)` typed by someone into a field would run on opening
 * (OWASP, CSV injection).
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 writes it, with a leading `'` on text a spreadsheet would take for a formula. */
export function spreadsheetCsvCell(cell: SpreadsheetCell): string {
  const text = typeof cell === 'string' && formulaStart.test(cell) ? `'${cell}` : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file for people who open it in a spreadsheet: the UTF-8 byte order mark, a header row, RFC 4180 quoting and
 * CRLF line ends, and no cell a spreadsheet would run as a formula.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly SpreadsheetCell[])[]): string {
  const line = (cells: readonly SpreadsheetCell[]) => `${cells.map(spreadsheetCsvCell).join(',')}\r\n`;
  return utf8ByteOrderMark + line(header) + rows.map(line).join('');
}

/** A value of a CSV cell: text as it is, numbers as JavaScript writes them, null as empty. */
export type CsvValue = string | number | null;

/**
 * One field of RFC 4180 CSV: quoted when it holds a comma, a quote or a line break (its quotes
 * doubled). A text starting with =, +, - or @ is prefixed with ' so that a spreadsheet does not
 * run it as a formula; numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text (CRLF line ends, a final line end), the first row usually the header. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

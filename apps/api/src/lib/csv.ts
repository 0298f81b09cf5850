/**
 * One CSV cell: quoted when it must be; a text a spreadsheet would run as a formula (= + - @ at
 * its start) is kept as text with a leading apostrophe.
 */
export function csvCell(value: unknown, text = false): string {
  let out = value === null || value === undefined ? '' : String(value);
  if (text && /^[=+\-@\t\r]/.test(out)) out = `'${out}`;
  return /[",\r\n]/.test(out) ? `"${out.replace(/"/g, '""')}"` : out;
}

/** A CSV file: its header and rows of cells, with a byte order mark so spreadsheets read UTF-8. */
export function csvDocument(header: readonly string[], rows: readonly string[][]): string {
  const lines = [header.join(','), ...rows.map((cells) => cells.join(','))];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

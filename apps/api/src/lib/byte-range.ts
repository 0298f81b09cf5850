/** One byte range of a file, both ends included (as HTTP writes them). */
export interface ByteSpan {
  start: number;
  end: number;
}

/**
 * The single byte range a Range header asks of a file of `size` bytes ('bytes=a-b', 'a-' or
 * '-n'); 'unsatisfiable' when it starts past the end; null when there is none to honour.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteSpan | 'unsatisfiable' | null {
  const range = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!range || !(range[1] || range[2])) return null;
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

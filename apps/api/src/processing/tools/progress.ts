/**
 * GDAL's terminal progress ("0...10...20...30...40...50...60...70...80...90...100 - done.")
 * arrives in arbitrary chunks, mixed with other stdout text (gdalwarp prints "Creating output
 * file that is 803P x 736L."). A mark is accepted only when it is the next one expected (0, then
 * 10, 20, ...) and is followed by a dot (or " - done" for 100); each dot is another 2.5 %.
 * Returns a feeder that reports each increase once, never going backwards.
 */
export function createProgressParser(
  onProgress: (percent: number) => void,
): (text: string) => void {
  let digits = '';
  let lastMark = -10;
  let current = -1;

  const report = (value: number) => {
    if (value > current) {
      current = value;
      onProgress(value);
    }
  };

  return (text: string) => {
    for (const ch of text) {
      if (ch >= '0' && ch <= '9') {
        digits += ch;
        continue;
      }
      if (digits) {
        const value = Number(digits);
        digits = '';
        const terminated = ch === '.' || (ch === ' ' && value === 100);
        if (terminated && value === lastMark + 10 && value <= 100) {
          lastMark = value;
          report(value);
        }
      }
      // The dots after a mark stand for 2.5, 5 and 7.5 % beyond it.
      if (ch === '.' && lastMark >= 0 && lastMark < 100) {
        report(Math.min(lastMark + 7.5, Math.max(current, lastMark) + 2.5));
      }
    }
  };
}

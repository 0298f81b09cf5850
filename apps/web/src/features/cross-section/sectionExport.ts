import type uPlot from 'uplot';

/** The chart as a PNG: its canvas (lines and axes) on white, with the legend's names under it. */
export function chartPng(plot: uPlot, names: { label: string; colour: string }[]): Promise<Blob> {
  const source = plot.ctx.canvas;
  const ratio = source.width / Math.max(source.clientWidth, 1);
  const lineHeight = Math.round(18 * ratio);
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height + lineHeight * (names.length + 1);
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(source, 0, 0);
  context.font = `${Math.round(13 * ratio)}px sans-serif`;
  names.forEach(({ label, colour }, index) => {
    const y = source.height + lineHeight * (index + 1);
    context.fillStyle = colour;
    context.fillRect(10 * ratio, y - 10 * ratio, 16 * ratio, 4 * ratio);
    context.fillStyle = '#212121';
    context.fillText(label, 32 * ratio, y);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}

/** Side of the thumbnail a print is judged on. */
const SAMPLE = 64;

/** Whether the pixels are all (nearly) one colour: a map that drew nothing. */
export function isUniform(data: Uint8ClampedArray, tolerance = 8): boolean {
  if (data.length < 4) return true;
  const [r, g, b] = [data[0]!, data[1]!, data[2]!];
  for (let i = 4; i < data.length; i += 4) {
    if (
      Math.abs(data[i]! - r) > tolerance ||
      Math.abs(data[i + 1]! - g) > tolerance ||
      Math.abs(data[i + 2]! - b) > tolerance
    ) {
      return false;
    }
  }
  return true;
}

/** Whether a drawn map image is blank (one colour), judged on a small copy of it. */
export async function isBlankImage(dataUrl: string): Promise<boolean> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE;
  canvas.height = SAMPLE;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.drawImage(image, 0, 0, SAMPLE, SAMPLE);
  return isUniform(context.getImageData(0, 0, SAMPLE, SAMPLE).data);
}

/**
 * Images for stories and browser tests, without network: drawn on a canvas in the browser.
 */

const palette = ['#6d2e46', '#b8324f', '#1e5a85', '#2f6b4a', '#85520a'];

/** Draws a gradient with the size written on it, on a canvas of width × height. */
function drawCanvas(width: number, height: number, hue = 0): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#f6e6ec');
  gradient.addColorStop(1, palette[hue % palette.length] ?? '#6d2e46');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#2b2024';
  context.font = `${String(Math.round(Math.min(width, height) / 10))}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(`${String(width)}×${String(height)}`, width / 2, height / 2);
  return canvas;
}

/** A PNG data URL of width × height (synchronous, for `image` props). */
export function pngDataUrl(width: number, height: number, hue = 0): string {
  return drawCanvas(width, height, hue).toDataURL('image/png');
}

/** A real PNG file of width × height, as the file chooser would give it. */
export function pngFile(width: number, height: number, name?: string): Promise<File> {
  const canvas = drawCanvas(width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error('canvas.toBlob failed'));
        return;
      }
      resolve(
        new File([blob], name ?? `photo-${String(width)}x${String(height)}.png`, {
          type: 'image/png',
        }),
      );
    }, 'image/png');
  });
}

/** A file of `bytes` bytes claiming to be a PNG (11 MB by default): too large to upload. */
export function oversizedFile(bytes = 11 * 1024 * 1024, name = 'trop-lourde.png'): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

/** A file of another format (a PDF). */
export function pdfFile(name = 'document.pdf'): File {
  return new File(['%PDF-1.4'], name, { type: 'application/pdf' });
}

/** The pixel size of an encoded image (a cropped JPEG, for instance). */
export async function imageSizeOf(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

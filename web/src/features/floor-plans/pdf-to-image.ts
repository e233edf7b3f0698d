/**
 * A PDF floor plan becomes an image in the browser before it is uploaded: its first page is drawn with
 * pdf.js onto a canvas and saved as PNG. pdf.js and its worker load only when a PDF is chosen, and the
 * worker comes from this app's own bundle (Vite emits it as an asset), never from a CDN (ADR 032).
 */

/** Long side of the image a page becomes: labels stay legible and extraction stays fast. */
export const pdfPageLongSide = 2000;

/** The upload limit for images (spec: 7 MB); a PNG over it is saved again as JPEG. */
const uploadLimitBytes = 7340032;

export function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** Scale that brings a page of `width` x `height` (PDF points) to `pdfPageLongSide` on its long side. */
export function pageScale(width: number, height: number): number {
  return pdfPageLongSide / Math.max(width, height);
}

/** The first page of `file`, as a PNG (or JPEG when the PNG would be over the upload limit). */
export async function pdfFirstPageToImage(file: File): Promise<File> {
  const [pdfjs, worker] = await Promise.all([
    // The legacy build carries its own polyfills: PDFs open in browsers a few years old too.
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
  const document_ = await task.promise;
  try {
    const page = await document_.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: pageScale(base.width, base.height) });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    // Plans are black lines on paper: a transparent page would read as black once flattened.
    await page.render({ canvas, viewport, background: '#ffffff' }).promise;
    const stem = file.name.replace(/\.pdf$/i, '') || 'floor-plan';
    const png = await toBlob(canvas, 'image/png');
    if (png.size <= uploadLimitBytes) return new File([png], `${stem}.png`, { type: 'image/png' });
    const jpeg = await toBlob(canvas, 'image/jpeg', 0.9);
    return new File([jpeg], `${stem}.jpg`, { type: 'image/jpeg' });
  } finally {
    await task.destroy();
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The page could not be saved as an image.'))),
      type,
      quality,
    ),
  );
}

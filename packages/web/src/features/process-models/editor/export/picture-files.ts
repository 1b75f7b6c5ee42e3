/** The PNG of the diagram and the download of a picture file. */

/** A PNG is drawn at twice the diagram's size (sharp on high-resolution screens and projectors)… */
export const PNG_SCALE = 2;
/** …but no side longer than browsers' canvases allow everywhere… */
export const PNG_MAX_SIDE = 16_384;
/**
 * …and no more pixels than 128 megapixels (512 MB while drawn): what Chromium draws on one canvas (checked;
 * other browsers are not), and what a wrapped 1,000-step diagram needs for its smallest text to stay 10 px.
 */
export const PNG_MAX_PIXELS = 2 ** 27;

/**
 * The pixel size of the PNG of a diagram of `width` × `height` (pixels at scale 1): twice that, or, for
 * a model too large for it, the largest scale that keeps both sides within PNG_MAX_SIDE and the area
 * within PNG_MAX_PIXELS (the whole diagram, smaller; the SVG stays sharp at any size).
 */
export function pngSize(width: number, height: number): { width: number; height: number; scale: number } {
  const scale = Math.min(
    PNG_SCALE,
    PNG_MAX_SIDE / width,
    PNG_MAX_SIDE / height,
    Math.sqrt(PNG_MAX_PIXELS / (width * height)),
  );
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
    scale,
  };
}

/**
 * Loads an SVG document as an image, from a data: URL: the app's Content-Security-Policy allows images
 * from itself and data: only (a blob: URL is refused), and a data: image never taints the canvas.
 */
async function loadSvg(svg: string): Promise<HTMLImageElement> {
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The browser could not read the SVG picture'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
  return image;
}

/** Draws an SVG document (made at the PNG's size) on a canvas of that size and encodes it as PNG. */
export async function svgToPng(svg: string, size: { width: number; height: number }): Promise<Blob> {
  const image = await loadSvg(svg);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser has no canvas to draw the picture on');
  context.drawImage(image, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  // A canvas larger than the browser allows gives no blob.
  if (!blob) throw new Error(`The browser could not make a PNG of ${size.width} × ${size.height} pixels`);
  return blob;
}

/**
 * A file name from the model's name and the version shown ('revision 3', 'working copy'): letters,
 * digits, spaces and - _ . , ( ) + only (any other run of characters becomes a -), at most 100
 * characters of the name, never empty.
 */
export function pictureFileName(name: string, version: string, extension: string): string {
  const safe = (words: string) =>
    words
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N} _.,()+-]+/gu, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.-]+|[\s.-]+$/g, '');
  const base = safe(name).slice(0, 100).trim() || 'process-model';
  return `${base} - ${safe(version)}.${extension}`;
}

export { saveFile } from '../../../../lib/save-file';

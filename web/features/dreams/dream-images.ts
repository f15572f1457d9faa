/** The longest side a stored picture keeps: sharp on a phone, small enough that dozens of dreams fit in storage. */
export const IMAGE_MAX_SIDE = 1280;
const IMAGE_QUALITY = 0.8;

export type PreparedImage = { src: string; name: string };

export function isImageFile(file: File) {
  return file.type.startsWith('image/');
}

/** The size that fits `width`×`height` inside `max`×`max`, never enlarged. */
export function fitWithin(width: number, height: number, max = IMAGE_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Decoded = { source: CanvasImageSource; width: number; height: number; release: () => void };

async function decode(file: File): Promise<Decoded> {
  try {
    // Honours the photo's EXIF orientation, and decodes off the main thread where it can.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  } catch {
    // Some formats (SVG, or older Safari) decode only through an <img>.
    const url = URL.createObjectURL(file);
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
      return {
        source: image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      };
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
  }
}

/**
 * Downscales and re-encodes a picture in the browser (WebP, or JPEG where WebP cannot be encoded), so it
 * stores as a small data URL. Re-encoding also drops the photo's metadata, such as where it was taken.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const decoded = await decode(file);
  try {
    const { width, height } = fitWithin(decoded.width, decoded.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(decoded.source, 0, 0, width, height);
    let src = canvas.toDataURL('image/webp', IMAGE_QUALITY);
    // A browser that cannot encode WebP answers PNG instead: use JPEG on a white ground (JPEG has no transparency).
    if (!src.startsWith('data:image/webp')) {
      context.globalCompositeOperation = 'destination-over';
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      src = canvas.toDataURL('image/jpeg', IMAGE_QUALITY);
    }
    return { src, name: file.name };
  } finally {
    decoded.release();
  }
}

/** A chauffeur's photo is stored as a data URL of at most 200 KB, made small in the browser. */
export const MAX_PHOTO_BYTES = 200 * 1024;

/** The bytes a base64 data URL decodes to. */
export const dataUrlBytes = (dataUrl: string) => {
  const comma = dataUrl.indexOf(',');
  const body = dataUrl.slice(comma + 1);
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
};

/** The size that fits a picture within `max` pixels on its longer side, never enlarged. */
export const fitWithin = (width: number, height: number, max: number) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/** Sizes and JPEG qualities tried in turn until the picture fits the limit. */
const ATTEMPTS = [
  [640, 0.85],
  [512, 0.8],
  [400, 0.75],
  [320, 0.7],
  [240, 0.6],
] as const;

export class PhotoError extends Error {}

const loadImage = (file: File) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new PhotoError('This file could not be read as a picture. Choose a JPEG, PNG or WebP photo.'));
    };
    image.src = url;
  });

/** Reads a photo, draws it smaller on a canvas, and answers a JPEG data URL under 200 KB. */
export const resizePhoto = async (file: File, limit = MAX_PHOTO_BYTES): Promise<string> => {
  if (!file.type.startsWith('image/'))
    throw new PhotoError('This file is not a picture. Choose a JPEG, PNG or WebP photo.');
  const image = await loadImage(file);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('This browser cannot resize pictures. Try another browser.');
  for (const [max, quality] of ATTEMPTS) {
    const size = fitWithin(image.naturalWidth, image.naturalHeight, max);
    canvas.width = size.width;
    canvas.height = size.height;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(dataUrl) <= limit) return dataUrl;
  }
  throw new PhotoError('This photo stays over 200 KB even when made small. Choose a simpler picture.');
};

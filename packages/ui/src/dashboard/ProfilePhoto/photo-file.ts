/** The server refuses a picture over 5 MB (mock-server's profile handler: 5 * 1024 * 1024 bytes). */
export const MAX_PHOTO_MEGABYTES = 5;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;

/**
 * Raster formats every browser shows. SVG can carry script and HEIC does not display outside Safari, so
 * neither is sent. 'image/jpg' is not a registered type, but some Android pickers report it.
 */
const PHOTO_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/webp': 'image/webp',
};

/** Read only when the browser gives no type (some file managers and desktop systems). */
const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * The file input's `accept`: the picker lists only these. Naming JPEG (not `image/*`) also lets iOS
 * convert a HEIC photo to JPEG as it hands it over.
 */
export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

export type PhotoFileProblem = 'wrongType' | 'tooLarge';

export type PhotoFileCheck = { ok: true; file: File } | { ok: false; problem: PhotoFileProblem };

function photoTypeOf(file: File): string | undefined {
  const declared = file.type.trim().toLowerCase();
  if (declared) return PHOTO_TYPES[declared];
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return extension ? PHOTO_EXTENSIONS[extension] : undefined;
}

/**
 * Checks a chosen file before it is sent: `accept` only filters the picker's list, and a dropped file or
 * another picker ignores it. A file recognised by its name alone is sent with its type, which the
 * server also reads.
 */
export function checkPhotoFile(file: File): PhotoFileCheck {
  const type = photoTypeOf(file);
  if (!type) return { ok: false, problem: 'wrongType' };
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, problem: 'tooLarge' };
  if (file.type === type) return { ok: true, file };
  return { ok: true, file: new File([file], file.name, { type, lastModified: file.lastModified }) };
}

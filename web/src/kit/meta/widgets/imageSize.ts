import type { FieldMetadata } from '@console/contract/metadata';

export const IMAGE_INVALID_SIZE = 'Image has invalid size';
export const IMAGE_INVALID_TYPE = 'Only png or jpeg images can be uploaded';
/** Image types accepted (console-core §9). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an image's pixel size; injectable because test DOMs decode no images. */
export type ImageSizeReader = (file: Blob) => Promise<ImageSize>;

/** The browser's reader: decodes the file in an Image element from an object URL. */
export const readImageSize: ImageSizeReader = (file) =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(IMAGE_INVALID_TYPE));
    };
    image.src = url;
  });

/**
 * Why an image may not be used, or undefined: only png or jpeg, and no wider than maxWidth nor
 * taller than maxHeight when the metadata gives them (console-core §5).
 */
export async function imageProblem(
  file: Blob,
  field: Pick<FieldMetadata, 'maxWidth' | 'maxHeight'>,
  readSize: ImageSizeReader,
): Promise<string | undefined> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_INVALID_TYPE;
  if (field.maxWidth === undefined && field.maxHeight === undefined) return undefined;
  const { width, height } = await readSize(file);
  const tooWide = field.maxWidth !== undefined && width > field.maxWidth;
  const tooTall = field.maxHeight !== undefined && height > field.maxHeight;
  return tooWide || tooTall ? IMAGE_INVALID_SIZE : undefined;
}

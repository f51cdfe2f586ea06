import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * A request image as pixels for the evidence engines (./faces.ts, ./mrz-ocr.ts), decoded in pure
 * JavaScript (no native image library to install). Bounded: a product sends photos of a few
 * megapixels, so anything past MAX_PIXELS is refused before its pixels are allocated, and the face
 * engine works on a copy no wider or taller than its working size (detection cost grows with the
 * pixels, and a face needs no more than a few hundred of them).
 */

/** 40 megapixels: past any phone camera's photo, well short of a decompression bomb. */
export const MAX_PIXELS = 40_000_000;
/** Below this on its shorter side an image holds no face or MRZ worth reading. */
export const MIN_SIDE = 64;

export interface Pixels {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, rows top to bottom. */
  data: Uint8Array;
}

export class ImageRefused extends Error {}

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** PNG or JPEG bytes as RGB pixels, or ImageRefused saying why not. */
export function decodeImage(bytes: Uint8Array): Pixels {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width: number;
  let height: number;
  let rgba: Uint8Array;
  try {
    if (isPng(buffer)) {
      // The header alone first: its size is checked before the pixels are inflated.
      const header = buffer.readUInt32BE(16) * buffer.readUInt32BE(20);
      if (header > MAX_PIXELS)
        throw new ImageRefused(`The image has more than ${MAX_PIXELS / 1e6} megapixels`);
      const png = PNG.sync.read(buffer);
      ({ width, height } = png);
      rgba = png.data;
    } else if (isJpeg(buffer)) {
      const decoded = jpeg.decode(buffer, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PIXELS / 1e6,
        maxMemoryUsageInMB: 512,
      });
      ({ width, height } = decoded);
      rgba = decoded.data;
    } else {
      throw new ImageRefused('The image is neither PNG nor JPEG');
    }
  } catch (error) {
    if (error instanceof ImageRefused) throw error;
    throw new ImageRefused(`The image cannot be decoded: ${(error as Error).message}`);
  }
  if (Math.min(width, height) < MIN_SIDE) {
    throw new ImageRefused(`The image is too small (${width}×${height}; at least ${MIN_SIDE} px a side)`);
  }
  const data = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; j < data.length; i += 4, j += 3) {
    data[j] = rgba[i] ?? 0;
    data[j + 1] = rgba[i + 1] ?? 0;
    data[j + 2] = rgba[i + 2] ?? 0;
  }
  return { width, height, data };
}

/**
 * The image no larger than `maxSide` on its longer side (box-averaged, so a downscaled face keeps
 * its features), with the factor to map coordinates back to the original.
 */
export function fitWithin(image: Pixels, maxSide: number): { pixels: Pixels; scale: number } {
  const scale = Math.max(image.width, image.height) / maxSide;
  if (scale <= 1) return { pixels: image, scale: 1 };
  const width = Math.max(1, Math.round(image.width / scale));
  const height = Math.max(1, Math.round(image.height / scale));
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * scale);
    const y1 = Math.min(image.height, Math.max(y0 + 1, Math.floor((y + 1) * scale)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * scale);
      const x1 = Math.min(image.width, Math.max(x0 + 1, Math.floor((x + 1) * scale)));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * image.width + sx) * 3;
          r += image.data[i] ?? 0;
          g += image.data[i + 1] ?? 0;
          b += image.data[i + 2] ?? 0;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 3;
      data[o] = r / n;
      data[o + 1] = g / n;
      data[o + 2] = b / n;
    }
  }
  return { pixels: { width, height, data }, scale };
}

import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import jpeg from 'jpeg-js';
import * as PImage from 'pureimage';
import { decodeImage, fitWithin, type Pixels } from './decode.ts';

/*
 * Real images for the evidence tests and the benchmark: faces cropped from the openly licensed
 * sample photos that @vladmandic/face-api ships (MIT, demo/sample*.jpg), and document images drawn
 * here with a printed MRZ in DejaVu Sans Mono (dejavu-fonts-ttf, free license), both small JPEGs
 * or PNGs like a device's crops.
 */

const require = createRequire(import.meta.url);
const SAMPLES = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const FONT = path.join(
  path.dirname(require.resolve('dejavu-fonts-ttf/package.json')),
  'ttf/DejaVuSansMono.ttf',
);

/** Faces in the samples (pixels of the photo as shipped), named by who they are. */
export const SAMPLE_FACES = {
  /** The fair-haired woman on the right of sample1 and of sample4: one person, two photos. */
  blondeA: { sample: 1, x: 1476, y: 200, width: 203, height: 241 },
  blondeB: { sample: 4, x: 1277, y: 144, width: 145, height: 243 },
  /** The dark-haired woman on the left of sample4: another person. */
  other: { sample: 4, x: 257, y: 184, width: 162, height: 246 },
} as const;

const decoded = new Map<number, Pixels>();
function sample(n: number): Pixels {
  let image = decoded.get(n);
  if (!image) {
    image = decodeImage(readFileSync(path.join(SAMPLES, `sample${n}.jpg`)));
    decoded.set(n, image);
  }
  return image;
}

export function encodeJpeg(image: Pixels, quality = 90): Buffer {
  const rgba = Buffer.alloc(image.width * image.height * 4);
  for (let i = 0, j = 0; i < image.data.length; i += 3, j += 4) {
    rgba[j] = image.data[i] ?? 0;
    rgba[j + 1] = image.data[i + 1] ?? 0;
    rgba[j + 2] = image.data[i + 2] ?? 0;
    rgba[j + 3] = 255;
  }
  return jpeg.encode({ data: rgba, width: image.width, height: image.height }, quality).data;
}

/** A region of an image. */
export function crop(image: Pixels, x: number, y: number, width: number, height: number): Pixels {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const w = Math.min(image.width - x0, Math.round(width));
  const h = Math.min(image.height - y0, Math.round(height));
  const data = new Uint8Array(w * h * 3);
  for (let row = 0; row < h; row++) {
    const from = ((y0 + row) * image.width + x0) * 3;
    data.set(image.data.subarray(from, from + w * 3), row * w * 3);
  }
  return { width: w, height: h, data };
}

/** A portrait as a device crops it: the face with a margin around it, at most `side` px, as JPEG. */
export function portraitOf(face: keyof typeof SAMPLE_FACES, side = 480): Buffer {
  const f = SAMPLE_FACES[face];
  const margin = 0.6;
  const region = crop(
    sample(f.sample),
    f.x - f.width * margin,
    f.y - f.height * margin,
    f.width * (1 + 2 * margin),
    f.height * (1 + 2 * margin),
  );
  return encodeJpeg(fitWithin(region, side).pixels);
}

/** A whole sample photo, reduced to `side` px: several faces. */
export function groupPhoto(n = 1, side = 640): Buffer {
  return encodeJpeg(fitWithin(sample(n), side).pixels);
}

/** The image turned a quarter clockwise. */
export function turnedQuarter(bytes: Uint8Array): Buffer {
  const image = decodeImage(bytes);
  const out = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 3;
      const o = (x * image.height + (image.height - 1 - y)) * 3;
      out.set(image.data.subarray(i, i + 3), o);
    }
  }
  return encodeJpeg({ width: image.height, height: image.width, data: out });
}

let fontLoaded = false;

/**
 * A document's front as a PNG: a title, a few printed fields and the MRZ at its foot, black on
 * white like a scan, `lines` of 30, 36 or 44 characters.
 */
export async function documentImage(lines: readonly string[]): Promise<Buffer> {
  if (!fontLoaded) {
    PImage.registerFont(FONT, 'MRZ').loadSync();
    fontLoaded = true;
  }
  const chars = Math.max(...lines.map((line) => line.length));
  const width = Math.round(chars * 11.5) + 40;
  const height = 150 + lines.length * 34;
  const image = PImage.make(width, height);
  const ctx = image.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#333333';
  ctx.font = "22px 'MRZ'";
  ctx.fillText('PASSPORT', 20, 40);
  ctx.font = "14px 'MRZ'";
  ctx.fillText('Surname / Nom', 20, 75);
  ctx.fillText('Given names / Prenoms', 20, 100);
  ctx.fillStyle = '#000000';
  ctx.font = "19px 'MRZ'";
  lines.forEach((line, i) => ctx.fillText(line, 20, 150 + i * 34));
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await PImage.encodePNGToStream(image, out);
  return Buffer.concat(chunks);
}

/** ICAO 9303's example passport (TD3), every check digit right. */
export const SAMPLE_TD3 = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
] as const;

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import { decodeImage, fitWithin, ImageRefused, type Pixels } from './decode.ts';
import type { FaceBox, FaceMatch, FacesInImage } from '@console/contract/kit';

/*
 * Face detection and recognition, in a worker thread of the evidence pool (./pool.ts): face-api's
 * SSD MobileNet v1 detector, its 68-point landmarks (to align the face) and its ResNet-34
 * recognition net (a 128-number descriptor per face), on TensorFlow.js's WebAssembly backend. Every
 * weight and the .wasm ship inside the registry packages: nothing is downloaded, nothing native is
 * built. The models load once per worker (loadFaceModels), then each match costs only inference.
 */

const require = createRequire(import.meta.url);
const FACE_API_DIR = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
const WASM_DIR = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'));
const FACE_API_VERSION = (require('@vladmandic/face-api/package.json') as { version: string }).version;

export const FACE_MODEL = `face-api ${FACE_API_VERSION} (SSD MobileNet v1 + ResNet-34 descriptor)`;

/** The detector works on this many pixels on the longer side at most (cost grows with the area). */
const WORKING_SIDE = 800;
/** A face narrower than this, in the image as sent, is too small to compare. */
export const MIN_FACE_PX = 48;
/** The detector's confidence below which a region is no face. */
const MIN_CONFIDENCE = 0.5;

/*
 * The descriptor distance (Euclidean, 0 = identical) as a 0-100 score, like the devices' scores.
 * Calibrated on the samples face-api ships: the same person across two photos measured 0.44-0.49,
 * different persons 0.53 and up (median 0.72). So 0.5 is the boundary and maps to 80, the
 * console's default threshold; below it the score climbs slowly to 100, above it falls fast to 0
 * at 1.0, so a different person lands far under any threshold an account would set.
 */
export function scoreOfDistance(distance: number): number {
  const score = distance <= 0.5 ? 100 - 40 * distance : 80 - 160 * (distance - 0.5);
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}

let loaded: Promise<void> | undefined;

/** The backend and the three nets, once per thread. */
export function loadFaceModels(): Promise<void> {
  loaded ??= (async () => {
    setWasmPaths(`${WASM_DIR}/dist/`);
    // face-api's own TensorFlow.js instance (the one its nets run on); its types omit these two.
    const tf = faceapi.tf as unknown as {
      setBackend(name: string): Promise<boolean>;
      ready(): Promise<void>;
    };
    await tf.setBackend('wasm');
    await tf.ready();
    const models = path.join(FACE_API_DIR, 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  })();
  return loaded;
}

/** The image turned a quarter `turns` times clockwise. */
function rotate(image: Pixels, turns: number): Pixels {
  if (turns % 4 === 0) return image;
  const { width: w, height: h, data } = image;
  const swap = turns % 2 === 1;
  const out = new Uint8Array(data.length);
  const ow = swap ? h : w;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [nx, ny] = turns === 1 ? [h - 1 - y, x] : turns === 2 ? [w - 1 - x, h - 1 - y] : [y, w - 1 - x];
      const i = (y * w + x) * 3;
      const o = (ny * ow + nx) * 3;
      out[o] = data[i] ?? 0;
      out[o + 1] = data[i + 1] ?? 0;
      out[o + 2] = data[i + 2] ?? 0;
    }
  }
  return { width: ow, height: swap ? w : h, data: out };
}

/** A box found in the image turned `turns` quarters, as a box of the image as sent. */
function unrotate(box: FaceBox, turns: number, width: number, height: number): FaceBox {
  const { x, y, width: bw, height: bh } = box;
  // width/height: the original image's; the rotated one's are swapped on odd turns.
  if (turns === 1) return { ...box, x: y, y: height - x - bw, width: bh, height: bw };
  if (turns === 2) return { ...box, x: width - x - bw, y: height - y - bh };
  if (turns === 3) return { ...box, x: width - y - bh, y: x, width: bh, height: bw };
  return box;
}

interface Found {
  boxes: FaceBox[];
  descriptors: Float32Array[];
  turns: number;
}

async function detect(pixels: Pixels, scale: number): Promise<Omit<Found, 'turns'>> {
  const tensor = faceapi.tf.tensor3d(pixels.data, [pixels.height, pixels.width, 3], 'int32');
  try {
    const faces = await faceapi
      .detectAllFaces(tensor as never, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    const round = (v: number) => Math.round(v * scale);
    return {
      boxes: faces.map((face) => ({
        x: round(face.detection.box.x),
        y: round(face.detection.box.y),
        width: round(face.detection.box.width),
        height: round(face.detection.box.height),
        confidence: Math.round(face.detection.score * 1000) / 1000,
      })),
      descriptors: faces.map((face) => face.descriptor),
    };
  } finally {
    tensor.dispose();
  }
}

/**
 * The faces of one image. Upright first; only when none is found, the image turned a quarter at a
 * time (a phone's photo whose orientation tag was lost), the boxes mapped back to the image as sent.
 */
async function facesOf(bytes: Uint8Array): Promise<{ found: Found; width: number; height: number }> {
  const image = decodeImage(bytes);
  const { pixels, scale } = fitWithin(image, WORKING_SIDE);
  for (let turns = 0; turns < 4; turns++) {
    const turned = rotate(pixels, turns);
    const found = await detect(turned, scale);
    if (found.boxes.length > 0) {
      const boxes = found.boxes.map((box) => unrotate(box, turns, image.width, image.height));
      return {
        found: { boxes, descriptors: found.descriptors, turns },
        width: image.width,
        height: image.height,
      };
    }
  }
  return { found: { boxes: [], descriptors: [], turns: 0 }, width: image.width, height: image.height };
}

/*
 * The last images' faces, by content: the same image compared again (a Face Compare against
 * several, a re-run of a request's checks) costs no second detection. The models are
 * deterministic, so the answer is the one a new run would give.
 */
const recent = new Map<string, Awaited<ReturnType<typeof facesOf>>>();
const RECENT_IMAGES = 16;

async function facesOfCached(bytes: Uint8Array): Promise<Awaited<ReturnType<typeof facesOf>>> {
  const key = createHash('sha256').update(bytes).digest('hex');
  const known = recent.get(key);
  if (known) return known;
  const result = await facesOf(bytes);
  recent.set(key, result);
  const oldest = recent.keys().next().value;
  if (recent.size > RECENT_IMAGES && oldest !== undefined) recent.delete(oldest);
  return result;
}

/** One image's faces and, when it holds exactly one big enough, its descriptor; else why not. */
async function oneFace(
  bytes: Uint8Array,
  label: string,
): Promise<FacesInImage & { descriptor?: Float32Array }> {
  let result: Awaited<ReturnType<typeof facesOf>>;
  try {
    result = await facesOfCached(bytes);
  } catch (error) {
    if (error instanceof ImageRefused)
      return { label, width: 0, height: 0, faces: [], rotated: 0, reason: error.message };
    throw error;
  }
  const { found, width, height } = result;
  const base = { label, width, height, faces: found.boxes, rotated: found.turns * 90 };
  if (found.boxes.length === 0) return { ...base, reason: `No face was found in the ${label}` };
  if (found.boxes.length > 1) {
    return { ...base, reason: `${found.boxes.length} faces were found in the ${label}; the match needs one` };
  }
  const [box] = found.boxes;
  if (box && box.width < MIN_FACE_PX) {
    return {
      ...base,
      reason: `The face in the ${label} is too small (${box.width} px wide; at least ${MIN_FACE_PX})`,
    };
  }
  return { ...base, reason: null, descriptor: found.descriptors[0] };
}

/** The two images' faces compared: the score when each holds one face, else the first reason. */
export async function matchFaces(
  first: { bytes: Uint8Array; label: string },
  second: { bytes: Uint8Array; label: string },
): Promise<FaceMatch> {
  await loadFaceModels();
  const a = await oneFace(first.bytes, first.label);
  const b = await oneFace(second.bytes, second.label);
  const images = [a, b].map(({ descriptor: _descriptor, ...image }) => image);
  const reason = a.reason ?? b.reason;
  if (reason || !a.descriptor || !b.descriptor) {
    return { model: FACE_MODEL, score: null, distance: null, reason, images };
  }
  const distance = faceapi.euclideanDistance(a.descriptor, b.descriptor);
  return {
    model: FACE_MODEL,
    score: scoreOfDistance(distance),
    distance: Math.round(distance * 1e4) / 1e4,
    reason: null,
    images,
  };
}

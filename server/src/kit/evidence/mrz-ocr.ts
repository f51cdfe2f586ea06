import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import { decodeImage, ImageRefused } from './decode.ts';

/*
 * The machine-readable zone read from a document image with Tesseract (tesseract.js: the engine
 * compiled to WebAssembly) and the English LSTM data that @tesseract.js-data/eng ships, read from
 * disk (no download, no cache written). Only the MRZ's alphabet is allowed (A-Z, 0-9, <), so the
 * lines come out as the zone prints them; the parse and its check digits are the caller's (the
 * MRZ parser the manual validation checks use), so a wrong digit is caught from the image alone.
 */

const require = createRequire(import.meta.url);
const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
const LANG_DIR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export const MRZ_ENGINE = `tesseract.js ${version('tesseract.js')} (eng 4.0.0_best_int, @tesseract.js-data/eng ${version('@tesseract.js-data/eng')})`;

/** The MRZ formats' line lengths (ICAO 9303 TD1, TD2, TD3) and how many lines each has. */
const FORMATS = [
  { length: 30, lines: 3 },
  { length: 36, lines: 2 },
  { length: 44, lines: 2 },
] as const;

let engine: Promise<Worker> | undefined;

/** Tesseract's own worker, with its language data, once per thread that reads. */
export function loadMrzEngine(): Promise<Worker> {
  engine ??= (async () => {
    const worker = await createWorker('eng', 1, { langPath: LANG_DIR, gzip: true, cacheMethod: 'none' });
    await worker.setParameters({
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    });
    return worker;
  })();
  return engine;
}

export async function closeMrzEngine(): Promise<void> {
  const worker = engine;
  engine = undefined;
  if (worker) await (await worker).terminate();
}

/**
 * The MRZ lines in OCR text: the last run of consecutive lines of one format's length (a trailing
 * filler the OCR dropped is put back, up to two), since the zone is printed at the document's foot.
 */
export function mrzLinesIn(text: string): string[] {
  const rows = text
    .split('\n')
    .map((row) => row.replace(/\s+/g, ''))
    .filter((row) => row.length >= 25);
  for (let end = rows.length; end > 0; end--) {
    for (const format of FORMATS) {
      const run = rows.slice(Math.max(0, end - format.lines), end);
      if (run.length !== format.lines) continue;
      const fitted = run.map((row) =>
        row.length < format.length && row.length >= format.length - 2 ? row.padEnd(format.length, '<') : row,
      );
      if (fitted.every((row) => row.length === format.length && row.includes('<'))) return fitted;
    }
  }
  return [];
}

/** The MRZ lines of a document image, or why none were read. */
export async function readMrzLines(
  bytes: Uint8Array,
): Promise<{ engine: string; lines: string[]; reason: string | null }> {
  try {
    // Decoded here only to refuse what Tesseract should not be handed (too large, not an image).
    decodeImage(bytes);
  } catch (error) {
    if (error instanceof ImageRefused) return { engine: MRZ_ENGINE, lines: [], reason: error.message };
    throw error;
  }
  const worker = await loadMrzEngine();
  const { data } = await worker.recognize(Buffer.from(bytes));
  const lines = mrzLinesIn(data.text);
  return {
    engine: MRZ_ENGINE,
    lines,
    reason: lines.length
      ? null
      : 'No machine-readable zone was found in the document image (is it upright and sharp?)',
  };
}

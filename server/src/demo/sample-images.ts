import { Raster, type Color } from './raster.ts';

/**
 * The demo's request images, drawn at seed time: a sample document's front and back (a card, or a
 * passport's data page), the document's portrait and a selfie. Shapes and text only (a cartoon face, no real person), marked
 * SAMPLE, a few kilobytes each, so the demo shows every image screen without shipping photos.
 */

/** Who a sample document is for: the text printed on it and the colours of the cartoon face. */
export interface SamplePerson {
  lastName: string;
  firstName: string;
  /** MM/DD/YYYY, as printed on US documents. */
  birthDate: string;
  documentNumber: string;
  /** Picks the face's colours, so the demo's people do not all look alike. */
  look: number;
  /** MM/DD/YYYY printed as the card's expiry; 12/31/2030 when not given. */
  expires?: string;
  /** The card's kind as printed on its band; a driver license when not given. */
  title?: 'DRIVER LICENSE' | 'IDENTIFICATION CARD';
  /** A passport's two MRZ lines (44 characters each), printed on its data page (passportPage). */
  mrz?: readonly [string, string];
}

/** A day (YYYY-MM-DD) as US documents print it: MM/DD/YYYY. */
export const printedDate = (iso: string): string =>
  `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const SKIN: readonly Color[] = [
  [241, 194, 125],
  [224, 172, 105],
  [198, 134, 66],
  [141, 85, 36],
  [255, 219, 172],
];
const HAIR: readonly Color[] = [
  [60, 40, 20],
  [20, 20, 20],
  [150, 100, 40],
  [200, 160, 90],
  [110, 60, 30],
];
const SHIRT: readonly Color[] = [
  [52, 101, 164],
  [115, 145, 60],
  [160, 60, 70],
  [90, 90, 110],
];

const INK: Color = [30, 35, 45];
const WHITE: Color = [255, 255, 255];
const CARD: Color = [232, 240, 250];
const BAND: Color = [22, 80, 150];
const MUTED: Color = [120, 130, 150];

const pick = <T>(list: readonly T[], look: number): T => list[look % list.length] as T;

/** A cartoon head and shoulders filling a w×h box at (x, y). */
function drawFace(raster: Raster, x: number, y: number, w: number, h: number, look: number): void {
  const skin = pick(SKIN, look);
  const cx = x + w / 2;
  raster.ellipse(cx, y + h * 1.02, w * 0.46, h * 0.3, pick(SHIRT, look));
  raster.rect(
    Math.round(cx - w * 0.09),
    Math.round(y + h * 0.58),
    Math.round(w * 0.18),
    Math.round(h * 0.16),
    skin,
  );
  raster.ellipse(cx, y + h * 0.36, w * 0.3, h * 0.3, pick(HAIR, look + 1));
  raster.ellipse(cx, y + h * 0.42, w * 0.25, h * 0.27, skin);
  raster.ellipse(cx - w * 0.09, y + h * 0.38, w * 0.03, h * 0.025, INK);
  raster.ellipse(cx + w * 0.09, y + h * 0.38, w * 0.03, h * 0.025, INK);
  raster.rect(
    Math.round(cx - w * 0.07),
    Math.round(y + h * 0.55),
    Math.round(w * 0.14),
    Math.max(2, Math.round(h * 0.015)),
    [150, 60, 60],
  );
}

const fullName = (person: SamplePerson) => `${person.lastName}, ${person.firstName}`;

export function documentFront(person: SamplePerson): Buffer {
  const raster = new Raster(340, 214, CARD);
  raster
    .rect(0, 0, 340, 40, BAND)
    .text(12, 12, 'SAMPLE STATE', WHITE, 2)
    .text(
      338 - Raster.textWidth(person.title ?? 'DRIVER LICENSE'),
      16,
      person.title ?? 'DRIVER LICENSE',
      WHITE,
    );
  raster.rect(14, 54, 96, 120, [210, 220, 235]);
  drawFace(raster, 14, 54, 96, 120, person.look);
  raster
    .text(124, 56, 'DL', MUTED)
    .text(124, 66, person.documentNumber, INK, 2)
    .text(124, 92, 'NAME', MUTED)
    .text(124, 102, fullName(person), INK)
    .text(124, 120, 'DOB', MUTED)
    .text(124, 130, person.birthDate, INK, 2)
    .text(124, 156, 'EXP', MUTED)
    .text(124, 166, person.expires ?? '12/31/2030', INK);
  raster.text(170, 190, 'SAMPLE', [200, 210, 228], 3);
  return raster.toPng();
}

export function documentBack(person: SamplePerson): Buffer {
  const raster = new Raster(340, 214, CARD);
  // A barcode-like block: bar widths from the document number, so each back differs.
  const digits = person.documentNumber.replace(/\D/g, '') || '0';
  let x = 20;
  for (let i = 0; x < 320; i++) {
    const width = 1 + (Number(digits[i % digits.length]) % 4);
    if (i % 2 === 0) raster.rect(x, 30, width, 80, INK);
    x += width + 1;
  }
  raster
    .text(20, 128, 'CLASS C  NO RESTRICTIONS', INK)
    .text(20, 146, `ID ${person.documentNumber}`, INK)
    .text(20, 164, 'SAMPLE DOCUMENT - NOT VALID', MUTED)
    .text(170, 190, 'SAMPLE', [200, 210, 228], 3);
  return raster.toPng();
}

/** The portrait as cut from the document. */
export function documentPortrait(person: SamplePerson): Buffer {
  const raster = new Raster(160, 200, [210, 220, 235]);
  drawFace(raster, 0, 0, 160, 200, person.look);
  return raster.toPng();
}

/** The selfie: the same face, nearer, on a room's background. */
export function selfie(person: SamplePerson): Buffer {
  const raster = new Raster(240, 300, [236, 226, 210]);
  raster.rect(0, 0, 240, 120, [214, 200, 180]);
  drawFace(raster, 10, 20, 220, 280, person.look);
  raster.text(6, 6, 'SAMPLE', MUTED);
  return raster.toPng();
}

/**
 * A passport's data page: the portrait, the printed fields and the two MRZ lines at its foot (the
 * person's `mrz`, else lines of fillers), as a passport reader photographs it.
 */
export function passportPage(person: SamplePerson): Buffer {
  const raster = new Raster(340, 240, [238, 232, 218]);
  raster.rect(0, 0, 340, 30, [40, 55, 90]).text(12, 11, 'PASSPORT  SAMPLE', WHITE);
  raster.rect(14, 42, 84, 104, [210, 220, 235]);
  drawFace(raster, 14, 42, 84, 104, person.look);
  raster
    .text(112, 44, 'SURNAME', MUTED)
    .text(112, 54, person.lastName, INK)
    .text(112, 72, 'GIVEN NAMES', MUTED)
    .text(112, 82, person.firstName, INK)
    .text(112, 100, 'DATE OF BIRTH', MUTED)
    .text(112, 110, person.birthDate, INK)
    .text(112, 128, 'PASSPORT NO', MUTED)
    .text(112, 138, person.documentNumber, INK)
    .text(224, 128, 'EXPIRES', MUTED)
    .text(224, 138, person.expires ?? '12/31/2030', INK);
  // 44 characters of the 5x7 font (6 px each) fill 264 px: the MRZ band spans the page's foot.
  const [line1, line2] = person.mrz ?? ['P<'.padEnd(44, '<'), ''.padEnd(44, '<')];
  raster.rect(0, 180, 340, 60, WHITE).text(38, 196, line1, INK).text(38, 216, line2, INK);
  return raster.toPng();
}

/** Every sample image by the name a product would send it under. */
export const SAMPLE_IMAGES = {
  front: documentFront,
  back: documentBack,
  portrait: documentPortrait,
  selfie,
  passport: passportPage,
} as const;
export type SampleImageName = keyof typeof SAMPLE_IMAGES;

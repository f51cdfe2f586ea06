import { Type, type Static } from 'typebox';
import { nullable } from './nullable.ts';

/*
 * The evidence the console computes itself from a request's images (DESIGN.md "Evidence the console
 * computes"), beside what the device reported: a face match between two images and the MRZ read
 * from the document image. Computed in the job queue after the images arrive, so a request may not
 * have it yet (`state`), and each part says why it has no value instead of failing.
 */

/** A face the detector found, in pixels of the image as stored (origin top left). */
export const FaceBox = Type.Object({
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
  confidence: Type.Number({ description: 'The detector’s confidence, 0-1' }),
});
export type FaceBox = Static<typeof FaceBox>;

export const FacesInImage = Type.Object({
  label: Type.String({ description: 'What the image shows, as the reasons name it (portrait, selfie)' }),
  imageId: Type.Optional(Type.Integer()),
  width: Type.Integer(),
  height: Type.Integer(),
  faces: Type.Array(FaceBox),
  rotated: Type.Integer({ description: 'Degrees clockwise the image was turned to find a face (0 upright)' }),
  reason: nullable(Type.String({ description: 'Why this image gives no face to compare' })),
});
export type FacesInImage = Static<typeof FacesInImage>;

export const FaceMatch = Type.Object({
  model: Type.String({ description: 'The model’s name and version' }),
  score: nullable(Type.Number({ description: '0-100, as devices report it' })),
  distance: nullable(Type.Number({ description: 'The descriptors’ Euclidean distance (0 identical)' })),
  reason: nullable(Type.String({ description: 'Why there is no score' })),
  images: Type.Array(FacesInImage),
});
export type FaceMatch = Static<typeof FaceMatch>;

export const MrzRead = Type.Object({
  engine: Type.String({ description: 'The OCR engine and language data, with versions' }),
  lines: Type.Array(Type.String(), { description: 'The MRZ lines read from the image' }),
  imageId: Type.Optional(Type.Integer()),
  reason: nullable(Type.String({ description: 'Why no MRZ was read' })),
  /** The check digits that do not match their fields (the MRZ parser's names). */
  badCheckDigits: Type.Array(Type.String()),
  fields: Type.Record(Type.String(), nullable(Type.String())),
});
export type MrzRead = Static<typeof MrzRead>;

export const EVIDENCE_STATES = ['pending', 'done', 'failed'] as const;

export const ComputedEvidence = Type.Object({
  state: Type.Enum([...EVIDENCE_STATES]),
  computedAt: nullable(Type.String({ format: 'date-time' })),
  faceMatch: nullable(FaceMatch),
  /** The face match score the device reported, shown beside the computed one. */
  reportedScore: nullable(Type.Number()),
  mrz: nullable(MrzRead),
  /** Where the computed evidence contradicts the device's report, in words; null when it agrees. */
  disagreement: nullable(Type.String()),
  error: nullable(Type.String()),
});
export type ComputedEvidence = Static<typeof ComputedEvidence>;

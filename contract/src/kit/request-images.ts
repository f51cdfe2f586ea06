import { Type, type Static } from 'typebox';
import type { Gate } from '../gates.ts';
import type { defineFamily } from './endpoint.ts';
import { Id } from './integers.ts';
import { DateTime } from './dates.ts';

/**
 * The images of a verification request, shown to staff (DESIGN.md "Product activity"): products
 * upload them through the product API (`POST /ingest/requests/{externalId}/images`); a family that
 * shows its requests declares two calls with `requestImageEndpoints()` (the list and one image)
 * and serves them with the server kit's `requestImageRoutes()`. An image is served only to staff of
 * the company that owns the request, under the family's gate; any other answers 404.
 */

/**
 * A request id in a path. Requests are a bigserial, but the server holds every input number to the
 * int4 range (http/input-schema.ts), and a store reaches 2,147,483,647 requests long after it
 * reaches any other limit; the day it nears it, this is where the bound is raised, with the rule.
 */
export const RequestId = () => Id({ description: "The request's id" });

/** The usual names of what an image shows, with their captions; a product may send others. */
export const IMAGE_CAPTIONS: Readonly<Record<string, string>> = {
  front: 'Document front',
  back: 'Document back',
  portrait: 'Document portrait',
  selfie: 'Selfie',
};

/** A caption for an image name: the known ones by name, others spelled out (`utility_bill` → 'Utility bill'). */
export function imageCaption(name: string): string {
  const known = IMAGE_CAPTIONS[name];
  if (known) return known;
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const RequestImage = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({
      title: 'Shows',
      description: 'What it shows, as the product named it (front, selfie...)',
    }),
    caption: Type.String({ title: 'Caption' }),
    contentType: Type.Enum(['image/png', 'image/jpeg'], { title: 'Type' }),
    size: Type.Integer({ title: 'Size', description: 'Bytes' }),
    createdAt: DateTime('Received'),
  },
  { title: 'Request image' },
);
export type RequestImage = Static<typeof RequestImage>;

type Family = ReturnType<typeof defineFamily>;

/**
 * The two image calls of a family's requests under `base` (e.g. `/api/DvsRequests`):
 * `GET base/{id}/images` lists a request's images in the order received, and
 * `GET base/{id}/images/{imageId}` answers one with its stored content type.
 */
export function requestImageEndpoints(family: Family, base: string, options: { gate?: Gate } = {}) {
  const gate = options.gate ?? {};
  return {
    list: family.endpoint({
      method: 'GET',
      path: `${base}/{id}/images`,
      summary: "A request's images, in the order they were received",
      gate,
      params: Type.Object({ id: RequestId() }),
      response: Type.Array(RequestImage),
    }),
    image: family.endpoint({
      method: 'GET',
      path: `${base}/{id}/images/{imageId}`,
      summary: "One of a request's images, with its stored content type (never cached)",
      gate,
      params: Type.Object({ id: RequestId(), imageId: Id() }),
      answer: 'file',
      mediaType: 'image/png',
    }),
  };
}
export type RequestImageEndpoints = ReturnType<typeof requestImageEndpoints>;

import { ANTI_FORGERY_FIELD } from '@console/contract/constants';
import { Type } from 'typebox';
import { INGEST_REQUEST_IMAGES_PATH } from '@console/contract/activity/api';
import { COLLECTOR_INGEST_PATH, CollectorUpload } from '@console/contract/collector/api';
import type { AppRoute } from '../routes.ts';
import type { FuzzTarget } from './cases.ts';
import { asJsonSchema, type JsonSchema } from './schema.ts';

/**
 * The routes the fuzz suite sends malformed requests to, read from what the app registered: every
 * route that changes something (POST, PUT, DELETE), and every GET of the API with a path or a query.
 */

/**
 * Routes that validate their input in the handler rather than by a route schema, with the schema
 * they validate by, when no descriptor declares it (a descriptor's `multipart` is read from the
 * route). The collector upload reads its multipart fields as they stream; a request's images
 * upload takes image files only, no text field.
 */
const HANDLER_VALIDATED: Record<string, Pick<FuzzTarget, 'body' | 'encoding'>> = {
  [`POST ${COLLECTOR_INGEST_PATH}`]: { body: asJsonSchema(CollectorUpload), encoding: 'multipart' },
  [`POST ${INGEST_REQUEST_IMAGES_PATH}`]: { body: asJsonSchema(Type.Object({})), encoding: 'multipart' },
};

/** A route that takes the anti-forgery token as a body field takes a form post (sign-in, sign-out). */
const takesFormPosts = (body: JsonSchema | undefined) =>
  Object.hasOwn((body?.properties as object | undefined) ?? {}, ANTI_FORGERY_FIELD);

export function fuzzTargets(routes: readonly AppRoute[]): FuzzTarget[] {
  return routes.flatMap((route): FuzzTarget[] => {
    const { params, query, body, multipart } = route.schema;
    const key = `${route.method} ${route.path}`;
    if (route.params.length && !params) throw new Error(`${key} has path parameters and no schema for them`);
    // A page (the sign-in page) answers HTML, not the API's error shape.
    if (route.method === 'GET' && (!route.path.startsWith('/api/') || (!params && !query))) return [];
    const handled =
      HANDLER_VALIDATED[key] ??
      (multipart ? { body: asJsonSchema(multipart), encoding: 'multipart' as const } : undefined);
    return [
      {
        key,
        method: route.method,
        path: route.path,
        ...(params ? { params: asJsonSchema(params) } : {}),
        ...(query ? { query: asJsonSchema(query) } : {}),
        ...(body ? { body: asJsonSchema(body) } : {}),
        encoding: takesFormPosts(body && asJsonSchema(body)) ? 'form' : 'json',
        ...handled,
      },
    ];
  });
}

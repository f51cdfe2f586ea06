import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  ADMINISTERED_COMPANY_HEADER,
  CONSOLE_VERSION,
  PRODUCT_API_PREFIX,
} from '@console/contract/constants';
import { Type } from 'typebox';
import { ErrorBody } from '@console/contract/errors';
import { pathsPerValue } from './openapi-paths.ts';
import { isPageRequest, redirectToSignIn } from './sign-in-redirect.ts';
import type { Gate } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';

/** A route's failure answers, for its response schema: the one error shape. */
export const ErrorRef = Type.Unsafe<ErrorBody>(Type.Ref('ErrorBody'));

/**
 * Two documents, split by path: the product API (every call under /ingest/, machine calls with a
 * bearer token, docs/product-api.md) and the staff API (everything else). The readers differ: a
 * device developer holds a product token and no staff sign-in, so the product document is public,
 * while the staff document (which names every gate) is read by signed-in staff only.
 */
const isProductApiPath = (url: string): boolean => url.startsWith(PRODUCT_API_PREFIX);

const STAFF_DOCUMENT_URL = '/api/openapi.json';
const PRODUCT_DOCUMENT_URL = `${PRODUCT_API_PREFIX}openapi.json`;
const PRODUCT_DOCS_PREFIX = `${PRODUCT_API_PREFIX}docs`;

/**
 * A product call: under the prefix, and not the product document or its pages (the gate suite
 * holds every product call to its bearer token by this too).
 */
export const isProductCall = (url: string): boolean =>
  isProductApiPath(url) && url !== PRODUCT_DOCUMENT_URL && !url.startsWith(PRODUCT_DOCS_PREFIX);

/** Declared here, where both documents are registered (fastify's decorators are typed by module). */
declare module 'fastify' {
  interface FastifyInstance {
    /** The product API's OpenAPI document (the calls under /ingest/). */
    productApiDocument: FastifyInstance['swagger'];
  }
}

/**
 * The OpenAPI 3.1 documents are generated from the route schemas; each staff operation carries its
 * gate as `x-gate`. Register before the routes so every route is seen.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Administration console API',
        version: CONSOLE_VERSION,
        description:
          'Every failure answers the Error shape. Unsafe methods need the RequestVerificationToken header ' +
          "(the value of the page's request-verification-token meta tag, or the requestVerificationToken a JSON " +
          'sign-in answers); it is bound to the session. A page sends the id of the company its data was ' +
          `loaded for as the ${ADMINISTERED_COMPANY_HEADER} header: when the session administers another company ` +
          '(chosen in another tab), a call is refused with 409 CompanyChanged, except those whose x-gate says ' +
          `anyCompany; without the header a call is not checked. x-gate names who may call a route. The product ` +
          `API (devices and product apps) has its own document: ${PRODUCT_DOCUMENT_URL}.`,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'console_session' } },
      },
      security: [{ session: [] }],
    },
    hideUntagged: false,
    transform: ({ schema, url, route }) => {
      const gate = route.config?.gate;
      const transformed = { ...(schema ?? {}), 'x-gate': gate ?? null } as Record<string, unknown>;
      if (gate?.public) transformed.security = [];
      if (isProductApiPath(url)) transformed.hide = true;
      return { schema: transformed as typeof schema, url };
    },
    transformObject: withPathsPerValue,
  });
  await app.register(swagger, {
    decorator: 'productApiDocument',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Product API',
        version: CONSOLE_VERSION,
        description:
          'The calls devices and product apps make: reporting verification requests and their images, ' +
          'reading validation settings, card checks, collector logs, comparing two faces (Face Compare). Each is authenticated by a product token ' +
          '(Authorization: Bearer <token>) of the product the call belongs to; no cookie, no anti-forgery token. ' +
          'Every failure answers the Error shape: 400 names the field, 401 says what is wrong with the token, ' +
          '403 what the account lacks, 429 carries Retry-After.',
      },
      components: {
        securitySchemes: { productToken: { type: 'http', scheme: 'bearer', description: 'A product token' } },
      },
      security: [{ productToken: [] }],
    },
    hideUntagged: false,
    // Every product call, whatever keeps it out of the staff document, and nothing else.
    transform: ({ schema, url }) => ({
      schema: { ...((schema ?? {}) as FastifySchema), hide: !isProductCall(url) },
      url,
    }),
    transformObject: withPathsPerValue,
  });
}

/** Each document's paths with a closed path parameter written out per value (openapi-paths.ts). */
const withPathsPerValue: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const document = documentObject.openapiObject;
  return { ...document, paths: pathsPerValue((document.paths ?? {}) as Parameters<typeof pathsPerValue>[0]) };
};

/** Reading the API document is every staff user's, like reading the company's data. */
const DOCS_GATE: Gate = { permission: Permission.ReadData };

/**
 * /api/docs: the staff document, browsable by signed-in staff; /ingest/docs: the product API's,
 * open to anyone (it describes calls, never data).
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  app.get(STAFF_DOCUMENT_URL, { config: { gate: DOCS_GATE }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(async (docs) => {
    // The UI plugin registers its own routes; they are signed-in pages like the document.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), gate: { ...DOCS_GATE, ...(route.config?.gate ?? {}) } };
    });
    // Before the gate's 401 (preValidation): a browser opening the docs signed out signs in first.
    docs.addHook('onRequest', async (request, reply) => {
      if (!request.staff && isPageRequest(request)) return redirectToSignIn(request, reply);
    });
    await docs.register(swaggerUi, browsable('/api/docs', STAFF_DOCUMENT_URL));
  });

  app.get(PRODUCT_DOCUMENT_URL, async () => app.productApiDocument());
  await app.register(async (docs) => {
    await docs.register(swaggerUi, {
      ...browsable(PRODUCT_DOCS_PREFIX, PRODUCT_DOCUMENT_URL),
      // The UI plugin also answers its own /json and /yaml with the app's `swagger()`, the staff
      // document: under this public prefix they answer the product document instead, never the
      // staff one (whose gates and calls are for signed-in staff).
      transformSpecificationClone: false,
      transformSpecification: () => app.productApiDocument(),
    });
  });
}

/**
 * Swagger UI at a prefix, reading one document. No staticCSP: the plugin's own policy allows only
 * hashed inline styles, and Swagger UI writes style attributes at run time, which broke it. The
 * console's policy (app.ts) applies as on every page; validatorUrl null keeps the UI from loading a
 * badge from validator.swagger.io.
 */
function browsable(routePrefix: string, url: string) {
  return { routePrefix, uiConfig: { url, deepLinking: true, validatorUrl: null } };
}

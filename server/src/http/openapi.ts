import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ADMINISTERED_COMPANY_HEADER, CONSOLE_VERSION } from '@console/contract/constants';
import { Type } from 'typebox';
import { ErrorBody } from '@console/contract/errors';
import { pathsPerValue } from './openapi-paths.ts';
import { isPageRequest, redirectToSignIn } from './sign-in-redirect.ts';
import type { Gate } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';

/** A route's failure answers, for its response schema: the one error shape. */
export const ErrorRef = Type.Unsafe<ErrorBody>(Type.Ref('ErrorBody'));

/**
 * The OpenAPI 3.1 document is generated from the route schemas; each operation carries its gate
 * as `x-gate`. Register before the routes so every route is seen.
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
          'anyCompany; without the header a call is not checked. x-gate names who may call a route.',
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
      return { schema: transformed as typeof schema, url };
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject;
      return {
        ...document,
        paths: pathsPerValue((document.paths ?? {}) as Parameters<typeof pathsPerValue>[0]),
      };
    },
  });
}

/** Reading the API document is every staff user's, like reading the company's data. */
const DOCS_GATE: Gate = { permission: Permission.ReadData };

/** /api/docs: the document, browsable by signed-in staff. */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { config: { gate: DOCS_GATE }, schema: { hide: true } }, async () =>
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
    // No staticCSP: the plugin's own policy allows only hashed inline styles, and Swagger UI writes
    // style attributes at run time, which broke it. The console's policy (app.ts) applies as on
    // every page; validatorUrl null keeps the UI from loading a badge from validator.swagger.io.
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { url: '/api/openapi.json', deepLinking: true, validatorUrl: null },
    });
  });
}

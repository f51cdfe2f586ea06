import { Type } from 'typebox';
import { FIELD_TYPES, LookupHandlerType } from './metadata.ts';
import { defineFamily, type Endpoint } from './kit/endpoint.ts';

/**
 * The wire schemas of GET /api/Metadata/v2, mirroring the FieldMetadata and RouteMetadata types of
 * the contract. The answer is serialized through them, so a property missing here would be dropped:
 * metadata.test.ts compares the answer with what derive computes.
 */
export const MetadataQuery = Type.Object({
  httpMethod: Type.String({ minLength: 1, maxLength: 10 }),
  /** The route template, in the spec's `{id}` or Fastify's `:id` spelling. */
  route: Type.String({ minLength: 1, maxLength: 300 }),
});

const optional = Type.Optional;

export const FieldMetadataSchema = Type.Cyclic(
  {
    FieldMetadata: Type.Object({
      name: Type.String(),
      caption: Type.String(),
      description: optional(Type.String()),
      required: Type.Boolean(),
      showInView: Type.Boolean(),
      showInEdit: Type.Boolean(),
      disabled: Type.Boolean(),
      editableForRoles: optional(Type.Array(Type.String())),
      minValue: optional(Type.Number()),
      maxValue: optional(Type.Number()),
      maxWidth: optional(Type.Number()),
      maxHeight: optional(Type.Number()),
      maxLength: optional(Type.Integer()),
      format: optional(Type.Literal('email')),
      type: Type.Enum([...FIELD_TYPES]),
      enumValues: optional(
        Type.Array(
          Type.Object({
            value: Type.Union([Type.String(), Type.Number()]),
            text: Type.String(),
            disabled: optional(Type.Boolean()),
          }),
        ),
      ),
      isLookup: Type.Boolean(),
      lookupDataSource: optional(
        Type.Object({
          path: Type.String(),
          handlerType: Type.Enum(Object.values(LookupHandlerType)),
          lookupKey: Type.String(),
          lookupCaption: Type.String(),
          multiselect: Type.Boolean(),
        }),
      ),
      arrayItemMetadata: optional(Type.Array(Type.Ref('FieldMetadata'))),
      group: optional(Type.String()),
      span: optional(Type.Integer()),
      optional: optional(Type.Boolean()),
      secret: optional(Type.Boolean()),
      multiline: optional(Type.Boolean()),
    }),
  },
  'FieldMetadata',
);

export const RouteMetadataSchema = Type.Object({
  httpMethod: Type.String(),
  route: Type.String(),
  fields: Type.Array(FieldMetadataSchema),
  groups: optional(Type.Array(Type.Object({ name: Type.String(), caption: Type.String() }))),
});

/** GET /api/Metadata/v2 (console-core §7 "Metadata and lookups"): open to every signed-in user. */
export const metadataFamily = defineFamily('metadata');

export const metadataApi = {
  route: metadataFamily.endpoint({
    method: 'GET',
    path: '/api/Metadata/v2',
    summary: "The field metadata of a route's payload (POST/PUT: the body; GET: the answer's row)",
    query: MetadataQuery,
    response: RouteMetadataSchema,
  }),
};

/** The metadata query of a form's call: its method and path template, straight from its descriptor. */
export const metadataQueryOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => ({
  httpMethod: endpoint.method,
  route: endpoint.path,
});

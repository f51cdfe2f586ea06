import { Type, type Static } from 'typebox';
import { nullable } from '../kit/nullable.ts';
import { Id } from '../kit/integers.ts';
import { powerBiFamily } from './gates.ts';
import { DateTime } from '../kit/dates.ts';

export { powerBiFamily };

/*
 * Power BI per customer (product-families §1 "a Power BI link per customer", §7 Power BI). The spec
 * shows no fields ("the settings of ... Power BI: fields not shown"); these are our design: what an
 * embedded Power BI report needs. The report is shown in an iframe of its embed URL (the "secure
 * embed" link, which signs the viewer in with their own Power BI account); the access token is the
 * customer's embed token, kept for the service calls made on the customer's behalf, and a secret.
 * (rules: server/src/modules/power-bi/README.md)
 */

/** The only origin a report is embedded from; the console's content security policy frames it alone. */
export const POWER_BI_ORIGIN = 'https://app.powerbi.com';
/** An embed URL on the Power BI service, over https, with a path (reportEmbed, view, ...). */
export const POWER_BI_EMBED_URL_PATTERN = '^https://app\\.powerbi\\.com/[^\\s]*$';
export const EMBED_URL_PROBLEM = 'Embed URL must be an https://app.powerbi.com address';

const guid = (title: string, description: string) =>
  Type.String({ title, format: 'uuid', maxLength: 36, description });

/** GET /api/PowerBi/{customerId}: the customer's settings; `configured` false when none are saved. */
export const PowerBiSettings = Type.Object({
  customerId: Type.Integer(),
  configured: Type.Boolean(),
  workspaceId: nullable(Type.String({ title: 'Workspace ID' })),
  reportId: nullable(Type.String({ title: 'Report ID' })),
  embedUrl: nullable(Type.String({ title: 'Embed URL' })),
  enabled: Type.Boolean({ title: 'Show on the customer page' }),
  /** The token's last characters behind dots ('••••••k3Qz'); null when no token is kept. */
  tokenMask: nullable(Type.String({ title: 'Access token' })),
  tokenExpiresAt: nullable(DateTime('Token expires')),
  updatedAt: nullable(DateTime('Updated')),
});
export type PowerBiSettings = Static<typeof PowerBiSettings>;

export const ACCESS_TOKEN_MAX = 8000;

/**
 * POST /api/PowerBi/Save: the customer's settings, made or replaced. An access token left out keeps
 * the one kept (the form shows only its mask); a new one replaces it with its expiry.
 */
export const PowerBiSave = Type.Object(
  {
    customerId: Id({ title: 'Customer' }),
    workspaceId: guid('Workspace ID', 'The Power BI workspace (group) the report is in'),
    reportId: guid('Report ID', 'The report to embed'),
    embedUrl: Type.String({
      title: 'Embed URL',
      minLength: 1,
      maxLength: 2000,
      pattern: POWER_BI_EMBED_URL_PATTERN,
      description: 'The report’s embed link, https://app.powerbi.com/reportEmbed?reportId=…',
      examples: ['https://app.powerbi.com/reportEmbed?reportId=5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d'],
    }),
    enabled: Type.Boolean({ title: 'Show on the customer page' }),
    accessToken: Type.Optional(
      Type.String({
        title: 'Access token',
        minLength: 1,
        maxLength: ACCESS_TOKEN_MAX,
        pattern: '^\\S+$',
        description: 'Left out: the token kept stays',
      }),
    ),
    tokenExpiresAt: Type.Optional(nullable(DateTime('Token expires'))),
  },
  { additionalProperties: false },
);
export type PowerBiSave = Static<typeof PowerBiSave>;

/** DELETE /api/PowerBi/Token: the customer named in the body, as the spec has it. */
export const PowerBiTokenDelete = Type.Object(
  { customerId: Id({ title: 'Customer' }) },
  { additionalProperties: false },
);
export type PowerBiTokenDelete = Static<typeof PowerBiTokenDelete>;

const api = powerBiFamily;

export const powerBiApi = {
  get: api.endpoint({
    method: 'GET',
    path: '/api/PowerBi/{customerId}',
    summary: "A customer's Power BI embed settings (the token masked)",
    params: Type.Object({ customerId: Id() }),
    response: PowerBiSettings,
  }),
  save: api.endpoint({
    method: 'POST',
    path: '/api/PowerBi/Save',
    summary: "Save a customer's Power BI embed settings",
    body: PowerBiSave,
    response: PowerBiSettings,
  }),
  deleteToken: api.endpoint({
    method: 'DELETE',
    path: '/api/PowerBi/Token',
    summary: "Delete a customer's Power BI access token",
    body: PowerBiTokenDelete,
    answer: 'none',
  }),
};

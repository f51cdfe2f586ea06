import { Type, type Static } from 'typebox';
import { PRODUCT_API_PREFIX } from '../constants.ts';
import { nullable } from '../kit/nullable.ts';
import { DIVE_CHECKS } from '../dvs/result.ts';
import { Id } from '../kit/integers.ts';
import { validationSettingsFamily } from './gates.ts';
import { Day, DateTime } from '../kit/dates.ts';
import { MultilineText } from '../kit/text.ts';

export { validationSettingsFamily };

/*
 * Validation settings (product-families §4, §7): which automatic checks the products run (DIVE's
 * catalogue, dvs/result.ts DIVE_CHECKS), the exceptions that let a named document or person pass a
 * named check, and the sync that publishes them to the devices. The spec shows the calls only;
 * every field here is our design. (rules: server/src/modules/validation-settings/README.md)
 */

export const VALIDATION_CHECK_NAMES = Object.keys(DIVE_CHECKS) as readonly string[];

const CheckName = (title = 'Check') =>
  Type.Enum([...VALIDATION_CHECK_NAMES], { title, description: 'One of the automatic checks' });

/** What an exception names: a document by its number, or a person by their full name. */
export const EXCEPTION_SUBJECT_TYPES = ['document', 'person'] as const;
export type ExceptionSubjectType = (typeof EXCEPTION_SUBJECT_TYPES)[number];
export const EXCEPTION_SUBJECT_TITLES: Record<ExceptionSubjectType, string> = {
  document: 'Document',
  person: 'Person',
};

export const ValidationCheck = Type.Object({
  name: Type.String(),
  title: Type.String(),
  enabled: Type.Boolean(),
});
export type ValidationCheck = Static<typeof ValidationCheck>;

export const ValidationException = Type.Object({
  id: Type.Integer(),
  subjectType: Type.Enum([...EXCEPTION_SUBJECT_TYPES]),
  subject: Type.String(),
  check: Type.String(),
  reason: Type.String(),
  expiresOn: nullable(Day()),
  /** Whether the expiry has passed: an expired exception is kept for the record but no longer applies. */
  expired: Type.Boolean(),
  createdBy: Type.String(),
  createdAt: DateTime('Created'),
  updatedAt: DateTime('Updated'),
});
export type ValidationException = Static<typeof ValidationException>;

/** GET /api/ValidationSettings: the working settings and what is published. */
export const ValidationSettings = Type.Object({
  checks: Type.Array(ValidationCheck),
  exceptions: Type.Array(ValidationException),
  /** The published version devices read; 0 until the first sync. */
  version: Type.Integer(),
  publishedAt: nullable(DateTime('Published')),
  /** The working settings differ from the published version: a sync would publish changes. */
  unpublishedChanges: Type.Boolean(),
});
export type ValidationSettings = Static<typeof ValidationSettings>;

/** POST /api/ValidationSettings/toggle: one check on or off. */
export const ValidationToggle = Type.Object(
  { check: CheckName(), enabled: Type.Boolean({ title: 'Enabled' }) },
  { additionalProperties: false },
);
export type ValidationToggle = Static<typeof ValidationToggle>;

export const EXCEPTION_SUBJECT_MAX = 100;
export const EXCEPTION_REASON_MAX = 500;

/** POST and PUT ValidationExceptions: who passes which check, why, and until when. */
export const ValidationExceptionInput = Type.Object(
  {
    subjectType: Type.Enum([...EXCEPTION_SUBJECT_TYPES], { title: 'Applies To' }),
    subject: Type.String({
      title: 'Document Number or Name',
      minLength: 1,
      maxLength: EXCEPTION_SUBJECT_MAX,
      pattern: '^\\S(.*\\S)?$',
      description: "The document's number, or the person's full name as printed on the document",
    }),
    check: CheckName(),
    reason: MultilineText({ title: 'Reason', minLength: 1, maxLength: EXCEPTION_REASON_MAX }),
    expiresOn: Type.Optional(nullable(Day('Expires On', 'The last UTC day it applies; none: until deleted'))),
  },
  { additionalProperties: false },
);
export type ValidationExceptionInput = Static<typeof ValidationExceptionInput>;

/** POST /api/ValidationSettings/Sync: the version published. */
export const ValidationSyncResult = Type.Object({
  version: Type.Integer(),
  publishedAt: DateTime('Published'),
});
export type ValidationSyncResult = Static<typeof ValidationSyncResult>;

/** Where products read the published settings (a machine call: bearer product token). */
export const INGEST_VALIDATION_SETTINGS_PATH = `${PRODUCT_API_PREFIX}validation-settings`;

/**
 * What a device reads: the published version's checks and the exceptions that had not expired when
 * it was published, each with its expiry (a device stops applying one after its day, without waiting
 * for the next version). The reasons stay in the console.
 */
export const PublishedValidationSettings = Type.Object({
  version: Type.Integer(),
  publishedAt: nullable(DateTime('Published')),
  checks: Type.Array(Type.Object({ name: Type.String(), enabled: Type.Boolean() })),
  exceptions: Type.Array(
    Type.Object({
      subjectType: Type.Enum([...EXCEPTION_SUBJECT_TYPES]),
      subject: Type.String(),
      check: Type.String(),
      expiresOn: nullable(Day()),
    }),
  ),
});
export type PublishedValidationSettings = Static<typeof PublishedValidationSettings>;

const ExceptionParams = Type.Object({ id: Id() });
const api = validationSettingsFamily;

export const validationSettingsApi = {
  get: api.endpoint({
    method: 'GET',
    path: '/api/ValidationSettings',
    summary: "The company's checks, exceptions and published version",
    response: ValidationSettings,
  }),
  toggle: api.endpoint({
    method: 'POST',
    path: '/api/ValidationSettings/toggle',
    summary: 'Turn one check on or off (published by the next sync)',
    body: ValidationToggle,
    response: ValidationSettings,
  }),
  createException: api.endpoint({
    method: 'POST',
    path: '/api/ValidationSettings/ValidationExceptions',
    summary: 'Let a document or person pass a check',
    body: ValidationExceptionInput,
    response: ValidationException,
  }),
  updateException: api.endpoint({
    method: 'PUT',
    path: '/api/ValidationSettings/ValidationExceptions/{id}',
    summary: 'Change an exception',
    params: ExceptionParams,
    body: ValidationExceptionInput,
    response: ValidationException,
  }),
  deleteException: api.endpoint({
    method: 'DELETE',
    path: '/api/ValidationSettings/ValidationExceptions/{id}',
    summary: 'Delete an exception',
    params: ExceptionParams,
    answer: 'none',
  }),
  sync: api.endpoint({
    method: 'POST',
    path: '/api/ValidationSettings/Sync',
    summary: 'Publish the settings as a new version, so devices refresh now',
    response: ValidationSyncResult,
  }),
  published: api.endpoint({
    method: 'GET',
    path: INGEST_VALIDATION_SETTINGS_PATH,
    summary: 'The published settings, for a product token; ETag and If-None-Match (304)',
    hidden: true,
    machine: true,
    response: PublishedValidationSettings,
  }),
};

/** The ETag of a published version: weak (the body's bytes are ours to reformat), one per version. */
export const validationSettingsEtag = (companyId: number, version: number) =>
  `W/"vs-${companyId}-${version}"`;

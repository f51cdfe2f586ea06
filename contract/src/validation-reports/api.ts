import { customerFilter } from '../kit/customer-filter.ts';
import { nullable } from '../kit/nullable.ts';
import { Type, type Static } from 'typebox';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { OTHER_REPORT_WINDOW, REPORT_PERIOD, reportPeriodFilter } from '../kit/report-window.ts';
import { REPORTS_FEATURE } from '../reports/gates.ts';
import { ValidationReportFeature, validationReportsFamily } from './gates.ts';
import { DateTime } from '../kit/dates.ts';

export * from './gates.ts';

/*
 * Three reports over the verification requests the products report (product-families §2 Reports,
 * §3 filters, §5 windows, §7 calls): Failed Verifications, the History Log and Address Validation.
 * The spec names the calls and their filters and shows no fields; the fields below are our design.
 * The reports read their rows' own timestamps, not the daily rollups, so a period (`fromto`,
 * contract kit/report-window.ts) is exact to the instant.
 * (rules: server/src/modules/validation-reports/README.md)
 */

/** Every validation report's period filter: `fromto`, by default the last 24 hours (§5). */
const periodFilter = { [REPORT_PERIOD]: reportPeriodFilter(OTHER_REPORT_WINDOW) };

/** A yes/no filter as the address carries it. */
const yesNo = (title: string, description: string) => Type.Optional(Type.Boolean({ title, description }));

// ---------------------------------------------------------------------------------------------
// Failed Verifications
// ---------------------------------------------------------------------------------------------

export const FailedVerificationsRow = Type.Object({
  accountId: Type.Integer(),
  customerName: Type.String(),
  failed: Type.Integer({ title: 'Failed' }),
  lastFailedAt: DateTime('Last Failed'),
  topReason: nullable(Type.String({ title: 'Most Frequent Reason' })),
});
export type FailedVerificationsRow = Static<typeof FailedVerificationsRow>;

export const FAILED_VERIFICATIONS_SORT_FIELDS = ['failed', 'customerName', 'lastFailedAt'] as const;

/**
 * GET /api/Reports/FailedVerifications: customers with failed requests in the period, most failures
 * first. Filters of §3: searchQuery (part of the customer's name), sortField, fromto, custId.
 */
export const FailedVerificationsReport = pagedList({
  item: FailedVerificationsRow,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: FAILED_VERIFICATIONS_SORT_FIELDS,
  defaultSort: { field: 'failed', order: 'desc' },
  textFilter: "Part of the customer's name",
  filters: { ...periodFilter, custId: customerFilter() },
  columns: {
    accountId: 'Customer ID',
    customerName: 'Customer',
    failed: 'Failed',
    lastFailedAt: 'Last Failed',
    topReason: 'Most Frequent Reason',
  },
  fileName: 'failed-verifications',
});
export type FailedVerificationsQuery = Static<typeof FailedVerificationsReport.query>;
export type FailedVerificationsPage = Static<typeof FailedVerificationsReport.response>;

// ---------------------------------------------------------------------------------------------
// History Log
// ---------------------------------------------------------------------------------------------

/** How a document was validated: by the device as it scanned, or by a reviewer. */
export const VALIDATION_KINDS = ['automatic', 'manual'] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

/** How bad the worst failed check of an entry is; none when no check failed. */
export const SEVERITIES = ['none', 'low', 'medium', 'high'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_TITLES: Record<Severity, string> = {
  none: 'None',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/**
 * The severity of each check when it fails (our design): a sign the document is forged or not the
 * holder's is high; a document that reads wrong or is out of date is medium; a missing portrait is
 * low. A check not listed (a newer app's) is medium when it fails; a warning is low whatever the
 * check. The database's validation_check_severity() says the same (a test holds them together).
 * DIVE's names (dvs/result.ts) and the review's (modules/manual-validation/checks) both appear.
 */
export const CHECK_SEVERITY: Record<string, Exclude<Severity, 'none'>> = {
  tampering: 'high',
  frontBackMatch: 'high',
  fontConsistency: 'high',
  faceMatch: 'high',
  barcodeMatchesFront: 'high',
  mrzChecksum: 'medium',
  mrzCheckDigits: 'medium',
  barcodeFormat: 'medium',
  documentExpired: 'medium',
  documentNotExpired: 'medium',
  ageOver18: 'medium',
  holderAge: 'medium',
  portraitPresent: 'low',
};
export const UNKNOWN_CHECK_SEVERITY: Severity = 'medium';

/** A check's severity given its result: only failed checks (and warnings, low) count. */
export function checkSeverity(name: string, result: string): Severity {
  if (result === 'warning') return 'low';
  if (result !== 'failed') return 'none';
  return CHECK_SEVERITY[name] ?? UNKNOWN_CHECK_SEVERITY;
}

/** An entry's severity: its worst check's. */
export function worstSeverity(checks: readonly { name: string; result: string }[]): Severity {
  let worst = 0;
  for (const check of checks)
    worst = Math.max(worst, SEVERITIES.indexOf(checkSeverity(check.name, check.result)));
  return SEVERITIES[worst] ?? 'none';
}

export const HistoryLogEntry = Type.Object({
  id: Type.Integer(),
  requestId: Type.Integer(),
  accountId: Type.Integer(),
  customerName: Type.String(),
  kind: Type.Enum([...VALIDATION_KINDS]),
  validated: Type.Boolean(),
  severity: Type.Enum([...SEVERITIES]),
  documentType: nullable(Type.String()),
  documentNumber: nullable(Type.String()),
  personName: nullable(Type.String()),
  failedChecks: Type.Integer({ description: 'Checks that failed or warned' }),
  validatedAt: DateTime('Validated'),
  validatedBy: nullable(Type.String({ description: 'The reviewer of a manual validation' })),
});
export type HistoryLogEntry = Static<typeof HistoryLogEntry>;

export const HistoryLogCheck = Type.Object({
  name: Type.String(),
  title: Type.String(),
  result: Type.String(),
  reason: nullable(Type.String()),
  severity: Type.Enum([...SEVERITIES]),
});
export type HistoryLogCheck = Static<typeof HistoryLogCheck>;

/** GET /api/HistoryLog/{id}: one entry with its checks. */
export const HistoryLogEntryDetail = Type.Object({
  ...HistoryLogEntry.properties,
  checks: Type.Array(HistoryLogCheck),
});
export type HistoryLogEntryDetail = Static<typeof HistoryLogEntryDetail>;

/**
 * GET /api/Reports/HistoryLogReport: the validations in the period, latest first. Filters of §3
 * ("searchQuery, fromto, validated, severity, id, custId"): searchQuery matches part of the document
 * number or the holder's name, id one entry.
 */
export const HistoryLogReport = pagedList({
  item: HistoryLogEntry,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['validatedAt'] as const,
  defaultSort: { field: 'validatedAt', order: 'desc' },
  textFilter: "Part of the document number or the holder's name",
  filters: {
    ...periodFilter,
    validated: yesNo('Validated', 'Whether the validation accepted the document'),
    severity: Type.Optional(Type.Enum([...SEVERITIES], { title: 'Severity' })),
    id: Type.Optional(Id({ title: 'Entry' })),
    custId: customerFilter(),
  },
  columns: {
    id: 'ID',
    validatedAt: 'Validated At',
    customerName: 'Customer',
    kind: 'Kind',
    validated: 'Validated',
    severity: 'Severity',
    documentType: 'Document Type',
    documentNumber: 'Document Number',
    personName: 'Name',
    failedChecks: 'Failed Checks',
    validatedBy: 'Reviewer',
    requestId: 'Request',
  },
  fileName: 'history-log',
});
export type HistoryLogQuery = Static<typeof HistoryLogReport.query>;
export type HistoryLogPage = Static<typeof HistoryLogReport.response>;

// ---------------------------------------------------------------------------------------------
// Address Validation
// ---------------------------------------------------------------------------------------------

/** Where a request's result carries its address check (see the top of this file). */
export const ADDRESS_RESULT_KEY = 'address';

export const AddressValidationRow = Type.Object({
  id: Type.Integer({ description: 'The request' }),
  accountId: Type.Integer(),
  customerName: Type.String(),
  checkedAt: DateTime('Checked'),
  validated: Type.Boolean(),
  valid: Type.Boolean(),
  found: Type.Boolean(),
  address: Type.String({ description: 'The address as one line' }),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
});
export type AddressValidationRow = Static<typeof AddressValidationRow>;

/**
 * GET /api/Reports/AddressValidationReport: the address checks in the period, latest first.
 * Filters of §3 ("searchQuery, fromto, validated, valid, found, id, custId"): searchQuery matches
 * part of the address, city or zip; id is the request.
 */
export const AddressValidationReport = pagedList({
  item: AddressValidationRow,
  names: { textFilter: 'searchQuery' },
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: ['checkedAt'] as const,
  defaultSort: { field: 'checkedAt', order: 'desc' },
  textFilter: 'Part of the address, city or ZIP code',
  filters: {
    ...periodFilter,
    validated: yesNo('Validated', 'Whether the check ran against the reference data'),
    valid: yesNo('Valid', 'Whether the address is well-formed and deliverable'),
    found: yesNo('Found', 'Whether the reference data knows the address'),
    id: Type.Optional(Id({ title: 'Request' })),
    custId: customerFilter(),
  },
  columns: {
    id: 'Request',
    checkedAt: 'Checked At',
    customerName: 'Customer',
    address: 'Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP',
    validated: 'Validated',
    valid: 'Valid',
    found: 'Found',
  },
  fileName: 'address-validation',
});
export type AddressValidationQuery = Static<typeof AddressValidationReport.query>;
export type AddressValidationPage = Static<typeof AddressValidationReport.response>;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

const api = validationReportsFamily;

const failedVerificationsGate = { featureId: ValidationReportFeature.FailedVerifications };
/** The History Log has no feature of its own: it asks what the Reports group asks (reports/gates.ts). */
const historyLogGate = { featureId: REPORTS_FEATURE };
const addressValidationGate = { featureId: ValidationReportFeature.AddressValidation };

export const validationReportsApi = {
  failedVerifications: api.endpoint({
    method: 'GET',
    path: '/api/Reports/FailedVerifications',
    summary: 'Failed verifications in the period, per customer',
    gate: failedVerificationsGate,
    query: FailedVerificationsReport.query,
    response: FailedVerificationsReport.response,
    list: FailedVerificationsReport.spec,
  }),
  historyLog: api.endpoint({
    method: 'GET',
    path: '/api/Reports/HistoryLogReport',
    summary: 'Validations of documents in the period, latest first',
    gate: historyLogGate,
    query: HistoryLogReport.query,
    response: HistoryLogReport.response,
    list: HistoryLogReport.spec,
  }),
  historyLogEntry: api.endpoint({
    method: 'GET',
    path: '/api/HistoryLog/{id}',
    summary: 'One validation with its checks',
    gate: historyLogGate,
    params: Type.Object({ id: Id() }),
    response: HistoryLogEntryDetail,
  }),
  addressValidation: api.endpoint({
    method: 'GET',
    path: '/api/Reports/AddressValidationReport',
    summary: 'Address checks in the period, latest first',
    gate: addressValidationGate,
    query: AddressValidationReport.query,
    response: AddressValidationReport.response,
    list: AddressValidationReport.spec,
  }),
};

import { Type, type Static } from 'typebox';
import { JOB_STATES } from '../jobs/api.ts';
import { importsFamily } from './gates.ts';
import { Id } from '../kit/integers.ts';
import { DEVICE_KINDS } from '../vsonline/api.ts';

export { importsFamily };

/** The most data rows one file may hold (issue 13). */
export const IMPORT_MAX_ROWS = 50_000;
/** The most errors a preview lists; the count says how many there were in all. */
export const IMPORT_MAX_LISTED_ERRORS = 1_000;
/** The longest row, in characters: a line of a few hundred, with room to spare. */
export const IMPORT_MAX_ROW_CHARACTERS = 10_000;

export const ImportKind = {
  UsersDevices: 'UsersDevices',
  TeamMembersLocations: 'TeamMembersLocations',
} as const;
export type ImportKind = (typeof ImportKind)[keyof typeof ImportKind];
export const IMPORT_KINDS = Object.values(ImportKind);

export const IMPORT_TITLES: Record<ImportKind, string> = {
  UsersDevices: 'Import Users & Devices',
  TeamMembersLocations: 'Import Team Members & Locations',
};

/** One column of an import file: its header (matched whatever the case), what it holds, an example. */
export interface ImportColumn {
  header: string;
  description: string;
}

/** Yes/No cells: the console writes Yes and No (server/src/kit/csv.ts); true/false and 1/0 read too. */
export const YES_NO_CELLS = { yes: ['yes', 'y', 'true', '1'], no: ['no', 'n', 'false', '0'] } as const;

/** The record types of a Users & Devices row (its Type column). */
export const USERS_DEVICES_TYPES = ['User', 'Device'] as const;

/**
 * Users & Devices: one row per user or device, told apart by Type. A user is matched by Login (a
 * login belongs to one user across every customer: another customer's login is refused); First
 * Name, Last Name and Email are required for a new one. A device is matched by Serial within the
 * customer; Device Name is required for a new one; Location names one of the customer's locations.
 * The columns of the other type are ignored. Passwords are never imported: a new user sets one on
 * the customer site (a registration e-mail can be sent from the customer's Users tab).
 */
export const USERS_DEVICES_COLUMNS = [
  { header: 'Type', description: 'User or Device' },
  { header: 'Login', description: 'User: the login (required), up to 100 characters' },
  { header: 'First Name', description: 'User: required for a new user, up to 100 characters' },
  { header: 'Last Name', description: 'User: required for a new user, up to 100 characters' },
  { header: 'Email', description: 'User: required for a new user' },
  { header: 'Phone', description: 'User: up to 50 characters' },
  { header: 'Active', description: 'User: Yes or No (a new user: Yes)' },
  { header: 'Admin', description: 'User: Yes or No (a new user: No)' },
  { header: 'Read Only', description: 'User: Yes or No (a new user: No)' },
  { header: 'Serial', description: 'Device: the serial (required), up to 100 characters' },
  { header: 'Device Name', description: 'Device: required for a new device, up to 100 characters' },
  { header: 'Kind', description: `Device: ${DEVICE_KINDS.join(', ')} (a new device: Unknown)` },
  { header: 'App Version', description: 'Device: up to 50 characters' },
  { header: 'Location', description: "Device: the name of one of the customer's locations" },
] as const satisfies readonly ImportColumn[];

/**
 * Team Members & Locations: one row per location and team member. A location is matched by its
 * name within the customer (whatever the case); its other cells may be on any of its rows, and
 * where two rows give a cell they must agree. Team Member Login names one of the customer's users,
 * who joins the location's team (already on it: unchanged). A row without it only creates or
 * updates the location.
 */
export const TEAM_MEMBERS_LOCATIONS_COLUMNS = [
  { header: 'Location', description: 'The location name (required), up to 200 characters' },
  { header: 'Address 1', description: 'Up to 200 characters' },
  { header: 'Address 2', description: 'Up to 200 characters' },
  { header: 'City', description: 'Up to 100 characters' },
  { header: 'State', description: 'Up to 100 characters' },
  { header: 'Zip', description: 'Up to 20 characters' },
  {
    header: 'Time Zone',
    description: 'A time zone id, e.g. Central Standard Time (a new location: that one)',
  },
  { header: 'Active', description: 'Yes or No (a new location: Yes)' },
  {
    header: 'Team Member Login',
    description: "The login of one of the customer's users, to add to the team",
  },
] as const satisfies readonly ImportColumn[];

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  UsersDevices: USERS_DEVICES_COLUMNS,
  TeamMembersLocations: TEAM_MEMBERS_LOCATIONS_COLUMNS,
};

/** The example rows of each template (header captions → cells), one per kind of record. */
export const IMPORT_TEMPLATE_ROWS: Record<ImportKind, readonly Record<string, string>[]> = {
  UsersDevices: [
    {
      Type: 'User',
      Login: 'jane.doe',
      'First Name': 'Jane',
      'Last Name': 'Doe',
      Email: 'jane.doe@example.com',
      Phone: '555-0100',
      Active: 'Yes',
      Admin: 'No',
      'Read Only': 'No',
    },
    {
      Type: 'Device',
      Serial: 'SN-000123',
      'Device Name': 'Front Desk iPad',
      Kind: 'iPad',
      'App Version': '5.2.0',
      Location: 'Front Desk',
    },
  ],
  TeamMembersLocations: [
    {
      Location: 'Front Desk',
      'Address 1': '100 Main Street',
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      'Time Zone': 'Central Standard Time',
      Active: 'Yes',
      'Team Member Login': 'jane.doe',
    },
    { Location: 'Front Desk', 'Team Member Login': 'john.roe' },
  ],
};

/** What an import does with a record. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** The records an import writes: users, devices, locations and team memberships. */
export const IMPORT_ENTITIES = ['user', 'device', 'location', 'teamMember'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const IMPORT_ENTITY_CAPTIONS: Record<ImportEntity, string> = {
  user: 'Users',
  device: 'Devices',
  location: 'Locations',
  teamMember: 'Team members',
};

export const ImportCounts = Type.Object({
  entity: Type.Enum([...IMPORT_ENTITIES]),
  create: Type.Integer(),
  update: Type.Integer(),
  unchanged: Type.Integer(),
});
export type ImportCounts = Static<typeof ImportCounts>;

/** One row's outcome: the file's line, the record it names, and the fields an update changes. */
export const ImportRowOutcome = Type.Object({
  line: Type.Integer({ description: 'Line of the file (the header is line 1)' }),
  entity: Type.Enum([...IMPORT_ENTITIES]),
  key: Type.String({ description: 'The login, serial or location name (a team member: location / login)' }),
  action: Type.Enum([...IMPORT_ACTIONS]),
  fields: Type.Array(Type.String(), { description: 'The columns an update changes' }),
});
export type ImportRowOutcome = Static<typeof ImportRowOutcome>;

/** A problem of one cell (or of the file: line 0 or column '' where none applies). */
export const ImportError = Type.Object({
  line: Type.Integer({ description: 'Line of the file (the header is line 1)' }),
  column: Type.String({ description: "The column's header, as the template writes it" }),
  reason: Type.String(),
});
export type ImportError = Static<typeof ImportError>;

/** What an import of the file would do (nothing is written by a preview). */
export const ImportPreview = Type.Object({
  kind: Type.Enum(IMPORT_KINDS),
  customerId: Type.Integer(),
  fileName: Type.String(),
  rows: Type.Integer({ description: 'Data rows read (the header and blank lines not counted)' }),
  counts: Type.Array(ImportCounts),
  outcomes: Type.Array(ImportRowOutcome),
  errorCount: Type.Integer({ description: 'Every error found' }),
  errors: Type.Array(ImportError, { description: `The first ${IMPORT_MAX_LISTED_ERRORS} errors, by line` }),
});
export type ImportPreview = Static<typeof ImportPreview>;

/** Where an import job is: rows checked and records written so far, out of the total of each. */
export const ImportProgress = Type.Object({
  phase: Type.Enum(['checking', 'writing']),
  done: Type.Integer(),
  total: Type.Integer(),
});
export type ImportProgress = Static<typeof ImportProgress>;

/**
 * How an import job ended: `imported` (everything written) or `refused` (the records changed since
 * the file was checked and a row no longer holds: nothing written, the errors say why).
 */
export const ImportResult = Type.Object({
  outcome: Type.Enum(['imported', 'refused']),
  rows: Type.Integer(),
  counts: Type.Array(ImportCounts),
  errorCount: Type.Integer(),
  errors: Type.Array(ImportError),
});
export type ImportResult = Static<typeof ImportResult>;

/** GET /api/Import/Jobs/{id}: an import job, its progress while it runs and its result once done. */
export const ImportJob = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(IMPORT_KINDS),
  customerId: Type.Integer(),
  fileName: Type.String(),
  state: Type.Enum([...JOB_STATES]),
  progress: Type.Union([ImportProgress, Type.Null()]),
  result: Type.Union([ImportResult, Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the last attempt failed (the queue retries it)',
  }),
});
export type ImportJob = Static<typeof ImportJob>;

const CustomerParams = Type.Object({ customerId: Id({ title: 'Customer' }) });
const JobParams = Type.Object({ id: Type.String({ format: 'uuid', title: 'Job ID', maxLength: 36 }) });

/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'file';

const BASE = '/api/Import';

function kindCalls<K extends ImportKind>(kind: K) {
  const title = IMPORT_TITLES[kind].replace('Import ', '').toLowerCase();
  return {
    template: importsFamily.endpoint({
      method: 'GET',
      path: `${BASE}/${kind}/Template`,
      summary: `The CSV template of the ${title} import`,
      answer: 'file',
      mediaType: 'text/csv',
    }),
    preview: importsFamily.endpoint({
      method: 'POST',
      // A check that writes nothing: read-only staff may preview a file, not import it.
      gate: { writes: false },
      path: `${BASE}/${kind}/{customerId}/Preview`,
      summary: `Check a ${title} CSV (multipart, field file) and say what importing it would do; writes nothing`,
      params: CustomerParams,
      response: ImportPreview,
    }),
    start: importsFamily.endpoint({
      method: 'POST',
      path: `${BASE}/${kind}/{customerId}`,
      summary: `Import a ${title} CSV (multipart, field file): refused with its errors, or queued as a job`,
      params: CustomerParams,
      response: ImportJob,
    }),
  };
}

export const importsApi = {
  UsersDevices: kindCalls(ImportKind.UsersDevices),
  TeamMembersLocations: kindCalls(ImportKind.TeamMembersLocations),
  job: importsFamily.endpoint({
    method: 'GET',
    path: `${BASE}/Jobs/{id}`,
    summary: 'An import job: its state, progress and result',
    params: JobParams,
    response: ImportJob,
  }),
};

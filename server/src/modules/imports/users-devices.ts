import { say } from '@console/contract/kit';
import { USERS_DEVICES_TYPES, type ImportError } from '@console/contract/imports/api';
import { DEVICE_KINDS } from '@console/contract/vsonline/api';
import type { Queryable } from '../../db/client.ts';
import {
  usersByLogin,
  writeAccountUsers,
  type ImportableUser,
  type NewAccountUser,
} from '../accounts/users.ts';
import { LOGIN_TAKEN } from '../../kit/users.ts';
import { diff, recordChanges } from '../../audit/record.ts';
import { accountDevices, accountLocations, writeDevices, type ImportableDevice } from '../activity/places.ts';
import { byLine, changedColumns, given, RowCells } from './cells.ts';
import { actionOf, Outcomes, type ImportPlan } from './plan.ts';
import type { CsvRow, ReadCsv } from './read-csv.ts';
import { locationsByName } from './locations-by-name.ts';

/**
 * The Users & Devices import (contract USERS_DEVICES_COLUMNS): users matched by login, devices by
 * serial within the customer.
 */

type UserFields = Pick<
  ImportableUser,
  'firstName' | 'lastName' | 'email' | 'phone' | 'active' | 'admin' | 'readOnly'
>;
type DeviceFields = Pick<ImportableDevice, 'name' | 'kind' | 'appVersion' | 'locationId'>;

const USER_COLUMNS: Record<keyof UserFields, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  active: 'Active',
  admin: 'Admin',
  readOnly: 'Read Only',
};
const DEVICE_COLUMNS: Record<keyof DeviceFields, string> = {
  name: 'Device Name',
  kind: 'Kind',
  appVersion: 'App Version',
  locationId: 'Location',
};

/**
 * A row as read. A row with a problem of its own (`bad`) is still checked against the records, so
 * every error of the file is found at once, but it has no outcome. `filled` names its non-empty
 * cells, so a cell that was given but refused is not reported as missing too.
 */
/** What the audit log records of a user an import changes: the fields the file can set. */
const userAudited = ({ id: _id, accountId: _accountId, ...fields }: ImportableUser) => fields;

interface UserRow {
  line: number;
  login: string;
  fields: Partial<UserFields>;
  filled: ReadonlySet<string>;
  bad: boolean;
}
interface DeviceRow {
  line: number;
  serial: string;
  fields: Partial<Omit<DeviceFields, 'locationId'>>;
  location: string | undefined;
  filled: ReadonlySet<string>;
  bad: boolean;
}

const filledCells = (row: CsvRow) =>
  new Set([...row.cells].filter(([, value]) => value !== '').map(([column]) => column));

/** Reads every row: its type, its cells, a login or serial that is on an earlier line too. */
function readRows(read: ReadCsv, errors: ImportError[]) {
  const users: UserRow[] = [];
  const devices: DeviceRow[] = [];
  const loginLines = new Map<string, number>();
  const serialLines = new Map<string, number>();
  for (const row of read.rows) {
    const cells = new RowCells(row, errors);
    const before = errors.length;
    const type = cells.oneOf('Type', USERS_DEVICES_TYPES);
    if (!type) {
      if ((row.cells.get('Type') ?? '') === '') cells.problem('Type', say.required('Type'));
      continue;
    }
    if (type === 'User') {
      const login = cells.required('Login', 100);
      const fields = given<UserFields>({
        firstName: cells.text('First Name', 100),
        lastName: cells.text('Last Name', 100),
        email: cells.email('Email', 200),
        phone: cells.text('Phone', 50),
        active: cells.yesNo('Active'),
        admin: cells.yesNo('Admin'),
        readOnly: cells.yesNo('Read Only'),
      });
      if (login === undefined) continue;
      const earlier = loginLines.get(login.toLowerCase());
      if (earlier !== undefined) cells.problem('Login', `${login} is on line ${earlier} too`);
      else loginLines.set(login.toLowerCase(), row.line);
      users.push({ line: row.line, login, fields, filled: filledCells(row), bad: errors.length !== before });
    } else {
      const serial = cells.required('Serial', 100);
      const fields = given({
        name: cells.text('Device Name', 100),
        kind: cells.oneOf('Kind', DEVICE_KINDS),
        appVersion: cells.text('App Version', 50),
      });
      const location = cells.text('Location', 200);
      if (serial === undefined) continue;
      const earlier = serialLines.get(serial);
      if (earlier !== undefined) cells.problem('Serial', `${serial} is on line ${earlier} too`);
      else serialLines.set(serial, row.line);
      devices.push({
        line: row.line,
        serial,
        fields,
        location,
        filled: filledCells(row),
        bad: errors.length !== before,
      });
    }
  }
  return { users, devices };
}

export async function planUsersDevices(db: Queryable, accountId: number, read: ReadCsv): Promise<ImportPlan> {
  const errors: ImportError[] = [...read.errors];
  const rows = readRows(read, errors);
  const outcomes = new Outcomes(['user', 'device']);
  const problem = (line: number, column: string, reason: string) => errors.push({ line, column, reason });

  const stored = new Map(
    (
      await usersByLogin(
        db,
        rows.users.map((user) => user.login),
      )
    ).map((user) => [user.userName.toLowerCase(), user]),
  );
  const createUsers: NewAccountUser[] = [];
  /** Each updated user as stored and as the file leaves it. */
  const updateUsers: { before: ImportableUser; after: ImportableUser }[] = [];
  for (const { line, login, fields, filled, bad } of rows.users) {
    const user = stored.get(login.toLowerCase());
    if (user && user.accountId !== accountId) {
      problem(line, 'Login', `${LOGIN_TAKEN} by another customer's user`);
      continue;
    }
    if (!user) {
      const missing = (['firstName', 'lastName', 'email'] as const).filter(
        (key) => !filled.has(USER_COLUMNS[key]),
      );
      for (const key of missing)
        problem(line, USER_COLUMNS[key], `${say.required(USER_COLUMNS[key])} for a new user`);
      if (missing.length || bad) continue;
      createUsers.push({ userName: login, ...(fields as UserFields) });
      outcomes.add(line, 'user', login, 'create');
      continue;
    }
    if (bad) continue;
    const changed = changedColumns(user, fields, USER_COLUMNS);
    outcomes.add(line, 'user', user.userName, actionOf(user, changed), changed);
    if (changed.length) updateUsers.push({ before: user, after: { ...user, ...fields } });
  }

  const devices = new Map((await accountDevices(db, accountId)).map((device) => [device.serial, device]));
  const locations = locationsByName(await accountLocations(db, accountId));
  const createDevices: Omit<ImportableDevice, 'id'>[] = [];
  const updateDevices: { before: ImportableDevice; after: ImportableDevice }[] = [];
  for (const { line, serial, fields, location, filled, bad: badRow } of rows.devices) {
    let bad = badRow;
    let locationId: number | undefined;
    if (location !== undefined) {
      const found = locations.find(location);
      if (!found.location) {
        problem(
          line,
          'Location',
          found.problem ??
            `No location of the customer is named "${location}" (the Team Members & Locations import adds locations)`,
        );
        bad = true;
      }
      locationId = found.location?.id;
    }
    const device = devices.get(serial);
    const wanted: Partial<DeviceFields> = { ...fields, ...(locationId === undefined ? {} : { locationId }) };
    if (!device) {
      if (!filled.has('Device Name'))
        problem(line, 'Device Name', `${say.required('Device Name')} for a new device`);
      if (bad || fields.name === undefined) continue;
      createDevices.push({
        serial,
        name: fields.name,
        kind: fields.kind ?? 'Unknown',
        appVersion: fields.appVersion ?? '',
        locationId: locationId ?? null,
      });
      outcomes.add(line, 'device', serial, 'create');
      continue;
    }
    if (bad) continue;
    const changed = changedColumns(device, wanted, DEVICE_COLUMNS);
    outcomes.add(line, 'device', serial, actionOf(device, changed), changed);
    if (changed.length) updateDevices.push({ before: device, after: { ...device, ...wanted } });
  }

  return {
    rows: read.rows.length,
    counts: outcomes.counts,
    outcomes: outcomes.byLine,
    errors: byLine(errors),
    writes: createUsers.length + updateUsers.length + createDevices.length + updateDevices.length,
    async write(tx, owner, actor, written) {
      const after = <T>(changes: readonly { after: T }[]) => changes.map((change) => change.after);
      const users = await writeAccountUsers(
        tx,
        owner.accountId,
        { create: createUsers, update: after(updateUsers) },
        written,
      );
      const devices = await writeDevices(
        tx,
        owner,
        { create: createDevices, update: after(updateDevices) },
        written,
      );
      // Each record written, as the console audits one written by hand (the import's summary follows).
      await recordChanges(tx, actor, [
        ...createUsers.map((user) => ({
          action: 'accountUser.create' as const,
          entityId: users.get(user.userName.toLowerCase()) ?? user.userName,
          changes: diff(null, { accountId: owner.accountId, ...user }),
        })),
        ...updateUsers.map(({ before, after: saved }) => ({
          action: 'accountUser.update' as const,
          entityId: before.id,
          changes: diff(userAudited(before), userAudited(saved)),
        })),
        ...createDevices.map((device) => ({
          action: 'device.create' as const,
          entityId: devices.get(device.serial) ?? device.serial,
          changes: diff(null, { accountId: owner.accountId, ...device }),
        })),
        ...updateDevices.map(({ before, after: saved }) => ({
          action: 'device.update' as const,
          entityId: before.id,
          changes: diff({ ...before }, { ...saved }),
        })),
      ]);
    },
  };
}

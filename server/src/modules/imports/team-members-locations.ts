import { DEFAULT_TIME_ZONE } from '@console/contract/constants';
import type { ImportError } from '@console/contract/imports/api';
import type { Queryable } from '../../db/client.ts';
import { diff, recordChanges } from '../../audit/record.ts';
import { usersByLogin } from '../accounts/users.ts';
import {
  accountLocations,
  accountTeams,
  addTeamMembers,
  writeLocations,
  type ImportableLocation,
} from '../activity/places.ts';
import { TIME_ZONES } from '../../lib/time-zones.ts';
import { byLine, changedColumns, given, RowCells } from './cells.ts';
import { locationsByName, nameKey } from './locations-by-name.ts';
import { actionOf, Outcomes, type ImportPlan } from './plan.ts';
import type { ReadCsv } from './read-csv.ts';

/**
 * The Team Members & Locations import (contract TEAM_MEMBERS_LOCATIONS_COLUMNS): locations matched
 * by name within the customer, team members by the login of one of the customer's users. Team
 * members are only added: a member the file does not name stays on the team.
 */

type LocationFields = Omit<ImportableLocation, 'id' | 'name'>;

const LOCATION_COLUMNS: Record<keyof LocationFields, string> = {
  address1: 'Address 1',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  timeZoneId: 'Time Zone',
  active: 'Active',
};

const TIME_ZONE_IDS = new Map(TIME_ZONES.map((zone) => [zone.value.toLowerCase(), zone.value]));

/** One location as the file gives it: on which line first, and which line gave each cell. */
interface LocationRows {
  line: number;
  name: string;
  fields: Partial<LocationFields>;
  lineOf: Map<keyof LocationFields, number>;
  bad: boolean;
}
interface MemberRow {
  line: number;
  location: string;
  login: string;
  /** The row has a problem of its own: its login is checked, but it has no outcome. */
  bad: boolean;
}

function readRows(read: ReadCsv, errors: ImportError[]) {
  const groups = new Map<string, LocationRows>();
  const members: MemberRow[] = [];
  const memberLines = new Map<string, number>();
  for (const row of read.rows) {
    const cells = new RowCells(row, errors);
    const before = errors.length;
    const name = cells.required('Location', 200);
    const zone = cells.text('Time Zone', 100);
    const timeZoneId = zone === undefined ? undefined : TIME_ZONE_IDS.get(zone.toLowerCase());
    if (zone !== undefined && !timeZoneId) {
      cells.problem(
        'Time Zone',
        `Time Zone "${zone}" is not a known time zone id (e.g. ${DEFAULT_TIME_ZONE})`,
      );
    }
    const fields = given<LocationFields>({
      address1: cells.text('Address 1', 200),
      address2: cells.text('Address 2', 200),
      city: cells.text('City', 100),
      state: cells.text('State', 100),
      zip: cells.text('Zip', 20),
      timeZoneId,
      active: cells.yesNo('Active'),
    });
    const login = cells.text('Team Member Login', 100);
    if (name === undefined) continue;
    const key = nameKey(name);
    let group = groups.get(key);
    if (!group) {
      group = { line: row.line, name, fields: {}, lineOf: new Map(), bad: false };
      groups.set(key, group);
    }
    // A cell given on two rows of the location must say the same.
    for (const field of Object.keys(fields) as (keyof LocationFields)[]) {
      const earlier = group.lineOf.get(field);
      if (earlier !== undefined && group.fields[field] !== fields[field]) {
        cells.problem(LOCATION_COLUMNS[field], `${LOCATION_COLUMNS[field]} differs from line ${earlier}`);
      } else if (earlier === undefined) {
        group.lineOf.set(field, row.line);
        group.fields = { ...group.fields, [field]: fields[field] };
      }
    }
    if (login !== undefined) {
      const pair = `${key}\n${login.toLowerCase()}`;
      const earlier = memberLines.get(pair);
      if (earlier !== undefined) cells.problem('Team Member Login', `${login} is on line ${earlier} too`);
      else memberLines.set(pair, row.line);
    }
    const bad = errors.length !== before;
    if (bad) group.bad = true;
    // A row with a problem still has its login checked, so every error of the file is found at once.
    if (login !== undefined) members.push({ line: row.line, location: key, login, bad });
  }
  return { groups, members };
}

export async function planTeamMembersLocations(
  db: Queryable,
  accountId: number,
  read: ReadCsv,
): Promise<ImportPlan> {
  const errors: ImportError[] = [...read.errors];
  const { groups, members } = readRows(read, errors);
  const outcomes = new Outcomes(['location', 'teamMember']);
  const problem = (line: number, column: string, reason: string) => errors.push({ line, column, reason });

  const stored = locationsByName(await accountLocations(db, accountId));
  const create: Omit<ImportableLocation, 'id'>[] = [];
  const update: { before: ImportableLocation; after: ImportableLocation }[] = [];
  /** Each location of the file: its stored id, or its name as it will be created. */
  const target = new Map<string, { id?: number; name: string }>();
  for (const [key, group] of groups) {
    const found = stored.find(group.name);
    if (found.problem) {
      problem(group.line, 'Location', found.problem);
      continue;
    }
    const location = found.location;
    if (!location) {
      create.push({
        name: group.name,
        address1: group.fields.address1 ?? '',
        address2: group.fields.address2 ?? '',
        city: group.fields.city ?? '',
        state: group.fields.state ?? '',
        zip: group.fields.zip ?? '',
        timeZoneId: group.fields.timeZoneId ?? DEFAULT_TIME_ZONE,
        active: group.fields.active ?? true,
      });
      target.set(key, { name: group.name });
      if (!group.bad) outcomes.add(group.line, 'location', group.name, 'create');
      continue;
    }
    target.set(key, { id: location.id, name: location.name });
    const changed = changedColumns(location, group.fields, LOCATION_COLUMNS);
    if (!group.bad) outcomes.add(group.line, 'location', location.name, actionOf(location, changed), changed);
    if (changed.length) update.push({ before: location, after: { ...location, ...group.fields } });
  }

  const users = new Map(
    (
      await usersByLogin(
        db,
        members.map((member) => member.login),
      )
    ).map((user) => [user.userName.toLowerCase(), user]),
  );
  const teams = new Set((await accountTeams(db, accountId)).map((m) => `${m.locationId}:${m.userId}`));
  const add: { location: { id?: number; name: string }; userId: number }[] = [];
  for (const { line, location: key, login, bad } of members) {
    const user = users.get(login.toLowerCase());
    if (!user || user.accountId !== accountId) {
      problem(line, 'Team Member Login', `${login} is not a user of this customer`);
      continue;
    }
    const location = target.get(key);
    // A row with a problem, or a location that could not be matched (its error is on its first line).
    if (bad || !location) continue;
    const memberKey = `${location.name} / ${user.userName}`;
    if (location.id !== undefined && teams.has(`${location.id}:${user.id}`)) {
      outcomes.add(line, 'teamMember', memberKey, 'unchanged');
      continue;
    }
    add.push({ location, userId: user.id });
    outcomes.add(line, 'teamMember', memberKey, 'create');
  }

  return {
    rows: read.rows.length,
    counts: outcomes.counts,
    outcomes: outcomes.byLine,
    errors: byLine(errors),
    writes: create.length + update.length + add.length,
    async write(tx, owner, actor, written) {
      const created = await writeLocations(
        tx,
        owner,
        { create, update: update.map((change) => change.after) },
        written,
      );
      const members = add.map(({ location, userId }) => {
        const locationId = location.id ?? created.get(location.name);
        if (locationId === undefined) throw new Error(`the location ${location.name} was not created`);
        return { locationId, userId };
      });
      await addTeamMembers(tx, members, written);
      // Each record written, as the console audits one written by hand (the import's summary follows).
      await recordChanges(tx, actor, [
        ...create.map((location) => ({
          action: 'location.create' as const,
          entityId: created.get(location.name) ?? location.name,
          changes: diff(null, { accountId: owner.accountId, ...location }),
        })),
        ...update.map(({ before, after }) => ({
          action: 'location.update' as const,
          entityId: before.id,
          changes: diff({ ...before }, { ...after }),
        })),
        ...members.map((member) => ({
          action: 'locationTeamMember.add' as const,
          entityId: member.locationId,
          changes: { accountUserId: { to: member.userId } },
        })),
      ]);
    },
  };
}

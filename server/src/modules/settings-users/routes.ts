import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Role } from '@console/contract/gates';
import {
  SettingsUser,
  SettingsUserId,
  SettingsUserInput,
  SettingsUserListQuery,
  SettingsUserPage,
} from '@console/contract/settings-users';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { actorOf, staffOf } from '../../http/session.ts';
import * as settingsUsers from './service.ts';

const USERS = '/api/AdminManagement/Users';

/** Settings users (console-core §7): Admin only, enforced here whatever the menu shows. */
export function settingsUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;
  const read = { gate: { roles: [Role.Admin] } };
  const write = { gate: { roles: [Role.Admin], writes: true } };
  const tags = ['settings-users'];

  api.get(
    USERS,
    {
      config: read,
      schema: {
        summary: 'Settings users available in the administered company, one page',
        tags,
        querystring: SettingsUserListQuery,
        response: { 200: SettingsUserPage, '4xx': ErrorRef },
      },
    },
    async (request) => settingsUsers.listSettingsUsers(db, staffOf(request), request.query),
  );

  api.post(
    USERS,
    {
      config: write,
      schema: {
        summary: 'Add a settings user; the administered company becomes their available company',
        tags,
        body: SettingsUserInput,
        response: { 200: SettingsUser, '4xx': ErrorRef },
      },
    },
    async (request) => settingsUsers.createSettingsUser(db, staffOf(request), actorOf(request), request.body),
  );

  api.put(
    `${USERS}/:id`,
    {
      config: write,
      schema: {
        summary: 'Update a settings user; the password changes only when sent',
        tags,
        params: SettingsUserId,
        body: SettingsUserInput,
        response: { 200: SettingsUser, '4xx': ErrorRef },
      },
    },
    async (request) =>
      settingsUsers.updateSettingsUser(
        db,
        staffOf(request),
        actorOf(request),
        request.params.id,
        request.body,
      ),
  );

  api.delete(
    `${USERS}/:id`,
    {
      config: write,
      schema: {
        summary: 'Delete a settings user and end their sessions',
        tags,
        params: SettingsUserId,
        response: { 204: Type.Null(), '4xx': ErrorRef },
      },
    },
    async (request, reply) => {
      await settingsUsers.deleteSettingsUser(db, staffOf(request), actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

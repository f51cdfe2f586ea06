import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccountSettings,
  AccountSettingsUpdate,
  AccountUser,
  AccountUserRow,
  AutoLogin,
  Credentials,
} from '@console/contract/accounts';
import { PageQuery, Paged } from '@console/contract/paging';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { actorOf, staffOf } from '../../http/session.ts';
import { issueAutoLogin } from './auto-login.ts';
import { accountUserCredentials } from './credentials.ts';
import { accountScope } from './scope.ts';
import { accountSettings, updateAccountSettings } from './settings.ts';
import {
  ACCOUNT_USER_SORT_FIELDS,
  createAccountUser,
  getAccountUser,
  listAccountUsers,
  updateAccountUser,
} from './users.ts';

const BASE = '/api/CommonAccount';
const id = Type.Integer({ minimum: 1 });
const AccountPath = Type.Object({ id });
const AccountUserPath = Type.Object({ id, userId: id });
const UserPath = Type.Object({ userId: id });

/** The users list query: the paging of DESIGN.md, sorted by one of the users table's columns. */
const AccountUserListQuery = Type.Object({
  ...PageQuery.properties,
  sortField: Type.Optional(Type.Enum([...ACCOUNT_USER_SORT_FIELDS])),
});

const tags = ['accounts'];
const read = { gate: {} };
const write = { gate: { writes: true } };

/**
 * An account's users, their credentials and auto-login links, and the account settings
 * (console-core §7 "Common account"). Every account and user is resolved in the request's account
 * scope (scope.ts): another company's, or a live one in Test Mode, answers 404.
 */
export function accountUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;
  const scopeOf = (request: FastifyRequest) => accountScope(staffOf(request));
  const site = { secret: ctx.config.secret, customerSiteUrl: ctx.config.customerSiteUrl };

  api.get(
    `${BASE}/:id/Users`,
    {
      config: read,
      schema: {
        summary: "The account's users, one page",
        tags,
        params: AccountPath,
        querystring: AccountUserListQuery,
        response: { 200: Paged(AccountUserRow), '4xx': ErrorRef },
      },
    },
    async (request) => listAccountUsers(db, scopeOf(request), request.params.id, request.query),
  );

  api.post(
    `${BASE}/:id/Users`,
    {
      config: write,
      schema: {
        summary: 'Add a user to the account; its metadata describes the user dialog',
        tags,
        params: AccountPath,
        body: AccountUser,
        response: { 200: AccountUserRow, '4xx': ErrorRef },
      },
    },
    async (request) =>
      createAccountUser(db, scopeOf(request), actorOf(request), request.params.id, request.body),
  );

  api.get(
    `${BASE}/:id/Users/:userId`,
    {
      config: read,
      schema: {
        summary: 'One user of the account',
        tags,
        params: AccountUserPath,
        response: { 200: AccountUserRow, '4xx': ErrorRef },
      },
    },
    async (request) => getAccountUser(db, scopeOf(request), request.params.id, request.params.userId),
  );

  api.put(
    `${BASE}/:id/Users/:userId`,
    {
      config: write,
      schema: {
        summary: 'Update a user of the account; the password changes only when a new one is sent',
        tags,
        params: AccountUserPath,
        body: AccountUser,
        response: { 200: AccountUserRow, '4xx': ErrorRef },
      },
    },
    async (request) =>
      updateAccountUser(
        db,
        scopeOf(request),
        actorOf(request),
        request.params.id,
        request.params.userId,
        request.body,
      ),
  );

  api.get(
    `${BASE}/Users/:userId/Credentials`,
    {
      config: read,
      schema: {
        summary: "The user's credentials (never a password); each read is recorded in the audit log",
        tags,
        params: UserPath,
        response: { 200: Credentials, '4xx': ErrorRef },
      },
    },
    async (request) =>
      accountUserCredentials(db, scopeOf(request), actorOf(request), site, request.params.userId),
  );

  api.get(
    `${BASE}/Users/:userId/AutoLogin`,
    {
      // A GET that issues a sign-in as the customer user: refused to read-only staff (auto-login.ts).
      config: write,
      schema: {
        summary: 'A one-time link that signs in to the customer site as the user, valid for 30 seconds',
        tags,
        params: UserPath,
        response: { 200: AutoLogin, '4xx': ErrorRef },
      },
    },
    async (request) => issueAutoLogin(db, scopeOf(request), actorOf(request), site, request.params.userId),
  );

  api.get(
    `${BASE}/:id/Settings`,
    {
      config: read,
      schema: {
        summary: "The account's customer features",
        tags,
        params: AccountPath,
        response: { 200: AccountSettings, '4xx': ErrorRef },
      },
    },
    async (request) => accountSettings(db, scopeOf(request), request.params.id),
  );

  api.put(
    `${BASE}/:id/Settings`,
    {
      config: write,
      schema: {
        summary: "Switch the account's customer features, all or none",
        tags,
        params: AccountPath,
        body: AccountSettingsUpdate,
        response: { 200: AccountSettings, '4xx': ErrorRef },
      },
    },
    async (request) =>
      updateAccountSettings(db, scopeOf(request), actorOf(request), request.params.id, request.body),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccountCreate,
  AccountCreateResponse,
  AccountDetail,
  AccountListPage,
  AccountListQuery,
  AccountWithInfo,
  AddProductsAndSubscriptions,
  ProductIssue,
  ProductResults,
  ProductSubscription,
  SubAccounts,
  SubscriptionUpdate,
} from '@console/contract/accounts';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { actorOf, staffOf } from '../../http/session.ts';
import { createAccount } from './create.ts';
import { deleteAccount } from './delete.ts';
import { getAccount, subAccounts, updateAccount } from './detail.ts';
import { productIssuesOf } from './issues-store.ts';
import { listAccounts } from './list.ts';
import { getSubscription, removeProduct, updateSubscription } from './products.ts';
import { addProducts } from './provisioning.ts';
import { accountScope, findAccount } from './scope.ts';

const BASE = '/api/CommonAccount';
const AccountId = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const AccountProductIds = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  productId: Type.Integer({ minimum: 1 }),
});
const tags = ['accounts'];
const read = { gate: {} };
const write = { gate: { writes: true } };

export function accountsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;
  const scopeOf = (request: FastifyRequest) => accountScope(staffOf(request));

  api.post(
    `${BASE}/create`,
    {
      config: write,
      schema: {
        summary: 'Create an account, its first user and its products',
        tags,
        body: AccountCreate,
        response: { 200: AccountCreateResponse, '4xx': ErrorRef },
      },
    },
    async (request) => createAccount(db, staffOf(request), actorOf(request), scopeOf(request), request.body),
  );

  api.get(
    `${BASE}/list`,
    {
      config: read,
      schema: {
        summary: 'The accounts list',
        tags,
        querystring: AccountListQuery,
        response: { 200: AccountListPage, '4xx': ErrorRef },
      },
    },
    async (request) => listAccounts(db, scopeOf(request), request.query),
  );

  api.get(
    `${BASE}/:id`,
    {
      config: read,
      schema: {
        summary: 'An account with its info',
        tags,
        params: AccountId,
        response: { 200: AccountWithInfo, '4xx': ErrorRef },
      },
    },
    async (request) => getAccount(db, scopeOf(request), request.params.id),
  );

  api.put(
    `${BASE}/:id`,
    {
      config: write,
      schema: {
        summary: "Update an account's details",
        tags,
        params: AccountId,
        body: AccountDetail,
        response: { 200: AccountWithInfo, '4xx': ErrorRef },
      },
    },
    async (request) =>
      updateAccount(
        db,
        staffOf(request),
        actorOf(request),
        scopeOf(request),
        request.params.id,
        request.body,
      ),
  );

  api.delete(
    `${BASE}/:id`,
    {
      config: write,
      schema: {
        summary: 'Delete an account product by product',
        tags,
        params: AccountId,
        response: { 200: ProductResults, '4xx': ErrorRef },
      },
    },
    async (request) => deleteAccount(db, actorOf(request), scopeOf(request), request.params.id),
  );

  api.get(
    `${BASE}/:id/AccountProductIssues`,
    {
      config: read,
      schema: {
        summary: "The account's product issues",
        tags,
        params: AccountId,
        response: { 200: Type.Array(ProductIssue), '4xx': ErrorRef },
      },
    },
    async (request) => {
      await findAccount(db, scopeOf(request), request.params.id);
      return (await productIssuesOf(db, [request.params.id])).get(request.params.id) ?? [];
    },
  );

  api.get(
    `${BASE}/:id/SubAccounts`,
    {
      config: read,
      schema: {
        summary: 'Sub-accounts of an account',
        tags,
        params: AccountId,
        response: { 200: SubAccounts, '4xx': ErrorRef },
      },
    },
    async (request) => subAccounts(db, scopeOf(request), request.params.id),
  );

  api.get(
    `${BASE}/:id/:productId/Subscription`,
    {
      config: read,
      schema: {
        summary: "A product's subscription",
        tags,
        params: AccountProductIds,
        response: { 200: ProductSubscription, '4xx': ErrorRef },
      },
    },
    async (request) => getSubscription(db, scopeOf(request), request.params.id, request.params.productId),
  );

  api.put(
    `${BASE}/:id/Subscription`,
    {
      config: write,
      schema: {
        summary: "Set a product's plan and expiration",
        tags,
        params: AccountId,
        body: SubscriptionUpdate,
        response: { 200: ProductSubscription, '4xx': ErrorRef },
      },
    },
    async (request) =>
      updateSubscription(db, actorOf(request), scopeOf(request), request.params.id, request.body),
  );

  api.post(
    `${BASE}/:id/AddProductsAndSubscriptions`,
    {
      config: write,
      schema: {
        summary: 'Add products with their plans',
        tags,
        params: AccountId,
        body: AddProductsAndSubscriptions,
        response: { 200: ProductResults, '4xx': ErrorRef },
      },
    },
    async (request) => ({
      productResults: await addProducts(
        db,
        actorOf(request),
        scopeOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  api.delete(
    `${BASE}/:id/Product/:productId`,
    {
      config: write,
      schema: {
        summary: 'Remove a product from an account',
        tags,
        params: AccountProductIds,
        response: { 204: Type.Null(), '4xx': ErrorRef },
      },
    },
    async (request, reply) => {
      await removeProduct(
        db,
        actorOf(request),
        scopeOf(request),
        request.params.id,
        request.params.productId,
      );
      return reply.status(204).send(null);
    },
  );
}

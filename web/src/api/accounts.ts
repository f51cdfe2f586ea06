import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AccountCreate,
  AccountCreateResponse,
  AccountDetail,
  AccountListPage,
  AccountListQuery,
  AccountProduct,
  AccountProductSelection,
  AccountSettings,
  AccountSettingsUpdate,
  AccountUser,
  AccountUserRow,
  AccountWithInfo,
  AutoLogin,
  Credentials,
  ProductIssue,
  ProductResults,
  ProductSubscription,
  SubAccounts,
  SubscriptionUpdate,
} from '@console/contract/accounts';
import type { AdminUser } from '@console/contract/books';
import type { LookupDataSource, LookupPage } from '@console/contract/metadata';
import type { Endpoint } from '@console/contract/kit';
import type { Paged, PageQuery } from '@console/contract/paging';
import type { CompanyProductAndSubscriptions } from '@console/contract/session';
import type { LookupItem, LookupLoader } from '../components/LookupSelect/lookupWindow';
import { api, ApiError } from './client';

// The accounts area (console-core §7 "Common account"): the accounts list, one account with its
// products, settings and users, and the books and metadata its screens are built from.

const BASE = '/api/CommonAccount';
const accountPath = (id: number, ...rest: (string | number)[]) => [BASE, id, ...rest].join('/');

/** Routes whose field metadata drives the accounts screens (GET /api/Metadata/v2). */
export const AccountRoutes: Record<'create' | 'details' | 'user', Pick<Endpoint, 'method' | 'path'>> = {
  create: { method: 'POST', path: `${BASE}/create` },
  details: { method: 'PUT', path: `${BASE}/{id}` },
  user: { method: 'POST', path: `${BASE}/{id}/Users` },
};

export type AccountsQuery = AccountListQuery;
export { ACCOUNT_SORT_FIELDS, type AccountSortField } from '@console/contract/accounts';

/** The admin list marks the signed-in user with this suffix (console-core §3 "Admin"). */
export const CURRENT_ADMIN_SUFFIX = ' (current)';

export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (query: AccountsQuery) => [...accountKeys.lists(), query] as const,
  /** Everything about one account: invalidating it refreshes the whole account page. */
  account: (id: number) => [...accountKeys.all, id] as const,
  detail: (id: number) => [...accountKeys.account(id), 'detail'] as const,
  issues: (id: number) => [...accountKeys.account(id), 'issues'] as const,
  products: (id: number) => [...accountKeys.account(id), 'products'] as const,
  subscription: (id: number, productId: number) =>
    [...accountKeys.account(id), 'subscription', productId] as const,
  subAccounts: (id: number) => [...accountKeys.account(id), 'sub-accounts'] as const,
  settings: (id: number) => [...accountKeys.account(id), 'settings'] as const,
  users: (id: number) => [...accountKeys.account(id), 'users'] as const,
  usersPage: (id: number, query: PageQuery) => [...accountKeys.users(id), 'page', query] as const,
  user: (id: number, userId: number | undefined) => [...accountKeys.users(id), userId] as const,
  credentials: (userId: number) => ['account-user-credentials', userId] as const,
  autoLogin: (userId: number) => ['account-user-auto-login', userId] as const,
};

/** A change to an account can move its rank, name or parent: its page and every list follow. */
function refreshAccount(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.account(id) }),
    queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  ]);
}

// ---- Books ----

/** Every product of the company with its plans: the create dialog and Add products choose from them. */
export function useCompanyProducts() {
  return useQuery({
    queryKey: ['company-products'],
    queryFn: ({ signal }) =>
      api.get<CompanyProductAndSubscriptions[]>(
        '/api/Products/CompanyProductsAndSubscriptionPlans',
        undefined,
        {
          signal,
        },
      ),
    staleTime: Infinity,
  });
}

/** The company's admins, for the Assigned To filter. A failure only logs a warning (console-core §8). */
export function useAdminUsers() {
  return useQuery({
    queryKey: ['admin-users'],
    queryFn: ({ signal }) =>
      api
        .get<AdminUser[]>('/api/Books/AdminUsers', undefined, { signal, handleErrors: false })
        .catch((error: unknown) => {
          if (!signal.aborted) console.warn('The admin users could not be loaded', error);
          throw error;
        }),
    staleTime: Infinity,
  });
}

/**
 * A lookup loader for an admin field that marks the signed-in user with ' (current)'. The lookup
 * path answers names only, so the mark is added here, where the current user is known.
 */
export function currentAdminLookupLoader(source: LookupDataSource, currentUserId: number): LookupLoader {
  const loader: LookupLoader = async (query, signal) => {
    const answer = await api.get<LookupPage<LookupItem>>(source.path, { ...query }, { signal });
    const items = answer.data.items.map((item) =>
      item[source.lookupKey] === currentUserId
        ? { ...item, [source.lookupCaption]: `${String(item[source.lookupCaption])}${CURRENT_ADMIN_SUFFIX}` }
        : item,
    );
    return { data: { ...answer.data, items } };
  };
  // Marked pages must not be served to a plain lookup of the same path, nor the other way round.
  loader.cacheKey = `current-admin:${currentUserId}`;
  return loader;
}

// ---- The accounts list ----

/** A page of accounts. Load failures are only logged (console-core §8), never shown. */
export function useAccountsList(query: AccountsQuery) {
  return useQuery({
    queryKey: accountKeys.list(query),
    queryFn: ({ signal }) =>
      api
        .get<AccountListPage>(`${BASE}/list`, { ...query }, { signal, handleErrors: false })
        .catch((error: unknown) => {
          if (!signal.aborted) console.error('The accounts list could not be loaded', error);
          throw error;
        }),
    placeholderData: keepPreviousData,
  });
}

/** Creates an account; field errors come back on the ApiError, product failures in productResults. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountCreate) =>
      api.post<AccountCreateResponse>(`${BASE}/create`, input, { forbidden: 'notify' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });
}

// ---- One account ----

export function useAccount(id: number) {
  return useQuery({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => api.get<AccountWithInfo>(accountPath(id), undefined, { signal }),
  });
}

/**
 * Saves the details. The page shows its own 'Account details update is failed' with the reason, so
 * the catalogue's notification is silenced; field errors still come back on the ApiError.
 */
export function useUpdateAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: AccountDetail) =>
      api.put<AccountWithInfo>(accountPath(id), details, { handleErrors: false, forbidden: 'notify' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.detail(id), saved);
      // A new parent changes two other accounts' sub-account lists: refresh every account.
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

/** Deletes product by product; the account goes only when every product went (productResults say). */
export function useDeleteAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<ProductResults>(accountPath(id), undefined, { forbidden: 'notify' }),
    onSuccess: ({ productResults }) =>
      productResults.some(({ result }) => result.isError)
        ? refreshAccount(queryClient, id)
        : // The account is gone: refetching its page would only answer 404 while the page leaves.
          queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });
}

export function useAccountProductIssues(id: number) {
  return useQuery({
    queryKey: accountKeys.issues(id),
    queryFn: ({ signal }) =>
      api.get<ProductIssue[]>(accountPath(id, 'AccountProductIssues'), undefined, { signal }),
  });
}

export function useSubAccounts(id: number) {
  return useQuery({
    queryKey: accountKeys.subAccounts(id),
    queryFn: ({ signal }) => api.get<SubAccounts>(accountPath(id, 'SubAccounts'), undefined, { signal }),
    select: (answer) => answer.items,
  });
}

// ---- Products and subscriptions ----

export function useAccountProducts(id: number) {
  return useQuery({
    queryKey: accountKeys.products(id),
    queryFn: ({ signal }) =>
      api.get<AccountProduct[]>(`/api/Products/${id}/AccountProducts`, undefined, { signal }),
  });
}

/**
 * The subscription of each product; null for a product without one (the server answers 404). Read
 * quietly: a product whose subscription cannot be read says so in its own row.
 */
export function useProductSubscriptions(id: number, productIds: readonly number[]) {
  return useQueries({
    queries: productIds.map((productId) => ({
      queryKey: accountKeys.subscription(id, productId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api
          .get<ProductSubscription>(accountPath(id, productId, 'Subscription'), undefined, {
            signal,
            handleErrors: false,
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          }),
    })),
  });
}

/** Sets a product's plan and expiration; the page shows its own failure message. */
export function useUpdateSubscription(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SubscriptionUpdate) =>
      api.put<ProductSubscription>(accountPath(id, 'Subscription'), update, {
        handleErrors: false,
        forbidden: 'notify',
      }),
    onSuccess: () => refreshAccount(queryClient, id),
  });
}

export function useAddProducts(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selections: AccountProductSelection[]) =>
      api.post<ProductResults>(accountPath(id, 'AddProductsAndSubscriptions'), selections, {
        forbidden: 'notify',
      }),
    onSuccess: () => refreshAccount(queryClient, id),
  });
}

export function useRemoveProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      api.delete(accountPath(id, 'Product', productId), undefined, { forbidden: 'notify' }),
    onSuccess: () => refreshAccount(queryClient, id),
  });
}

// ---- Settings ----

export function useAccountSettings(id: number) {
  return useQuery({
    queryKey: accountKeys.settings(id),
    queryFn: ({ signal }) => api.get<AccountSettings>(accountPath(id, 'Settings'), undefined, { signal }),
    select: (settings) => settings.features,
  });
}

/** Saves the features; errors from updating settings appear on the settings form (console-core §8). */
export function useUpdateAccountSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountSettingsUpdate) =>
      api.put<AccountSettings>(accountPath(id, 'Settings'), update, {
        handleErrors: false,
        forbidden: 'notify',
      }),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.settings(id), saved),
  });
}

// ---- Users ----

export function useAccountUsers(id: number, query: PageQuery) {
  return useQuery({
    queryKey: accountKeys.usersPage(id, query),
    queryFn: ({ signal }) =>
      api.get<Paged<AccountUserRow>>(accountPath(id, 'Users'), { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One user, read afresh for the edit dialog; nothing to read while a new one is added (no userId). */
export function useAccountUser(id: number, userId: number | undefined) {
  return useQuery({
    queryKey: accountKeys.user(id, userId),
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }) => api.get<AccountUserRow>(accountPath(id, 'Users', userId), undefined, { signal }),
  });
}

/** Adds a user (no userId) or updates one; ValidationError field errors come back on the ApiError. */
export function useSaveAccountUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, user }: { userId?: number; user: AccountUser }) =>
      userId === undefined
        ? api.post<AccountUserRow>(accountPath(id, 'Users'), user, { forbidden: 'notify' })
        : api.put<AccountUserRow>(accountPath(id, 'Users', userId), user, { forbidden: 'notify' }),
    // Active users count towards the account's rank, so the whole account is refreshed.
    onSuccess: () => refreshAccount(queryClient, id),
  });
}

export function useCredentials(userId: number) {
  return useQuery({
    queryKey: accountKeys.credentials(userId),
    queryFn: ({ signal }) =>
      api.get<Credentials>(`${BASE}/Users/${userId}/Credentials`, undefined, { signal, forbidden: 'notify' }),
  });
}

/**
 * A one-time auto-login link. Each opening of the credentials dialog asks for a new one: nothing is
 * kept once the dialog closes (gcTime 0), as an old link has expired by then.
 */
export function useAutoLogin(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.autoLogin(userId),
    queryFn: ({ signal }) =>
      api.get<AutoLogin>(`${BASE}/Users/${userId}/AutoLogin`, undefined, { signal, forbidden: 'notify' }),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

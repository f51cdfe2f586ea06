import { useQueries, useQuery, type QueryKey } from '@tanstack/react-query';
import { accountsApi, accountsFamily, type ProductResults } from '@console/contract/accounts/api';
import { booksApi } from '@console/contract/books/api';
import type { LookupDataSource } from '@console/contract/metadata';
import { productsApi } from '@console/contract/products/api';
import type { LookupLoader } from '../../kit/widgets/LookupSelect/lookupWindow';
import { callEndpoint, queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';
import { fetchLookupPage } from '../../kit/data/lookups';

// The accounts area (console-core §7 "Common account"): the accounts list, one account with its
// products, settings and users, and the books its screens are built from. Every call is a
// descriptor of the contract (accountsApi, productsApi, booksApi).

/** The admin list marks the signed-in user with this suffix (console-core §3 "Admin"). */
export const CURRENT_ADMIN_SUFFIX = ' (current)';

/** Failures these calls report themselves (console-core §8) instead of the error catalogue. */
const quietly = { handleErrors: false } as const;

/**
 * What a change to an account makes stale: its rank, name or parent can move, so every accounts
 * query (its page, the lists, a parent's sub-accounts) and its products are read again.
 */
export const ACCOUNT_CHANGES: readonly QueryKey[] = [
  queryKeys.family(accountsFamily.name),
  queryKeys.endpoint(productsApi.accountProducts),
];
/** The accounts list, every page and filter of it. */
export const ACCOUNT_LISTS: readonly QueryKey[] = [queryKeys.endpoint(accountsApi.list)];

// ---- Books ----

/** Every product of the company with its plans: the create dialog and Add products choose from them. */
export function useCompanyProducts() {
  return useEndpoint(productsApi.companyProductsAndPlans, {}, { staleTime: Infinity });
}

/** The company's admins, for the Assigned To filter. A failure only logs a warning (console-core §8). */
export function useAdminUsers() {
  return useQuery({
    queryKey: queryKeys.of(booksApi.adminUsers),
    queryFn: ({ signal }) =>
      callEndpoint(booksApi.adminUsers, {}, { ...quietly, signal }).catch((error: unknown) => {
        if (!signal.aborted) console.warn('The admin users could not be loaded', error);
        throw error;
      }),
    staleTime: Infinity,
  });
}

/**
 * A lookup loader for an admin field that marks the signed-in user with ' (current)'. The lookup
 * answers names only, so the mark is added here, where the current user is known.
 */
export function currentAdminLookupLoader(source: LookupDataSource, currentUserId: number): LookupLoader {
  const loader: LookupLoader = async (query, signal) => {
    const answer = await fetchLookupPage(source.path, query, signal);
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

/**
 * The accounts list, its state in the address. Load failures are only logged (console-core §8):
 * the catalogue stays silent and the list says it could not load.
 */
export const useAccountsList = () =>
  useUrlList(accountsApi.list, { logFailuresAs: 'The accounts list could not be loaded' });

// ---- One account ----

export function useAccount(id: number) {
  return useEndpoint(accountsApi.get, { params: { id } });
}

/**
 * Saves the details. The page shows its own 'Account details update is failed' with the reason, so
 * the catalogue's notification is silenced; field errors still come back on the ApiError.
 */
export function useUpdateAccount() {
  return useEndpointMutation(accountsApi.update, { invalidates: ACCOUNT_CHANGES, call: quietly });
}

const someProductFailed = ({ productResults }: ProductResults) =>
  productResults.some(({ result }) => result.isError);

/** Deletes product by product; the account goes only when every product went (productResults say). */
export function useDeleteAccount() {
  return useEndpointMutation(accountsApi.remove, {
    // Once the account is gone, reading its page again would only answer 404 while the page leaves.
    invalidates: (answer) => (someProductFailed(answer) ? ACCOUNT_CHANGES : ACCOUNT_LISTS),
  });
}

export function useAccountProductIssues(id: number) {
  return useEndpoint(accountsApi.productIssues, { params: { id } });
}

// ---- Products and subscriptions ----

export function useAccountProducts(id: number) {
  return useEndpoint(productsApi.accountProducts, { params: { id } });
}

/**
 * The subscription of each product; null for a product without one. Read quietly: a product whose
 * subscription cannot be read says so in its own row.
 */
export function useProductSubscriptions(id: number, productIds: readonly number[]) {
  return useQueries({
    queries: productIds.map((productId) => {
      const args = { params: { id, productId } };
      return {
        queryKey: queryKeys.of(accountsApi.subscription, args),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callEndpoint(accountsApi.subscription, args, { ...quietly, signal }),
      };
    }),
  });
}

/** Sets a product's plan and expiration; the page shows its own failure message. */
export function useUpdateSubscription() {
  return useEndpointMutation(accountsApi.updateSubscription, {
    invalidates: ACCOUNT_CHANGES,
    call: quietly,
  });
}

export function useAddProducts() {
  return useEndpointMutation(accountsApi.addProducts, { invalidates: ACCOUNT_CHANGES });
}

export function useRemoveProduct() {
  return useEndpointMutation(accountsApi.removeProduct, { invalidates: ACCOUNT_CHANGES });
}

// ---- Settings ----

export function useAccountSettings(id: number) {
  return useEndpoint(accountsApi.settings, { params: { id } }, { select: (settings) => settings.features });
}

/** Saves the features; errors from updating settings appear on the settings form (console-core §8). */
export function useUpdateAccountSettings() {
  return useEndpointMutation(accountsApi.updateSettings, {
    invalidates: [queryKeys.endpoint(accountsApi.settings)],
    call: quietly,
  });
}

// ---- Users ----

/** One user, read afresh for the edit dialog. */
export function useCredentials(userId: number) {
  return useEndpoint(accountsApi.credentials, { params: { userId } }, { call: { forbidden: 'notify' } });
}

/**
 * A one-time auto-login link. Each opening of the credentials dialog asks for a new one: nothing is
 * kept once the dialog closes (gcTime 0), as an old link has expired by then.
 */
export function useAutoLogin(userId: number, enabled: boolean) {
  return useEndpoint(
    accountsApi.autoLogin,
    { params: { userId } },
    { call: { forbidden: 'notify' }, enabled, gcTime: 0, staleTime: Infinity, retry: false },
  );
}

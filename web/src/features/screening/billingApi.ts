import { screeningBillingApi as api } from '@console/contract/screening/billing';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';
import { SCREENING_CHANGES } from './api';

// Screening billing (cards, invoices): every call a descriptor of contract/src/screening/billing.ts.
// Paying or voiding an invoice can reactivate or suspend subscriptions: the family's reads go stale.

export const useCards = (accountId: number) => useEndpoint(api.cards, { params: { id: accountId } });

export const useSetDefaultCard = () =>
  useEndpointMutation(api.setDefaultCard, { invalidates: SCREENING_CHANGES });

/** The account's invoices, their list state in the address under 'invoices.' beside the page's own. */
export const useInvoicesList = (accountId: number) =>
  useUrlList(api.invoices, { params: { id: accountId }, prefix: 'invoices.' });

export const usePayInvoice = () => useEndpointMutation(api.payInvoice, { invalidates: SCREENING_CHANGES });
export const useVoidInvoice = () => useEndpointMutation(api.voidInvoice, { invalidates: SCREENING_CHANGES });

/** An invoice's PDF, named by the answer (invoice-INV-000123.pdf). */
export const useInvoicePdf = () => useEndpointMutation(api.invoicePdf);

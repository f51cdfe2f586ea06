import type { Actor } from '../../../audit/record.ts';

/** Who the audit log names for what the invoice run and the payment retries do: no staff user. */
export const runActor = (companyId: number): Actor => ({ id: null, name: 'invoice run', companyId });

import { localGateway } from './local.ts';
import type { PaymentGateway } from './gateway.ts';

export type * from './gateway.ts';

/**
 * The gateway the console charges through. Where a real one plugs in
 * (server/src/modules/screening/billing/README.md): an adapter implementing PaymentGateway, chosen
 * here from the configuration.
 */
export const paymentGateway: PaymentGateway = localGateway;

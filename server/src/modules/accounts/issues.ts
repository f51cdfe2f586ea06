/**
 * Product issues and ranks (the spec gives the bands, not the rules; these are ours).
 *
 * Each rule that holds for an account's product adds a message and a weight; a product's rank is
 * the sum of its weights, and the account's issuesTotalRank the sum over its products, both capped
 * at 100. Bands (contract/src/rank.ts): under 30 success, 30 to under 50 warning, 50 and over
 * danger. The weights are set so that one rule alone lands in the band staff should react with:
 *
 * | rule                                               | weight | band alone |
 * | -------------------------------------------------- | ------ | ---------- |
 * | a required subscription is missing                 | 60     | danger     |
 * | the subscription has expired                       | 60     | danger     |
 * | the subscription is cancelled or suspended         | 50     | danger     |
 * | the subscription ends within 7 days                | 40     | warning    |
 * | the subscription ends within 30 days               | 30     | warning    |
 * | the account has no active user                     | 30     | warning    |
 * | the product is disabled                            | 10     | success    |
 *
 * An inactive account has no issues: it is switched off on purpose.
 */
import { usDate } from '../../lib/days.ts';

export const RANK_CAP = 100;
const DAY_MS = 86_400_000;

export interface ProductFacts {
  productId: number;
  productName: string;
  enabled: boolean;
  subscriptionIsRequired: boolean;
  subscription?: { status: string; expirationDate: string };
}

export interface AccountFacts {
  active: boolean;
  activeUsers: number;
  products: ProductFacts[];
}

export interface ProductIssue {
  productId: number;
  productName: string;
  messages: string[];
  rank: number;
}

export interface AccountIssues {
  products: ProductIssue[];
  issuesTotalRank: number;
  /** The next moment time alone changes the rank (for the periodic recompute), or null. */
  rankChangesAt: Date | null;
}

/** The end of the subscription's last day, UTC: it is valid through its expiration date. */
const endOf = (isoDate: string) => new Date(`${isoDate}T23:59:59.999Z`).getTime() + 1;

export function assessAccount(facts: AccountFacts, now: Date): AccountIssues {
  if (!facts.active) return { products: [], issuesTotalRank: 0, rankChangesAt: null };
  const at = now.getTime();
  let rankChangesAt: number | null = null;
  const later = (moment: number) => {
    if (moment > at && (rankChangesAt === null || moment < rankChangesAt)) rankChangesAt = moment;
  };

  const products = facts.products.map((product): ProductIssue => {
    const found: { message: string; weight: number }[] = [];
    const add = (message: string, weight: number) => found.push({ message, weight });
    const subscription = product.subscription;
    if (!subscription) {
      if (product.subscriptionIsRequired) add('A subscription is required and missing', 60);
    } else if (subscription.status !== 'Active') {
      add(`The subscription is ${subscription.status.toLowerCase()}`, 50);
    } else {
      const end = endOf(subscription.expirationDate);
      const date = usDate(subscription.expirationDate);
      if (end <= at) add(`The subscription expired on ${date}`, 60);
      else if (end - at <= 7 * DAY_MS) add(`The subscription ends on ${date}, within 7 days`, 40);
      else if (end - at <= 30 * DAY_MS) add(`The subscription ends on ${date}, within 30 days`, 30);
      later(end - 30 * DAY_MS);
      later(end - 7 * DAY_MS);
      later(end);
    }
    if (facts.activeUsers === 0) add('The account has no active user', 30);
    if (!product.enabled) add('The product is disabled', 10);
    return {
      productId: product.productId,
      productName: product.productName,
      messages: found.map((f) => f.message),
      rank: Math.min(
        RANK_CAP,
        found.reduce((sum, f) => sum + f.weight, 0),
      ),
    };
  });

  return {
    products,
    issuesTotalRank: Math.min(
      RANK_CAP,
      products.reduce((sum, p) => sum + p.rank, 0),
    ),
    rankChangesAt: rankChangesAt === null ? null : new Date(rankChangesAt),
  };
}

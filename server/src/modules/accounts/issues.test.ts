import { describe, expect, it } from 'vitest';
import { assessAccount, type ProductFacts } from './issues.ts';

const now = new Date('2026-06-15T12:00:00Z');
const product = (over: Partial<ProductFacts> = {}): ProductFacts => ({
  productId: 1,
  productName: 'Face Compare',
  enabled: true,
  subscriptionIsRequired: false,
  subscription: { status: 'Active', expirationDate: '2077-12-31' },
  ...over,
});
const assess = (products: ProductFacts[], over: { active?: boolean; activeUsers?: number } = {}) =>
  assessAccount({ active: true, activeUsers: 1, products, ...over }, now);

describe('product issues and ranks', () => {
  it('finds nothing wrong with an active product on a long subscription', () => {
    const result = assess([product()]);
    expect(result.products[0]).toMatchObject({ messages: [], rank: 0 });
    expect(result.issuesTotalRank).toBe(0);
  });

  it('rates a missing required subscription as danger', () => {
    const result = assess([product({ subscriptionIsRequired: true, subscription: undefined })]);
    expect(result.products[0]).toMatchObject({
      messages: ['A subscription is required and missing'],
      rank: 60,
    });
  });

  it('does not complain about a missing optional subscription', () => {
    expect(assess([product({ subscription: undefined })]).issuesTotalRank).toBe(0);
  });

  it('rates an expired subscription as danger, naming the date', () => {
    const result = assess([product({ subscription: { status: 'Active', expirationDate: '2026-06-14' } })]);
    expect(result.products[0]).toMatchObject({
      messages: ['The subscription expired on 06/14/2026'],
      rank: 60,
    });
  });

  it('counts the expiration day itself as still valid', () => {
    const result = assess([product({ subscription: { status: 'Active', expirationDate: '2026-06-15' } })]);
    expect(result.products[0]?.messages).toEqual(['The subscription ends on 06/15/2026, within 7 days']);
  });

  it('warns about a subscription ending within 30 days, more within 7', () => {
    expect(
      assess([product({ subscription: { status: 'Active', expirationDate: '2026-07-10' } })]).issuesTotalRank,
    ).toBe(30);
    expect(
      assess([product({ subscription: { status: 'Active', expirationDate: '2026-06-20' } })]).issuesTotalRank,
    ).toBe(40);
  });

  it('rates a cancelled subscription as danger', () => {
    const result = assess([product({ subscription: { status: 'Cancelled', expirationDate: '2077-01-01' } })]);
    expect(result.products[0]).toMatchObject({ messages: ['The subscription is cancelled'], rank: 50 });
  });

  it('warns on every product when the account has no active user', () => {
    const result = assess([product(), product({ productId: 2 })], { activeUsers: 0 });
    expect(result.products.map((p) => p.rank)).toEqual([30, 30]);
    expect(result.issuesTotalRank).toBe(60);
  });

  it('notes a disabled product with a low weight', () => {
    expect(assess([product({ enabled: false })]).products[0]).toMatchObject({
      messages: ['The product is disabled'],
      rank: 10,
    });
  });

  it('adds weights up and caps ranks at 100', () => {
    const bad = product({ enabled: false, subscription: { status: 'Active', expirationDate: '2020-01-01' } });
    const result = assess([bad, { ...bad, productId: 2 }], { activeUsers: 0 });
    expect(result.products[0]?.rank).toBe(100);
    expect(result.issuesTotalRank).toBe(100);
  });

  it('finds no issue on an inactive account', () => {
    expect(
      assess([product({ subscription: undefined, subscriptionIsRequired: true })], { active: false })
        .issuesTotalRank,
    ).toBe(0);
  });

  it('knows when time alone will change the rank next', () => {
    const result = assess([product({ subscription: { status: 'Active', expirationDate: '2026-08-01' } })]);
    // 30 days before the end of 08/01 (exclusive end 08/02 00:00 UTC).
    expect(result.rankChangesAt?.toISOString()).toBe('2026-07-03T00:00:00.000Z');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema.ts';
import { hashToken } from '../../security/tokens.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { parseTokenCommand, runTokenCommand, UsageError } from './token-command.ts';
import { upload, uploadForm } from './testing.ts';

describe('parseTokenCommand', () => {
  it('reads an issue with its label and a revoke', () => {
    expect(parseTokenCommand(['--company', '3', '--label', 'Front desk'])).toEqual({
      kind: 'issue',
      companyId: 3,
      label: 'Front desk',
    });
    expect(parseTokenCommand(['--revoke', '7'])).toEqual({ kind: 'revoke', tokenId: 7 });
  });

  it.each([
    [[]],
    [['--company', '1', '--revoke', '2']],
    [['--company', 'x']],
    [['--revoke', '0']],
    [['--nope']],
  ])('refuses %j with a usage error', (args) => {
    expect(() => parseTokenCommand(args)).toThrow(UsageError);
  });
});

describe('runTokenCommand', () => {
  let t: TestContext;
  const printed: string[] = [];
  const told: string[] = [];
  // One context for the describe; each test starts from the fixtures alone (t.reset()).
  beforeAll(async () => {
    t = await createTestContext();
  });
  beforeEach(async () => {
    await t.reset();
    printed.length = 0;
    told.length = 0;
  });
  afterAll(() => t.close());

  const run = (args: string[]) =>
    runTokenCommand(
      t.database.db,
      parseTokenCommand(args),
      (l) => printed.push(l),
      (l) => told.push(l),
    );

  it('prints a new token alone, once, that uploads for the company accept', async () => {
    await run(['--company', String(t.fixtures.companyA), '--label', 'Front desk']);
    expect(printed).toHaveLength(1);
    const token = printed[0] ?? '';
    const [row] = await t.database.db.select().from(apiTokens);
    expect(row).toMatchObject({
      companyId: t.fixtures.companyA,
      label: 'Front desk',
      tokenHash: hashToken(token),
    });
    expect(told.join('\n')).not.toContain(token);
    const response = await upload(t, token, uploadForm({ referenceId: 'R1', productName: 'DIVE' }));
    expect(response.statusCode).toBe(201);
  });

  it('revokes a token so its uploads are refused', async () => {
    await run(['--company', String(t.fixtures.companyA)]);
    const [row] = await t.database.db.select({ id: apiTokens.id }).from(apiTokens);
    await run(['--revoke', String(row?.id)]);
    const response = await upload(t, printed[0], uploadForm({ referenceId: 'R1', productName: 'DIVE' }));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unknown company and a token that is not live', async () => {
    await expect(run(['--company', '999'])).rejects.toThrow('There is no company 999');
    await expect(run(['--revoke', '999'])).rejects.toThrow('There is no live product token #999');
  });
});

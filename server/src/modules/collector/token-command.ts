import { parseArgs } from 'node:util';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../audit/record.ts';
import { findCompany } from '../../platform/companies/service.ts';
import { INGEST_PATH } from './ingest-routes.ts';
import { issueProductToken, revokeProductToken } from './tokens.ts';

export const USAGE = `Usage:
  npm run collector:token -- --company <companyId> [--label <text>]   issue a product token
  npm run collector:token -- --revoke <tokenId>                        revoke one`;

export class UsageError extends Error {}

export type TokenCommand =
  { kind: 'issue'; companyId: number; label: string } | { kind: 'revoke'; tokenId: number };

function positiveInteger(value: string | undefined, option: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--${option} takes a positive whole number`);
  return number;
}

export function parseTokenCommand(args: readonly string[]): TokenCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { company: { type: 'string' }, label: { type: 'string' }, revoke: { type: 'string' } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if ((values.company === undefined) === (values.revoke === undefined)) {
    throw new UsageError('Give either --company or --revoke');
  }
  if (values.revoke !== undefined)
    return { kind: 'revoke', tokenId: positiveInteger(values.revoke, 'revoke') };
  return { kind: 'issue', companyId: positiveInteger(values.company, 'company'), label: values.label ?? '' };
}

/** Who the audit log names for a change made from the command line. */
const CLI_ACTOR: Actor = { id: null, name: 'collector:token (command line)', companyId: null };

/**
 * Carries out a command. A new token goes alone to `print` (stdout, so a script can capture it);
 * everything said about it goes to `tell` (stderr). The token is never shown again.
 */
export async function runTokenCommand(
  db: Db,
  command: TokenCommand,
  print: (line: string) => void,
  tell: (line: string) => void,
): Promise<void> {
  if (command.kind === 'revoke') {
    if (!(await revokeProductToken(db, CLI_ACTOR, command.tokenId))) {
      throw new UsageError(`There is no live product token #${command.tokenId}`);
    }
    tell(`Product token #${command.tokenId} is revoked: uploads with it are refused from now on.`);
    return;
  }
  const company = await findCompany(db, command.companyId);
  if (!company) throw new UsageError(`There is no company ${command.companyId}`);
  const actor = { ...CLI_ACTOR, companyId: company.id };
  const { id, token } = await issueProductToken(db, actor, company.id, command.label);
  tell(
    `Product token #${id} for ${company.name} (company ${company.id}). It is shown this once; keep it secret.`,
  );
  tell(`Devices send it as "Authorization: Bearer <token>" with POST ${INGEST_PATH}.`);
  print(token);
}

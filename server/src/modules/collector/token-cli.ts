import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { parseTokenCommand, runTokenCommand, USAGE, UsageError } from './token-command.ts';

/**
 * `npm run collector:token -- --company <id> [--label <text>]` issues a product token for devices
 * of a company; `-- --revoke <tokenId>` revokes one. It uses the server's configuration (DATA_DIR,
 * DATABASE_URL). The embedded database is one process's: stop the server before running this on it.
 */
async function main(): Promise<number> {
  try {
    const command = parseTokenCommand(process.argv.slice(2));
    const database = await openDatabase(loadConfig());
    try {
      await database.migrate();
      await runTokenCommand(
        database.db,
        command,
        (line) => process.stdout.write(`${line}\n`),
        (line) => process.stderr.write(`${line}\n`),
      );
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main();

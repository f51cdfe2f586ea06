import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { newSecretKey } from './secrets.ts';

const SECRET = 'a-secret-that-is-long-enough-for-the-check';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'partner-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('PARTNER_SECRETS_KEYS (the partner secrets key ring)', () => {
  it('is generated once into DATA_DIR for the embedded database, readable by the owner only, and kept', () => {
    const dir = dataDir();
    const first = loadConfig({ SECRET, DATA_DIR: dir }).partnerSecretKeys;
    const file = path.join(dir, 'partner-secrets-keys');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^local1:/);
    expect(loadConfig({ SECRET, DATA_DIR: dir }).partnerSecretKeys).toEqual(first);
  });

  it('is required on PostgreSQL, where instances share the database and so must share the key', () => {
    expect(() => loadConfig({ SECRET, DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/console' })).toThrow(
      /PARTNER_SECRETS_KEYS is required with DATABASE_URL/,
    );
    const keys = `${newSecretKey('k2')},${newSecretKey('k1')}`;
    const config = loadConfig({
      SECRET,
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://db/console',
      PARTNER_SECRETS_KEYS: keys,
    });
    expect(config.partnerSecretKeys.map((k) => k.id)).toEqual(['k2', 'k1']);
  });

  it('refuses a malformed key at start, naming the variable and not the key', () => {
    const attempt = () => loadConfig({ SECRET, DATA_DIR: dataDir(), PARTNER_SECRETS_KEYS: 'k1:c2hvcnQ=' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow('PARTNER_SECRETS_KEYS: key k1 must be 32 bytes');
  });
});

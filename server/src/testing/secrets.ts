import { newSecretKey, PartnerSecrets, parseSecretKeys } from '../kit/secrets.ts';

/** The partner secrets key of every test app and test queue of a run, so nothing is written into DATA_DIR. */
export const TEST_PARTNER_SECRETS_KEYS = newSecretKey('test');

/** Its key ring: a test queue opens what a test app sealed. */
export const testSecrets = new PartnerSecrets(parseSecretKeys(TEST_PARTNER_SECRETS_KEYS));

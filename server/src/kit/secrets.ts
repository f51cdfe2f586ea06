import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Partner secrets at rest (docs/security.md, "Partner secrets"): API keys, passwords, client secrets and
 * refresh tokens that the console must send back to a partner, so they cannot be hashed like our
 * own tokens. Each value is sealed with AES-256-GCM, an authenticated cipher: a changed byte, a
 * value moved to another row or field, or the wrong key fails to open instead of answering garbage.
 *
 * A sealed value is one text, `<keyId>.<nonce>.<ciphertext>.<tag>` (base64url parts): the key id
 * says which configured key opens it, so keys rotate without a flag day; the nonce is random per
 * value (96 bits, as GCM wants), so equal secrets never look equal in a dump. The caller names what
 * the value is for (its `context`, e.g. `integration:12:yardi:apiKey`), which is authenticated with
 * it but not stored: a sealed value copied into another record does not open there.
 *
 * What leaves the server is `masked()`: the last characters only, never the value.
 */

/** One key of the ring: its id (stored with every value it seals) and its 32 bytes. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

export const SECRET_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** How many of a secret's last characters may be shown, and only when the secret is long enough to keep the rest. */
export const VISIBLE_CHARACTERS = 4;

export class SecretError extends Error {}

/** A new random key, as PARTNER_SECRETS_KEYS takes it: `<id>:<base64 of 32 bytes>`. */
export function newSecretKey(id: string): string {
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

/**
 * Reads `id:base64,id:base64,...`: the first key seals new values, every key opens the values it
 * sealed. Throws with a message naming the problem, never the key.
 */
export function parseSecretKeys(text: string): SecretKey[] {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => {
      const colon = entry.indexOf(':');
      const id = colon < 0 ? '' : entry.slice(0, colon);
      if (!SECRET_KEY_ID.test(id)) {
        throw new SecretError(
          `key ${index + 1} must be <id>:<base64 key>, with an id of letters, digits, - or _`,
        );
      }
      const key = Buffer.from(entry.slice(colon + 1), 'base64');
      if (key.length !== KEY_BYTES) {
        throw new SecretError(`key ${id} must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
      }
      return { id, key };
    });
  if (keys.length === 0) throw new SecretError('at least one key is needed');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new SecretError('two keys share an id');
  return keys;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** The key ring of one console: seals with the current key, opens with whichever sealed. */
export class PartnerSecrets {
  readonly #current: SecretKey;
  readonly #byId: ReadonlyMap<string, Buffer>;

  constructor(keys: readonly SecretKey[]) {
    const [current] = keys;
    if (!current) throw new SecretError('at least one key is needed');
    this.#current = current;
    this.#byId = new Map(keys.map((k) => [k.id, k.key]));
  }

  /** The id of the key new values are sealed with. */
  get currentKeyId(): string {
    return this.#current.id;
  }

  seal(plain: string, context: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [this.#current.id, b64(nonce), b64(ciphertext), b64(cipher.getAuthTag())].join('.');
  }

  /** The plain value; throws SecretError when the key is gone or the value or its context is not the one sealed. */
  open(sealed: string, context: string): string {
    const [keyId = '', nonce, ciphertext, tag, extra] = sealed.split('.');
    if (nonce === undefined || ciphertext === undefined || tag === undefined || extra !== undefined) {
      throw new SecretError('not a sealed secret');
    }
    const key = this.#byId.get(keyId);
    if (!key) throw new SecretError(`the key ${keyId} that sealed this secret is not configured`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretError('the secret does not open: changed, moved, or sealed with another key');
    }
  }

  /** Whether a sealed value was sealed with an older key (rotation re-seals it). */
  isStale(sealed: string): boolean {
    return !sealed.startsWith(`${this.#current.id}.`);
  }

  /** The value sealed again under the current key (itself when it already is). */
  reseal(sealed: string, context: string): string {
    return this.isStale(sealed) ? this.seal(this.open(sealed, context), context) : sealed;
  }
}

/**
 * What the console shows of a secret: its last characters behind dots ('••••••k3Qz'), or only dots
 * when it is too short to give away a part (a secret of 8 characters or fewer).
 */
export function masked(plain: string): string {
  const visible = plain.length > 2 * VISIBLE_CHARACTERS ? plain.slice(-VISIBLE_CHARACTERS) : '';
  return `••••••${visible}`;
}

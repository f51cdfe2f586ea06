import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, isIPv4, isIPv6, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

/**
 * Where the console sends its own requests (docs/security.md). A partner's base
 * URL and an authorization server's issuer are typed by an administrator, so without a guard the
 * console could be made to call its own network (a database's port, an internal admin page, the
 * cloud's metadata service at 169.254.169.254) and send partner credentials there.
 *
 * Every partner call (PartnerHttp) and every OpenID Connect request (openid-client's customFetch)
 * goes through `OutboundPolicy.fetch`: the host is resolved when the call is made, every address
 * it resolves to is checked, and the connection is made to those checked addresses only (the
 * check is the connection's own DNS lookup), so a name that answers a public address to a check
 * and a private one to the connection (DNS rebinding) gains nothing. Loopback, private,
 * link-local, metadata, unspecified, shared (CGNAT), multicast, broadcast and reserved addresses
 * are refused, IPv4-mapped and other IPv6 forms of them too, unless OUTBOUND_ALLOWED_HOSTS names
 * the host (a name, an address or a range), or the host and one port of it (`127.0.0.1:3010`: the
 * demo's partner simulator, and nothing else on that host). Settings are checked when saved as well
 * (`literalProblem`: a literal address or localhost), for fast feedback; the call-time check is
 * the protection.
 */

/** Why an address is not called. */
export type BlockedKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'unspecified'
  | 'shared'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'invalid';

const KIND_TEXT: Record<BlockedKind, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  metadata: "the cloud's metadata address",
  unspecified: 'an unspecified address',
  shared: 'a shared (carrier-grade NAT) address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
  invalid: 'not an address',
};

type Range = readonly [prefix: string, bits: number, kind: BlockedKind];

/** IPv4 ranges the console never calls (most specific first where they overlap). */
const IPV4_RANGES: readonly Range[] = [
  ['169.254.169.254', 32, 'metadata'],
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

/** IPv6 ranges the console never calls; those that carry an IPv4 address are handled apart. */
const IPV6_RANGES: readonly Range[] = [
  ['fd00:ec2::254', 128, 'metadata'],
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'private'],
  ['100::', 64, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
];

function blockLists(ranges: readonly Range[], type: 'ipv4' | 'ipv6') {
  return ranges.map(([prefix, bits, kind]) => {
    const list = new BlockList();
    list.addSubnet(prefix, bits, type);
    return { list, kind };
  });
}
const IPV4_BLOCKS = blockLists(IPV4_RANGES, 'ipv4');
const IPV6_BLOCKS = blockLists(IPV6_RANGES, 'ipv6');

/** The 16 bytes of an IPv6 address (already known to be one), its zone dropped. */
function ipv6Bytes(address: string): number[] {
  const plain = address.replace(/%.*$/, '');
  const groups = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (group.includes('.')) {
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(group, 16)];
    });
  };
  const [head = '', tail] = plain.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const words = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
const v4 = (bytes: number[]) => bytes.join('.');

/** The IPv4 address an IPv6 address stands for (mapped, compatible, NAT64, 6to4), if it does. */
function embeddedIpv4(bytes: number[]): string | undefined {
  const zeros = (n: number) => new Array<number>(n).fill(0);
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return v4(bytes.slice(12)); // ::ffff:a.b.c.d
  if (startsWith(bytes, [...zeros(12)])) return v4(bytes.slice(12)); // ::a.b.c.d (deprecated)
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, ...zeros(8)])) return v4(bytes.slice(12)); // 64:ff9b::/96
  if (startsWith(bytes, [0x20, 0x02])) return v4(bytes.slice(2, 6)); // 2002::/16, 6to4
  return undefined;
}

/**
 * Why the console does not call `address`, or undefined for an address it may call (a public
 * one). Anything that is not an IP address is refused as invalid, so a mistake fails closed.
 */
export function blockedKind(address: string): BlockedKind | undefined {
  if (isIPv4(address)) return IPV4_BLOCKS.find(({ list }) => list.check(address, 'ipv4'))?.kind;
  if (!isIPv6(address)) return 'invalid';
  const bytes = ipv6Bytes(address);
  // The IPv6 forms of an IPv4 address answer as that address (::ffff:127.0.0.1 is loopback);
  // :: and ::1 themselves are matched below.
  if (!bytes.slice(0, 15).every((b) => b === 0) || (bytes[15] ?? 0) > 1) {
    const inner = embeddedIpv4(bytes);
    if (inner !== undefined) return blockedKind(inner);
  }
  const canonical = address.replace(/%.*$/, '');
  return IPV6_BLOCKS.find(({ list }) => list.check(canonical, 'ipv6'))?.kind;
}

/** A URL's host as a comparable name: lower case, IPv6 brackets and a final dot removed. */
export function hostOf(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,62})(\.[a-z0-9_]([a-z0-9_-]{0,62}))*$/;
/** An entry naming one port of a host: `name:port`, `1.2.3.4:port` or `[v6]:port`. */
const ENDPOINT = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/;

/** An entry's host and port when it names one port of a host, else undefined. */
function endpointOf(entry: string): { host: string; port: number } | undefined {
  const match = ENDPOINT.exec(entry);
  if (!match) return undefined;
  return { host: (match[1] ?? match[2] ?? '').replace(/\.$/, ''), port: Number(match[3]) };
}

/** A URL's port as a number, the scheme's own when the URL gives none. */
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * OUTBOUND_ALLOWED_HOSTS: names (`partner.internal`, `localhost`), addresses (`127.0.0.1`, `::1`)
 * and ranges (`10.20.0.0/16`), each alone or, a name or an address, with one port of it
 * (`127.0.0.1:3010`, `[::1]:3010`), comma-separated. Throws a message naming the entry that is none.
 */
export function parseAllowedHosts(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, '$1')
        .replace(/\.$/, ''),
    )
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const endpoint = endpointOf(entry);
    if (endpoint) {
      if (
        !(isIP(endpoint.host) || HOST_NAME.test(endpoint.host)) ||
        endpoint.port < 1 ||
        endpoint.port > 65535
      )
        throw new Error(`"${entry}" is not a host and port such as 127.0.0.1:3010`);
      continue;
    }
    const [address = '', bits, extra] = entry.split('/');
    if (bits !== undefined) {
      const family = isIP(address);
      const max = family === 4 ? 32 : 128;
      if (!family || extra !== undefined || !/^\d{1,3}$/.test(bits) || Number(bits) > max)
        throw new Error(`"${entry}" is not a range such as 10.20.0.0/16`);
    } else if (!isIP(entry) && !HOST_NAME.test(entry)) {
      throw new Error(`"${entry}" is not a host name, an address or a range`);
    }
  }
  return entries;
}

/** Refused by the policy: the message says what was refused and how to allow it. */
export class OutboundRefusedError extends Error {
  readonly host: string;
  readonly kind: BlockedKind;
  constructor(host: string, address: string, kind: BlockedKind) {
    const what =
      host === address
        ? `${host} is ${KIND_TEXT[kind]}`
        : `${host} resolves to ${address}, ${KIND_TEXT[kind]}`;
    super(`${what}: ${REFUSAL}`);
    this.name = 'OutboundRefusedError';
    this.host = host;
    this.kind = kind;
  }
}

const REFUSAL =
  'the console calls no loopback, private, link-local or metadata address unless OUTBOUND_ALLOWED_HOSTS names the host';

/** The refusal an error carries (itself or in its causes, as openid-client wraps errors), if any. */
export function outboundRefusal(error: unknown): OutboundRefusedError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof OutboundRefusedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** How names are resolved: node:dns lookup with every address; tests give their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** What openid-client's customFetch and PartnerHttp send. */
export interface OutboundInit {
  method?: string;
  headers?: RequestInit['headers'];
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | ReadableStream | null;
  signal?: AbortSignal | null;
  redirect?: RequestInit['redirect'];
}

export class OutboundPolicy {
  readonly #names: ReadonlySet<string>;
  /** `host port` of the entries naming one port of a host. */
  readonly #endpoints: ReadonlySet<string>;
  readonly #addresses = new BlockList();
  readonly #resolve: Resolver;
  // Connections are pooled per policy: a connection checked under one policy never serves another.
  readonly #http = new http.Agent({ keepAlive: true });
  readonly #https = new https.Agent({ keepAlive: true });

  /** `allowed`: OUTBOUND_ALLOWED_HOSTS as parseAllowedHosts() reads it. */
  constructor(allowed: readonly string[], options: { resolve?: Resolver } = {}) {
    const names = new Set<string>();
    const endpoints = new Set<string>();
    for (const entry of allowed) {
      const endpoint = endpointOf(entry);
      if (endpoint) {
        endpoints.add(`${endpoint.host} ${endpoint.port}`);
        continue;
      }
      const [address = '', bits] = entry.split('/');
      const family = isIP(address) === 4 ? 'ipv4' : isIP(address) === 6 ? 'ipv6' : undefined;
      if (family && bits !== undefined) this.#addresses.addSubnet(address, Number(bits), family);
      else if (family) this.#addresses.addAddress(address, family);
      else names.add(entry);
    }
    this.#names = names;
    this.#endpoints = endpoints;
    this.#resolve = options.resolve ?? systemResolver;
  }

  /** Whether the setting names this URL's host and port together (the host's other ports stay refused). */
  #namesEndpoint(url: URL): boolean {
    return this.#endpoints.has(`${hostOf(url)} ${portOf(url)}`);
  }

  /** Why an address may not be called, or undefined when it may (public, or allowed by the setting). */
  #refused(address: string): BlockedKind | undefined {
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    if (family && this.#addresses.check(address.replace(/%.*$/, ''), family)) return undefined;
    return blockedKind(address);
  }

  /**
   * For a settings form (fast feedback): why a URL may not be called when its host is written as
   * an address or as localhost, or undefined. A name is resolved only when called.
   */
  literalProblem(value: string, title: string): string | undefined {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return undefined; // the URL's own check says so
    }
    const host = hostOf(url);
    if (this.#names.has(host) || this.#namesEndpoint(url)) return undefined;
    const kind =
      host === 'localhost' || host.endsWith('.localhost')
        ? 'loopback'
        : isIP(host)
          ? this.#refused(host)
          : undefined;
    return kind ? `${title} points at ${KIND_TEXT[kind]} (${host}): ${REFUSAL}` : undefined;
  }

  /**
   * The addresses a host may be reached at, every one checked (unless the setting names the host);
   * an OutboundRefusedError when any one is refused (a name answering a public and a private
   * address gets no say in which is used).
   */
  async addressesOf(host: string, allowed = false): Promise<ResolvedAddress[]> {
    const found = await this.#resolve(host);
    if (found.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
    if (allowed || this.#names.has(host.toLowerCase().replace(/\.$/, ''))) return found;
    for (const { address } of found) {
      const kind = this.#refused(address);
      if (kind) throw new OutboundRefusedError(host, address, kind);
    }
    return found;
  }

  /**
   * The connection's own DNS lookup: resolves, checks (unless the setting names the host and port
   * called: `allowed`), and answers only the checked addresses.
   */
  #lookup =
    (allowed: boolean): LookupFunction =>
    (hostname, options, callback) => {
      this.addressesOf(hostname, allowed).then(
        (found) => {
          const usable = options.family ? found.filter((a) => a.family === options.family) : found;
          const [first] = usable;
          if (!first) {
            const error = new Error(`${hostname} has no IPv${options.family} address`);
            callback(Object.assign(error, { code: 'ENOTFOUND' }), '', 0);
          } else if (options.all) {
            callback(null, usable);
          } else {
            callback(null, first.address, first.family);
          }
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
    };

  /**
   * A fetch that reaches only hosts the policy allows, over node:http(s) with the lookup above.
   * It behaves as fetch for what its callers use: network failures reject with a TypeError whose
   * cause has the code (ECONNREFUSED...), an aborted signal rejects with its reason, a redirect
   * is returned as is (`manual`) or refused (`error`); a refused host rejects with an
   * OutboundRefusedError.
   */
  fetch = async (input: string | URL, init: OutboundInit = {}): Promise<Response> => {
    const url = new URL(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TypeError('fetch failed', { cause: new Error(`${url.protocol} is not http or https`) });
    const host = hostOf(url);
    const endpoint = this.#namesEndpoint(url);
    if (isIP(host) && !this.#names.has(host) && !endpoint) {
      // An address is connected to as it is, without a lookup: checked here.
      const kind = this.#refused(host);
      if (kind) throw new OutboundRefusedError(host, host, kind);
    }
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    new Headers(init.headers ?? {}).forEach((value, name) => (headers[name] = value));
    const body = await bodyBytes(init.body);
    if (body) headers['content-length'] = String(body.byteLength);
    const secure = url.protocol === 'https:';
    return new Promise<Response>((resolve, reject) => {
      const request = (secure ? https : http).request(url, {
        method: init.method ?? 'GET',
        headers,
        agent: secure ? this.#https : this.#http,
        lookup: this.#lookup(endpoint),
        ...(signal ? { signal } : {}),
      });
      request.on('error', (error) => {
        if (signal?.aborted) reject(signal.reason);
        else if (error instanceof OutboundRefusedError) reject(error);
        else reject(new TypeError('fetch failed', { cause: error }));
      });
      request.on('response', (answer) => {
        const status = answer.statusCode ?? 0;
        if (status >= 300 && status < 400 && init.redirect === 'error' && answer.headers.location) {
          answer.destroy();
          reject(new TypeError('fetch failed', { cause: new Error('redirect refused') }));
          return;
        }
        const responseHeaders = new Headers();
        const raw = answer.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) responseHeaders.append(raw[i] ?? '', raw[i + 1] ?? '');
        const empty = status === 204 || status === 304 || init.method === 'HEAD';
        if (empty) answer.resume();
        try {
          resolve(
            new Response(empty ? null : (Readable.toWeb(answer) as unknown as ReadableStream<Uint8Array>), {
              status,
              statusText: answer.statusMessage ?? '',
              headers: responseHeaders,
            }),
          );
        } catch (error) {
          answer.destroy();
          reject(new TypeError('fetch failed', { cause: error }));
        }
      });
      request.end(body);
    });
  };
}

async function bodyBytes(body: OutboundInit['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (body instanceof ReadableStream) return Buffer.from(await new Response(body).arrayBuffer());
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

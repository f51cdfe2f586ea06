import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  blockedKind,
  OutboundPolicy,
  OutboundRefusedError,
  outboundRefusal,
  parseAllowedHosts,
  type ResolvedAddress,
} from './outbound.ts';

/*
 * Where the console sends its own requests (docs/security.md): the address classifier, the
 * allow-list, the check at save time, and the fetch every partner and OpenID Connect call goes
 * through, against a server on loopback. Names resolve through a resolver the test gives, so
 * nothing here asks a DNS server.
 */

describe('the address classifier', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['169.254.169.254', 'metadata'],
    ['169.254.0.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fec0::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    // IPv6 forms of IPv4 addresses answer as the IPv4 address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['not an address', 'invalid'],
    ['', 'invalid'],
  ])('refuses %s as %s', (address, kind) => {
    expect(blockedKind(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('lets %s be called', (address) => {
    expect(blockedKind(address)).toBeUndefined();
  });
});

describe('OUTBOUND_ALLOWED_HOSTS', () => {
  it('reads names, addresses and ranges, comma-separated, in any case, brackets and final dots dropped', () => {
    expect(parseAllowedHosts(' Partner.Internal., 127.0.0.1 ,[::1],10.20.0.0/16,, fd00::/8')).toEqual([
      'partner.internal',
      '127.0.0.1',
      '::1',
      '10.20.0.0/16',
      'fd00::/8',
    ]);
    expect(parseAllowedHosts('')).toEqual([]);
  });

  it('reads a host with one port of it: a name, an address, an IPv6 address in brackets', () => {
    expect(parseAllowedHosts('127.0.0.1:3010, Partner.Lan:8443,[::1]:3010')).toEqual([
      '127.0.0.1:3010',
      'partner.lan:8443',
      '[::1]:3010',
    ]);
  });

  it.each([
    'http://partner.internal',
    'partner internal',
    '10.0.0.0/33',
    'fd00::/129',
    'host/8',
    '10.0.0.0/8/1',
    '127.0.0.1:0',
    '127.0.0.1:65536',
    'partner lan:80',
    '[::1:3010',
  ])('refuses %s, naming it', (entry) => {
    expect(() => parseAllowedHosts(entry)).toThrow(entry);
  });
});

describe('the check when settings are saved', () => {
  const strict = new OutboundPolicy([]);

  it('refuses a literal address the console does not call, and localhost, saying why', () => {
    expect(strict.literalProblem('http://127.0.0.1:8080/api', 'Base URL')).toMatch(
      /^Base URL points at a loopback address \(127\.0\.0\.1\): .*OUTBOUND_ALLOWED_HOSTS/,
    );
    expect(strict.literalProblem('http://169.254.169.254/latest', 'Base URL')).toMatch(/metadata address/);
    expect(strict.literalProblem('https://[::ffff:a00:1]/', 'Issuer')).toMatch(/^Issuer points at a private/);
    expect(strict.literalProblem('http://0x7f.1/', 'Base URL')).toMatch(/loopback/);
    expect(strict.literalProblem('http://localhost:3000', 'Base URL')).toMatch(
      /loopback address \(localhost\)/,
    );
    expect(strict.literalProblem('http://api.localhost', 'Base URL')).toMatch(/loopback/);
  });

  it('lets a public address and a name through (a name is checked when called)', () => {
    expect(strict.literalProblem('https://93.184.216.34/api', 'Base URL')).toBeUndefined();
    expect(strict.literalProblem('https://api.partner.example', 'Base URL')).toBeUndefined();
  });

  it('lets through what the setting names', () => {
    const allowing = new OutboundPolicy(parseAllowedHosts('localhost,10.0.0.0/8,::1'));
    expect(allowing.literalProblem('http://localhost:3000', 'Base URL')).toBeUndefined();
    expect(allowing.literalProblem('http://10.1.2.3', 'Base URL')).toBeUndefined();
    expect(allowing.literalProblem('http://[::1]:8080', 'Base URL')).toBeUndefined();
    expect(allowing.literalProblem('http://192.168.0.1', 'Base URL')).toMatch(/private/);
  });

  it('lets through the one port the setting names with a host, and no other port of it', () => {
    const oneService = new OutboundPolicy(parseAllowedHosts('127.0.0.1:3010,[::1]:3010'));
    expect(oneService.literalProblem('http://127.0.0.1:3010/realPage', 'Base URL')).toBeUndefined();
    expect(oneService.literalProblem('http://[::1]:3010/', 'Base URL')).toBeUndefined();
    expect(oneService.literalProblem('http://127.0.0.1:5432/', 'Base URL')).toMatch(/loopback/);
    expect(oneService.literalProblem('http://127.0.0.1/', 'Base URL')).toMatch(/loopback/);
  });
});

describe('the fetch partner and OpenID Connect calls go through', () => {
  let server: Server;
  let port: number;
  let received = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      received += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ host: req.headers.host, method: req.method, path: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const resolving =
    (...addresses: string[]) =>
    async (): Promise<ResolvedAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  async function refusal(call: Promise<unknown>): Promise<OutboundRefusedError> {
    const error = await call.then(
      () => new Error('the call was made'),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OutboundRefusedError);
    return error as OutboundRefusedError;
  }

  it('refuses a loopback address written in the URL, in any of its forms, before connecting', async () => {
    const strict = new OutboundPolicy([]);
    const before = received;
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '2130706433', '0x7f.0.0.1']) {
      const error = await refusal(strict.fetch(`http://${host}:${port}/`));
      expect(error.kind).toBe('loopback');
    }
    expect(received).toBe(before);
  });

  it('refuses a name that resolves to a refused address when called, any one of its addresses', async () => {
    const before = received;
    const loopback = new OutboundPolicy([], { resolve: resolving('127.0.0.1') });
    const error = await refusal(loopback.fetch(`http://partner.test:${port}/`));
    expect(error.message).toMatch(/^partner\.test resolves to 127\.0\.0\.1, a loopback address: /);
    // One public answer does not make a private one safe: the connection could use either.
    const mixed = new OutboundPolicy([], { resolve: resolving('93.184.216.34', '10.0.0.7') });
    expect((await refusal(mixed.fetch(`http://partner.test:${port}/`))).kind).toBe('private');
    const metadata = new OutboundPolicy([], { resolve: resolving('::ffff:169.254.169.254') });
    expect((await refusal(metadata.fetch(`http://partner.test:${port}/`))).kind).toBe('metadata');
    expect(received).toBe(before);
  });

  it('refuses localhost as the system resolves it', async () => {
    const error = await refusal(new OutboundPolicy([]).fetch(`http://localhost:${port}/`));
    expect(error.kind).toBe('loopback');
  });

  it('calls what the setting names: a name, an address, a range; through the address it checked', async () => {
    const byName = new OutboundPolicy(['partner.test'], { resolve: resolving('127.0.0.1') });
    const answer = await byName.fetch(`http://partner.test:${port}/x?y=1`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ host: `partner.test:${port}`, method: 'POST', path: '/x?y=1' });

    const byAddress = new OutboundPolicy(['127.0.0.1']);
    expect((await byAddress.fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    const byRange = new OutboundPolicy(['127.0.0.0/8'], { resolve: resolving('127.0.0.1') });
    expect((await byRange.fetch(`http://partner.test:${port}/`)).status).toBe(200);
  });

  it('calls the one port a host is named with, and refuses its other ports before connecting', async () => {
    const oneService = new OutboundPolicy(parseAllowedHosts(`127.0.0.1:${port}`));
    expect((await oneService.fetch(`http://127.0.0.1:${port}/x`)).status).toBe(200);
    const before = received;
    expect((await refusal(oneService.fetch(`http://127.0.0.1:${port + 1}/`))).kind).toBe('loopback');
    expect((await refusal(oneService.fetch('http://127.0.0.1/'))).kind).toBe('loopback');

    const byName = new OutboundPolicy([`partner.test:${port}`], { resolve: resolving('127.0.0.1') });
    expect((await byName.fetch(`http://partner.test:${port}/`)).status).toBe(200);
    expect((await refusal(byName.fetch(`http://partner.test:${port + 1}/`))).kind).toBe('loopback');
    expect(received).toBe(before + 1);
  });

  it('fails as fetch does when nothing answers, and gives up when its signal ends', async () => {
    const loose = new OutboundPolicy(['127.0.0.1']);
    const closed = await loose.fetch('http://127.0.0.1:9/').catch((error: unknown) => error);
    expect(closed).toBeInstanceOf(TypeError);
    expect((closed as TypeError & { cause: { code: string } }).cause.code).toBe('ECONNREFUSED');

    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const signal = AbortSignal.timeout(100);
    const late = await loose
      .fetch(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, { signal })
      .catch((error: unknown) => error);
    expect((late as Error).name).toBe('TimeoutError');
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('finds a refusal wrapped in the causes of another error (as openid-client wraps them)', () => {
    const refused = new OutboundRefusedError('10.0.0.1', '10.0.0.1', 'private');
    expect(outboundRefusal(new Error('something went wrong', { cause: refused }))).toBe(refused);
    expect(outboundRefusal(new Error('other'))).toBeUndefined();
  });
});

describe('the configuration of outbound calls', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ SECRET: 'a-secret-that-is-long-enough-for-the-check', DATA_DIR: '/srv/console', ...env })
      .outbound;

  it('allows no host and takes the listening address as the console own by default', () => {
    expect(config({})).toEqual({ publicOrigin: 'http://localhost:3000', allowedHosts: [] });
    expect(config({ HOST: '127.0.0.1', PORT: '8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(config({ HOST: '::1', PORT: '8080' }).publicOrigin).toBe('http://[::1]:8080');
  });

  it('reads PUBLIC_URL as an origin and OUTBOUND_ALLOWED_HOSTS as a list', () => {
    expect(
      config({
        PUBLIC_URL: 'https://Console.Example.com/',
        OUTBOUND_ALLOWED_HOSTS: 'partner.lan,10.0.0.0/8',
      }),
    ).toEqual({ publicOrigin: 'https://console.example.com', allowedHosts: ['partner.lan', '10.0.0.0/8'] });
  });

  it.each([
    [{ PUBLIC_URL: 'console.example.com' }, /PUBLIC_URL must be an absolute URL/],
    [{ PUBLIC_URL: 'ftp://console.example.com' }, /PUBLIC_URL must start with http/],
    [{ PUBLIC_URL: 'https://console.example.com/admin' }, /PUBLIC_URL must be an origin only/],
    [{ OUTBOUND_ALLOWED_HOSTS: 'partner.lan,http://x' }, /OUTBOUND_ALLOWED_HOSTS: "http:\/\/x"/],
  ])('refuses %o at start, naming the variable', (env, message) => {
    expect(() => config(env)).toThrow(ConfigError);
    expect(() => config(env)).toThrow(message);
  });
});

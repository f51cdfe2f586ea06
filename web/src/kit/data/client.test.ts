import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationArgsProps } from 'antd';
import {
  ADMINISTERED_COMPANY_HEADER,
  ANTI_FORGERY_HEADER,
  ANTI_FORGERY_META,
} from '@console/contract/constants';
import { ErrorCode } from '@console/contract/errors';
import { ApiError, fileNameOf, readJson, send, setPageCompany, type CallOptions, type Query } from './client';

/** One call through the client, its JSON answer read as the kit's callEndpoint reads it. */
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: CallOptions = {},
) => send(method, path, { ...options, body }).then((response) => readJson<unknown>(response));
const get = (path: string, query?: Query) =>
  send('GET', path, { query }).then((response) => readJson<unknown>(response));
import { FORBIDDEN_TITLE, NO_RESPONSE_MESSAGE } from './errors';
import { setNavigate, setNotifier } from './notify';
import { shouldRetry } from './query';

const TOKEN = 'token-from-index-html';

const fetchMock = vi.fn<typeof fetch>();
const shown: NotificationArgsProps[] = [];
const navigate = vi.fn<(path: string) => void>();

function answer(status: number, body?: unknown, init: ResponseInit = {}): Response {
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' }, ...init });
}

function sent(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  shown.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  setNotifier({ error: (args) => shown.push(args) });
  setNavigate(navigate);
  const meta = document.createElement('meta');
  meta.name = ANTI_FORGERY_META;
  meta.content = TOKEN;
  document.head.append(meta);
});

afterEach(() => {
  setPageCompany(undefined);
  document.head.querySelector(`meta[name="${ANTI_FORGERY_META}"]`)?.remove();
  setNotifier(undefined);
  setNavigate(undefined);
});

describe('requests', () => {
  it.each([
    ['POST', () => call('POST', '/api/user', { name: 'Ann' })],
    ['PUT', () => call('PUT', '/api/user/1', { name: 'Ann' })],
    ['DELETE', () => call('DELETE', '/api/user/1')],
  ])('%s sends the anti-forgery token from the page', async (method, request) => {
    fetchMock.mockResolvedValue(answer(204));
    await request();
    expect(sent().init.method).toBe(method);
    expect(sent().headers.get(ANTI_FORGERY_HEADER)).toBe(TOKEN);
  });

  it('GET sends no anti-forgery token and needs none on the page', async () => {
    document.head.querySelector(`meta[name="${ANTI_FORGERY_META}"]`)?.remove();
    fetchMock.mockResolvedValue(answer(200, { name: 'Ann' }));
    await expect(get('/api/user/info')).resolves.toEqual({ name: 'Ann' });
    expect(sent().init.method).toBe('GET');
    expect(sent().headers.has(ANTI_FORGERY_HEADER)).toBe(false);
  });

  it.each([
    ['GET', () => get('/api/CommonAccount/list')],
    ['POST', () => call('POST', '/api/CommonAccount/create', { customerName: 'Acme' })],
  ])('%s names the company the page shows, once the page has one', async (_method, request) => {
    fetchMock.mockImplementation(async () => answer(200, {}));
    await request();
    expect(sent().headers.has(ADMINISTERED_COMPANY_HEADER)).toBe(false);
    setPageCompany(7);
    await request();
    expect(sent().headers.get(ADMINISTERED_COMPANY_HEADER)).toBe('7');
    setPageCompany(null);
    await request();
    expect(sent().headers.has(ADMINISTERED_COMPANY_HEADER)).toBe(false);
  });

  it('sends the session cookie of the same origin only', async () => {
    fetchMock.mockResolvedValue(answer(200, {}));
    await get('/api/user/info');
    expect(sent().init.credentials).toBe('same-origin');
  });

  it('sends arrays as repeated keys', async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    await get('/api/CommonAccount/List', { productIds: [3, 7], textFilter: 'acme' });
    expect(sent().url).toBe('/api/CommonAccount/List?productIds=3&productIds=7&textFilter=acme');
  });

  it('leaves undefined, null and empty values out of the query', async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    await get('/api/DocumentCollector/List', {
      TextFilter: '',
      sortField: undefined,
      order: null,
      ids: [],
      page: 1,
    });
    expect(sent().url).toBe('/api/DocumentCollector/List?page=1');
  });

  it('sends a body as JSON and returns the success body directly', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 5 }));
    await expect(call('POST', '/api/user', { name: 'Ann' })).resolves.toEqual({ id: 5 });
    expect(sent().headers.get('Content-Type')).toBe('application/json');
    expect(sent().init.body).toBe('{"name":"Ann"}');
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    fetchMock.mockResolvedValue(answer(204));
    const form = new FormData();
    form.append('logo', 'image-bytes');
    await call('POST', '/api/Branding/Logo', form);
    expect(sent().init.body).toBe(form);
    expect(sent().headers.has('Content-Type')).toBe(false);
  });

  it('resolves a 204 to undefined', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await expect(call('DELETE', '/api/user/1')).resolves.toBeUndefined();
  });

  it('downloads a blob with the file name the server gives', async () => {
    fetchMock.mockResolvedValue(
      new Response('zip-bytes', {
        status: 200,
        headers: {
          'Content-Disposition': `attachment; filename="log.zip"; filename*=UTF-8''log%20%C3%A9.zip`,
        },
      }),
    );
    const response = await send('GET', '/api/DocumentCollector/DownloadZip/4', {});
    const blob = await response.blob();
    const fileName = fileNameOf(response.headers.get('Content-Disposition'));
    expect(await blob.text()).toBe('zip-bytes');
    expect(fileName).toBe('log é.zip');
  });
});

describe('failures', () => {
  it('ValidationError reaches the caller with its field errors and shows no notification', async () => {
    const propertyErrors = { email: ['Email is invalid'] };
    fetchMock.mockResolvedValue(
      answer(400, { code: ErrorCode.ValidationError, message: 'Validation failed', propertyErrors }),
    );
    const error = await call('POST', '/api/user', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, propertyErrors, firstError: 'Email is invalid' });
    expect(shown).toEqual([]);
  });

  it('shows the message of a failure and throws it to the caller', async () => {
    const body = { code: ErrorCode.Conflict, message: 'The user name is already taken' };
    fetchMock.mockResolvedValue(answer(409, body));
    const error = await call('POST', '/api/user', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, body });
    expect(shown).toMatchObject([{ description: 'The user name is already taken', duration: 8 }]);
  });

  it('does not show identical messages twice at once', async () => {
    const body = { code: ErrorCode.Conflict, message: 'The user name is already taken' };
    fetchMock.mockImplementation(async () => answer(409, body));
    await call('POST', '/api/user', {}).catch(() => undefined);
    await call('POST', '/api/user', {}).catch(() => undefined);
    expect(shown).toHaveLength(1);

    shown[0]?.onClose?.();
    await call('POST', '/api/user', {}).catch(() => undefined);
    expect(shown).toHaveLength(2);
  });

  it('shows no response for 5 seconds when the request never got an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await get('/api/user/info').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: NO_RESPONSE_MESSAGE });
    expect(shown).toMatchObject([{ description: NO_RESPONSE_MESSAGE, duration: 5 }]);
  });

  it('does not report a request the caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    const error = await send('GET', '/api/user/info', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(shown).toEqual([]);
  });

  it('shows nothing when the caller opts out of notifications, but still throws', async () => {
    fetchMock.mockResolvedValue(answer(500, { code: 'InternalError', message: 'Boom' }));
    const error = await send('GET', '/api/DocumentCollector/List', { handleErrors: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 500 });
    expect(shown).toEqual([]);
  });

  it('goes to /forbidden on a 403 by default', async () => {
    fetchMock.mockResolvedValue(answer(403, { code: 'Forbidden', message: 'No access' }));
    await expect(get('/api/AdminManagement/List')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/forbidden');
    expect(shown).toEqual([]);
  });

  it("shows a 403 on an action under the title 'Forbidden' instead of leaving the page", async () => {
    fetchMock.mockResolvedValue(answer(403, { code: 'Forbidden', message: 'No access' }));
    await expect(call('POST', '/api/user', {}, { forbidden: 'notify' })).rejects.toMatchObject({
      status: 403,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(shown).toMatchObject([{ title: FORBIDDEN_TITLE, description: 'No access' }]);
  });
});

describe('query retry policy', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not Found', undefined, { kind: 'silent' }))).toBe(false);
  });

  it('retries anything else once', () => {
    const noAnswer = new ApiError(0, '', undefined, { kind: 'silent' });
    expect(shouldRetry(0, noAnswer)).toBe(true);
    expect(shouldRetry(1, noAnswer)).toBe(false);
  });
});

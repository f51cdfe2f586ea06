import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { accountsApi, type AccountCreate } from '@console/contract/accounts/api';
import { SERVER_COMMAND, startConsole } from '@console/server/src/testing/console-process.ts';
import { signInOverHttp } from '@console/server/src/testing/sign-in-over-http.ts';
import { check, checkAgainst, type Check } from './targets.ts';

/**
 * `npm run bench:web`: the web app's first load, as a browser meets it. It builds nothing: run
 * `npm run build` first. It starts the console on a fresh embedded database (the demo), signs in
 * through the sign-in page in Chromium, then measures
 * - the JavaScript the document loads before the app's first render (index.html's script and its
 *   module preloads) and all the JavaScript the accounts list loads, each as gzip bytes and as the
 *   bytes actually transferred (the server sends the build's brotli files);
 * - navigation → the accounts table's first row, over cold loads (a new browser context each time:
 *   no cache, the same session);
 * - the render of a 400-row page: from the moment its data has been read to the first frame painted
 *   with the page in the table (the rows in view: a page this large draws only those, see
 *   web/src/kit/list/useRowWindow.ts).
 * BENCH_WEB_LOADS: cold loads (default 10). BENCH_WEB_CHROMIUM: the browser (default /usr/bin/chromium).
 * BENCH_WEB_TRACE: a file to write a Chromium performance trace of the first 400-row render to (open
 * it in DevTools' Performance panel; the marks dataRead and allPainted bound the render).
 * BENCH_WEB_FILES=1: the scripts of the last cold load, largest first, bytes transferred (to stderr).
 */

const LOADS = Number(process.env.BENCH_WEB_LOADS ?? 10);
const CHROMIUM = process.env.BENCH_WEB_CHROMIUM ?? '/usr/bin/chromium';
const TRACE = process.env.BENCH_WEB_TRACE;
const FILES = process.env.BENCH_WEB_FILES === '1';
const PASSWORD = 'Console#2025';
const PAGE_ROWS = 400;
const ROW = '.ant-table-tbody tr.ant-table-row';

export interface WebMeasurement {
  /** Scripts index.html loads before the app renders: gzip bytes and transferred (brotli) bytes. */
  initialJs: { files: number; gzipBytes: number; transferredBytes: number };
  /** Every script loaded until the accounts table's first row. */
  accountsListJs: { files: number; gzipBytes: number; transferredBytes: number };
  /** Content-Encoding of the scripts, as the browser received them. */
  encodings: string[];
  firstRowMs: { loads: number; p50: number; min: number; max: number };
  /** Data read → the frame with the 400-row page painted, median of the renders. */
  render400Ms: { renders: number; p50: number; min: number; max: number };
  /** The baseline: the same rows as a plain DOM table, built → the frame painted, in the same browser. */
  plainTable400Ms: { renders: number; p50: number; min: number; max: number };
}

type PlainRow = Record<string, unknown>;

/**
 * In a blank page: a plain `<table>` of the rows (a header row, then a cell per field, text only),
 * built and appended, to the frame painted with it (a requestAnimationFrame callback runs just
 * before that frame's style, layout and paint, a task it queues after them: as instrument() marks
 * allPainted). What a browser needs at least to show the page, with no framework and no styles.
 */
function plainTableRender(rows: PlainRow[]): Promise<number> {
  const start = performance.now();
  const fields = Object.keys(rows[0] ?? {});
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  for (const field of fields) head.insertCell().textContent = field;
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const field of fields) {
      const value = row[field];
      tr.insertCell().textContent = typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');
    }
  }
  document.body.append(table);
  return new Promise((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start))),
  );
}

const spread = (values: number[]) => ({
  renders: values.length,
  p50: median(values),
  min: Number(Math.min(...values).toFixed(1)),
  max: Number(Math.max(...values).toFixed(1)),
});

/**
 * In the page, before any script: the time the first table row appears, the time the list's
 * answer's body has been read (what the app waits for), and the time the frame that shows
 * PAGE_ROWS rows has been painted.
 */
function instrument({
  listPath,
  rows,
  rowSelector,
}: {
  listPath: string;
  rows: number;
  rowSelector: string;
}) {
  const marks: Record<string, number> = {};
  (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await originalFetch(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (!url.includes(listPath)) return response;
    // Whichever way the app reads the body, the data has arrived once it resolves.
    for (const read of ['text', 'json'] as const) {
      const original = response[read].bind(response);
      response[read] = (async () => {
        const body = await original();
        marks.dataRead = performance.mark('dataRead').startTime;
        return body;
      }) as never;
    }
    return response;
  };
  new MutationObserver(() => {
    const count = document.querySelectorAll(rowSelector).length;
    if (count > 0 && marks.firstRow === undefined) marks.firstRow = performance.now();
    // A page this large draws only the rows near the view (web/src/kit/list/useRowWindow.ts): its table
    // says it holds them all (aria-rowcount) once the page's rows are drawn.
    const drawn =
      count >= rows || document.querySelector(`table[aria-rowcount="${rows + 1}"] tr[aria-rowindex]`);
    if (drawn && marks.allRows === undefined) {
      marks.allRows = performance.now();
      // The rows are in the DOM; they show once the browser has laid out and painted the frame. A
      // requestAnimationFrame callback runs just before that frame's style, layout and paint, and a
      // task it queues runs after them.
      requestAnimationFrame(() =>
        setTimeout(() => (marks.allPainted = performance.mark('allPainted').startTime)),
      );
    }
  }).observe(document, { childList: true, subtree: true });
}

const marksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { benchMarks: Record<string, number> }).benchMarks);

async function waitForMark(page: Page, mark: string) {
  await page.waitForFunction(
    (name) => (window as unknown as { benchMarks: Record<string, number> }).benchMarks[name] !== undefined,
    mark,
    { timeout: 60_000 },
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0).toFixed(1));
};

async function newPage(context: BrowserContext) {
  const page = await context.newPage();
  await page.addInitScript(instrument, {
    listPath: accountsApi.list.path,
    rows: PAGE_ROWS,
    rowSelector: ROW,
  });
  return page;
}

/** Enough accounts for a full 400-row page, created through the API as staff would. */
async function fillAccounts(baseURL: string) {
  const { cookie, token } = await signInOverHttp(baseURL, 'admin', PASSWORD);
  const headers = { cookie, [ANTI_FORGERY_HEADER]: token, 'content-type': 'application/json' };
  const me = (await (await fetch(`${baseURL}/api/user/info`, { headers })).json()) as { id: number };
  for (let n = 1; n <= PAGE_ROWS; n++) {
    const tag = `bench${n}`;
    const account: AccountCreate = {
      customerName: `Web Bench ${n}`,
      assignedTo: me.id,
      firstName: 'Web',
      lastName: 'Bench',
      userName: tag,
      email: `${tag}@bench.example`,
    };
    const created = await fetch(`${baseURL}${accountsApi.create.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(account),
    });
    if (!created.ok)
      throw new Error(`creating an account answered ${created.status}: ${await created.text()}`);
  }
}

/** One cold load of the accounts list: the scripts it fetched and when its first row appeared. */
async function coldLoad(
  browser: Browser,
  baseURL: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await newPage(context);
    const scripts: { url: string; gzipBytes: number; transferredBytes: number; encoding: string }[] = [];
    const pending: Promise<void>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          scripts.push({
            url: new URL(response.url()).pathname,
            gzipBytes: gzipSync(body).length,
            transferredBytes: sizes.responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          });
        })(),
      );
    };
    page.on('response', onResponse);
    const documentResponse = await page.goto(`${baseURL}/`);
    const html = (await documentResponse?.text()) ?? '';
    await waitForMark(page, 'firstRow');
    // Until the first row: what the shell loads beside the page after it (the sidebar's menu, the
    // header's menus) may still be arriving, and must not be read once the context has closed.
    page.off('response', onResponse);
    const { firstRow = 0 } = await marksOf(page);
    await Promise.all(pending);
    const initial = scripts.filter((s) => html.includes(`"${s.url}"`));
    return { firstRow, initial, all: scripts };
  } finally {
    await context.close();
  }
}

const total = (list: { gzipBytes: number; transferredBytes: number }[]) => ({
  files: list.length,
  gzipBytes: list.reduce((n, s) => n + s.gzipBytes, 0),
  transferredBytes: list.reduce((n, s) => n + s.transferredBytes, 0),
});

export async function benchWeb(): Promise<WebMeasurement> {
  const server = await startConsole({ command: SERVER_COMMAND, env: { LOG_LEVEL: 'warn' } });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await fillAccounts(server.baseURL);
    // Sign in through the sign-in page, as staff do; the cold loads reuse its session.
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${server.baseURL}/`);
    await page.fill('#userName', 'admin');
    await page.fill('#password', PASSWORD);
    await Promise.all([page.waitForURL(`${server.baseURL}/`), page.click('button[type=submit]')]);
    const storageState = await signIn.storageState();
    await signIn.close();

    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, server.baseURL, storageState));
    const firstRows = loads.map((l) => l.firstRow);
    const last = loads.at(-1);
    if (!last) throw new Error('BENCH_WEB_LOADS must be at least 1');
    if (FILES)
      for (const script of [...last.all].sort((a, b) => b.transferredBytes - a.transferredBytes))
        console.error(`${script.transferredBytes}\t${script.url}`);

    const renders: number[] = [];
    const plainRenders: number[] = [];
    const context = await browser.newContext({ storageState });
    try {
      for (let i = 0; i < 5; i++) {
        const full = await newPage(context);
        const tracing = TRACE !== undefined && i === 0;
        if (tracing) await browser.startTracing(full, { path: TRACE, screenshots: false });
        await full.goto(`${server.baseURL}/?pageSize=${PAGE_ROWS}`);
        await waitForMark(full, 'allPainted');
        if (tracing) await browser.stopTracing();
        const { dataRead, allPainted = 0 } = await marksOf(full);
        if (dataRead === undefined) throw new Error('the accounts list rendered without reading its data');
        renders.push(allPainted - dataRead);
        await full.close();
      }
      // The baseline, in the same browser and context: the page's own 400 rows as a plain table.
      const answer = await context.request.get(
        `${server.baseURL}${accountsApi.list.path}?pageSize=${PAGE_ROWS}`,
      );
      const { items } = (await answer.json()) as { items: PlainRow[] };
      if (items.length !== PAGE_ROWS)
        throw new Error(`the plain table needs ${PAGE_ROWS} rows, got ${items.length}`);
      for (let i = 0; i < 5; i++) {
        const blank = await context.newPage();
        await blank.setContent('<!doctype html><html><body></body></html>');
        plainRenders.push(await blank.evaluate(plainTableRender, items));
        await blank.close();
      }
    } finally {
      await context.close();
    }
    return {
      initialJs: total(last.initial),
      accountsListJs: total(last.all),
      encodings: [...new Set(last.all.map((s) => s.encoding))],
      firstRowMs: {
        loads: firstRows.length,
        p50: median(firstRows),
        min: Number(Math.min(...firstRows).toFixed(1)),
        max: Number(Math.max(...firstRows).toFixed(1)),
      },
      render400Ms: spread(renders),
      plainTable400Ms: spread(plainRenders),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const summarizeWeb = (r: WebMeasurement) =>
  `web: initial JS ${kb(r.initialJs.gzipBytes)} gzip (${kb(r.initialJs.transferredBytes)} sent, ${r.encodings.join('/')}), ` +
  `accounts list JS ${kb(r.accountsListJs.gzipBytes)} gzip, ` +
  `navigation → first row p50 ${r.firstRowMs.p50} ms (${r.firstRowMs.loads} cold loads), ` +
  `400-row render p50 ${r.render400Ms.p50} ms (a plain table of the same rows ${r.plainTable400Ms.p50} ms)`;

/** index.html's JavaScript (issue 11: at most 200 KB gzip) and the 400-row render against a plain table. */
export const webChecks = (r: WebMeasurement): Check[] => [
  check('webInitialJs', "index.html's scripts (gzip)", Number((r.initialJs.gzipBytes / 1024).toFixed(1))),
  checkAgainst(
    'webRender400',
    '400-row accounts page, data read → painted',
    r.render400Ms.p50,
    r.plainTable400Ms.p50,
    'ms',
  ),
];

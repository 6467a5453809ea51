import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServerProcess } from '../../server/serverProcess';

/**
 * The app in a real browser on an ordinary office PC (issue 29): Debian's Chromium with the CPU slowed 4× (Chrome
 * DevTools' throttling, what a modest desktop does to this machine's core), against the reference server with the
 * demo business. Each run is a new browser profile (nothing cached): sign-in to a usable dashboard (the day's panels
 * drawn), the grid code coming in while the dashboard is read, then the first grid screen of the session (once that
 * code is in) and a later one, from the route change (what a menu click does) to the first row. Medians of the runs.
 */
const RUNS = 5;
const THROTTLE = 4;
const TYPING_MS = 1000;
// The grid code's aim is ours: in before a first click, two seconds after the day's figures show (reading them takes longer).
const AIMS = { signIn: 2500, gridCode: 2000, firstGrid: 2000, laterGrid: 1000 };
const GRID_CODE_READY = 'erp:grid-code-ready'; // src/app/pages/DashboardPage.tsx

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * A route change inside the app, as its menu's links make one (no reload), timed in the page itself: from the route
 * change to the frame after the first row of the new screen's grid is in the document. Timing it from outside
 * (Playwright's locators) polls the page with queries that run on the same throttled main thread — a role query walks
 * the whole document — and charged the app the harness's own work.
 */
const routeToFirstRow = (page: Page, to: string) =>
  page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        // The screen left may still show its rows while the next one loads: only a new row counts.
        const before = new Set(document.querySelectorAll('.ag-row'));
        const start = performance.now();
        const seen = new MutationObserver(() => {
          if (![...document.querySelectorAll('.ag-row')].some((row) => !before.has(row))) return;
          seen.disconnect();
          // (No named function in here: the bench's loader would wrap it with a helper the page does not have.)
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        seen.observe(document.body, { childList: true, subtree: true });
        window.history.pushState({}, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    to,
  );

async function oneRun(browser: Browser, base: string): Promise<Record<keyof typeof AIMS, number>> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(`${base}/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
    // A person takes seconds to type both; the app uses them to load the first screen's code. One second is the
    // least of it (filling is instant here, and the click would otherwise wait behind that loading).
    await page.waitForTimeout(TYPING_MS);
    // Timed in the page, as the grid screens are: from Enter in the password field (as most people sign in) to the
    // frame after the dashboard is usable — its heading shown and the day's panels answered (no "Loading" left),
    // looked at once a frame.
    // (A string: the bench's loader would wrap a named function in here with a helper the page does not have. It
    // answers undefined, not the promise, which Enter below settles.)
    await page.evaluate(`window.signedIn = new Promise((resolve) => {
      let start = 0;
      document.addEventListener('keydown', (e) => e.key === 'Enter' && !start && (start = performance.now()), { capture: true });
      const look = () => {
        const usable = start > 0 && document.querySelector('h1')?.textContent?.startsWith('Welcome,') && !/Loading/.test(document.body.innerText);
        if (usable) setTimeout(() => resolve(performance.now() - start));
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }), undefined`);
    await page.keyboard.press('Enter');
    const signIn = await page.evaluate<number>('window.signedIn');
    // The grid code loads while the dashboard is read: how long after it is usable the code is in (0 if before).
    const usableAt = await page.evaluate(() => performance.now());
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, GRID_CODE_READY, { timeout: 60_000, polling: 100 });
    const gridCode = Math.max(0, (await page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, GRID_CODE_READY)) - usableAt);
    const firstGrid = await routeToFirstRow(page, '/banks-maintenance');
    // Half a second on the first screen before the next menu click (a person reads a screen for longer).
    await page.waitForTimeout(500);
    const laterGrid = await routeToFirstRow(page, '/customers');
    return { signIn, gridCode, firstGrid, laterGrid };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function browserBench(): Promise<void> {
  console.log(`\n## The app in Chromium at ${THROTTLE}× CPU throttling (an ordinary office PC), median of ${RUNS} fresh profiles`);
  if (!existsSync('dist/index.html')) {
    console.log('skipped: no dist/ (npm run build first)');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'erp-bench-browser-'));
  const server = await startServerProcess({
    ERP_MODE: 'demo',
    PGLITE_DIR: path.join(dir, 'pglite'),
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
    EIS_INTERVAL_SECONDS: '3600',
    CROSS_LOGIN_SECRET: 'bench-browser-cross-login-secret-0123456789',
    EXPORT_DIR: path.join(dir, 'exports'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    REVISION_HEAD_FILE: path.join(dir, 'revision-heads.jsonl'),
  });
  const browser = await launch();
  try {
    const base = server.url.replace(/\/api$/, '');
    const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, base));
    const row = (what: string, key: keyof typeof AIMS) => {
      const m = median(runs.map((r) => r[key]));
      console.log(`| ${what} | ${Math.round(m).toLocaleString('en')} ms | ${runs.map((r) => Math.round(r[key])).join(', ')} | ≤ ${AIMS[key].toLocaleString('en')} ms ${m <= AIMS[key] ? '✓' : '✗'} |`);
    };
    console.log('| step | median | runs (ms) | aim |');
    console.log('|---|---:|---|---|');
    row('sign-in to a usable dashboard', 'signIn');
    row('grid code in while the dashboard is read, after it is usable', 'gridCode');
    row('first grid screen of the session (Banks Maintenance), route change to first row', 'firstGrid');
    row('a later grid screen (Customers Center), route change to first row', 'laterGrid');
  } finally {
    await browser.close();
    server.proc.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

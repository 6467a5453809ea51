import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

export const DEMO_PASSWORD = 'Demo@12345';

/** Sign in through the real sign-in form and wait for the dashboard. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/** Calls the API as a signed-out client (for reading the demo outbox). */
export async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`);
  const body = (await res.json()) as { result: T };
  return body.result;
}

/**
 * Answers a confirmation (SweetAlert) with `button` and waits until it is gone: the one asking
 * `question`, or without a question the one open. Without a question the wait is for the button
 * alone, because the dialog that follows (a result, a next question) reuses the same popup.
 */
export async function answerDialog(page: Page, question?: string | RegExp, button: string | RegExp = 'Yes'): Promise<void> {
  const popup = page.locator('.swal2-popup');
  const ask = question === undefined ? popup : popup.filter({ hasText: question });
  await ask.waitFor();
  const answer = ask.getByRole('button', { name: button });
  await answer.click();
  await (question === undefined ? answer : ask).waitFor({ state: 'detached' });
}

/**
 * Answers a form's confirmation and waits for its success message to show and close by itself.
 * While a SweetAlert is open the page behind it is hidden from roles, so "the dialog is gone" would
 * pass early: the success message, shown once the form has saved and closed, is the sure sign.
 */
export async function confirmSaved(page: Page, question: string | RegExp, success: string | RegExp): Promise<void> {
  await answerDialog(page, question);
  const done = page.locator('.swal2-popup', { hasText: success });
  await done.waitFor();
  await done.waitFor({ state: 'detached' });
}

/** Calls the API as a demo user (only to prepare what a flow under test starts from, or to play a part the flow does not test). */
export async function apiAs<T>(username: string, path: string, body?: unknown): Promise<T> {
  const login = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: string; result: T };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer.result;
}

/** One flow with several users signing in: on a busy 2-core machine it outgrows the suite's 120 s. */
/** Ticks the row of a pick list (the kit grids' AG Grid selection) that shows `text`. */
export async function tickRow(page: Page, text: string): Promise<void> {
  await page.locator('.ag-row', { hasText: text }).getByRole('checkbox').check();
}

export const FLOW_MS = 240_000;

/**
 * The browser of a flow in which several users act, each in a context of
 * their own: registers the hooks (launch, close, a screenshot of every page
 * of a failed test in /tmp/e2e-<name>-<n>.png) and returns the sign-in of a
 * user's page.
 */
export function multiUserFlow(name: string, viewport = { width: 1600, height: 1000 }): (username: string) => Promise<Page> {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  afterEach(async (t) => {
    if (t.task.result?.state === 'fail')
      await Promise.all(pages.map((p, n) => p.screenshot({ path: `/tmp/e2e-${name}-${n}.png`, fullPage: true }).catch(() => undefined)));
  });
  return async (username) => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    pages.push(page);
    await signIn(page, username);
    return page;
  };
}

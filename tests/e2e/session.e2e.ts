import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiGet, baseUrl, DEMO_PASSWORD, launchBrowser, signIn } from './browser';
import { signCrossLoginToken } from '../../server/auth/crossLogin';
import { E2E_CROSS_LOGIN_SECRET } from './global-setup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface OutboxMessage {
  recipient: string;
  channel: string;
  body: string;
}

describe('sessions end to end', () => {
  it('one-time password: the code is read from the outbox and signs the user in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByLabel('Username').fill('otpuser');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /email/i }).first().click();
    let code = '';
    for (let i = 0; i < 40 && !code; i++) {
      const messages = await apiGet<OutboxMessage[]>('/__demo__/outbox?channel=email');
      const latest = messages.find((m) => /\b\d{6}\b/.test(m.body) && m.recipient.includes('@'));
      code = latest?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      if (!code) await page.waitForTimeout(250);
    }
    expect(code).toMatch(/^\d{6}$/);
    const verify = dialog.getByRole('button', { name: 'Verify' });
    expect(await verify.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill(code);
    await verify.click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('single sign-on arrival signs in and opens the dashboard after 3 s', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const token = signCrossLoginToken(E2E_CROSS_LOGIN_SECRET, 'EMP-0002', Date.now());
    await page.goto(`${baseUrl()}/cross-login/EMP-0002/${encodeURIComponent(token)}`);
    await page.getByText('Authentication Success.').waitFor();
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await context.close();
  });

  it('single sign-on with a forged token fails and returns to sign-in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const token = signCrossLoginToken('not-the-secret', 'EMP-0002', Date.now());
    await page.goto(`${baseUrl()}/cross-login/EMP-0002/${encodeURIComponent(token)}`);
    await page.getByText('Authentication Failed.').waitFor();
    await page.waitForURL(`${baseUrl()}/`, { timeout: 10_000 });
    await context.close();
  });

  it('logout revokes the session and clears persisted state; Back does not get back in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'finance');
    const persistedBefore = await page.evaluate(() => localStorage.getItem('persist:erp'));
    expect(persistedBefore).toBeTruthy();
    expect(persistedBefore).not.toContain('Maria');
    await page.goto(`${baseUrl()}/access_token`);
    const sessionToken = (await page.getByTestId('access-token').textContent())!.trim();
    expect(sessionToken.length).toBeGreaterThan(20);

    await page.getByRole('button', { name: /Maria Santos/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goBack();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/`);

    const stored = await page.evaluate(() => localStorage.getItem('persist:erp'));
    expect(stored ?? '').not.toContain(sessionToken);
    const res = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `Bearer ${sessionToken}` } });
    expect(res.status).toBe(401);
    await context.close();
  });
});

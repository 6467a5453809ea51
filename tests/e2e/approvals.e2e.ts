import { describe, expect, it } from 'vitest';
import { apiAs, baseUrl, FLOW_MS, multiUserFlow } from './browser';

/**
 * Issue 24's inbox in a real browser: the approver clears 20 mixed items by
 * keyboard alone. From the dashboard's top, Tab, Tab, Enter reach the inbox
 * (the "Skip to approvals" link); each item then takes `a` and Enter (the
 * question's confirm button has the focus), and the focus moves to the next
 * item by itself. An approval that asks a reason (a cash advance limit
 * override) takes `a`, the reason typed and Enter; one refused (its queue
 * says why, in red) is passed with `j`. At most 3 keys an item beyond the
 * reason typed.
 */
const userPage = multiUserFlow('inbox');
const TARGET = 20;

const api = apiAs;

const manilaDate = (days = 0) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Journal vouchers from finance until the approver has at least `n` items waiting (the demo's own come first, of many queues). */
async function atLeastWaiting(n: number): Promise<number> {
  let waiting = (await api<unknown[]>('approver', '/approvals/inbox')).length;
  for (let k = 1; waiting < n; k++, waiting++) {
    await api('finance', '/journal-voucher/store', {
      jv_date: manilaDate(),
      particulars: `Accrual ${k} for the inbox flow`,
      submit: true,
      lines: [
        { account_code: '6031', debit: `${100 + k}.00`, credit: '' },
        { account_code: '1020', debit: '', credit: `${100 + k}.00` },
      ],
    });
  }
  return waiting;
}

describe('the approver inbox by keyboard', () => {
  it(
    'clears 20 mixed items with at most 3 keys each, reached from the dashboard in 3 keys',
    async () => {
      const waiting = await atLeastWaiting(TARGET);
      expect(waiting).toBeGreaterThanOrEqual(TARGET);
      const approver = await userPage('approver');
      const keys: string[] = [];
      const press = async (key: string) => {
        keys.push(key);
        await approver.keyboard.press(key);
      };

      // From the top of the dashboard (a fresh load: nothing has the focus yet): Tab, Tab, Enter.
      await approver.goto(`${baseUrl()}/dashboard`);
      await approver.getByRole('heading', { level: 1 }).first().waitFor();
      await press('Tab');
      await press('Tab');
      await expect.poll(() => approver.evaluate(() => document.activeElement?.textContent)).toBe('Skip to approvals');
      await press('Enter');
      await approver.waitForURL('**/approvals');
      expect(keys).toHaveLength(3);
      const rows = approver.locator('tbody tr');
      await rows.first().waitFor();
      const queues = new Set<string>();

      let decided = 0;
      let passed = 0;
      for (let guard = 0; decided < TARGET && guard < TARGET * 3; guard++) {
        const current = approver.locator('tbody tr[aria-selected="true"]');
        await current.waitFor();
        const reference = (await current.locator('td').nth(2).innerText()).trim();
        const queue = (await current.locator('td').nth(1).innerText()).trim();
        const before = keys.length;
        await press('a');
        const reason = approver.getByRole('dialog', { name: `Approve ${reference}` });
        const question = approver.locator('.swal2-popup');
        await expect.poll(async () => (await reason.count()) + (await question.count()), { timeout: 20_000 }).toBeGreaterThan(0);
        if (await reason.count()) {
          await approver.keyboard.type('Within the budget of the visit');
          await press('Enter');
        } else {
          await expect.poll(() => approver.evaluate(() => document.activeElement?.textContent)).toBe('Yes, approve');
          await press('Enter');
        }
        const answer = approver.getByRole('region', { name: 'Results' }).locator('li', { hasText: reference });
        await answer.waitFor({ timeout: 30_000 });
        if ((await answer.getAttribute('class'))?.includes('text-success')) {
          decided++;
          queues.add(queue.replace(/for .*/, '').trim());
          // The next item has the focus once the list shows the answer.
          await expect.poll(() => approver.evaluate(() => document.activeElement?.getAttribute('aria-selected')), { timeout: 30_000 }).toBe('true');
        } else {
          // Refused by its queue (the reason is listed): pass it.
          passed++;
          await expect.poll(() => approver.evaluate(() => document.activeElement?.getAttribute('aria-selected')), { timeout: 30_000 }).toBe('true');
          await press('j');
        }
        expect(keys.length - before).toBeLessThanOrEqual(3);
      }
      expect(decided).toBe(TARGET);
      expect(queues.size).toBeGreaterThan(2);
      expect(passed).toBeLessThan(TARGET);
    },
    FLOW_MS,
  );
});

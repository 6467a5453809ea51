import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryStanding, isExpired, isSellable } from '../../contract/expiry';
import { allocateFefo, type FefoPlace } from '../../contract/fefo';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { bandOf, monthsToExpiry } from '../warehouse/shelfLifeSql';
import { expiredOn, sellableOn } from './expiry';

/**
 * The one expiry rule (contract/expiry.ts) and FEFO (contract/fefo.ts), proven by properties over random dates,
 * stock and quantities: the SQL twins agree with the screens' predicate on every day, the expiry day itself
 * included, and the allocation never draws an expired batch, never more than a place holds, in expiry order, or
 * names the exact shortfall.
 */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => t?.close());

const DAY0 = Date.UTC(2024, 0, 1);
const dayText = (n: number) => new Date(DAY0 + n * 86_400_000).toISOString().slice(0, 10);
/** Days within six years of 2024-01-01 (leap days, month ends), as YYYY-MM-DD. */
const day = fc.integer({ min: 0, max: 6 * 366 }).map(dayText);
/** A day and another near it (the same day often), where the rule's edge is. */
const pair = fc.tuple(fc.integer({ min: 0, max: 6 * 366 }), fc.integer({ min: -40, max: 40 })).map(([a, d]) => ({ today: dayText(a), expiry: dayText(Math.max(0, a + d)) }));

describe('the expiry rule', () => {
  it('expires a batch on its expiry date, not the day before', () => {
    expect(isExpired('2026-03-02', '2026-03-02')).toBe(true);
    expect(isExpired('2026-03-03', '2026-03-02')).toBe(false);
    expect(isSellable('2026-03-03', '2026-03-02')).toBe(true);
    expect(expiryStanding('2026-03-02', '2026-03-02')).toBe('expired');
    expect(expiryStanding('2026-03-03', '2026-03-02')).toBe('red');
    expect(expiryStanding('2027-03-02', '2026-03-02')).toBe('yellow');
    expect(expiryStanding('2027-04-01', '2026-03-02')).toBe('yellow');
    expect(expiryStanding('2027-04-02', '2026-03-02')).toBe('green');
  });

  it('is the same in SQL as on screen, on random days and on the expiry day itself (standing and band too)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(pair, fc.record({ today: day, expiry: day })), { minLength: 1, maxLength: 60 }), async (pairs) => {
        const json = JSON.stringify(pairs.map((p, k) => ({ ...p, k })));
        const rows = await t.db.rows<{ expired: boolean; sellable: boolean; standing: string }>(sql`
          SELECT ${expiredOn(sql`x.expiry`, sql`x.today`)} AS expired, ${sellableOn(sql`x.expiry`, sql`x.today`)} AS sellable,
                 CASE WHEN ${expiredOn(sql`x.expiry`, sql`x.today`)} THEN 'expired' ELSE ${bandOf(monthsToExpiry(sql`x.expiry`, sql`x.today`))} END AS standing
          FROM jsonb_to_recordset(${json}::jsonb) AS x(today date, expiry date, k int) ORDER BY x.k`);
        rows.forEach((r, i) => {
          const { today, expiry } = pairs[i];
          expect(r.expired, `${expiry} on ${today}`).toBe(isExpired(expiry, today));
          expect(r.sellable, `${expiry} on ${today}`).toBe(isSellable(expiry, today));
          expect(r.standing, `${expiry} on ${today}`).toBe(expiryStanding(expiry, today));
        });
      }),
      { numRuns: 40 },
    );
  });
});

describe('FEFO allocation', () => {
  type Place = FefoPlace & { id: number };
  const places = fc.array(fc.record({ offset: fc.integer({ min: -30, max: 400 }), on_hand: fc.integer({ min: -2, max: 50 }) }), { maxLength: 12 });
  const TODAY = '2026-03-02';
  const at = (offset: number) => dayText((Date.parse(`${TODAY}T00:00:00Z`) - DAY0) / 86_400_000 + offset);

  it('draws the asked quantity from sellable stock, earliest expiry first, never more than a place holds; or names the exact shortfall', () => {
    fc.assert(
      fc.property(places, fc.integer({ min: 1, max: 300 }), (raw, quantity) => {
        const stock: Place[] = raw.map((r, id) => ({ id, expiry_date: at(r.offset), on_hand: r.on_hand }));
        const sellable = stock.filter((p) => p.on_hand > 0 && isSellable(p.expiry_date, TODAY));
        const available = sellable.reduce((s, p) => s + p.on_hand, 0);
        const result = allocateFefo(stock, quantity, TODAY);
        if (!result.ok) {
          expect(available).toBeLessThan(quantity);
          expect(result).toEqual({ ok: false, available, shortfall: quantity - available });
          return;
        }
        expect(available).toBeGreaterThanOrEqual(quantity);
        expect(result.draws.reduce((s, d) => s + d.qty, 0)).toBe(quantity);
        for (const d of result.draws) {
          expect(isExpired(d.place.expiry_date, TODAY)).toBe(false);
          expect(d.qty).toBeGreaterThan(0);
          expect(d.qty).toBeLessThanOrEqual(d.place.on_hand);
        }
        // Expiry order, and no later batch while an earlier sellable place still has stock left.
        const expiries = result.draws.map((d) => d.place.expiry_date);
        expect([...expiries].sort()).toEqual(expiries);
        const last = expiries.at(-1)!;
        const used = new Map(result.draws.map((d) => [d.place.id, d.qty]));
        for (const p of sellable) if (p.expiry_date < last) expect(used.get(p.id), `place ${p.id} expiring ${p.expiry_date} before ${last}`).toBe(p.on_hand);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the caller\u2019s order among places of one expiry date, and treats the expiry day as expired', () => {
    const same = [
      { id: 1, expiry_date: '2026-06-30', on_hand: 5 },
      { id: 2, expiry_date: '2026-06-30', on_hand: 5 },
      { id: 3, expiry_date: TODAY, on_hand: 100 },
    ];
    const r = allocateFefo(same, 7, TODAY);
    expect(r.ok && r.draws.map((d) => [d.place.id, d.qty])).toEqual([
      [1, 5],
      [2, 2],
    ]);
    expect(allocateFefo(same, 11, TODAY)).toEqual({ ok: false, available: 10, shortfall: 1 });
  });
});

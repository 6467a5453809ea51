import { dealInput, dealWorkflow, type DealInput } from '../../contract/customerDeals';
import { findUserByUsername, type AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { runTransition } from '../kit';
import { insertDeal, recordDealWrite } from './dealStore';
import { dealTransitions } from './transitions';

/*
 * Demo deals, through the same code path as the API (revisions included):
 * a regular deal for the two Mercury Drug branches, drafted and submitted by
 * finance and approved by the approver (so their Products & Discounts tabs
 * have rows), and a promotional deal for Watsons waiting for approval (so
 * "Deals and Discounts - New" has one). Two products get a special price, so
 * the picker's SRP rule shows both ways. A no-op once any deal exists, or
 * without the demo users, customers or products.
 */
const SPECIAL_PRICES: Record<string, string> = { 'UNI-NEO-TAB': '575.00', 'UNI-CEE-500': '3850.00' };

export async function seedCustomerDeals(db: Db): Promise<void> {
  const existing = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_discount_batches`);
  if ((existing?.n ?? 0) > 0) return;
  const [maker, checker] = await Promise.all([findUserByUsername(db, 'finance'), findUserByUsername(db, 'approver')]);
  const ids = async (table: 'customers' | 'products', codes: string[]) => {
    const rows = await db.rows<{ id: number; code: string }>(
      table === 'customers'
        ? sql`SELECT customer_id AS id, customer_code AS code FROM customers WHERE customer_code IN (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`
        : sql`SELECT product_id AS id, product_code AS code FROM products WHERE product_code IN (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})`,
    );
    return codes.map((c) => rows.find((r) => r.code === c)?.id);
  };
  const customers = await ids('customers', ['C-00001', 'C-00002', 'C-00003']);
  const products = await ids('products', ['UNI-BIO-500', 'UNI-NEO-TAB', 'UNI-ALX-500', 'UNI-CEE-500']);
  if (!maker || !checker || customers.includes(undefined) || products.includes(undefined)) return;
  const [mercury1, mercury2, watsons] = customers as number[];
  const [biogesic, neozep, alaxan, ceelin] = products as number[];

  await db.transaction(async (tx) => {
    for (const [code, price] of Object.entries(SPECIAL_PRICES)) await tx.run(sql`UPDATE products SET special_price = ${price}::numeric WHERE product_code = ${code}`);

    const regular = await draft(tx, maker.id, '2026-01-05T01:00:00Z', {
      kind: 'regular',
      title: 'Mercury Drug 2026 standing terms',
      valid_from: '2026-01-15',
      customer_ids: [mercury1, mercury2],
      lines: [
        { product_id: biogesic, srp: '450.00', moq: 20, free: 1, discount: '5.00', rebate: '2.00' },
        { product_id: neozep, srp: '575.00', moq: 10, free: 0, discount: '3.50', rebate: '1.00' },
        { product_id: alaxan, srp: '950.00', moq: 10, free: 1, discount: '4.00', rebate: '0.00' },
      ],
      valid_to: null,
      remarks: 'Annual terms agreed with the Mercury Drug purchasing office.',
      submit: 0,
    });
    await step(tx, regular, 'submit', maker.id, '2026-01-05T02:00:00Z');
    await step(tx, regular, 'approve', checker.id, '2026-01-06T03:00:00Z');

    const promo = await draft(tx, maker.id, '2026-02-20T02:00:00Z', {
      kind: 'promotional',
      title: 'Watsons Ceelin back-to-school promo',
      valid_from: '2026-05-01',
      valid_to: '2026-06-30',
      customer_ids: [watsons],
      lines: [
        { product_id: ceelin, srp: '3850.00', moq: 12, free: 1, discount: '6.00', rebate: '0.00' },
        { product_id: biogesic, srp: '440.00', moq: 30, free: 2, discount: '4.00', rebate: '1.50' },
      ],
      remarks: null,
      submit: 0,
    });
    await step(tx, promo, 'submit', maker.id, '2026-02-20T03:00:00Z');
  });
}

/** A draft deal with its revision, as the create call writes it. */
async function draft(tx: Db, userId: number, at: string, input: DealInput): Promise<number> {
  const id = await insertDeal(tx, dealInput.parse(input), { userId, at });
  await recordDealWrite(tx, id, null, { userId, at });
  return id;
}

async function step(tx: Db, id: number, action: 'submit' | 'approve', userId: number, at: string): Promise<void> {
  // The transition reads only the user's id.
  const user = { id: userId } as AuthUser;
  const res = await runTransition(tx, dealWorkflow, dealTransitions(userId), action, id, { user, now: at });
  if (!res.done) throw new Error(`demo deal ${id}: ${action} refused`);
}

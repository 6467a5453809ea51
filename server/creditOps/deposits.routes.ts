import { Codes } from '../../contract';
import { createDepositEp, depositListEp, identifyDepositEp, type DepositRow } from '../../contract/creditOps';
import { sql, type Db } from '../db/db';
import { answer, notFound, type Answer } from '../http/answer';
import { pagedList, route } from '../kit';
import type { Actor } from '../collections/public';
import { DEPOSIT_FROM, DEPOSIT_SELECT, depositRow, identifyDeposit, recordDeposit } from './deposits';

const actorOf = (user: { id: number }, now: number): Actor => ({ userId: user.id, at: new Date(now).toISOString() });

async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number | true | null | Answer>, depositId?: number): Promise<Answer> {
  const done = await db.transaction(write);
  if (done === null) return notFound('Deposit not found.');
  if (typeof done === 'object') return done;
  return answer(code, await depositRow(db, typeof done === 'number' ? done : depositId!));
}

export const depositRoutes = [
  route(depositListEp, {
    scopes: ['manage_unidentified_deposits', 'view_collections'],
    summary: 'Unidentified deposits: search, filter by status, sort and page',
    handler: async ({ body, deps, ok }) => {
      const { rows, total } = await pagedList<DepositRow, typeof body.order_by>(deps.db, {
        select: DEPOSIT_SELECT,
        from: DEPOSIT_FROM,
        where: [body.status === 'UNIDENTIFIED' && sql`d.receipt_id IS NULL`, body.status === 'IDENTIFIED' && sql`d.receipt_id IS NOT NULL`],
        search: { text: body.search, in: [sql`d.deposit_no`, sql`d.reference`, sql`d.remarks`, sql`c.customer_name`, sql`c.customer_code`, sql`r.receipt_no`] },
        sort: { deposit_date: sql`d.deposit_date`, deposit_no: sql`d.deposit_no`, amount: sql`d.amount`, identified_on: sql`d.identified_on` },
        tiebreak: sql`d.deposit_id`,
        query: body,
      });
      return ok(rows, total);
    },
  }),
  route(createDepositEp, {
    scopes: ['manage_unidentified_deposits'],
    summary: 'Record a bank credit without a known customer: Dr cash in bank, Cr Unidentified Deposits',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, Codes.CREATED, (tx) => recordDeposit(tx, body, actorOf(user, deps.clock.now()))),
  }),
  route(identifyDepositEp, {
    scopes: ['manage_unidentified_deposits'],
    summary: "Identify a deposit's customer: it becomes the customer's official receipt, applied to invoices, the rest an advance",
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.UPDATED, (tx) => identifyDeposit(tx, params.deposit_id, body, actorOf(user, deps.clock.now())), params.deposit_id),
  }),
];

import { Codes } from '../../contract';
import { cvBanksEp, cvColumns, cvCreateEp, cvListEp, cvReleaseEp, cvShowEp, cvVoidEp, type CvBankOption, type CvRow } from '../../contract/checkVouchers';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { answer, notFound, type Answer } from '../http/answer';
import { pagedList, route, type SortMap } from '../kit';
import { createCv, CV_FROM, CV_SELECT, cvDetail, peekCheckNo, releaseCv, voidCv } from './checks';
import { refusedOr } from '../kit/refused';
import type { VoucherActor } from './vouchers';

const actorOf = (user: AuthUser, now: number): VoucherActor => ({ userId: user.id, isSuperuser: user.isSuperuser, at: new Date(now).toISOString() });

async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number | null>): Promise<Answer> {
  const done = await refusedOr(db, write);
  if (done === null) return notFound('Check voucher not found.');
  if (typeof done === 'object') return done;
  return answer(code, await cvDetail(db, done));
}

const SORT: SortMap<typeof cvColumns> = {
  check_date: sql`c.check_date`,
  cv_no: sql`c.cv_no`,
  check_no: sql`c.check_no`,
  payee_name: sql`lower(c.payee_name)`,
  amount: sql`c.amount`,
};

export const cvRoutes = [
  route(cvListEp, {
    scopes: ['view_check_vouchers'],
    summary: 'Check vouchers by status: search by CV, check number or payee, sort and page',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<CvRow, typeof query.order_by>(deps.db, {
        select: CV_SELECT,
        from: CV_FROM,
        where: [query.status && sql`c.status = ${query.status}`],
        search: { text: query.search, in: [sql`c.cv_no`, sql`c.check_no`, sql`c.payee_name`] },
        sort: SORT,
        tiebreak: sql`c.cv_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(cvShowEp, {
    scopes: ['view_check_vouchers'],
    summary: 'One check voucher with the payable vouchers it pays and its entries',
    handler: async ({ params, deps, ok }) => {
      const d = await cvDetail(deps.db, params.id);
      return d ? ok(d) : notFound('Check voucher not found.');
    },
  }),
  route(cvBanksEp, {
    scopes: ['create_check_voucher'],
    summary: "The company's active peso bank accounts a check can be drawn on, with the next check number",
    handler: async ({ deps, ok }) =>
      ok(
        await deps.db.rows<CvBankOption>(sql`
          SELECT ba.bank_account_id, bk.bank_name || ' ' || ba.account_number || ' (' || ba.account_name || ')' AS label, ba.account_code, ${peekCheckNo} AS next_check_no
          FROM bank_accounts ba JOIN banks bk ON bk.bank_id = ba.bank_id WHERE ba.active AND ba.currency = 'PHP' ORDER BY bk.bank_name, ba.account_number`),
      ),
  }),
  route(cvCreateEp, {
    scopes: ['create_check_voucher'],
    summary: 'Write a check for approved payable vouchers of one payee (takes the next check number)',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, Codes.CREATED, (tx) => createCv(tx, { ...body, particulars: body.particulars ?? null }, actorOf(user, deps.clock.now()))),
  }),
  route(cvReleaseEp, {
    scopes: ['release_check_voucher'],
    summary: 'Release a check: posts the payables against cash in bank',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => releaseCv(tx, params.id, body.release_date, actorOf(user, deps.clock.now()))),
  }),
  route(cvVoidEp, {
    scopes: ['release_check_voucher'],
    summary: 'Void a check: a released one is reversed; its vouchers wait for a new check',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => voidCv(tx, params.id, body.void_date, body.reason, actorOf(user, deps.clock.now()))),
  }),
];

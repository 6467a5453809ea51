import { Codes } from '../../contract/codes';
import { CREDIT_DESK_MESSAGES as M, noticePreviewEp, noticeSendEp, type NoticePreview, type NoticeSent } from '../../contract/creditDesk';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { recordRevision, route } from '../kit';
import { manilaToday } from '../clock';
import { money } from './agingSql';
import { openInvoicesOf } from './customers.routes';
import { customerByCode } from './soa';

/**
 * The collection notice of a customer: its past-due invoices today, the
 * contact the letter goes to, and the notices already sent. Sending logs what
 * the letter showed (table customer_notices) with its revision.
 */
async function sentNotices(db: Db, customerId: number): Promise<NoticeSent[]> {
  return db.rows<NoticeSent>(sql`
    SELECT n.notice_id::int AS notice_id, n.as_of::text AS as_of, ${money(sql`n.past_due`)} AS past_due, n.invoices, n.sent_to,
      TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')) AS sent_by, n.sent_at::text AS sent_at
    FROM customer_notices n JOIN users u ON u.id = n.sent_by WHERE n.customer_id = ${customerId} ORDER BY n.sent_at DESC, n.notice_id DESC LIMIT 50`);
}

const sumOf = (values: string[]) => (values.reduce((s, v) => s + Math.round(Number(v) * 100), 0) / 100).toFixed(2);

export const noticeRoutes = [
  route(noticePreviewEp, {
    scopes: ['view_credit_and_collections'],
    summary: "Collection notice of a customer: its past-due invoices today, the addressee, and the notices sent before",
    handler: async ({ params, deps, ok }) => {
      const customer = await customerByCode(deps.db, params.customer_code);
      if (!customer) return notFound(M.customerNotFound);
      const asOf = manilaToday(deps.clock.now());
      const invoices = await openInvoicesOf(deps.db, customer.customer_id, asOf, true);
      const attention = await deps.db.one<{ person: string }>(sql`
        SELECT contact_person AS person FROM customer_contacts WHERE customer_id = ${customer.customer_id} AND contact_person IS NOT NULL
        ORDER BY contact_group <> 'accounting', contact_group LIMIT 1`);
      const preview: NoticePreview = {
        as_of: asOf,
        customer,
        attention: attention?.person ?? null,
        invoices,
        past_due: sumOf(invoices.map((i) => i.balance)),
        sent: await sentNotices(deps.db, customer.customer_id),
      };
      return ok(preview);
    },
  }),
  route(noticeSendEp, {
    scopes: ['view_credit_and_collections'],
    summary: 'Logs that the collection notice of a customer was sent (what it showed, to whom), with its revision',
    handler: async ({ params, body, deps, user }) => {
      const customer = await customerByCode(deps.db, params.customer_code);
      if (!customer) return notFound(M.customerNotFound);
      const invoices = await openInvoicesOf(deps.db, customer.customer_id, body.as_of, true);
      if (!invoices.length) return invalid([M.noPastDue], { as_of: [M.noPastDue] });
      const pastDue = sumOf(invoices.map((i) => i.balance));
      const at = new Date(deps.clock.now()).toISOString();
      const noticeId = await deps.db.transaction(async (tx) => {
        const row = (await tx.one<{ notice_id: number }>(sql`
          INSERT INTO customer_notices (customer_id, as_of, past_due, invoices, sent_to, sent_by, sent_at)
          VALUES (${customer.customer_id}, ${body.as_of}::date, ${pastDue}::numeric, ${invoices.length}, ${body.sent_to || null}, ${user.id}, ${at}::timestamptz)
          RETURNING notice_id::int AS notice_id`))!;
        await recordRevision(tx, {
          entity: 'customer_notices',
          entityId: row.notice_id,
          action: 'sent',
          userId: user.id,
          at,
          module: 'Credit and Collections',
          reference: customer.customer_code,
          changes: [
            { field: 'as_of', label: 'As of', old: null, new: body.as_of },
            { field: 'past_due', label: 'Past Due', old: null, new: pastDue },
            { field: 'invoices', label: 'Invoices', old: null, new: invoices.length },
            { field: 'sent_to', label: 'Sent To', old: null, new: body.sent_to || null },
          ],
        });
        return row.notice_id;
      });
      return answer(Codes.CREATED, { notice_id: noticeId });
    },
  }),
];

import { notificationParams, notificationQuery, type Notification } from '../../contract';
import { isoTime, sql } from '../db/db';
import { FORBIDDEN, ok } from '../http/answer';
import { defineRoute } from '../http/routeRegistry';
import { orderBy } from '../db/orderBy';

/** The bell (spec 000 §2.7, §9): own notifications, 10 a page, oldest first by default. */

/** Sortable columns: the query schema only admits these names, mapped here to SQL. */
const ORDER_COLUMNS = { created_at: sql`created_at`, description: sql`description` } as const;

/** Escape LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const listNotifications = defineRoute({
  method: 'GET',
  url: '/notification/:employee_no',
  // Every signed-in user has a bell; whose notifications is checked below.
  scopes: 'authenticated',
  summary: "A page of the user's notifications (others' only for the superuser role)",
  params: notificationParams,
  query: notificationQuery,
  handler: async ({ params, query, user, deps }) => {
    if (params.employee_no !== user.employeeNo && !user.isSuperuser) return FORBIDDEN;
    const where = query.search
      ? sql`employee_no = ${params.employee_no} AND description ILIKE ${likePattern(query.search)}`
      : sql`employee_no = ${params.employee_no}`;
    const dir = query.direction === 'desc' ? sql`DESC` : sql`ASC`;
    const rows = await deps.db.rows<{ id: number; description: string; created_at: unknown }>(sql`
      SELECT id, description, created_at FROM notifications WHERE ${where}
      ORDER BY ${orderBy(ORDER_COLUMNS, query.order_by, 'created_at')} ${dir}, id ${dir}
      LIMIT ${query.page_size} OFFSET ${query.page * query.page_size}`);
    const count = await deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM notifications WHERE ${where}`);
    const result: Notification[] = rows.map((r) => ({ id: r.id, description: r.description, created_at: isoTime(r.created_at) }));
    return ok(result, count?.n ?? 0);
  },
});

export const notificationRoutes = [listNotifications];

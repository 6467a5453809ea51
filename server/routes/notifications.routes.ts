import { listNotificationsEp, type Notification } from '../../contract/notifications';
import { isoTime, sql } from '../db/db';
import { FORBIDDEN } from '../http/answer';
import { pagedList, route } from '../kit';

/** The bell (spec 000 §2.7, §9): own notifications, 10 a page, oldest first by default. */
export const listNotifications = route(listNotificationsEp, {
  // Every signed-in user has a bell; whose notifications is checked below.
  scopes: 'authenticated',
  summary: "A page of the user's notifications (others' only for the superuser role)",
  handler: async ({ params, query, user, deps, ok }) => {
    if (params.employee_no !== user.employeeNo && !user.isSuperuser) return FORBIDDEN;
    const { rows, total } = await pagedList<{ id: number; description: string; created_at: unknown }, 'created_at' | 'description'>(deps.db, {
      select: sql`id, description, created_at`,
      from: sql`notifications`,
      where: [sql`employee_no = ${params.employee_no}`],
      search: { text: query.search, in: [sql`description`] },
      sort: { created_at: sql`created_at`, description: sql`description` },
      tiebreak: sql`id`,
      query,
    });
    return ok(
      rows.map((r): Notification => ({ id: r.id, description: r.description, created_at: isoTime(r.created_at) })),
      total,
    );
  },
});

export const notificationRoutes = [listNotifications];

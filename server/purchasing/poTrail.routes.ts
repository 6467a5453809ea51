import { poTrailEp, type PoTrailRow } from '../../contract/purchasing';
import { sql } from '../db/db';
import { notFound } from '../http/answer';
import { route, userName } from '../kit';
import { PR_ANY } from './scopes';

export const poTrailLogs = route(poTrailEp, {
  scopes: [...PR_ANY, 'view_purchase_orders'],
  summary: 'Trail log entries of a purchase order, oldest first (Purchase Order Trail Logs modal)',
  handler: async ({ params, deps, ok }) => {
    const po = await deps.db.one(sql`SELECT 1 FROM purchase_orders WHERE po_hdr_id = ${params.po_hdr_id}`);
    if (!po) return notFound('Purchase order not found.');
    const rows = await deps.db.rows<PoTrailRow>(sql`
      SELECT t.log_trail_id::int AS log_trail_id, jsonb_build_object('employee_name', ${userName('u')}) AS user_details,
             t.remarks, to_char(t.date_time AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS') AS date_time, t.po_hdr_id
      FROM po_trail_logs t LEFT JOIN users u ON u.id = t.user_id
      WHERE t.po_hdr_id = ${params.po_hdr_id} ORDER BY t.date_time, t.log_trail_id`);
    return ok(rows);
  },
});

export const poTrailRoutes = [poTrailLogs];

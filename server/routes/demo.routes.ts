import { demoOutboxEp, type OutboxMessage } from '../../contract';
import { isoTime, sql } from '../db/db';
import { route } from '../kit';

/**
 * Demo mode only (never registered when ERP_MODE=production): what the demo
 * sender "sent", so people trying the app and the tests can read one-time
 * codes and reset links without a mail server.
 */
export const demoOutbox = route(demoOutboxEp, {
  scopes: 'public',
  demoOnly: true,
  summary: 'Latest demo outbox messages, newest first (filter by recipient, channel)',
  handler: async ({ query, deps, ok }) => {
    // Messages are sent in the background (forgot password): wait for what was started before this read.
    await deps.background.settled();
    const recipient = query.recipient ? sql`AND lower(recipient) = lower(${query.recipient})` : sql``;
    const channel = query.channel ? sql`AND channel = ${query.channel}` : sql``;
    const rows = await deps.db.rows<Omit<OutboxMessage, 'created_at'> & { created_at: unknown }>(sql`
      SELECT id, channel, recipient, subject, body, created_at FROM outbox
      WHERE true ${recipient} ${channel}
      ORDER BY id DESC LIMIT ${query.limit}`);
    const result: OutboxMessage[] = rows.map((r) => ({ ...r, created_at: isoTime(r.created_at) }));
    return ok(result);
  },
});

export const demoRoutes = [demoOutbox];

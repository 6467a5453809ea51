import type { FastifyBaseLogger } from 'fastify';
import { isoAt, type Clock } from '../clock';
import { sql, type Db } from '../db/db';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  /** E-mail address or mobile number. */
  recipient: string;
  subject: string;
  body: string;
}

/**
 * Where one-time codes and reset links go. The server only knows this
 * interface; an SMS gateway or SMTP relay is one more implementation.
 * `send` answers whether the message left (false: not sent, tell the user).
 */
export interface Sender {
  send(message: OutgoingMessage): Promise<boolean>;
}

/**
 * Demo mode: every message is written to the server log and to the outbox
 * table, where the demo endpoint /api/__demo__/outbox and the tests read the
 * codes and links. Never used in production (it would log secrets).
 */
export function demoSender(db: Db, clock: Clock, log: FastifyBaseLogger): Sender {
  return {
    async send(m) {
      await db.run(sql`
        INSERT INTO outbox (channel, recipient, subject, body, created_at)
        VALUES (${m.channel}, ${m.recipient}, ${m.subject}, ${m.body}, ${isoAt(clock.now())}::timestamptz)`);
      log.info({ outbox: { channel: m.channel, recipient: m.recipient, subject: m.subject } }, `[demo outbox] ${m.body}`);
      return true;
    },
  };
}

/**
 * Production without a configured gateway: nothing is sent and nothing secret
 * is logged; the log says sending is not configured so the operator notices.
 */
export function unconfiguredSender(log: FastifyBaseLogger): Sender {
  return {
    async send(m) {
      log.warn({ channel: m.channel }, `Sending ${m.channel} messages is not configured: "${m.subject}" was not sent`);
      return false;
    },
  };
}

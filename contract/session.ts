import { z } from 'zod';
import { id, text, wholeNumber } from './envelope';
import type { UserProfile } from './auth';
import { endpoint } from './kit';

/**
 * Calls around the session that the spec does not list but the app needs:
 * logout, own profile and permissions, forgot-password, the production gate,
 * and the demo outbox. Request schemas are shared by the SPA and the server.
 */

/** GET /users/me answer. */
export type MeResult = UserProfile;

/** GET /users/permissions answer: the scope strings the signed-in user holds. */
export type PermissionsResult = string[];

/** The signed-in user's scopes, read again on every full page load (src/app/usePermissionsRefresh.ts). */
export const permissionsEp = endpoint<PermissionsResult>()({ method: 'GET', path: '/users/permissions', tag: 'permissions' });

/** Path parameter of /ecosystem_detail/{user_id} (and other per-user calls). */
export const userIdParams = z.object({ user_id: id() });

/** Profile of the signed-in user. */
export const meEp = endpoint<MeResult>()({ method: 'GET', path: '/users/me', tag: 'me' });

/** End the current session: the token stops working at once. */
export const logoutEp = endpoint<string>()({ method: 'POST', path: '/users/logout' });

/** "Go To SO Portal" (spec 000 §2.6): the portal address with a fresh cross-login token, for oneself only. */
export const ecosystemDetailEp = endpoint<string>()({ method: 'GET', path: '/ecosystem_detail/:user_id', params: userIdParams });

/** POST /forgot-password: the same answer whether or not the address is known. */
export const FORGOT_PASSWORD_SENT = 'If the email address is registered, a password reset link has been sent to it.';

/** POST /gate/verify: the production-host gate (spec 000 §2.4). */
export const gateBody = z.object({
  username: text().min(1, 'Username is required').max(200),
  password: text().min(1, 'Password is required').max(200),
});
export type GateBody = z.infer<typeof gateBody>;

/** GET /gate/status answer: whether the gate modal must be shown. */
export interface GateStatus {
  required: boolean;
}

/** Whether the gate modal must be shown; public (before sign-in). */
export const gateStatusEp = endpoint<GateStatus>()({ method: 'GET', path: '/gate/status', tag: 'gate' });
/** Pass the gate: success sets the gate cookie. Public. */
export const gateVerifyEp = endpoint<string>()({ method: 'POST', path: '/gate/verify', body: gateBody });

/** Name and life of the gate cookie (18000 s, spec 000 §2.4). */
export const GATE_COOKIE = 'erp_gate';
export const GATE_COOKIE_SECONDS = 18000;

/** GET /__demo__/outbox (demo mode only): messages the demo sender "sent", newest first. */
export const outboxQuery = z.object({
  recipient: text().max(200).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: wholeNumber(1, 200).default(50),
});

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/** The demo outbox (registered only when ERP_MODE=demo). */
export const demoOutboxEp = endpoint<OutboxMessage[]>()({ method: 'GET', path: '/__demo__/outbox', query: outboxQuery });

import { Codes, GATE_COOKIE, GATE_COOKIE_SECONDS, gateStatusEp, gateVerifyEp, type GateStatus } from '../../contract';
import { gateEnabled } from '../config';
import { tooManyAttemptsMessage } from '../auth/rateLimiter';
import { safeEqual } from '../auth/tokens';
import { answer, ok, tooMany } from '../http/answer';
import { route } from '../kit';
import { MSG } from './messages';

/**
 * The production-host gate (spec 000 §2.4): a shared username and password
 * before the sign-in screen, remembered by a cookie for 18000 s. It is a
 * curtain against casual visitors, as in the original, not a security
 * boundary: the cookie carries no secret, sign-in and scopes protect the data.
 */

function hasGateCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((c) => c.trim() === `${GATE_COOKIE}=1`);
}

export const gateStatus = route(gateStatusEp, {
  scopes: 'public',
  summary: 'Whether the gate modal must be shown (gate configured and no gate cookie)',
  handler: async ({ deps, request }) => {
    const result: GateStatus = { required: gateEnabled(deps.config) && !hasGateCookie(request.headers.cookie) };
    return ok(result);
  },
});

export const gateVerify = route(gateVerifyEp, {
  scopes: 'public',
  summary: 'Check the gate credentials; success sets the erp_gate cookie',
  handler: async ({ body, deps, ip }) => {
    if (!gateEnabled(deps.config)) return ok('The gate is not enabled.');
    const { wait, hit } = await deps.limiters.gate.take(ip);
    if (wait > 0) return tooMany(wait, tooManyAttemptsMessage(wait));
    // Both compared every time (no short-circuit on the username).
    const userOk = safeEqual(body.username, deps.config.gateUsername ?? '');
    const passOk = safeEqual(body.password, deps.config.gatePassword ?? '');
    if (!(userOk && passOk)) return answer(Codes.INVALID_CREDENTIALS, MSG.gateWrong);
    await deps.limiters.gate.giveBack(hit);
    return {
      ...ok('Access granted.'),
      headers: { 'set-cookie': `${GATE_COOKIE}=1; Max-Age=${GATE_COOKIE_SECONDS}; Path=/; SameSite=Strict; HttpOnly` },
    };
  },
});

export const gateRoutes = [gateStatus, gateVerify];

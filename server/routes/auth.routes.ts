import {
  Codes,
  loginEp,
  logoutEp,
  otpViaEp,
  resendOtpEp,
  singleSignOnEp,
  verifyOtpEp,
  type LoginResult,
  type OtpViaResult,
} from '../../contract';
import { checkPassword, signIn } from '../auth/credentials';
import { consumeCrossLoginToken } from '../auth/crossLogin';
import { decoyChannels, maskEmail, maskMobile } from '../auth/mask';
import { issueOtp, verifyOtp } from '../auth/otp';
import { tooManyAttemptsMessage } from '../auth/rateLimiter';
import { commonEmailDomain, findUserByEmployeeNo, findUserByUsername } from '../auth/users';
import { answer, tooMany } from '../http/answer';
import { route } from '../kit';
import type { Deps } from '../deps';
import { MSG } from './messages';

/** Sign-in (spec 000 §2.2-2.3, §4, §7; 002 §7.2): password, one-time code, single sign-on, logout. */

const invalidCredentials = () => answer(Codes.INVALID_CREDENTIALS, MSG.invalidCredentials);
const limited = (ms: number) => tooMany(ms, tooManyAttemptsMessage(ms));

/**
 * The password check every sign-in step starts with (login, resend, verify):
 * rate limit, credentials, then — only for someone who knows the password —
 * whether the account is deactivated.
 */
async function activeUser(deps: Deps, username: string, password: string, ip: string) {
  const check = await checkPassword(deps, username, password, ip);
  if (check.kind === 'limited') return { ok: false, answer: limited(check.retryAfterMs) } as const;
  if (check.kind === 'bad') return { ok: false, answer: invalidCredentials() } as const;
  if (!check.user.active) return { ok: false, answer: answer(Codes.LOGIN_MESSAGE, MSG.deactivated) } as const;
  return { ok: true, user: check.user } as const;
}

export const login = route(loginEp, {
  scopes: 'public',
  summary: 'Password sign-in; users with one-time codes get { user: null, token: null }',
  handler: async ({ body, deps, ip, ok }) => {
    const check = await activeUser(deps, body.username, body.password, ip);
    if (!check.ok) return check.answer;
    const { user } = check;
    if (user.otp_enabled) {
      const pending: LoginResult = { user: null, token: null };
      return ok(pending);
    }
    return ok(await signIn(deps, user));
  },
});

export const otpVia = route(otpViaEp, {
  scopes: 'public',
  summary: 'Channels (sms, email) a one-time code can be sent to, masked',
  handler: async ({ body, deps, ip, ok }) => {
    const { wait } = await deps.limiters.otpVia.take(ip);
    if (wait > 0) return limited(wait);
    // The same two queries whoever asks: the answer and its timing do not tell whether the username exists.
    const domain = await commonEmailDomain(deps);
    const user = await findUserByUsername(deps.db, body.username);
    const result: OtpViaResult = {
      channels:
        user && user.active
          ? [
              ...(user.mobile ? [{ via: 'sms' as const, destination: maskMobile(user.mobile) }] : []),
              { via: 'email' as const, destination: maskEmail(user.email) },
            ]
          : decoyChannels(deps.config.crossLoginSecret, body.username, domain),
    };
    return ok(result);
  },
});

export const resendOtp = route(resendOtpEp, {
  scopes: 'public',
  summary: 'Send a new one-time code by sms or email (password checked again)',
  handler: async ({ body, deps, ip, ok }) => {
    const check = await activeUser(deps, body.username, body.password, ip);
    if (!check.ok) return check.answer;
    const { user } = check;
    if (!user.otp_enabled) return answer(Codes.INVALID_REQUEST, [MSG.otpNotEnabled], 422);
    const recipient = body.via === 'sms' ? user.mobile : user.email;
    if (!recipient) return answer(Codes.EMAIL_ERROR, MSG.otpNotSent(body.via));

    const key = `otp-send|${user.id}`;
    const { wait } = await deps.limiters.otpSend.take(key);
    if (wait > 0) return limited(wait);

    const code = await issueOtp(deps.db, deps.clock, user.id, body.via);
    const sent = await deps.sender.send({
      channel: body.via,
      recipient,
      subject: 'Your one-time sign-in code',
      body: `Your ERP sign-in code is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
    });
    return sent ? ok(MSG.otpSent(body.via)) : answer(Codes.EMAIL_ERROR, MSG.otpNotSent(body.via));
  },
});

export const verifyOtpRoute = route(verifyOtpEp, {
  scopes: 'public',
  summary: 'Check the one-time code; success answers like a password sign-in',
  handler: async ({ body, deps, ip, ok }) => {
    const check = await activeUser(deps, body.username, body.password, ip);
    if (!check.ok) return check.answer;
    const { user } = check;

    const key = `otp-verify|${user.id}`;
    // Counted before the code is checked, so concurrent guesses get no more than the limit; a right code forgets them.
    const { wait } = await deps.limiters.otpVerify.take(key);
    if (wait > 0) return limited(wait);
    if (!(await verifyOtp(deps.db, deps.clock, user.id, body.otp))) return answer(Codes.INVALID_CREDENTIALS, MSG.invalidOtp);
    await deps.limiters.otpVerify.reset(key);
    return ok(await signIn(deps, user));
  },
});

export const singleSignOn = route(singleSignOnEp, {
  scopes: 'public',
  summary: 'Single sign-on arrival: euid (employee no.) and a signed, single-use cross-login token',
  handler: async ({ query, deps }) => {
    const failed = answer(Codes.INVALID_CREDENTIALS, MSG.ssoFailed);
    const claims = await consumeCrossLoginToken(deps.db, deps.config.crossLoginSecret, query.token, query.euid, deps.clock.now());
    if (!claims) return failed;
    const user = await findUserByEmployeeNo(deps.db, claims.euid);
    // The other portal already authenticated the user (one-time code included): no second code here.
    if (!user || !user.active) return failed;
    const result: LoginResult = await signIn(deps, user);
    return answer(Codes.SSO_OK, result);
  },
});

export const logout = route(logoutEp, {
  scopes: 'authenticated',
  summary: 'End the current session (the token stops working at once)',
  handler: async ({ user, deps, ok }) => {
    await deps.sessions.revoke(user.sessionHash);
    return ok(MSG.loggedOut);
  },
});

export const authRoutes = [login, otpVia, resendOtp, verifyOtpRoute, singleSignOn, logout];

import { Codes, FORGOT_PASSWORD_SENT, forgotPasswordEp, resetPasswordEp, type ResetPasswordResult } from '../../contract';
import { hashPassword } from '../auth/password';
import { passwordRefusals } from '../auth/passwordPolicy';
import { consumeResetToken, createResetToken, resetTokenIsLive } from '../auth/passwordReset';
import { tooManyAttemptsMessage } from '../auth/rateLimiter';
import { findUserByEmail } from '../auth/users';
import { sql } from '../db/db';
import { answer, invalid, tooMany } from '../http/answer';
import { recordRevision, route } from '../kit';
import { MSG } from './messages';

/** Forgot password and reset (spec 002 §7.2): a single-use link by e-mail. */

export const forgotPassword = route(forgotPasswordEp, {
  scopes: 'public',
  summary: 'E-mail a password reset link; the answer is the same for unknown addresses',
  handler: async ({ body, deps, ip, ok }) => {
    const { resetIp, resetEmail } = deps.limiters;
    const emailKey = body.email.toLowerCase();
    const byIp = await resetIp.take(ip);
    if (byIp.wait > 0) return tooMany(byIp.wait, tooManyAttemptsMessage(byIp.wait));
    const byEmail = await resetEmail.take(emailKey);
    if (byEmail.wait > 0) {
      await resetIp.giveBack(byIp.hit);
      return tooMany(byEmail.wait, tooManyAttemptsMessage(byEmail.wait));
    }

    // Answered before the address is even looked up: known and unknown addresses take the same time.
    deps.background.run('password reset link', async () => {
      const user = await findUserByEmail(deps.db, body.email);
      if (!user || !user.active) return;
      const token = await createResetToken(deps.db, deps.clock, user.email);
      const link = new URL('/reset-password', deps.config.publicUrl);
      link.searchParams.set('token', token);
      link.searchParams.set('email', user.email);
      await deps.sender.send({
        channel: 'email',
        recipient: user.email,
        subject: 'Reset your ERP password',
        body: `Open this link within 60 minutes to set a new password: ${link.toString()} If you did not ask for it, ignore this message.`,
      });
    });
    return ok(FORGOT_PASSWORD_SENT);
  },
});

export const resetPassword = route(resetPasswordEp, {
  scopes: 'public',
  summary: 'Set a new password with the token from the reset link; ends every session of the user',
  handler: async ({ body, deps, ok }) => {
    const refused = answer(Codes.EMAIL_ERROR, { email: MSG.resetInvalid });
    const user = await findUserByEmail(deps.db, body.email);
    if (!user || !(await resetTokenIsLive(deps.db, deps.clock, body.email, body.token))) return refused;
    const refusals = passwordRefusals(body.password, user.username);
    if (refusals.length) return invalid(refusals, { password: refusals });
    // Hash outside the transaction (it takes a while); the token is consumed inside it.
    const hash = await hashPassword(body.password, deps.config.passwordHashCost);
    const done = await deps.db.transaction(async (tx) => {
      if (!(await consumeResetToken(tx, deps.clock, body.email, body.token))) return false;
      // The user chose it: no change is due at the next sign-in.
      await tx.run(sql`UPDATE users SET password_hash = ${hash}, must_change_password = false WHERE id = ${user.id}`);
      await deps.sessions.revokeAllOf(user.id, undefined, tx);
      await recordRevision(tx, {
        entity: 'users',
        entityId: user.id,
        action: 'password reset',
        userId: user.id,
        at: new Date(deps.clock.now()).toISOString(),
        module: 'User Management',
        reference: user.username,
      });
      return true;
    });
    if (!done) return refused;
    const result: ResetPasswordResult = ['success', MSG.resetDone];
    return ok(result);
  },
});

export const passwordRoutes = [forgotPassword, resetPassword];

import { changePasswordEp, meEp, permissionsEp, type PermissionsResult } from '../../contract';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordRefusals } from '../auth/passwordPolicy';
import { tooManyAttemptsMessage } from '../auth/rateLimiter';
import { findUserById, holdsAny } from '../auth/users';
import { sql } from '../db/db';
import { FORBIDDEN, invalid, notFound, tooMany } from '../http/answer';
import { recordRevision, route } from '../kit';
import { MSG } from './messages';

/** The signed-in user: profile, scopes, password change (spec 000 §3-4, 002 §7.2). */

export const me = route(meEp, {
  scopes: 'authenticated',
  summary: 'Profile of the signed-in user',
  handler: async ({ user, ok }) => ok(user.profile),
});

export const permissions = route(permissionsEp, {
  scopes: 'authenticated',
  summary: 'Scope strings the signed-in user holds (every scope for the superuser role)',
  handler: async ({ user, ok }) => {
    const result: PermissionsResult = [...user.scopes].sort();
    return ok(result);
  },
});

export const changePassword = route(changePasswordEp, {
  // Own password: any signed-in user. Another user's: update_user, checked below
  // because the rule depends on the body.
  scopes: 'authenticated',
  summary: "Change own password or another user's (needs update_user); the current password is always asked",
  handler: async ({ body, user, deps, ok }) => {
    const own = body.user_id === user.id;
    if (!own && !holdsAny(user, ['update_user'])) return FORBIDDEN;
    const target = await findUserById(deps.db, body.user_id);
    if (!target) return notFound(MSG.userNotFound);

    // Spec 002 §5: all three fields are required, on one's own password and on another user's. For another user
    // the current password is the administrator's own: who sets someone's password proves it is them.
    const signer = own ? target : await findUserById(deps.db, user.id);
    const key = `change-password|${user.id}`;
    // Counted before the check (concurrent guesses get no more than the limit), given back when the password was right.
    const { wait, hit } = await deps.limiters.changePassword.take(key);
    if (wait > 0) return tooMany(wait, tooManyAttemptsMessage(wait));
    if (!body.current_password || !signer || !(await verifyPassword(body.current_password, signer.password_hash))) {
      return invalid([MSG.currentPasswordWrong]);
    }
    await deps.limiters.changePassword.giveBack(hit);
    if (body.current_password === body.new_password) return invalid([MSG.currentPasswordSame]);
    const refusals = passwordRefusals(body.new_password, target.username);
    if (refusals.length) return invalid(refusals);

    const hash = await hashPassword(body.new_password, deps.config.passwordHashCost);
    await deps.db.transaction(async (tx) => {
      // A password someone else chose is a first password: its user must change it at the next sign-in.
      await tx.run(sql`UPDATE users SET password_hash = ${hash}, must_change_password = ${!own} WHERE id = ${target.id}`);
      // Sessions opened with the old password end; the user keeps the one they are using.
      await deps.sessions.revokeAllOf(target.id, own ? user.sessionHash : undefined, tx);
      // Never the hash: the revision says only that it changed, and who changed it.
      await recordRevision(tx, {
        entity: 'users',
        entityId: target.id,
        action: own ? 'password changed' : 'password set by administrator',
        userId: user.id,
        at: new Date(deps.clock.now()).toISOString(),
        module: 'User Management',
        reference: target.username,
      });
    });
    return ok(MSG.passwordChanged);
  },
});

export const userRoutes = [me, permissions, changePassword];

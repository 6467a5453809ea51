import { ecosystemDetailEp } from '../../contract';
import { signCrossLoginToken } from '../auth/crossLogin';
import { FORBIDDEN } from '../http/answer';
import { route } from '../kit';

/** "Go To SO Portal" (spec 000 §2.6, §7): the portal address with a fresh cross-login token. */
export const ecosystemDetail = route(ecosystemDetailEp, {
  // Only for oneself: a token for someone else would be a way to become them.
  scopes: 'authenticated',
  summary: 'SO portal URL with ?euid=<employee no.>&token=<cross-login token> for the signed-in user',
  handler: async ({ params, user, deps, ok }) => {
    if (params.user_id !== user.id) return FORBIDDEN;
    const url = new URL(deps.config.soPortalUrl);
    url.searchParams.set('euid', user.employeeNo);
    url.searchParams.set('token', signCrossLoginToken(deps.config.crossLoginSecret, user.employeeNo, deps.clock.now()));
    return ok(url.toString());
  },
});

export const ecosystemRoutes = [ecosystemDetail];

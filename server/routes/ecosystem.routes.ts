import { userIdParams } from '../../contract';
import { signCrossLoginToken } from '../auth/crossLogin';
import { FORBIDDEN, ok } from '../http/answer';
import { defineRoute } from '../http/routeRegistry';

/** "Go To SO Portal" (spec 000 §2.6, §7): the portal address with a fresh cross-login token. */
export const ecosystemDetail = defineRoute({
  method: 'GET',
  url: '/ecosystem_detail/:user_id',
  // Only for oneself: a token for someone else would be a way to become them.
  scopes: 'authenticated',
  summary: 'SO portal URL with ?euid=<employee no.>&token=<cross-login token> for the signed-in user',
  params: userIdParams,
  handler: async ({ params, user, deps }) => {
    if (params.user_id !== user.id) return FORBIDDEN;
    const url = new URL(deps.config.soPortalUrl);
    url.searchParams.set('euid', user.employeeNo);
    url.searchParams.set('token', signCrossLoginToken(deps.config.crossLoginSecret, user.employeeNo, deps.clock.now()));
    return ok(url.toString());
  },
});

export const ecosystemRoutes = [ecosystemDetail];

import { JV_COA_MODULE, JV_SCOPES } from '../../contract/journalVouchers';
import { jvCoaTagEp } from '../../contract/payableVouchers';
import { route } from '../kit';
import { coaTagOptions } from '../payableVouchers/public';

/** The JV form's COA tags (spec 002 §7.8 "Others"): the accounts under each that the user may post to on a journal voucher. */
export const jvLookupRoutes = [
  route(jvCoaTagEp, {
    scopes: [JV_SCOPES.create, JV_SCOPES.view],
    summary: 'COA tags with the accounts under each that the signed-in user may post to on a journal voucher',
    handler: async ({ deps, user, ok }) => ok(await coaTagOptions(deps.db, user, JV_COA_MODULE)),
  }),
];

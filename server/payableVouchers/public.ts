/**
 * What other parts of the server may use of payableVouchers: the one file another folder imports from it (lint:
 * scripts/eslint/serverBoundaries.js). Anything else in the folder is
 * its own, free to change.
 */
export { createCv, releaseCv } from './checks';
export { coaTagOptions } from './lookups.routes';
export { PV_STORE } from './transitions';
export { lockPv, PAYEE_JOIN, PAYEE_NAME, PV_ADVANCES_APPLIED, type VoucherActor } from './vouchers';

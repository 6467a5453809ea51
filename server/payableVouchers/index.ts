import type { RouteDef } from '../http/routeRegistry';

/** Payable and check vouchers, and the BIR 2307 (issue 13). Filled in by its module. */
export const payableVoucherRoutes: RouteDef[] = [];

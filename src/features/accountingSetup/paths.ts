/** The chart's routes (src/app/routeTable.ts: /finance-and-accounting/chart-of-account/:id?). */
export const COA_BASE = '/finance-and-accounting/chart-of-account';
export const accountPath = (accountId: number) => `${COA_BASE}/${accountId}`;
export const tabPath = (tab: string) => (tab === 'accounts' ? COA_BASE : `${COA_BASE}?tab=${tab}`);

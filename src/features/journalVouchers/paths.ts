import type { JvTab } from '../../../contract/journalVouchers';

/** Where the journal voucher screens live (the route table's finance and accounting routes). */
const FA = '/finance-and-accounting';
export const JV_PATH = `${FA}/journal-voucher`;
export const JV_ALL_PATH = `${FA}/journal-voucher/all`;
export const JV_NEW_SLUG = 'new';
export const jvTabPath = (tab: JvTab | typeof JV_NEW_SLUG) => `${JV_PATH}/${tab}`;
export const PERIOD_CLOSE_PATH = `${FA}/period-close`;

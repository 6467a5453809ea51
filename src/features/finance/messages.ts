import { FINANCE_MESSAGES } from '../../../contract/finance';

/*
 * Messages of the finance screens, word for word from spec 000 §5 and §8
 * (users know them, spelling included), so every screen and test uses the
 * same text. The filter checks' messages are the contract's (the bodies'
 * own rules); only what the server never says is written here.
 */

/** Search (and trial balance export) with Date From after Date To or before the first day. */
export const INVALID_DATE = FINANCE_MESSAGES.invalidDate;
/** A date left empty. */
export const SELECT_DATES = FINANCE_MESSAGES.selectDates;
/** General ledger export with wrong dates. */
export const CORRECT_DATES = FINANCE_MESSAGES.correctDates;
/** Trial balance and income statement failure: the report kit's words. */
export { REPORT_ERROR } from '../../components/report/reportParts';
/** General ledger drill-down failure. */
export const DRILL_DOWN_ERROR = 'Something went wrong while processing your general ledger request!';
/** Progress toast while a general ledger page loads. */
export const GL_PROGRESS = 'Getting Transaction, Please wait...';

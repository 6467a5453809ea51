/*
 * Messages of the finance screens, word for word from spec 000 §5 and §8
 * (users know them, spelling included), so every screen and test uses the
 * same text.
 */

/** Search (and trial balance export) with Date From after Date To or before the first day. */
export const INVALID_DATE = 'Please provide valid date!';
/** A date left empty (trial balance, income statement; trial balance export). */
export const SELECT_DATES = 'Please select dates!';
/** General ledger export with wrong dates. */
export const CORRECT_DATES = 'Please select correct dates!';
/** Trial balance and income statement failure. */
export const REPORT_ERROR = 'Error occured. Please try again later';
/** General ledger drill-down failure. */
export const DRILL_DOWN_ERROR = 'Something went wrong while processing your general ledger request!';
/** Progress toast while a general ledger page loads. */
export const GL_PROGRESS = 'Getting Transaction, Please wait...';

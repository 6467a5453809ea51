/*
 * The report pieces these two sub-ledgers use come from the report kit; the
 * error words are the finance reports' own.
 */
export { Amount, BOOKS_START, TotalsSection, accepted, monthStart } from '../../components/report/reportParts';

export const REPORT_ERROR = 'Error occured. Please try again later';

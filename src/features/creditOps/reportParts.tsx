/* The report pieces the credit sub-ledgers use, from the report kit. */
export { Amount, BOOKS_START, REPORT_ERROR, TotalsSection, accepted, monthStart } from '../../components/report/reportParts';

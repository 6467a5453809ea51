/** What the check voucher screens read from the contracts, in one place. */
export { CV_STATUSES, CV_STATUS_SLUGS, cvColumns, cvCreateEp, cvListEp, cvReleaseEp, cvShowEp, cvVoidEp, cvBanksEp, type CvRow, type CvStatus } from '../../../contract/checkVouchers';
export { PAYEE_TYPES as PAYEE_TYPES_LABEL } from '../../../contract/payableVouchers';

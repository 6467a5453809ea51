/** Where the voucher screens live (the route table's finance and accounting routes). */
const FA = '/finance-and-accounting';
export const PV_PATH = `${FA}/payable-voucher`;
export const PV_ALL_PATH = `${FA}/payable-voucher/all`;
export const pvPath = (id: number) => `${PV_PATH}/${id}`;
export const CV_PATH = `${FA}/check-voucher`;
export const PENDING_PAYMENT_PATH = `${FA}/check-voucher/pending-payment-vouchers`;

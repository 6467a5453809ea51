/** Where the collection screens live (the route table's credit and collections management routes). */
export const COLLECTIONS_PATH = '/credit-and-collections/management/collections';
export const paymentApplicationPath = (receiptId?: number) => `/credit-and-collections/management/payment-application${receiptId ? `/${receiptId}` : ''}`;
/** Payment Application of a customer return's credit memo advance (issue 25). */
export const returnApplicationPath = (srpfId: number) => `/credit-and-collections/management/payment-application?credit_memo=${srpfId}`;

/** Where the credit desk's screens live (the route table's credit and collections routes). */
export const CREDIT_HOME = '/credit-and-collections';
const CCM = '/credit-and-collections/management';
export const creditCustomersPath = `${CCM}/customers`;
export const agingPath = `${CCM}/customer-aging`;
export const memosPath = `${CCM}/memo/credit`;
export const customerCollectionsPath = (customerId: number) => `${CREDIT_HOME}/customer/${customerId}`;
export const customerCenterPath = (customerId?: number) => `${CCM}/customer-center${customerId ? `/${customerId}` : ''}`;
export const soaPath = (tab?: 'customer' | 'branch', customerCode?: string) =>
  `${CCM}/statement-of-account${tab ? `/${tab}` : ''}${customerCode ? `?customer_code=${encodeURIComponent(customerCode)}` : ''}`;
export const noticePath = (customerCode: string) => `/notification/${encodeURIComponent(customerCode)}`;
// The collection screens' paths: features do not import each other, so these repeat src/features/collections/paths.ts.
export const COLLECTIONS_PATH = `${CCM}/collections`;
export const paymentApplicationPath = (receiptId?: number) => `${CCM}/payment-application${receiptId ? `/${receiptId}` : ''}`;

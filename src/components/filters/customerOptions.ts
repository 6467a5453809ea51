import { customerLoader } from '../lookups/customerLookup';

/** Customers by name or code; the value is the customer code (what the calls take). */
export const searchCustomerCodes = customerLoader('ledgers', 'code');

import { customerLoader } from '../../components/lookups/customerLookup';

export { customerLabel } from '../../components/lookups/customerLookup';

/** Active customers by code or name; the value is the code. */
export const searchMemoCustomers = customerLoader('memos', 'code');

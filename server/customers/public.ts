/**
 * What other parts of the server may use of customers: the one file another folder imports from it (lint:
 * scripts/eslint/serverBoundaries.js). Anything else in the folder is
 * its own, free to change.
 */
export { seedCustomerProfiles } from './seed';
export { customerLookupQuery } from './lookup';

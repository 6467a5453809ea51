/**
 * What other parts of the server may use of products: the one file another folder imports from it (lint:
 * scripts/eslint/serverBoundaries.js). Anything else in the folder is
 * its own, free to change.
 */
export { CREATION_STORE, UPDATE_STORE } from './transitions';
export { availableStock } from './productSql';

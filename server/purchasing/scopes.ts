import type { Scope } from '../../contract';

/** Whoever sees any tab or acts on requests may open one. */
export const PR_ANY: readonly [Scope, ...Scope[]] = [
  'view_pending_purchase_request_list',
  'view_approved_purchase_request_list',
  'view_editing_purchase_request_list',
  'view_cancelled_purchase_request_list',
  'can_create_purchase_request',
  'can_approve_purchase_request',
  'can_update_purchase_request',
  'can_decline_purchase_request',
  'can_cancel_purchase_request',
];

/** Choosing suppliers and products: only those who write lines. */
export const PR_EDITORS: readonly [Scope, ...Scope[]] = ['can_create_purchase_request', 'can_update_purchase_request'];

/** Reading a product's forecast and purchase logs (the product detail tabs). */
export const PRODUCT_READERS: readonly [Scope, ...Scope[]] = ['view_products', 'get_specific_product'];

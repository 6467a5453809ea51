import { callEndpoint } from '../../api/endpoints';
import { toFormData } from '../upload';
import {
  attachToPurchaseRequestEp,
  createPurchaseRequestEp,
  PR_ATTACHMENT_FIELD,
  searchSuppliersEp,
  supplierProductsEp,
  updatePurchaseRequestEp,
} from '../../../contract/purchasing';
import { approvePurchaseRequestEp, cancelPurchaseRequestEp, declinePurchaseRequestEp } from '../../../contract/purchaseRequestQueue';
import type { PrButton } from './rules';

/**
 * The declared calls of the purchase request form (contract/purchasing.ts and
 * purchaseRequestQueue.ts). Reads go through the cache in the components
 * (useRead); these are the imperative ones: a search-as-you-type lookup, the
 * product list a caller outside the form needs once, and the multipart upload.
 */

/** The write behind each form button; each invalidates the purchase requests' cache tag. */
export const PR_BUTTON_ENDPOINT = {
  save: createPurchaseRequestEp,
  update: updatePurchaseRequestEp,
  approve: approvePurchaseRequestEp,
  decline: declinePurchaseRequestEp,
  cancel: cancelPurchaseRequestEp,
} as const satisfies Record<PrButton, unknown>;

export const prApi = {
  /** Active suppliers matching the text (the supplier picker's loader). */
  suppliers: async (search: string) => (await callEndpoint(searchSuppliersEp, { query: { search } })).result,
  /** A supplier's products, once (the product forecast's "Purchase Request Form"); the form itself reads them through the cache. */
  products: async (vendorId: number) => (await callEndpoint(supplierProductsEp, { params: { vendor_id: vendorId } })).result,
  /**
   * Sends chosen files to a saved request (multipart, outside the envelope
   * calls of the kit); answers the request with its attachments. The caller
   * invalidates the purchase requests' tag afterwards (invalidateTag).
   */
  attach: async (prHdrId: number, files: readonly File[]) =>
    // Multipart: the body is the files' form data, which the endpoint's schema does not describe.
    (await callEndpoint(attachToPurchaseRequestEp, { params: { pr_hdr_id: prHdrId }, body: toFormData({}, { [PR_ATTACHMENT_FIELD]: files }) as never })).result,
};

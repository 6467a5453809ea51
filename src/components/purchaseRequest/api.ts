import { api } from '../../api/client';
import { toFormData } from '../upload';
import {
  PR_ATTACHMENT_FIELD,
  PURCHASING_PATHS,
  type PoTrailRow,
  type PrActionBody,
  type PrCreateBody,
  type PrUpdateBody,
  type PurchaseRequest,
  type SupplierOption,
  type SupplierProduct,
} from '../../../contract/purchasing';
import { approvePurchaseRequestEp, cancelPurchaseRequestEp, declinePurchaseRequestEp } from '../../../contract/purchaseRequestQueue';
import type { PrButton } from './rules';

/** The calls of the purchase request form (paths in contract/purchasing.ts). */
export const prApi = {
  show: async (id: number) => (await api.get<PurchaseRequest>(PURCHASING_PATHS.prShow(id))).result,
  suppliers: async (search: string) => (await api.get<SupplierOption[]>(PURCHASING_PATHS.supplierSearch, search ? { search } : {})).result,
  products: async (vendorId: number) => (await api.get<SupplierProduct[]>(PURCHASING_PATHS.supplierProducts(vendorId))).result,
  poTrail: async (poHdrId: number) => (await api.get<PoTrailRow[]>(PURCHASING_PATHS.poTrail(poHdrId))).result,
  /** Runs a form button: create, update, or a decision; answers the request as saved. */
  run: async (button: PrButton, body: PrCreateBody | PrUpdateBody | PrActionBody) => {
    const path = {
      save: PURCHASING_PATHS.prCreate,
      update: PURCHASING_PATHS.prUpdate,
      approve: approvePurchaseRequestEp.path,
      decline: declinePurchaseRequestEp.path,
      cancel: cancelPurchaseRequestEp.path,
    }[button];
    return (await api.post<PurchaseRequest>(path, body)).result;
  },
  /** Sends chosen files to a saved request (multipart); answers the request with its attachments. */
  attach: async (prHdrId: number, files: readonly File[]) =>
    (await api.post<PurchaseRequest>(PURCHASING_PATHS.prAttachments(prHdrId), toFormData({}, { [PR_ATTACHMENT_FIELD]: files }))).result,
};

import {
  PRODUCT_PATHS as P,
  type DraftDetail,
  type LookupOption,
  type ProductDetail,
  type ProductFormValues,
  type ProductRecord,
  type SegmentOption,
  type VendorOption,
} from '../../../contract/products';
import { Codes } from '../../../contract/codes';
import { api } from '../../api/client';
import { toFormData } from '../../components/upload';
import type { ProductFiles } from './form/formValues';

/** The product calls of spec 001 §7, over the one client. */

/** fetchPage for the GET lists (paging and filters in the query string). */
export const loadProductDetail = async (code: string) => (await api.get<ProductDetail>(P.byId(code))).result;
export const loadProductByCode = async (code: string) => (await api.get<ProductRecord>(P.byCode(code))).result;
export const loadDraft = async (id: string) => (await api.get<DraftDetail>(P.draft(id))).result;

export interface Lookups {
  vendors: VendorOption[];
  segments: SegmentOption[];
  groups: SegmentOption[];
  units: LookupOption[];
  packaging: LookupOption[];
}

export async function loadLookups(): Promise<Lookups> {
  const [vendors, segments, groups, units, packaging] = await Promise.all([
    api.get<VendorOption[]>(P.vendors),
    api.get<SegmentOption[]>(P.segments),
    api.get<SegmentOption[]>(P.groups),
    api.get<LookupOption[]>(P.units),
    api.get<LookupOption[]>(P.packaging),
  ]);
  return { vendors: vendors.result, segments: segments.result, groups: groups.result, units: units.result, packaging: packaging.result };
}

/** Creation: draft (0, 00012) or submit (1, 00013). Multipart (spec 001 §7): the form's fields and its files. */
export const saveNewProduct = (values: ProductFormValues, isSubmit: 0 | 1, draftId?: number, files: ProductFiles = {}) =>
  api.post<{ id: number; approval_code: string | null }>(P.add, toFormData({ ...values, is_submit: isSubmit, category: 'CREATED', draft_id: draftId ?? null }, files), {
    okCodes: [Codes.PRODUCT_SAVED, Codes.PRODUCT_SUBMITTED],
  });

/** Change: draft (0), submit (1) from the update form, or 2 from the detail page (00004). Multipart, like the creation. */
export const saveProductChange = (values: ProductFormValues & { product_id: number; product_code: string }, isSubmit: 0 | 1 | 2, draftId?: number, files: ProductFiles = {}) =>
  api.post<{ id: number; product_update_no?: string }>(P.submitUpdated, toFormData({ ...values, is_submit: isSubmit, category: 'UPDATED', draft_id: draftId ?? null }, files), {
    okCodes: [Codes.UPDATED, Codes.PRODUCT_SAVED, Codes.PRODUCT_SUBMITTED],
  });

export const setProductActive = (productId: number, active: boolean) => api.post(P.activeStatus, { product_id: productId, is_check: active ? 1 : 0 });

// Approvals and declines are declared endpoints (contract/productApprovalQueue.ts), called through the cache (useApprovalDecision.ts).

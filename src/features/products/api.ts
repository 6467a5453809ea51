import type { Endpoint, EndpointDef, ResultOf } from '../../../contract/kit';
import { Codes, type Envelope } from '../../../contract/codes';
import { addProductEp, submitProductChangeEp, type LookupOption, type ProductFormValues, type SegmentOption, type VendorOption } from '../../../contract/products';
import type { FormValue } from '../../../contract/uploads';
import { call, type CallOptions } from '../../api/client';
import { requestOf } from '../../api/endpoints';
import { toFormData } from '../../components/upload';
import type { ProductFiles } from './form/formValues';

/**
 * The product form's saves (spec 001 §7): declared endpoints sent as
 * multipart (the form's fields and its files), which the cache's JSON writes
 * do not carry; the caller invalidates the endpoint's tags after a success.
 * Every read is a declared endpoint read through the cache (useRead, usePage).
 */

export interface Lookups {
  vendors: VendorOption[];
  segments: SegmentOption[];
  groups: SegmentOption[];
  units: LookupOption[];
  packaging: LookupOption[];
}

function multipart<E extends Endpoint<unknown, EndpointDef>>(ep: E, fields: Record<string, unknown>, files: ProductFiles, opts: CallOptions): Promise<Envelope<ResultOf<E>>> {
  return call<ResultOf<E>>({ ...requestOf(ep), data: toFormData(fields as Record<string, FormValue>, files) }, opts);
}

/** Creation: draft (0, 00012) or submit (1, 00013). */
export const saveNewProduct = (values: ProductFormValues, isSubmit: 0 | 1, draftId?: number, files: ProductFiles = {}) =>
  multipart(addProductEp, { ...values, is_submit: isSubmit, category: 'CREATED', draft_id: draftId ?? null }, files, { okCodes: [Codes.PRODUCT_SAVED, Codes.PRODUCT_SUBMITTED] });

/** Change: draft (0), submit (1) from the update form, or 2 from the detail page (00004). */
export const saveProductChange = (values: ProductFormValues & { product_id: number; product_code: string }, isSubmit: 0 | 1 | 2, draftId?: number, files: ProductFiles = {}) =>
  multipart(submitProductChangeEp, { ...values, is_submit: isSubmit, category: 'UPDATED', draft_id: draftId ?? null }, files, {
    okCodes: [Codes.UPDATED, Codes.PRODUCT_SAVED, Codes.PRODUCT_SUBMITTED],
  });

// Approvals and declines are declared endpoints (contract/productApprovalQueue.ts), called through the cache (useApprovalDecision.ts).

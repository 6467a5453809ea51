import { useState } from 'react';
import { toast } from 'react-toastify';
import { addProductEp, missingRequired, submitProductChangeEp } from '../../../contract/products';
import { invalidateTag } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import { useAppDispatch } from '../../state/hooks';
import { saveNewProduct, saveProductChange } from './api';
import type { FormState, ProductFiles } from './form/formValues';
import { showSaveError } from './saveErrors';

/** What is being saved: a new product, or a change of an existing one (category UPDATED). */
export type SaveTarget = { category: 'CREATED'; draftId?: number } | { category: 'UPDATED'; productId: number; productCode: string; draftId?: number };

const DONE: Record<number, string> = { 0: 'Product saved as draft.', 1: 'Product submitted for approval.', 2: 'Product update submitted for approval.' };

/**
 * Save as Draft (0), Submit (1) or save from the detail page (2). The four
 * required fields are checked first (spec 001 §5); "Please wait saving ..."
 * shows while the server works (spec 001 §8); any failure leaves the form as
 * typed and the chosen files chosen. Resolves true on success, once the
 * reads the save made stale (the product, the lists, the drafts, the approval
 * lists: the endpoints' `invalidates`) are being fetched again.
 */
export function useSaveProduct(target: SaveTarget) {
  const [saving, setSaving] = useState(false);
  const dispatch = useAppDispatch();
  async function save(values: FormState, isSubmit: 0 | 1 | 2, files: ProductFiles = {}): Promise<boolean> {
    const missing = missingRequired(values);
    if (missing.length) {
      await showError('Invalid Request', missing.join('\n'));
      return false;
    }
    setSaving(true);
    try {
      await withProgress<unknown>(PLEASE_WAIT_SAVING, () =>
        target.category === 'CREATED'
          ? saveNewProduct(values, isSubmit === 2 ? 1 : isSubmit, target.draftId, files)
          : saveProductChange({ ...values, product_id: target.productId, product_code: target.productCode }, isSubmit, target.draftId, files),
      );
      const saved = target.category === 'CREATED' ? addProductEp : submitProductChangeEp;
      for (const tag of saved.invalidates) dispatch(invalidateTag(tag));
      toast.success(DONE[isSubmit]);
      return true;
    } catch (err) {
      await showSaveError(err);
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { save, saving };
}

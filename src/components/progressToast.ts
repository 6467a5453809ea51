import { toast } from 'react-toastify';

/** Spec 001 §8 and 002 §8: the progress toasts while a screen loads or saves. */
export const PLEASE_WAIT = 'Please wait ...';
export const PLEASE_WAIT_SAVING = 'Please wait saving ...';

/**
 * Shows a progress toast with `text` while `work` runs and dismisses it when
 * the work settles, either way; resolves or rejects as the work does. Progress
 * toasts have no auto close and cannot be clicked away (spec 001 §8).
 */
export async function withProgress<T>(text: string, work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const id = toast.loading(text, { autoClose: false, closeOnClick: false, closeButton: false, draggable: false });
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    toast.dismiss(id);
  }
}

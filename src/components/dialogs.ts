/**
 * Confirmation and result dialogs (sweetalert2), loaded on first use so they
 * stay out of the sign-in bundle. Text only: server text is never HTML.
 */
async function swal() {
  return (await import('sweetalert2')).default;
}

export async function showError(title: string, text: string): Promise<void> {
  await (await swal()).fire({ icon: 'error', title, text });
}

export async function showSuccess(title: string, text = '', timerMs?: number): Promise<void> {
  await (await swal()).fire({ icon: 'success', title, text, timer: timerMs, showConfirmButton: timerMs === undefined });
}

export async function showWarning(title: string, text: string): Promise<void> {
  await (await swal()).fire({ icon: 'warning', title, text });
}

/**
 * Asks before a destructive or irreversible action; resolves true when confirmed.
 * Cancel has the focus, unless `enterConfirms` (a routine decision made many
 * times in a row, as the approver inbox's approve): then Enter confirms. The
 * focus goes back where it was when the dialog closes, unless `returnFocus` is
 * false (the caller moves it: the inbox to the next item).
 */
export async function confirmAction(title: string, text: string, confirmText = 'Yes', opts: { enterConfirms?: boolean; returnFocus?: boolean } = {}): Promise<boolean> {
  const res = await (await swal()).fire({
    icon: 'question',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: 'Cancel',
    focusCancel: !opts.enterConfirms,
    focusConfirm: Boolean(opts.enterConfirms),
    returnFocus: opts.returnFocus ?? true,
  });
  return res.isConfirmed;
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiError } from '../../api/ApiError';
import { showError } from '../../components/dialogs';

/**
 * A refused save on a form: the messages the server gives by field land on
 * those fields (what was typed stays), the rest in the form's alert; a
 * failure that is not a refusal says the spec's words (002 §8) in an Oops...
 * dialog.
 */
export async function showSaveError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fieldKeys: readonly string[], failWords: string): Promise<void> {
  const e = toApiError(err);
  if (e.isNetwork || e.status >= 500 || e.code !== '00001') {
    await showError('Oops...', e.isNetwork || e.status >= 500 ? failWords : e.messages.join('\n') || failWords);
    return;
  }
  const onFields = Object.entries(e.fields).filter(([k]) => fieldKeys.includes(k));
  for (const [k, msgs] of onFields) setError(k as Path<T>, { type: 'server', message: msgs.join(' ') });
  const rest = e.messages.filter((m) => !onFields.some(([, msgs]) => msgs.includes(m)));
  if (rest.length) setError('root.server' as Path<T>, { type: 'server', message: rest.join('\n') });
}

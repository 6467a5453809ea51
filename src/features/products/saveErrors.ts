import { toApiError } from '../../api/ApiError';
import { showError } from '../../components/dialogs';

/**
 * Failed saves (spec 001 §8): 00001 is "Invalid Request" with the server's
 * messages joined by line breaks; any other code "Oops..." with its text.
 * The form is left as it is, so the user keeps what they typed.
 */
export async function showSaveError(err: unknown): Promise<void> {
  const e = toApiError(err);
  const text = e.messages.join('\n');
  await showError(e.isInvalidRequest ? 'Invalid Request' : 'Oops...', text || 'Someting went wrong...');
}

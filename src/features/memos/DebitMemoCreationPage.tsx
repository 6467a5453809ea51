import { NewMemo } from './MemoFormPage';

/** Creation of Debit Memo (/debit-memo/creation-of-dm): the memo form for a new debit memo. */
export default function DebitMemoCreationPage() {
  return <NewMemo type="debit" customerCode={null} />;
}

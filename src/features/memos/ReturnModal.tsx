import { MEMO_LIMITS, memoActionEps, memoReturnBody, type MemoDetail } from '../../../contract/memos';
import { useWrite } from '../../api/kitApi';
import ReasonModal from '../../components/ReasonModal';

/** Returning a memo to its maker asks why: the reason is required and shown on the memo. */
export default function ReturnModal({ memo, onClose, onReturned }: { memo: MemoDetail; onClose: () => void; onReturned: () => void }) {
  const send = useWrite(memoActionEps.return);
  return (
    <ReasonModal
      title={`Return ${memo.memo_no} to its maker`}
      label="Reason for returning"
      submitLabel="Return to Maker"
      savingLabel="Returning…"
      maxLength={MEMO_LIMITS.reason}
      schema={memoReturnBody}
      bodyOf={(reason) => ({ memo_id: memo.memo_id, reason })}
      send={(body) => send.run({ body })}
      saving={send.isLoading}
      onClose={onClose}
      onDone={onReturned}
    />
  );
}

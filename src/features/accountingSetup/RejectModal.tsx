import { coaDraftRejectEp, draftRejectBody } from '../../../contract/chartOfAccounts';
import { useWrite } from '../../api/kitApi';
import ReasonModal from '../../components/ReasonModal';

/** Rejecting a draft asks why: the reason is required and shown to its maker. */
export default function RejectModal({ draftId, draftNo, onClose, onDone }: { draftId: number; draftNo: string; onClose: () => void; onDone: () => void }) {
  const reject = useWrite(coaDraftRejectEp);
  return (
    <ReasonModal
      title={`Reject draft ${draftNo}`}
      label="Reason for rejecting"
      submitLabel="Reject"
      savingLabel="Rejecting…"
      maxLength={500}
      schema={draftRejectBody}
      bodyOf={(reason) => ({ reason })}
      send={(body) => reject.run({ params: { id: draftId }, body })}
      saving={reject.isLoading}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

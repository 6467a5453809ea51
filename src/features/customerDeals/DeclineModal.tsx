import { DEAL_LIMITS, dealDeclineBody, declineDealEp } from '../../../contract/customerDeals';
import { useWrite } from '../../api/kitApi';
import ReasonModal from '../../components/ReasonModal';

interface DeclineModalProps {
  dealId: number;
  batchNo: string;
  onClose: () => void;
  onDeclined: () => void;
}

/** Declining a deal asks why: the reason is required and shown to its maker. */
export default function DeclineModal({ dealId, batchNo, onClose, onDeclined }: DeclineModalProps) {
  const decline = useWrite(declineDealEp);
  return (
    <ReasonModal
      title={`Decline deal ${batchNo}`}
      label="Reason for declining"
      submitLabel="Decline"
      savingLabel="Declining…"
      maxLength={DEAL_LIMITS.remarks}
      schema={dealDeclineBody}
      bodyOf={(reason) => ({ customer_discount_batch_hdr_id: dealId, reason })}
      send={(body) => decline.run({ body })}
      saving={decline.isLoading}
      onClose={onClose}
      onDone={onDeclined}
    />
  );
}

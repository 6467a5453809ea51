import { useState } from 'react';
import { caReasonInput, cashAdvanceOverrideEp, type CashAdvanceRow } from '../../../contract/advances';
import { useWrite } from '../../api/kitApi';
import { showSuccess } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import ReasonModal from '../../components/ReasonModal';
import { formatMoney } from '../../lib/money';
import CashAdvanceList from './CashAdvanceList';

/**
 * Cash advances over their employee's limit, waiting for an override before
 * approval. Overriding takes override_cash_advance and a reason; the server
 * refuses the requester's own.
 */
export default function CashAdvanceOverridePage() {
  const may = usePermission('override_cash_advance');
  const [picked, setPicked] = useState<CashAdvanceRow | null>(null);
  const write = useWrite(cashAdvanceOverrideEp);
  return (
    <div className="p-3">
      <h1 className="h4">Cash Advance Override</h1>
      <p className="small text-muted">Requests over the employee's limit. Nobody overrides a request they made.</p>
      {may ? (
        <CashAdvanceList needsOverride action="Override" onOpen={setPicked} />
      ) : (
        <>
          <p className="small">Overriding takes the permission to override cash advance limits; the list is shown for reference.</p>
          <CashAdvanceList needsOverride />
        </>
      )}
      {picked && may && (
        <ReasonModal
          title={`Override the limit for ${picked.ca_no}`}
          label={`Reason for allowing ${formatMoney(picked.amount)} to ${picked.employee}`}
          submitLabel="Override"
          savingLabel="Saving…"
          maxLength={500}
          schema={caReasonInput}
          bodyOf={(reason) => ({ reason })}
          send={(body) => write.run({ params: { id: picked.cash_advance_id }, body })}
          saving={write.isLoading}
          onClose={() => setPicked(null)}
          onDone={() => {
            void showSuccess('Limit overridden', `${picked.ca_no} can now be approved.`, 2000);
            setPicked(null);
          }}
        />
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import {
  caAccountsEp,
  caLiquidationInput,
  caReasonInput,
  caReleaseInput,
  CA_STATUS_LABELS,
  cashAdvanceApproveEp,
  cashAdvanceCancelEp,
  cashAdvanceLiquidateEp,
  cashAdvanceReleaseEp,
  cashAdvanceShowEp,
  DEFAULT_CASH_ACCOUNT,
  type CashAdvanceDetail,
} from '../../../contract/advances';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import FormModal from '../../components/FormModal';
import { itemHost, useZodForm } from '../../components/form/useZodForm';
import { DateFormField, SelectField, TextField } from '../../components/form/Fields';
import { usePermission } from '../../components/permissions';
import ReasonModal from '../../components/ReasonModal';
import { formatMoney } from '../../lib/money';
import { todayManila } from '../../lib/dates';
import { Facts } from '../../components/Facts';
import { Badge, Button } from 'react-bootstrap';

type Step = 'view' | 'release' | 'liquidate' | 'cancel';

/** One cash advance: its figures and the next step its status allows (approve, release, liquidate, cancel) for whoever may manage advances. */
export default function CashAdvanceModal({ id, onClose }: { id: number; onClose: () => void }) {
  const formId = useId();
  const show = useRead(cashAdvanceShowEp, { params: { id } });
  const accounts = useRead(caAccountsEp);
  const can = usePermission('manage_cash_advance');
  const { runOn, isLoading } = useWrites();
  const [step, setStep] = useState<Step>('view');
  const [serverError, setServerError] = useState('');
  const release = useZodForm(caReleaseInput, { released_on: todayManila(), cash_account: DEFAULT_CASH_ACCOUNT });
  const liquidate = useZodForm(caLiquidationInput, { liquidated_on: todayManila(), cash_account: DEFAULT_CASH_ACCOUNT, lines: [{ account_code: '', description: '', amount: '' }] });
  const ca = show.data as CashAdvanceDetail | undefined;
  const cash = (accounts.data?.cash ?? []).map((a) => ({ value: a.account_code, label: a.label }));
  const expense = (accounts.data?.expense ?? []).map((a) => ({ value: a.account_code, label: a.label }));
  const lines = (liquidate.values.lines as { account_code: string; description: string; amount: string }[]) ?? [];
  const spent = lines.reduce((s, l) => s + Math.round(Number(String(l.amount).replace(/,/g, '')) * 100 || 0), 0);

  if (step === 'cancel' && ca)
    return (
      <ReasonModal
        title={`Cancel ${ca.ca_no}`}
        label="Reason for cancelling"
        submitLabel="Cancel the advance"
        savingLabel="Cancelling…"
        maxLength={500}
        schema={caReasonInput}
        bodyOf={(reason) => ({ reason })}
        send={(body) => runOn(cashAdvanceCancelEp, { params: { id }, body })}
        saving={isLoading}
        onClose={() => setStep('view')}
        onDone={onClose}
      />
    );

  async function approve() {
    if (!ca || !(await confirmAction(`Approve ${ca.ca_no}?`, `${formatMoney(ca.amount)} for ${ca.employee}.`, 'Yes, approve'))) return;
    try {
      await runOn(cashAdvanceApproveEp, { params: { id } });
      await showSuccess('Cash advance approved', ca.ca_no, 1500);
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!ca) return;
    const form = step === 'release' ? release : liquidate;
    if (!form.validate()) return;
    const what = step === 'release' ? `Release ${formatMoney(ca.amount)} to ${ca.employee}? This posts to the books.` : `Liquidate ${ca.ca_no} for ${formatMoney((spent / 100).toFixed(2))}? This posts to the books.`;
    if (!(await confirmAction('Post to the books?', what, 'Yes, post'))) return;
    setServerError('');
    try {
      const r =
        step === 'release'
          ? await runOn(cashAdvanceReleaseEp, { params: { id }, body: release.values as never })
          : await runOn(cashAdvanceLiquidateEp, { params: { id }, body: liquidate.values as never });
      await showSuccess(step === 'release' ? 'Released' : 'Liquidated', `Posted as ${step === 'release' ? r.result.release_entry : r.result.liquidation_entry}.`, 2000);
      setStep('view');
    } catch (err) {
      setServerError(form.applyServer(toApiError(err)).join('\n'));
    }
  }

  const actions =
    ca && can && step === 'view' ? (
      <div className="me-auto d-flex gap-2">
        {ca.status === 'requested' && (
          <Button variant="success" onClick={approve} disabled={isLoading || (ca.over_limit && !ca.overridden)}>
            Approve
          </Button>
        )}
        {ca.status === 'approved' && (
          <Button onClick={() => setStep('release')}>
            Release
          </Button>
        )}
        {ca.status === 'released' && (
          <Button onClick={() => setStep('liquidate')}>
            Liquidate
          </Button>
        )}
        {(ca.status === 'requested' || ca.status === 'approved') && (
          <Button variant="outline-danger" onClick={() => setStep('cancel')}>
            Cancel Advance
          </Button>
        )}
      </div>
    ) : undefined;

  return (
    <FormModal
      title={ca ? `Cash Advance ${ca.ca_no}` : 'Cash Advance'}
      subtitle={ca ? `${ca.employee} · ${CA_STATUS_LABELS[ca.status]}` : undefined}
      size="lg"
      formId={formId}
      onSubmit={step === 'view' ? (e) => (e.preventDefault(), onClose()) : submit}
      onClose={step === 'view' ? onClose : () => setStep('view')}
      saving={isLoading}
      submitLabel={step === 'release' ? 'Release' : step === 'liquidate' ? 'Liquidate' : 'Close'}
      savingLabel="Posting…"
      serverError={serverError}
      extraActions={actions}
    >
      {show.isLoading ? (
        <p className="text-muted" role="status">
          Loading the cash advance…
        </p>
      ) : show.isError || !ca ? (
        <p className="text-danger" role="alert">
          The cash advance could not be loaded. Please try again later.
        </p>
      ) : (
        <>
          <Facts
            facts={[
              ['Purpose', ca.purpose],
              ['Amount', formatMoney(ca.amount)],
              [
                'Limit',
                <>
                  {ca.limit ? formatMoney(ca.limit) : 'None set up'} (other open advances {formatMoney(ca.other_open)})
                  {ca.over_limit && <Badge bg="warning" text="dark" className="ms-2">{ca.overridden ? `Overridden: ${ca.override_reason ?? ''}` : 'Over the limit: needs an override'}</Badge>}
                </>,
              ],
              ['Requested', `${ca.request_date} by ${ca.requested_by}`],
              ca.released_on && [
                'Released',
                <>
                  {ca.released_on} ({ca.release_entry}), liquidation due {ca.due_date}
                  {ca.days_overdue > 0 && <Badge bg="danger" className="ms-2">{ca.days_overdue} days overdue</Badge>}
                </>,
              ],
              ca.liquidated_on && ['Liquidated', `${ca.liquidated_on}: ${formatMoney(ca.liquidated_amount)} (${ca.liquidation_entry})`],
            ]}
          />
          {step === 'release' && (
            <div className="row g-2">
              <DateFormField form={release} name="released_on" label="Release Date" required col="col-md-6" />
              <SelectField form={release} name="cash_account" label="Paid From" required col="col-md-6" options={cash} />
            </div>
          )}
          {step === 'liquidate' && (
            <div className="row g-2">
              <DateFormField form={liquidate} name="liquidated_on" label="Liquidation Date" required col="col-md-6" />
              <SelectField form={liquidate} name="cash_account" label="Cash Returned To / Paid From" required col="col-md-6" options={cash} />
              {lines.map((_, i) => {
                const host = itemHost(liquidate, 'lines', i);
                return (
                  <div key={i} className="row g-2 align-items-end">
                    <SelectField form={host} name="account_code" label={`Expense account, line ${i + 1}`} required col="col-md-5" options={expense} />
                    <TextField form={host} name="description" label={`Description, line ${i + 1}`} col="col-md-4" maxLength={300} />
                    <TextField form={host} name="amount" label={`Amount, line ${i + 1}`} required col="col-md-2" />
                    <div className="col-md-1">
                      <Button variant="outline-danger" size="sm" aria-label={`Remove line ${i + 1}`} disabled={lines.length === 1} onClick={() => liquidate.set('lines', lines.filter((__, j) => j !== i))}>
                        ×
                      </Button>
                    </div>
                  </div>
                );
              })}
              <div className="col-12">
                <Button variant="outline-primary" size="sm" onClick={() => liquidate.set('lines', [...lines, { account_code: '', description: '', amount: '' }])}>
                  Add Line
                </Button>
                <span className="ms-3 small" role="status">
                  Spent {formatMoney((spent / 100).toFixed(2))} of {formatMoney(ca.amount)}:{' '}
                  {spent <= Math.round(Number(ca.amount) * 100)
                    ? `${formatMoney(((Math.round(Number(ca.amount) * 100) - spent) / 100).toFixed(2))} returned by the employee`
                    : `${formatMoney(((spent - Math.round(Number(ca.amount) * 100)) / 100).toFixed(2))} reimbursed to the employee`}
                </span>
              </div>
            </div>
          )}
        </>
      )}
    </FormModal>
  );
}

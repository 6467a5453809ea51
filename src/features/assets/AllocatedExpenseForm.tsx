import { useState, type FormEvent } from 'react';
import { allocatedCreateEp, allocatedShowEp, allocatedUpdateEp, type AllocatedExpenseDetail } from '../../../contract/assets';
import { useRead, useWrites } from '../../api/kitApi';
import { showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import LoadState from '../../components/LoadState';
import { usePermission } from '../../components/permissions';
import { formatMoney } from '../../lib/money';
import { todayManila } from '../../lib/dates';
import { Field, OptionSelect, problemOf, thisMonth, useAssetOptions, type FormProblem } from './parts';
import { Button, Form } from 'react-bootstrap';

interface Split {
  key: number;
  cost_center_id: string;
  percent: string;
}
let nextKey = 1;

/** A schedule, new or as saved: once a month is allocated only its description and reference change. */
export default function AllocatedExpenseForm({ scheduleId, onDone }: { scheduleId: number | null; onDone: () => void }) {
  const shown = useRead(allocatedShowEp, { params: { schedule_id: scheduleId ?? 0 } }, { skip: !scheduleId });
  if (!scheduleId) return <ScheduleForm schedule={null} onDone={onDone} />;
  return (
    <LoadState isLoading={shown.isLoading} error={shown.error} what="the allocated expense" empty={!shown.data} emptyText="Allocated expense not found." onRetry={() => void shown.refetch()}>
      {() => <ScheduleForm schedule={shown.data!} onDone={onDone} />}
    </LoadState>
  );
}

function ScheduleForm({ schedule, onDone }: { schedule: AllocatedExpenseDetail | null; onDone: () => void }) {
  const options = useAssetOptions().data;
  const mayManage = usePermission('manage_allocated_expenses');
  const [f, setF] = useState({
    description: schedule?.description ?? '',
    reference: schedule?.reference ?? '',
    prepaid_account: schedule?.prepaid_account ?? '',
    expense_account: schedule?.expense_account ?? '',
    total_amount: schedule?.total_amount ?? '',
    start_month: schedule?.start_month ?? thisMonth(todayManila()),
    months: schedule ? String(schedule.months) : '12',
  });
  const [splits, setSplits] = useState<Split[]>(schedule ? schedule.splits.map((s) => ({ key: nextKey++, cost_center_id: String(s.cost_center_id), percent: s.percent })) : [{ key: nextKey++, cost_center_id: '', percent: '100' }]);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { runOn, isLoading } = useWrites();
  const locked = !!schedule && schedule.entries.length > 0;
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, ...patch }));
  const setSplit = (key: number, patch: Partial<Split>) => setSplits((ss) => ss.map((s) => (s.key === key ? { ...s, ...patch } : s)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const body = { ...f, reference: f.reference || null, months: f.months as never, splits: splits.map((s) => ({ cost_center_id: s.cost_center_id as never, percent: s.percent })) };
    try {
      if (schedule) await runOn(allocatedUpdateEp, { params: { schedule_id: schedule.schedule_id }, body });
      else await runOn(allocatedCreateEp, { body });
      await showSuccess('Saved', 'The allocated expense is saved.', 1500);
      onDone();
    } catch (ex) {
      setProblem(problemOf(ex));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={schedule ? `Allocated expense ${schedule.schedule_no}` : 'New allocated expense'} className="border rounded p-3 mb-3">
      <h2 className="h6">{schedule ? `${schedule.schedule_no}: allocated ${formatMoney(schedule.allocated)}, remaining ${formatMoney(schedule.remaining)}` : 'New Allocated Expense'}</h2>
      {locked && <p className="small text-muted">Months are already allocated: only the description and the reference can change.</p>}
      {problem && <FormError message={problem.message} />}
      <fieldset className="row g-2 mb-2" disabled={!mayManage || isLoading}>
        <Field label="Description" required error={problem?.fields.description} className="col-md-5">
          {(id, d) => <Form.Control id={id} size="sm" value={f.description} maxLength={255} aria-describedby={d} onChange={(e) => set({ description: e.target.value })} />}
        </Field>
        <Field label="Reference" error={problem?.fields.reference} className="col-md-3">
          {(id, d) => <Form.Control id={id} size="sm" value={f.reference} maxLength={60} aria-describedby={d} onChange={(e) => set({ reference: e.target.value })} />}
        </Field>
        <Field label="Total Amount" required error={problem?.fields.total_amount} className="col-md-2">
          {(id, d) => <Form.Control id={id} inputMode="decimal" readOnly={locked} size="sm" className="text-end" value={f.total_amount} aria-describedby={d} onChange={(e) => set({ total_amount: e.target.value })} />}
        </Field>
        <Field label="Months" required error={problem?.fields.months} className="col-md-2">
          {(id, d) => <Form.Control id={id} inputMode="numeric" readOnly={locked} size="sm" className="text-end" value={f.months} aria-describedby={d} onChange={(e) => set({ months: e.target.value })} />}
        </Field>
        <Field label="Prepaid Account" required error={problem?.fields.prepaid_account}>
          {(id, d) => <OptionSelect id={id} describedBy={d} value={f.prepaid_account} onChange={(v) => !locked && set({ prepaid_account: v })} options={options?.prepaid_accounts} />}
        </Field>
        <Field label="Expense Account" required error={problem?.fields.expense_account}>
          {(id, d) => <OptionSelect id={id} describedBy={d} value={f.expense_account} onChange={(v) => !locked && set({ expense_account: v })} options={options?.expense_accounts} />}
        </Field>
        <Field label="First Month" required error={problem?.fields.start_month} className="col-md-2">
          {(id, d) => <Form.Control id={id} type="month" readOnly={locked} size="sm" value={f.start_month} aria-describedby={d} onChange={(e) => set({ start_month: e.target.value })} />}
        </Field>
      </fieldset>
      <fieldset className="mb-2" disabled={!mayManage || isLoading || locked}>
        <legend className="h6">Cost Centers</legend>
        {splits.map((s, n) => (
          <div key={s.key} className="row g-2 align-items-end mb-1">
            <Field label={`Cost Center ${n + 1}`} required error={problem?.fields[`splits.${n}.cost_center_id`]} className="col-md-5">
              {(id, d) => <OptionSelect id={id} describedBy={d} value={s.cost_center_id} onChange={(v) => setSplit(s.key, { cost_center_id: v })} options={options?.cost_centers} />}
            </Field>
            <Field label="Share (%)" required error={problem?.fields[`splits.${n}.percent`]} className="col-md-2">
              {(id, d) => <Form.Control id={id} inputMode="decimal" size="sm" className="text-end" value={s.percent} aria-describedby={d} onChange={(e) => setSplit(s.key, { percent: e.target.value })} />}
            </Field>
            <div className="col-md-3">
              <Button variant="outline-danger" size="sm" disabled={splits.length === 1} onClick={() => setSplits((ss) => ss.filter((x) => x.key !== s.key))}>
                Remove cost center {n + 1}
              </Button>
            </div>
          </div>
        ))}
        {problem?.fields.splits && <Form.Control.Feedback type="invalid" className="d-block">{problem.fields.splits.join(' ')}</Form.Control.Feedback>}
        <Button variant="outline-secondary" size="sm" onClick={() => setSplits((ss) => [...ss, { key: nextKey++, cost_center_id: '', percent: '' }])}>
          Add Cost Center
        </Button>
      </fieldset>
      {schedule && schedule.entries.length > 0 && (
        <p className="small">
          Posted: {schedule.entries.map((e) => `${e.period} ${formatMoney(e.amount)} (${e.journal_entry})`).join('; ')}
        </p>
      )}
      <div className="d-flex gap-2">
        {mayManage && (
          <Button type="submit" size="sm" disabled={isLoading}>
            Save
          </Button>
        )}
        <Button variant="outline-secondary" size="sm" onClick={onDone}>
          Close
        </Button>
      </div>
    </form>
  );
}

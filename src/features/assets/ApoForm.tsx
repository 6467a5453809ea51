import { useState, type FormEvent } from 'react';
import { apoCreateEp } from '../../../contract/assets';
import { useWrites } from '../../api/kitApi';
import { showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import { formatMoney } from '../../lib/money';
import { todayManila } from '../../lib/dates';
import { Field, OptionSelect, problemOf, useAssetOptions, type FormProblem } from './parts';
import DateInput from '../../components/form/DateInput';
import { Button, Form } from 'react-bootstrap';

interface Line {
  key: number;
  description: string;
  category_code: string;
  quantity: string;
  unit_cost: string;
}
let nextKey = 1;
const newLine = (): Line => ({ key: nextKey++, description: '', category_code: '', quantity: '1', unit_cost: '' });
const cents = (s: string) => (/^\d+(\.\d{0,2})?$/.test(s.replace(/,/g, '').trim()) ? Math.round(Number(s.replace(/,/g, '')) * 100) : 0);

/** A new asset purchase order: supplier, date and lines; it goes for approval on save. */
export default function ApoForm({ onDone }: { onDone: (id: number) => void }) {
  const options = useAssetOptions().data;
  const [head, setHead] = useState({ supplier_id: '', po_date: todayManila(), remarks: '' });
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { runOn, isLoading } = useWrites();
  const total = lines.reduce((s, l) => s + cents(l.unit_cost) * (Number(l.quantity) || 0), 0);
  const setLine = (key: number, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const lineErr = (n: number, k: string) => problem?.fields[`lines.${n}.${k}`];

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    try {
      const res = await runOn(apoCreateEp, {
        body: { supplier_id: head.supplier_id as never, po_date: head.po_date, remarks: head.remarks || null, lines: lines.map(({ key: _k, ...l }) => ({ ...l, category_code: l.category_code as never, quantity: l.quantity as never })) },
      });
      await showSuccess('Saved for approval', `${res.result.apo_no} waits for approval.`, 1500);
      onDone(res.result.apo_id);
    } catch (ex) {
      setProblem(problemOf(ex));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New asset purchase order" className="border rounded p-3 mb-3">
      <h2 className="h6">New Purchase Order</h2>
      {problem && <FormError message={problem.message} />}
      <fieldset className="row g-2 mb-2" disabled={isLoading}>
        <Field label="Supplier" required error={problem?.fields.supplier_id} className="col-md-5">
          {(id, d) => <OptionSelect id={id} describedBy={d} value={head.supplier_id} onChange={(v) => setHead({ ...head, supplier_id: v })} options={options?.suppliers} />}
        </Field>
        <Field label="PO Date" required error={problem?.fields.po_date} className="col-md-2">
          {(id, d) => <DateInput id={id} value={head.po_date} aria-describedby={d} onValue={(v) => setHead({ ...head, po_date: v })} />}
        </Field>
        <Field label="Remarks" error={problem?.fields.remarks} className="col-md-5">
          {(id, d) => <Form.Control id={id} size="sm" value={head.remarks} maxLength={500} aria-describedby={d} onChange={(e) => setHead({ ...head, remarks: e.target.value })} />}
        </Field>
      </fieldset>
      {lines.map((l, n) => (
        <fieldset key={l.key} className="row g-2 mb-2 align-items-end" disabled={isLoading}>
          <legend className="visually-hidden">Line {n + 1}</legend>
          <Field label={`Line ${n + 1} Description`} required error={lineErr(n, 'description')} className="col-md-4">
            {(id, d) => <Form.Control id={id} size="sm" value={l.description} maxLength={255} aria-describedby={d} onChange={(e) => setLine(l.key, { description: e.target.value })} />}
          </Field>
          <Field label="Category" required error={lineErr(n, 'category_code')} className="col-md-3">
            {(id, d) => (
              <OptionSelect id={id} describedBy={d} value={l.category_code} onChange={(v) => setLine(l.key, { category_code: v })} options={options?.categories.map((c) => ({ value: c.category_code, label: c.category_name }))} />
            )}
          </Field>
          <Field label="Quantity" required error={lineErr(n, 'quantity')} className="col-md-1">
            {(id, d) => <Form.Control id={id} inputMode="numeric" size="sm" className="text-end" value={l.quantity} aria-describedby={d} onChange={(e) => setLine(l.key, { quantity: e.target.value })} />}
          </Field>
          <Field label="Unit Cost" required error={lineErr(n, 'unit_cost')} className="col-md-2">
            {(id, d) => <Form.Control id={id} inputMode="decimal" size="sm" className="text-end" value={l.unit_cost} aria-describedby={d} onChange={(e) => setLine(l.key, { unit_cost: e.target.value })} />}
          </Field>
          <div className="col-md-2">
            <Button variant="outline-danger" size="sm" disabled={lines.length === 1} onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}>
              Remove line {n + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      {problem?.fields.lines && <Form.Control.Feedback type="invalid" className="d-block">{problem.fields.lines.join(' ')}</Form.Control.Feedback>}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button variant="outline-secondary" size="sm" onClick={() => setLines((ls) => [...ls, newLine()])} disabled={isLoading}>
          Add Line
        </Button>
        <span className="ms-auto">
          Total <strong>{formatMoney((total / 100).toFixed(2))}</strong>
        </span>
        <Button type="submit" size="sm" disabled={isLoading}>
          Save for Approval
        </Button>
      </div>
    </form>
  );
}

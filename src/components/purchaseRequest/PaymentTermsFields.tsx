import { paymentTermText } from '../../../contract/purchasing';

export interface TermsDraft {
  term_po: string;
  term_dr: string;
  term_transit: string;
  term_pdc: { percentage: string; days: string }[];
}

export const emptyTerms = (): TermsDraft => ({ term_po: '0', term_dr: '0', term_transit: '0', term_pdc: [] });

const digits = (text: string) => text.replace(/[^\d.]/g, '');

/** Percent upon PO, upon delivery, in transit and PDC terms, with the payment term text they make. */
export default function PaymentTermsFields({ value, onChange, disabled }: { value: TermsDraft; onChange: (t: TermsDraft) => void; disabled: boolean }) {
  const field = (key: 'term_po' | 'term_dr' | 'term_transit', label: string) => (
    <div className="col-md-2">
      <label className="form-label small mb-1">
        {label}
        <input className="form-control form-control-sm" inputMode="decimal" disabled={disabled} value={value[key]} onChange={(e) => onChange({ ...value, [key]: digits(e.target.value) })} />
      </label>
    </div>
  );
  const setPdc = (i: number, patch: Partial<TermsDraft['term_pdc'][number]>) =>
    onChange({ ...value, term_pdc: value.term_pdc.map((t, k) => (k === i ? { ...t, ...patch } : t)) });
  return (
    <fieldset className="mb-3">
      <legend className="h6">Payment Terms</legend>
      <div className="row g-2 align-items-end">
        {field('term_po', '% upon PO')}
        {field('term_dr', '% upon delivery')}
        {field('term_transit', '% in transit')}
        <div className="col-auto">
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={disabled} onClick={() => onChange({ ...value, term_pdc: [...value.term_pdc, { percentage: '0', days: '30' }] })}>
            Add PDC term
          </button>
        </div>
      </div>
      {value.term_pdc.map((t, i) => (
        <div className="row g-2 mt-1 align-items-end" key={i}>
          <div className="col-md-2">
            <label className="form-label small mb-1">
              PDC % {i + 1}
              <input className="form-control form-control-sm" inputMode="decimal" disabled={disabled} value={t.percentage} onChange={(e) => setPdc(i, { percentage: digits(e.target.value) })} />
            </label>
          </div>
          <div className="col-md-2">
            <label className="form-label small mb-1">
              Days after delivery {i + 1}
              <input className="form-control form-control-sm" inputMode="numeric" disabled={disabled} value={t.days} onChange={(e) => setPdc(i, { days: e.target.value.replace(/\D/g, '') })} />
            </label>
          </div>
          <div className="col-auto">
            <button type="button" className="btn btn-sm btn-outline-danger" disabled={disabled} aria-label={`Remove PDC term ${i + 1}`} onClick={() => onChange({ ...value, term_pdc: value.term_pdc.filter((_, k) => k !== i) })}>
              ×
            </button>
          </div>
        </div>
      ))}
      <p className="small mt-2 mb-0">
        Payment term: <strong data-testid="payment-term">{paymentTermText(value) || '—'}</strong>
      </p>
    </fieldset>
  );
}

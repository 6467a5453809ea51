import { pesos } from '../../../contract/collections';
import type { AtcOption } from '../../../contract/payableVouchers';
import { formatMoney } from '../../lib/money';
import type { PvFormEwt } from './draftState';
import { Button, Form, Table } from 'react-bootstrap';
import { useLineKeys } from '../../components/form/useLineKeys';

interface Props {
  ewt: PvFormEwt[];
  atcs: AtcOption[];
  /** Each line's tax withheld in centavos (computed by pvFigures). */
  withheld: number[];
  errors: Record<string, string>;
  onChange: (ewt: PvFormEwt[]) => void;
}

/** Expanded withholding by ATC: the rate is the code's, the tax withheld is computed from the base. */
export default function PvEwtTable({ ewt, atcs, withheld, errors, onChange }: Props) {
  // Enter walks the EWT lines' fields; past the last it opens one.
  const lineKeys = useLineKeys(() => onChange([...ewt, { atc_code: '', tax_base: '' }]));
  const set = (n: number, patch: Partial<PvFormEwt>) => onChange(ewt.map((e, k) => (k === n ? { ...e, ...patch } : e)));
  const err = (n: number, key: string) => errors[`ewt.${n}.${key}`];
  return (
    <div className="mb-2">
      <Table size="sm" className="align-middle small mb-1">
        <caption className="caption-top">Expanded Withholding Tax</caption>
        <thead>
          <tr>
            <th scope="col">ATC</th>
            <th scope="col" className="text-end">Rate</th>
            <th scope="col" className="text-end">Tax Base</th>
            <th scope="col" className="text-end">Tax Withheld</th>
            <th scope="col"><span className="visually-hidden">Remove</span></th>
          </tr>
        </thead>
        <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
          {ewt.length === 0 ? (
            <tr>
              <td colSpan={5} className="text-muted">No tax withheld.</td>
            </tr>
          ) : (
            ewt.map((e, n) => (
              <tr key={n}>
                <td>
                  <Form.Select
                    size="sm" isInvalid={Boolean(err(n, 'atc_code'))}
                    aria-label={`ATC of EWT line ${n + 1}`}
                    aria-invalid={err(n, 'atc_code') ? true : undefined}
                    value={e.atc_code}
                    onChange={(ev) => set(n, { atc_code: ev.target.value })}
                  >
                    <option value="">Select…</option>
                    {atcs.map((a) => (
                      <option key={a.atc_code} value={a.atc_code}>{a.atc_code} - {a.description}</option>
                    ))}
                  </Form.Select>
                  {err(n, 'atc_code') && <Form.Control.Feedback type="invalid" className="d-block">{err(n, 'atc_code')}</Form.Control.Feedback>}
                </td>
                <td className="text-end">{atcs.find((a) => a.atc_code === e.atc_code)?.rate ?? '—'}%</td>
                <td>
                  <Form.Control
                    size="sm" isInvalid={Boolean(err(n, 'tax_base'))} className="text-end"
                    aria-label={`Tax base of EWT line ${n + 1}`}
                    inputMode="decimal"
                    value={e.tax_base}
                    onChange={(ev) => set(n, { tax_base: ev.target.value })}
                  />
                  {err(n, 'tax_base') && <Form.Control.Feedback type="invalid" className="d-block">{err(n, 'tax_base')}</Form.Control.Feedback>}
                </td>
                <td className="text-end" aria-label={`Tax withheld of EWT line ${n + 1}`}>{formatMoney(pesos(withheld[n] ?? 0))}</td>
                <td>
                  <Button variant="outline-danger" size="sm" aria-label={`Remove EWT line ${n + 1}`} onClick={() => onChange(ewt.filter((_, k) => k !== n))}>
                    ×
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      <Button variant="outline-primary" size="sm" onClick={() => onChange([...ewt, { atc_code: '', tax_base: '' }])}>
        Add EWT
      </Button>
    </div>
  );
}

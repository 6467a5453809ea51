import type { CreditAssessment } from '../../../contract/creditAssessment';
import { php } from './format';

type Breakdown = CreditAssessment['breakdown'];

const days = (v: string | null) => (v === null ? '-' : `${v} days`);
const percent = (v: string | null) => (v === null ? '-' : `${v}%`);

/** The breakdown fields of §3, in the spec's order, each in its unit. */
const FIELDS: { key: keyof Breakdown; label: string; show: (v: string | null) => string }[] = [
  { key: 'beginning_balance', label: 'Beginning Balance', show: php },
  { key: 'ending_balance', label: 'Ending Balance', show: php },
  { key: 'average_ar', label: 'Average AR', show: php },
  { key: 'ytd_sales', label: 'YTD Sales', show: php },
  { key: 'ytd_collection', label: 'YTD Collection', show: php },
  { key: 'dso', label: 'DSO', show: days },
  { key: 'dso_vs_ct', label: 'DSO vs Credit Term', show: days },
  { key: 'average_collection', label: 'Average Collection (per month)', show: php },
  { key: 'percent_past_due_rate', label: '% Past Due Rate', show: percent },
  { key: 'credit_limit_performance', label: 'Credit Limit Performance (unused)', show: php },
  { key: 'percent_of_ar_vs_credit_limit', label: '% of AR vs Credit Limit', show: (v) => (v === null ? 'No credit line' : `${v}%`) },
  { key: 'payment_ratio', label: 'Payment Ratio', show: (v) => v ?? '-' },
  { key: 'ptp_conversion_rate', label: 'PTP Conversion Rate', show: (v) => (v === null ? 'No promises needed' : `${v}%`) },
  { key: 'allowable_credit_limit', label: 'Allowable Credit Limit', show: php },
];

export default function BreakdownPanel({ breakdown }: { breakdown: Breakdown }) {
  return (
    <section className="card" aria-labelledby="breakdown-title">
      <div className="card-header fw-semibold" id="breakdown-title">
        Breakdown
      </div>
      <dl className="row mb-0 p-2 small">
        {FIELDS.map(({ key, label, show }) => (
          <div key={key} className="col-12 d-flex justify-content-between border-bottom py-1">
            <dt className="fw-normal">{label}</dt>
            <dd className="mb-0 text-end" data-field={key}>
              {show(breakdown[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { ratingBand, type CreditAssessment } from '../../../contract/creditAssessment';
import Band from './Band';

type Criteria = CreditAssessment['initial_assessment'];
type Key = keyof Criteria;

/** How each criterion's value reads (the formulas are in server/credit/assessment.ts). */
const ROWS: { key: Key; label: string; show: (v: string | null) => string }[] = [
  { key: 'criteria_1', label: 'Days (DSO vs credit term)', show: (v) => `${v} days` },
  { key: 'criteria_2', label: 'Past Due Rate (90 days and above credit term)', show: (v) => `${v}%` },
  { key: 'criteria_3', label: 'AR vs Credit Limit', show: (v) => (v === null ? 'No credit line' : `${v}%`) },
  { key: 'criteria_4', label: 'Payment Ratio', show: (v) => v ?? '-' },
  { key: 'criteria_5', label: 'PTP Conversion Rate', show: (v) => (v === null ? 'No promises needed' : `${v}%`) },
];

/** The initial assessment: five criteria, each with its value and rating in its colour (§4). */
export default function CriteriaTable({ criteria }: { criteria: Criteria }) {
  return (
    <table className="table table-sm table-bordered align-middle mb-0">
      <caption className="caption-top fw-semibold text-body">Initial Assessment</caption>
      <thead className="table-light">
        <tr>
          <th scope="col">Criteria</th>
          <th scope="col" className="text-end">
            Value
          </th>
          <th scope="col" className="text-center">
            Rating
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ key, label, show }) => {
          const c = criteria[key];
          return (
            <tr key={key} data-criterion={c.name}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td className="text-end">{show(c.value)}</td>
              <td className="text-center">
                <Band band={ratingBand(c.rating)}>{String(c.rating)}</Band>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

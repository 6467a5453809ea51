import { customerLoader } from '../../components/lookups/customerLookup';
import SearchSelect from '../../components/filters/SearchSelect';
import { useUrlState } from '../../components/grid/useUrlState';
import CreditAssessmentPanel from './view/CreditAssessmentPanel';

const searchCustomers = customerLoader('customers', 'code');

/**
 * /customers/credit-assessment (issue: the internal credit assessment): pick
 * a customer and a date, see the same view and PDF as the public page. The
 * chosen customer lives in the URL, so the page can be bookmarked.
 */
export default function CreditAssessmentPage() {
  const [state, set] = useUrlState({ customer_code: '', customer_label: '' });
  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Credit Assessment</h1>
      <div className="row mb-3">
        <SearchSelect
          label="Customer"
          value={state.customer_code}
          valueLabel={state.customer_label}
          onChange={(v, o) => set({ customer_code: v, customer_label: o?.label ?? '' })}
          loadOptions={searchCustomers}
          placeholder="Search customer name"
          className="col-12 col-md-5"
        />
      </div>
      {state.customer_code ? <CreditAssessmentPanel customerCode={state.customer_code} /> : <p className="text-muted">Choose a customer to see its credit assessment.</p>}
    </div>
  );
}

import { useState } from 'react';
import { creditCustomerColumns, creditCustomersEp, type CreditCustomerRow } from '../../../contract/creditDesk';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useUrlState } from '../../components/grid/useUrlState';
import { customerCenterPath, customerCollectionsPath } from './paths';
import { Button, Form } from 'react-bootstrap';

type Filters = { search: string; with_balance: string };

const columns = colDefsOf<CreditCustomerRow>(creditCustomerColumns, {
  customer_code: { link: (r) => customerCenterPath(r.customer_id) },
  customer_name: { link: (r) => customerCenterPath(r.customer_id) },
  balance: { link: (r) => customerCollectionsPath(r.customer_id) },
});

/**
 * Customers as credit sees them: balance (largest first), what of it is past
 * due today, credit limit, terms and the last payment. The name opens the
 * customer center, the balance the customer's collections.
 */
export default function CreditCustomersPage() {
  const [applied, apply] = useUrlState<Filters>({ search: '', with_balance: '1' });
  const [draft, setDraft] = useState(applied);
  const body = { search: applied.search.trim() || undefined, with_balance: applied.with_balance === '1' || undefined };
  return (
    <div className="p-3">
      <h1 className="h4">Customers</h1>
      <form
        className="row g-2 align-items-end mb-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <div className="col-12 col-md-4">
          <Form.Label htmlFor="credit-customers-search" className="small mb-1">
            Customer Code or Name
          </Form.Label>
          <Form.Control id="credit-customers-search" size="sm" maxLength={100} value={draft.search} onChange={(e) => setDraft({ ...draft, search: e.target.value })} />
        </div>
        <Form.Check className="col-auto ms-2 mb-1">
          <Form.Check.Input id="credit-customers-balance" type="checkbox"  checked={draft.with_balance === '1'} onChange={(e) => setDraft({ ...draft, with_balance: e.target.checked ? '1' : '' })} />
          <Form.Check.Label htmlFor="credit-customers-balance" className="small">
            With a balance only
          </Form.Check.Label>
        </Form.Check>
        <div className="col-auto">
          <Button type="submit" size="sm">
            Search
          </Button>
        </div>
      </form>
      <ServerGrid<CreditCustomerRow>
        screenId="credit-customers"
        label="Customers"
        columns={columns}
        source={{ endpoint: creditCustomersEp, args: { body } }}
        queryKey={JSON.stringify(body)}
        defaultSort={{ order_by: 'balance', direction: 'desc' }}
        emptyText="No customers match."
      />
    </div>
  );
}

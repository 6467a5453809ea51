import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { showCustomerEp, type CustomerDetail } from '../../../../contract/customers';
import { useRead } from '../../../api/kitApi';
import CreateCustomerModal from '../CreateCustomerModal';
import CustomerSidebar from './CustomerSidebar';
import CustomerWorkspace from './CustomerWorkspace';
import { Alert, Button, Spinner } from 'react-bootstrap';

/**
 * The customer view (spec 002 §2.4) at /view/customer/{customer_code}: the
 * searchable customer list on the left, the customer on the right. Loading,
 * an unknown code and a failure each have their own view.
 */
export default function CustomerViewPage() {
  const { customer_code = '' } = useParams();
  const read = useRead(showCustomerEp, { params: { customer_code } });
  const [adding, setAdding] = useState(false);
  const customer = read.currentData as CustomerDetail | undefined;

  return (
    <div className="p-3 d-flex gap-3 align-items-start">
      <div style={{ width: 280, flex: '0 0 280px' }}>
        <CustomerSidebar onAdd={() => setAdding(true)} />
      </div>
      <section className="flex-grow-1" style={{ minWidth: 0 }} aria-label="Customer">
        {customer ? (
          // A reload (after a save or a status change) starts the form again from what is stored.
          <CustomerWorkspace key={`${customer.customer_code}|${customer.updated_at}|${customer.status}`} customer={customer} reload={() => void read.refetch()} />
        ) : read.isError ? (
          read.error?.status === 404 ? (
            <Alert variant="warning" transition={false} role="alert">
              Customer {customer_code} not found. Choose a customer from the list.
            </Alert>
          ) : (
            <Alert variant="danger" transition={false} className="d-flex align-items-center gap-2" role="alert">
              <span className="me-auto">Unable to load the customer. {read.error?.messages.join(' ')}</span>
              <Button variant="outline-danger" size="sm" onClick={() => void read.refetch()}>
                Try again
              </Button>
            </Alert>
          )
        ) : (
          <div role="status">
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            Loading customer {customer_code}…
          </div>
        )}
      </section>
      {adding && <CreateCustomerModal onClose={() => setAdding(false)} />}
    </div>
  );
}

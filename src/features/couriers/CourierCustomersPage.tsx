import { useMemo } from 'react';
import { courierCustomers } from '../../../contract/couriers';
import { usePermission } from '../../components/permissions';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /couriers/customers: the customers each courier delivers to; opening one changes its courier. */
export default function CourierCustomersPage() {
  // The code opens the customer only for those who may see customers (the warehouse may not).
  const canOpen = usePermission('get_customer');
  const extras = useMemo(
    () => (canOpen ? { customer_code: { link: (r: Record<string, unknown>) => `/view/customer/${encodeURIComponent(String(r.customer_code))}` } } : undefined),
    [canOpen],
  );
  return <ResourceListPage res={courierCustomers} extras={extras} />;
}

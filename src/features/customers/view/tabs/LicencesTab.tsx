import { useMemo } from 'react';
import { tradeLicences } from '../../../../../contract/regulatory';
import ResourceListPage from '../../../../components/resource/ResourceListPage';
import type { CustomerTabProps } from '../tabProps';

/**
 * The customer's licence to operate and S-licences (issue 28), part of its KYC beside the documents:
 * an expired LTO stops its invoices and deliveries, a missing S-licence its dangerous drugs.
 */
export default function LicencesTab({ customer }: CustomerTabProps) {
  const fixed = useMemo(() => ({ customer_id: customer.customer_id }), [customer.customer_id]);
  return <ResourceListPage res={tradeLicences} fixed={fixed} title={`Licences of ${customer.form.customer_name}`} embedded />;
}

import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { tradeLicences } from '../../../contract/regulatory';
import PermissionDenied from '../../components/PermissionDenied';
import { usePermission } from '../../components/permissions';
import ResourceListPage from '../../components/resource/ResourceListPage';
import { VendorNotFound } from './Details';
import { useVendor, vendorHeading } from './useVendor';

/** /vsp/:id/licences: a supplier's licences to operate and S-licences (issue 28), which gate its purchase orders. */
export default function VendorLicencesPage() {
  const canView = usePermission('view_regulatory');
  const { id: raw } = useParams();
  const { id, vendor, error } = useVendor(raw, { skip: !canView });
  const fixed = useMemo(() => (id === null ? undefined : { vendor_id: id }), [id]);
  if (!canView) return <PermissionDenied what="Supplier Licences" />;
  if (id === null || error?.status === 404) return <VendorNotFound />;
  return (
    <>
      <nav aria-label="Vendor" className="px-3 pt-3 small">
        <Link to={`/vsp/${id}`}>Back to {vendor ? vendor.company_name : 'the vendor'}</Link>
      </nav>
      <ResourceListPage res={tradeLicences} fixed={fixed} title={`Licences of ${vendorHeading(vendor, 'the supplier')}`} />
    </>
  );
}

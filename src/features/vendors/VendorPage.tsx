import { Link, useParams } from 'react-router-dom';
import { VENDOR_CATEGORIES } from '../../../contract/vendors';
import LoadState from '../../components/LoadState';
import PermissionDenied from '../../components/PermissionDenied';
import { usePermission } from '../../components/permissions';
import Details, { VendorNotFound } from './Details';
import { identityDetails, paymentDetails, useVendor, vendorHeading } from './useVendor';

/** /vsp/:id: one vendor as the master keeps it (edited from the list), with its record in each of its categories a link away. */
export default function VendorPage() {
  const canView = usePermission('view_vendors');
  const canSeeLicences = usePermission('view_regulatory');
  const { id: raw } = useParams();
  const { id, vendor, isLoading, error, refetch } = useVendor(raw, { skip: !canView });
  if (!canView) return <PermissionDenied what="Vendor" />;
  if (id === null || error?.status === 404) return <VendorNotFound />;
  return (
    <div className="p-3">
      <h1 className="h4">{vendorHeading(vendor, 'Vendor')}</h1>
      <LoadState what="the vendor" isLoading={isLoading} error={error} empty={false} emptyText="" onRetry={() => void refetch()}>
        {() =>
          vendor && (
            <>
              <h2 className="h6 mt-3">Details</h2>
              <Details rows={identityDetails(vendor)} />
              <h2 className="h6">Payment</h2>
              <Details rows={paymentDetails(vendor)} />
              <h2 className="h6">Categories</h2>
              <ul>
                {VENDOR_CATEGORIES.filter((c) => vendor[c.column]).map((c) => (
                  <li key={c.key}>
                    <Link to={`/vendors/${vendor.vendor_id}/${c.key}`}>As {c.label.toLowerCase()}</Link>
                  </li>
                ))}
              </ul>
              {canSeeLicences && (
                <p>
                  <Link to={`/vsp/${vendor.vendor_id}/licences`}>Licences to operate and S-licences</Link>
                </p>
              )}
              <p className="small text-muted">
                The vendor is edited in <Link to="/vsp/vendors">Vendors</Link>.
              </p>
            </>
          )
        }
      </LoadState>
    </div>
  );
}

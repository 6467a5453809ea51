import { Link, useParams } from 'react-router-dom';
import { categoryOf, vendorProductsEp } from '../../../contract/vendors';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import PermissionDenied from '../../components/PermissionDenied';
import { usePermission } from '../../components/permissions';
import { formatMoney } from '../../lib/money';
import Details, { VendorNotFound } from './Details';
import { paymentDetails, useVendor, vendorHeading } from './useVendor';
import { Alert, Table } from 'react-bootstrap';

/**
 * /vendors/:vendor_id/:category: the vendor's record in one category: how it
 * is paid, and for a supplier the products it supplies.
 */
export default function VendorCategoryPage() {
  const canView = usePermission('view_vendors');
  const { vendor_id, category } = useParams();
  const cat = categoryOf(category);
  const { id, vendor, isLoading, error, refetch } = useVendor(vendor_id, { skip: !canView || !cat });
  if (!canView) return <PermissionDenied what="Vendor" />;
  if (!cat) return <VendorNotFound what="There is no such vendor category (supplier, vendor or payee)." />;
  if (id === null || error?.status === 404) return <VendorNotFound />;
  return (
    <div className="p-3">
      <h1 className="h4">
        {cat.label}: {vendorHeading(vendor, 'Vendor')}
      </h1>
      <p>
        <Link to={`/vsp/${id}`}>Back to the vendor</Link>
      </p>
      <LoadState what="the vendor" isLoading={isLoading} error={error} empty={false} emptyText="" onRetry={() => void refetch()}>
        {() =>
          vendor &&
          (vendor[cat.column] ? (
            <>
              <h2 className="h6">Payment</h2>
              <Details rows={paymentDetails(vendor)} />
              {cat.key === 'supplier' && <SupplierProducts id={vendor.vendor_id} leadTime={vendor.lead_time_days} />}
            </>
          ) : (
            <Alert variant="info" transition={false} role="status">
              {vendor.company_name} is not a {cat.label.toLowerCase()}. Its categories: {vendor.categories}.
            </Alert>
          ))
        }
      </LoadState>
    </div>
  );
}

function SupplierProducts({ id, leadTime }: { id: number; leadTime: number }) {
  const q = useRead(vendorProductsEp, { params: { id } });
  const rows = q.data ?? [];
  return (
    <>
      <h2 className="h6">Products Supplied</h2>
      <p className="small text-muted">Lead time from purchase order to delivery: {leadTime} days.</p>
      <LoadState what="the products" isLoading={q.isLoading} error={q.error} empty={rows.length === 0} emptyText="This supplier supplies no products yet." onRetry={() => void q.refetch()}>
        <Table size="sm" striped style={{ maxWidth: 900 }}>
          <caption className="visually-hidden">Products supplied</caption>
          <thead>
            <tr>
              <th scope="col">Product Code</th>
              <th scope="col">Product Name</th>
              <th scope="col">Generic Name</th>
              <th scope="col">Unit</th>
              <th scope="col" className="text-end">
                Cost
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.product_id}>
                <td>{p.product_code}</td>
                <td>{p.product_name}</td>
                <td>{p.generic_name ?? '—'}</td>
                <td>{p.unit ?? '—'}</td>
                <td className="text-end">{formatMoney(p.cost)}</td>
                <td>{p.active ? 'Active' : 'Inactive'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </LoadState>
    </>
  );
}

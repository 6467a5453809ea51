import { Link } from 'react-router-dom';
import { Facts } from '../../components/Facts';
import { Alert } from 'react-bootstrap';

/** A vendor's or category's label and value pairs. */
export default function Details({ rows }: { rows: [string, string][] }) {
  return <Facts facts={rows} labelCols={4} className="mb-3" style={{ maxWidth: 720 }} />;
}

/** A vendor the address names that does not exist. */
export function VendorNotFound({ what = 'Vendor not found.' }: { what?: string }) {
  return (
    <Alert variant="warning" transition={false} className="m-3" role="alert">
      {what} <Link to="/vsp/vendors">Back to Vendors</Link>
    </Alert>
  );
}

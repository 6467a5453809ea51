import { Fragment } from 'react';
import { Link } from 'react-router-dom';

/** Label and value pairs as a definition list. */
export default function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="row mb-3" style={{ maxWidth: 720 }}>
      {rows.map(([k, v]) => (
        <Fragment key={k}>
          <dt className="col-sm-4">{k}</dt>
          <dd className="col-sm-8">{v}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A vendor the address names that does not exist. */
export function VendorNotFound({ what = 'Vendor not found.' }: { what?: string }) {
  return (
    <div className="alert alert-warning m-3" role="alert">
      {what} <Link to="/vsp/vendors">Back to Vendors</Link>
    </div>
  );
}

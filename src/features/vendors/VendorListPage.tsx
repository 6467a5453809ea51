import { useLocation } from 'react-router-dom';
import { categoryOf, vendors } from '../../../contract/vendors';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** A vendor's code opens its page. */
const extras = { vendor_code: { link: (r: Record<string, unknown>) => `/vsp/${String(r.vendor_id)}` } };

/**
 * /vsp/vendors, /vsp/supplier, /vsp/payee: one list of the vendor master. The
 * vendors' list shows everyone (a category filter beside the search); the
 * suppliers' and the payees' lists fix their category, and a record added
 * there starts in it.
 */
export default function VendorListPage() {
  const { pathname } = useLocation();
  const cat = categoryOf(pathname.split('/')[2]);
  const fixed = cat && cat.key !== 'vendor' ? { category_id: cat.id } : undefined;
  return (
    <ResourceListPage
      key={pathname}
      res={vendors}
      extras={extras}
      fixed={fixed}
      initial={fixed && cat ? { [cat.column]: true, vat_registration: 'vat', payment_terms_days: 30, lead_time_days: 0 } : { vat_registration: 'vat', payment_terms_days: 30, lead_time_days: 0 }}
      title={fixed && cat ? cat.plural : vendors.title}
    />
  );
}

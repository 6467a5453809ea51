import { vendors, type VendorRow } from '../../../contract/vendors';
import { useRead } from '../../api/kitApi';

/** The vendor an address names (null id when the address holds no id) and its record as read. */
export function useVendor(raw: string | undefined, opts: { skip?: boolean } = {}) {
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const q = useRead(vendors.endpoints.show, { params: { id: id ?? 0 } }, { skip: opts.skip || id === null });
  return { id, vendor: q.data as VendorRow | undefined, isLoading: q.isLoading, error: q.error, refetch: q.refetch };
}

export const vendorHeading = (v: VendorRow | undefined, fallback: string) => (v ? `${v.vendor_code} — ${v.company_name}` : fallback);
const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** What a payment to the vendor needs, in words. */
export function paymentDetails(v: VendorRow): [string, string][] {
  return [
    ['Payment Terms', `${v.payment_terms_days} days`],
    ['VAT Registration', v.vat_registration === 'vat' ? 'VAT-registered' : 'Non-VAT'],
    ['ATC Code (EWT)', v.atc_code ? `${v.atc_code} — ${dash(v.ewt_rate)}%` : 'None withheld'],
    ['Bank', dash(v.bank_name)],
    ['Account Name', dash(v.bank_account_name)],
    ['Account Number', dash(v.bank_account_no)],
  ];
}

/** Who the vendor is and where. */
export function identityDetails(v: VendorRow): [string, string][] {
  return [
    ['Vendor Code', v.vendor_code],
    ['Registered Name', v.company_name],
    ['Trade Name', dash(v.trade_name)],
    ['Categories', v.categories],
    ['TIN', dash(v.tin)],
    ['Registered Address', dash(v.registered_address)],
    ['Contact Person', dash(v.contact_person)],
    ['Contact Number', dash(v.contact_number)],
    ['Email', dash(v.email)],
    ['Status', v.active ? 'Active' : 'Inactive'],
  ];
}

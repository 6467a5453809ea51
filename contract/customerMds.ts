import { z } from 'zod';
import type { MdProfile } from './customerLists';
import { id, text } from './envelope';
import { endpoint } from './kit';

/**
 * Associate MDs of a customer (spec 002 §2.4 "Associate MDs section", §3.6,
 * §4 "Associate MD", §7.1): the physicians of the MD directory (migration
 * 082) attached to a customer, as indicated in its BIR 2303. Removing one
 * is a soft delete: the row stays, so the history can name it.
 *
 * The customer read (GET /customer/{code}) does not carry the attached MDs
 * here: they are read at GET /customer/{code}/mds (our path; the spec shows
 * them inside the customer read).
 */

export const MD_HINT = 'Indicated in 2303 BIR Certificate of Registration.';
export const MD_PICKER_PLACEHOLDER = 'Search MD Code or Md Name';

export const MD_MESSAGES = {
  associated: 'MD has been associated.',
  removed: 'MD has been removed.',
  alreadyAttached: 'This MD is already associated with this customer.',
  mdNotFound: 'MD not found in the MD directory.',
  customerNotFound: 'Customer not found.',
  notFound: 'Associated MD not found.',
} as const;

/** An attached MD: the directory's profile and the clinic address of §3.6. */
export interface AttachedMd {
  customer_md_id: number;
  md_code: string;
  md_profile: MdProfile;
  contact_person_email: string | null;
  building_street: string | null;
  barangay: string | null;
  city: string | null;
  province: string | null;
  zip_code: string | null;
  lba_code: string | null;
  lba_name: string | null;
  district: string | null;
  approval_code: string | null;
}

/** The read-only detail fields of an attached MD, in the order shown, with their labels. */
export const ATTACHED_MD_FIELDS: readonly { label: string; value: (md: AttachedMd) => string | null }[] = [
  { label: 'First Name', value: (m) => m.md_profile.first_name },
  { label: 'Last Name', value: (m) => m.md_profile.last_name },
  { label: 'Contact Number', value: (m) => m.md_profile.contact_no },
  { label: 'Email', value: (m) => m.md_profile.email },
  { label: 'Contact Person', value: (m) => m.md_profile.contact_person_name },
  { label: 'Contact Person Number', value: (m) => m.md_profile.contact_person_contact_no },
  { label: 'Contact Person Email', value: (m) => m.contact_person_email },
  { label: 'Bldg./Street Address', value: (m) => m.building_street },
  { label: 'Barangay', value: (m) => m.barangay },
  { label: 'City/Municipality', value: (m) => m.city },
  { label: 'Province', value: (m) => m.province },
  { label: 'Zip Code', value: (m) => m.zip_code },
  { label: 'LBA Code', value: (m) => m.lba_code },
  { label: 'LBA Name', value: (m) => m.lba_name },
  { label: 'District', value: (m) => m.district },
];

/** The preview of a picked MD (the directory profile, before it is associated). */
export const MD_PROFILE_FIELDS: readonly { label: string; key: keyof MdProfile }[] = [
  { label: 'First Name', key: 'first_name' },
  { label: 'Last Name', key: 'last_name' },
  { label: 'Contact Number', key: 'contact_no' },
  { label: 'Email', key: 'email' },
  { label: 'Contact Person', key: 'contact_person_name' },
  { label: 'Contact Person Number', key: 'contact_person_contact_no' },
  { label: 'Address', key: 'address' },
];

const code = (label: string) => text({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(40, `${label} is not valid.`);

export const customerMdsParams = z.object({ customer_code: code('Customer code') }).strict();

export const storeCustomerMdInput = z
  .object({
    customer_code: code('Customer code'),
    /** The customer's approval code when the change rides on an approval; kept with the association. */
    approval_code: z.preprocess((v) => (v === '' ? null : v), text({ error: 'Approval code must be text.' }).trim().max(40, 'Approval code must be at most 40 characters.').nullable().optional()),
    md_code: code('MD'),
  })
  .strict();
export type StoreCustomerMdInput = z.input<typeof storeCustomerMdInput>;

export const softDeleteCustomerMdInput = z.object({ customer_md_id: id({ error: 'The associated MD is not valid.' }) }).strict();

export const CUSTOMER_MDS_TAG = 'customer-mds';
export const MD_READ_SCOPES = ['get_customer', 'update_customer'] as const;
export const MD_WRITE_SCOPES = ['update_customer'] as const;

export const customerMdsEp = endpoint<AttachedMd[]>()({ method: 'GET', path: '/customer/:customer_code/mds', params: customerMdsParams, tag: CUSTOMER_MDS_TAG });
export const storeCustomerMdEp = endpoint<AttachedMd>()({ method: 'POST', path: '/customer/mds/store', body: storeCustomerMdInput, form: true, invalidates: [CUSTOMER_MDS_TAG] });
export const softDeleteCustomerMdEp = endpoint<string>()({ method: 'DELETE', path: '/customer/mds/soft-delete', body: softDeleteCustomerMdInput, invalidates: [CUSTOMER_MDS_TAG] });

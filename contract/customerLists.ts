import { z } from 'zod';
import { optionalId, text } from './envelope';
import { endpoint, searchText } from './kit';

/**
 * The reference lists of the customer form (spec 002 §3.5, §7.1), at the
 * spec's paths and with its field names. Read by anyone who views or edits
 * customers; an account officer is added from the form's "+" (§2.3).
 */
export interface CustomerTypeOption { customer_type_id: number; customer_type_desc: string }
export interface ChannelOption { customer_channel_id: number; channel: string }
export interface TaggingOption { id: number; tagging: string }
export interface RegularOption { customer_regular_nonregular_id: number; description: string }
export interface VatTypeOption { vat_type_id: number; type: string }
export interface ReturnPolicyOption { customer_return_policy_id: number; policy: string }
export interface BusinessTypeOption { customer_business_type_id: number; business_type: string }
export interface PaymentModeOption { payment_mode_id: number; payment_mode: string }
export interface PaymentTermOption { payment_terms_id: number; payment_terms: string; days: number }
export interface CourierOption { courier_id: number; courier_code: string; company_name: string }
export interface AccountOfficer { ao_id: number; ao_name: string; user_id: number | null }
/** One list of the people who sell, for the KAM, KASS, SAR, Hospital SAR and Segment Manager pickers. */
export interface SalesPerson { unique_id: string; hosp_user: string; role: 'KAM' | 'KASS' | 'SAR' | 'HSAR' | 'SM' }
export interface MdProfile {
  first_name: string;
  last_name: string;
  contact_no: string | null;
  email: string | null;
  contact_person_name: string | null;
  contact_person_contact_no: string | null;
  address: string | null;
}
export interface MdOption { md_code: string; md_profile: MdProfile }

/** The initial stocking term a new customer starts with (spec 002 §3.3: default 6). */
export const DEFAULT_INITIAL_STOCKING_TERM = 6;
export const CUSTOMER_LIST_SCOPES = ['get_customer', 'add_customer', 'update_customer'] as const;
export const AO_SCOPES = ['add_customer', 'update_customer'] as const;
export const AO_MESSAGES = { saved: 'Account officer has been saved.', taken: 'An account officer with this name already exists.', notFound: 'Account officer not found.', userNotFound: 'The user does not exist.' } as const;

const LISTS = 'customer-lists';
const list = <T>(path: string) => endpoint<T[]>()({ method: 'GET', path, tag: LISTS });

export const customerTypesEp = list<CustomerTypeOption>('/list/customer-type');
export const customerChannelsEp = list<ChannelOption>('/list/customer-channel');
export const regularNonRegularEp = list<RegularOption>('/list/customer-regular-non-regular');
export const vatTypesEp = list<VatTypeOption>('/list/vat-type');
export const returnPoliciesEp = list<ReturnPolicyOption>('/list/customer-return-policy');
export const businessTypesEp = list<BusinessTypeOption>('/list/customer-business-type');
export const taggingsEp = list<TaggingOption>('/customers/tagging');
export const paymentModesEp = list<PaymentModeOption>('/payments/mode');
export const paymentTermsEp = list<PaymentTermOption>('/payments/term');
/** The same terms (spec: "payment terms is used for both terms and initial stocking"). */
export const initialStockingTermsEp = list<PaymentTermOption>('/initial_stocking/term');
export const couriersEp = list<CourierOption>('/couriers');
export const accountOfficersEp = list<AccountOfficer>('/customer/ao/all');
/** The people list (path not shown in the spec: ours). */
export const salesPeopleEp = list<SalesPerson>('/customer/people');
export const mdDirectoryEp = list<MdOption>('/search/customer/mds');
/**
 * The MD search named among the payable voucher calls (002 §7.8, body not shown): the directory's MDs whose code or
 * name holds `search`, at most MD_SEARCH_LIMIT, for pickers that cannot load the whole directory.
 */
export const MD_SEARCH_LIMIT = 50;
export const mdSearchEp = endpoint<MdOption[]>()({ method: 'POST', path: '/search/customer/md', body: z.object({ search: searchText }).strip(), tag: LISTS });
/** Who may search MDs: the customer form's users and the payable voucher's makers. */
export const MD_SEARCH_SCOPES = [...CUSTOMER_LIST_SCOPES, 'create_payable_voucher'] as const;

export const accountOfficerInput = z
  .object({
    ao_name: text({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(120, 'Name must be at most 120 characters.'),
    /** The user who is this officer, if any. */
    user_id: optionalId({ error: 'The user is not valid.' }).nullable(),
    /** Absent or empty: a new officer; else the one to rename. */
    ao_id: optionalId({ error: 'The account officer is not valid.' }).nullable(),
  })
  .strict();
export type AccountOfficerInput = z.input<typeof accountOfficerInput>;
export const saveAccountOfficerEp = endpoint<AccountOfficer>()({ method: 'POST', path: '/customer/ao/save', body: accountOfficerInput, form: true, invalidates: [LISTS] });

export const mdLookupBody = z.object({ md_code: text({ error: 'MD code is required.' }).trim().min(1, 'MD code is required.').max(40) }).strict();
export const associateMdLookupEp = endpoint<MdOption[]>()({ method: 'POST', path: '/customer/associate/md/get', body: mdLookupBody });

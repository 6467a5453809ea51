import {
  accountOfficersEp,
  businessTypesEp,
  couriersEp,
  customerChannelsEp,
  customerTypesEp,
  paymentModesEp,
  paymentTermsEp,
  regularNonRegularEp,
  returnPoliciesEp,
  salesPeopleEp,
  taggingsEp,
  vatTypesEp,
} from '../../../../contract/customerLists';
import { useRead } from '../../../api/kitApi';
import type { Option } from '../../../components/form/Fields';

/** The reference lists of the customer form (spec 002 §3.5) as select options; cached, so the modal and the view share them. */
export function useCustomerLookups() {
  const types = useRead(customerTypesEp);
  const channels = useRead(customerChannelsEp);
  const taggings = useRead(taggingsEp);
  const regular = useRead(regularNonRegularEp);
  const vat = useRead(vatTypesEp);
  const policies = useRead(returnPoliciesEp);
  const business = useRead(businessTypesEp);
  const modes = useRead(paymentModesEp);
  const terms = useRead(paymentTermsEp);
  const couriers = useRead(couriersEp);
  const officers = useRead(accountOfficersEp);
  const people = useRead(salesPeopleEp);
  const all = [types, channels, taggings, regular, vat, policies, business, modes, terms, couriers, officers, people];
  const opt = <T,>(rows: T[] | undefined, value: (r: T) => number | string, label: (r: T) => string): Option[] => (rows ?? []).map((r) => ({ value: value(r), label: label(r) }));
  return {
    loading: all.some((q) => q.isLoading),
    failed: all.find((q) => q.error)?.error ?? null,
    customerTypes: opt(types.data, (r) => r.customer_type_id, (r) => r.customer_type_desc),
    channels: opt(channels.data, (r) => r.customer_channel_id, (r) => r.channel),
    taggings: opt(taggings.data, (r) => r.id, (r) => r.tagging),
    regular: opt(regular.data, (r) => r.customer_regular_nonregular_id, (r) => r.description),
    vatTypes: opt(vat.data, (r) => r.vat_type_id, (r) => r.type),
    returnPolicies: opt(policies.data, (r) => r.customer_return_policy_id, (r) => r.policy),
    businessTypes: opt(business.data, (r) => r.customer_business_type_id, (r) => r.business_type),
    paymentModes: opt(modes.data, (r) => r.payment_mode_id, (r) => r.payment_mode),
    paymentTerms: opt(terms.data, (r) => r.payment_terms_id, (r) => r.payment_terms),
    couriers: opt(couriers.data, (r) => r.courier_id, (r) => r.company_name),
    accountOfficers: opt(officers.data, (r) => r.ao_id, (r) => r.ao_name),
    people: opt(people.data, (r) => r.unique_id, (r) => `${r.hosp_user} (${r.role})`),
  };
}
export type CustomerLookups = ReturnType<typeof useCustomerLookups>;

import { Codes } from '../../contract';
import {
  accountOfficersEp,
  AO_MESSAGES,
  AO_SCOPES,
  associateMdLookupEp,
  businessTypesEp,
  couriersEp,
  CUSTOMER_LIST_SCOPES,
  customerChannelsEp,
  customerTypesEp,
  initialStockingTermsEp,
  mdDirectoryEp,
  mdSearchEp,
  MD_SEARCH_LIMIT,
  MD_SEARCH_SCOPES,
  paymentModesEp,
  paymentTermsEp,
  regularNonRegularEp,
  returnPoliciesEp,
  salesPeopleEp,
  saveAccountOfficerEp,
  taggingsEp,
  vatTypesEp,
  type AccountOfficer,
  type MdOption,
} from '../../contract/customerLists';
import type { Endpoint, EndpointDef } from '../../contract/kit';
import { sql, type SQL } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { answer, invalid, notFound } from '../http/answer';
import { recordRevision, route, whereOf } from '../kit';

/**
 * The customer form's reference lists (spec 002 §3.5, §7.1, migration 082):
 * one declaration per list (its endpoint and its query), the account
 * officer's save, and the MD directory.
 */
const readList = (ep: Endpoint<unknown[], EndpointDef>, what: string, query: SQL) =>
  route(ep, {
    scopes: CUSTOMER_LIST_SCOPES,
    summary: `Customer form: the ${what}`,
    handler: async ({ deps, ok }) => ok((await deps.db.rows(query)) as never),
  });

const MD_PROFILE = sql`json_build_object('first_name', first_name, 'last_name', last_name, 'contact_no', contact_no, 'email', email,
  'contact_person_name', contact_person_name, 'contact_person_contact_no', contact_person_contact_no, 'address', address)`;

const lists = [
  readList(customerTypesEp, 'customer types', sql`SELECT customer_type_id, customer_type_desc FROM customer_types ORDER BY customer_type_id`),
  readList(customerChannelsEp, 'channels', sql`SELECT customer_channel_id, channel FROM customer_channels ORDER BY customer_channel_id`),
  readList(regularNonRegularEp, 'regular and non-regular choices', sql`SELECT customer_regular_nonregular_id, description FROM customer_regular_nonregular ORDER BY 1`),
  readList(vatTypesEp, 'VAT types', sql`SELECT vat_type_id, type FROM vat_types ORDER BY vat_type_id`),
  readList(returnPoliciesEp, 'return policies', sql`SELECT customer_return_policy_id, policy FROM customer_return_policies ORDER BY 1`),
  readList(businessTypesEp, 'business types', sql`SELECT customer_business_type_id, business_type FROM customer_business_types ORDER BY 1`),
  readList(taggingsEp, 'taggings', sql`SELECT id, tagging FROM customer_taggings ORDER BY id`),
  readList(paymentModesEp, 'modes of payment', sql`SELECT payment_mode_id, payment_mode FROM payment_modes ORDER BY payment_mode_id`),
  readList(paymentTermsEp, 'payment terms', sql`SELECT payment_terms_id, payment_terms, days FROM payment_terms ORDER BY days, payment_terms_id`),
  readList(initialStockingTermsEp, 'initial stocking terms (the payment terms)', sql`SELECT payment_terms_id, payment_terms, days FROM payment_terms ORDER BY days, payment_terms_id`),
  readList(couriersEp, 'active delivery service providers', sql`SELECT courier_id, courier_code, company_name FROM couriers WHERE active ORDER BY lower(company_name)`),
  readList(accountOfficersEp, 'active account officers', sql`SELECT ao_id, ao_name, user_id FROM account_officers WHERE active ORDER BY lower(ao_name)`),
  readList(salesPeopleEp, 'people who sell (KAM, KASS, SAR, Hospital SAR, Segment Manager)', sql`SELECT unique_id, hosp_user, role FROM sales_people ORDER BY role, lower(hosp_user)`),
  readList(mdDirectoryEp, 'physicians (MD directory)', sql`SELECT md_code, ${MD_PROFILE} AS md_profile FROM md_directory ORDER BY md_code`),
];

export const searchMds = route(mdSearchEp, {
  scopes: MD_SEARCH_SCOPES,
  summary: 'Physicians of the MD directory whose code or name holds the search',
  handler: async ({ body, deps, ok }) =>
    ok(
      await deps.db.rows<MdOption>(sql`
        SELECT md_code, ${MD_PROFILE} AS md_profile FROM md_directory
        ${whereOf([], { text: body.search, in: [sql`md_code`, sql`first_name || ' ' || last_name`] })}
        ORDER BY md_code LIMIT ${MD_SEARCH_LIMIT}`),
    ),
});

const aoTaken = () => invalid([AO_MESSAGES.taken], { ao_name: [AO_MESSAGES.taken] });

export const saveAccountOfficer = route(saveAccountOfficerEp, {
  scopes: AO_SCOPES,
  summary: 'Add an account officer, or rename one (ao_id), from the customer form',
  handler: async ({ body, deps, user }) => {
    if (body.user_id && !(await deps.db.one(sql`SELECT 1 FROM users WHERE id = ${body.user_id}`))) {
      return invalid([AO_MESSAGES.userNotFound], { user_id: [AO_MESSAGES.userNotFound] });
    }
    const at = new Date(deps.clock.now()).toISOString();
    try {
      const saved = await deps.db.transaction(async (tx) => {
        const before = body.ao_id ? await tx.one<AccountOfficer>(sql`SELECT ao_id, ao_name, user_id FROM account_officers WHERE ao_id = ${body.ao_id} FOR UPDATE`) : null;
        if (body.ao_id && !before) return null;
        const row = before
          ? await tx.one<AccountOfficer>(sql`UPDATE account_officers SET ao_name = ${body.ao_name}, user_id = ${body.user_id ?? null} WHERE ao_id = ${before.ao_id} RETURNING ao_id, ao_name, user_id`)
          : await tx.one<AccountOfficer>(sql`INSERT INTO account_officers (ao_name, user_id) VALUES (${body.ao_name}, ${body.user_id ?? null}) RETURNING ao_id, ao_name, user_id`);
        await recordRevision(tx, {
          entity: 'account_officers',
          entityId: row!.ao_id,
          action: before ? 'updated' : 'created',
          userId: user.id,
          at,
          module: 'Customers',
          reference: body.ao_name,
          changes: [
            { field: 'ao_name', label: 'Account Officer', old: before?.ao_name ?? null, new: body.ao_name },
            { field: 'user_id', label: 'User', old: before?.user_id ?? null, new: body.user_id ?? null },
          ].filter((c) => c.old !== c.new),
        });
        return row!;
      });
      if (!saved) return notFound(AO_MESSAGES.notFound);
      // 00000 with the saved officer; the form says AO_MESSAGES.saved (the spec's words live in the contract).
      return answer(Codes.OK, saved);
    } catch (err) {
      if (isUniqueViolation(err)) return aoTaken();
      throw err;
    }
  },
});

export const associateMdLookup = route(associateMdLookupEp, {
  scopes: CUSTOMER_LIST_SCOPES,
  summary: 'Customer form: the physician with this MD code and the profile to preview before associating',
  handler: async ({ body, deps, ok }) =>
    ok(await deps.db.rows<MdOption>(sql`SELECT md_code, ${MD_PROFILE} AS md_profile FROM md_directory WHERE lower(md_code) = lower(${body.md_code})`)),
});

export const customerListRoutes = [...lists, searchMds, saveAccountOfficer, associateMdLookup];

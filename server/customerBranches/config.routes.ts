import { Codes } from '../../contract';
import {
  BRANCH_MESSAGES,
  BRANCH_READ_SCOPES,
  BRANCH_WRITE_SCOPES,
  createBranchConfigEp,
  resetSettings,
  showBranchConfigEp,
  updateBranchConfigEp,
} from '../../contract/customerBranches';
import { isUniqueViolation } from '../db/errors';
import { answer, invalid, notFound } from '../http/answer';
import { route } from '../kit';
import { findCustomer, hasBranches, lockCustomers, readConfig, removeLinks, saveConfig, type ConfigValues } from './branchStore';

/**
 * A customer's branch settings (spec 002 §3.10, §4 "Branch type", §7.1):
 * show, create (the first choice of a type) and update. A type change
 * resets the settings and removes the customer's links in the same
 * transaction; a main office cannot switch to per-branch sales ordering
 * while it has no branches.
 */
const noBranches = () => invalid([BRANCH_MESSAGES.noBranches], { so: [BRANCH_MESSAGES.noBranches] });
const settingsOf = ({ customer_type, so, shipping, billing, billing_account, soa_main, soa_branch }: ConfigValues): ConfigValues => ({
  customer_type,
  so,
  shipping,
  billing,
  billing_account,
  soa_main,
  soa_branch,
});

const show = route(showBranchConfigEp, {
  scopes: BRANCH_READ_SCOPES,
  summary: "A customer's branch settings (Main Office or Branch and the settings table); null before a type is chosen",
  handler: async ({ body, deps, ok }) => {
    const customer = await findCustomer(deps.db, body.customer_code);
    if (!customer) return notFound(BRANCH_MESSAGES.customerNotFound);
    return ok(await readConfig(deps.db, customer.customer_id));
  },
});

const create = route(createBranchConfigEp, {
  scopes: BRANCH_WRITE_SCOPES,
  summary: 'Choose Main Office or Branch for a customer, with its settings; 00003',
  handler: async ({ body, deps, user }) => {
    const ctx = { userId: user.id, at: new Date(deps.clock.now()).toISOString() };
    try {
      const refused = await deps.db.transaction(async (tx) => {
        const customer = (await lockCustomers(tx, [body.customer_code])).get(body.customer_code);
        if (!customer) return notFound(BRANCH_MESSAGES.customerNotFound);
        if (await readConfig(tx, customer.customer_id)) return invalid([BRANCH_MESSAGES.configExists]);
        // A new main office has no branches yet.
        if (body.customer_type === 'main_branch' && body.so === 0) return noBranches();
        await saveConfig(tx, customer, null, settingsOf(body), ctx);
        return null;
      });
      if (refused) return refused;
    } catch (err) {
      // Two first choices racing: the primary key lets one in.
      if (isUniqueViolation(err)) return invalid([BRANCH_MESSAGES.configExists]);
      throw err;
    }
    const customer = await findCustomer(deps.db, body.customer_code);
    return answer(Codes.CREATED, await readConfig(deps.db, customer!.customer_id));
  },
});

const update = route(updateBranchConfigEp, {
  scopes: BRANCH_WRITE_SCOPES,
  summary: 'Change a customer\'s branch settings; a changed type resets them and removes its links (§4); 00004',
  handler: async ({ body, deps, user }) => {
    const ctx = { userId: user.id, at: new Date(deps.clock.now()).toISOString() };
    const refused = await deps.db.transaction(async (tx) => {
      const customer = (await lockCustomers(tx, [body.customer_code])).get(body.customer_code);
      if (!customer) return notFound(BRANCH_MESSAGES.customerNotFound);
      const before = await readConfig(tx, customer.customer_id);
      if (!before) return notFound(BRANCH_MESSAGES.configMissing);
      let next = settingsOf({ ...body, billing_account: body.billing_account ?? before.billing_account });
      if (before.customer_type !== body.customer_type) {
        // The links name the old type (migration 087): they go before the type changes.
        await removeLinks(tx, before.customer_type === 'main_branch' ? { mainId: customer.customer_id } : { branchId: customer.customer_id }, ctx);
        next = { customer_type: body.customer_type, ...resetSettings(body.customer_type) };
      } else if (body.customer_type === 'main_branch' && body.so === 0 && before.so === 1 && !(await hasBranches(tx, customer.customer_id))) {
        return noBranches();
      }
      await saveConfig(tx, customer, before, next, ctx);
      return null;
    });
    if (refused) return refused;
    const customer = await findCustomer(deps.db, body.customer_code);
    return answer(Codes.UPDATED, await readConfig(deps.db, customer!.customer_id));
  },
});

export const branchConfigRoutes = [show, create, update];

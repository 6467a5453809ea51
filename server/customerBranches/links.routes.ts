import { Codes } from '../../contract';
import {
  BRANCH_MESSAGES,
  BRANCH_READ_SCOPES,
  BRANCH_WRITE_SCOPES,
  linkedCustomersEp,
  mainOfficesEp,
  removeBranchesEp,
  resetSettings,
  storeBranchesEp,
  unassociatedCustomersEp,
  type BranchCandidate,
} from '../../contract/customerBranches';
import { sql, type SQL } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { likePattern, route } from '../kit';
import { findCustomer, insertLink, isLinkedBranch, linkedOf, lockCustomers, readConfig, removeLinks, saveConfig } from './branchStore';

/**
 * The links between main offices and branches (spec 002 §2.4 Branches tab,
 * §4, §7.1): the linked list, the pickers' lists, linking and removing.
 */
const CANDIDATE_LIMIT = 50;

const linked = route(linkedCustomersEp, {
  scopes: BRANCH_READ_SCOPES,
  summary: "The customers linked to one: a main office's branches, or a branch's main office",
  handler: async ({ body, deps, ok }) => {
    const customer = await findCustomer(deps.db, body.customer_code);
    if (!customer) return notFound(BRANCH_MESSAGES.customerNotFound);
    return ok(await linkedOf(deps.db, customer.customer_id, body.branch_type));
  },
});

/** Active customers other than the one asking, matching the search by code or name, by code. */
const candidates = (which: SQL, self: string, search: string | undefined) => sql`
  SELECT c.customer_code, c.customer_name
  FROM customers c LEFT JOIN customer_branch_configs b ON b.customer_id = c.customer_id
  WHERE c.status = 1 AND c.customer_code <> ${self} AND ${which}
    ${search ? sql`AND (c.customer_code ILIKE ${likePattern(search)} OR c.customer_name ILIKE ${likePattern(search)})` : sql``}
  ORDER BY c.customer_code LIMIT ${CANDIDATE_LIMIT}`;

const mainOffices = route(mainOfficesEp, {
  scopes: BRANCH_READ_SCOPES,
  summary: 'Main offices a branch may belong to (the Branches tab picker)',
  handler: async ({ body, deps, ok }) => ok(await deps.db.rows<BranchCandidate>(candidates(sql`b.customer_type = 'main_branch'`, body.customer_code, body.search))),
});

const unassociated = route(unassociatedCustomersEp, {
  scopes: BRANCH_READ_SCOPES,
  summary: 'Customers a main office may add as branches: linked to nobody and not a main office',
  handler: async ({ body, deps, ok }) =>
    ok(
      await deps.db.rows<BranchCandidate>(
        candidates(
          sql`(b.customer_type IS NULL OR b.customer_type = 'branch') AND NOT EXISTS (SELECT 1 FROM customer_branch_links l WHERE l.branch_customer_id = c.customer_id)`,
          body.customer_code,
          body.search,
        ),
      ),
    ),
});

const store = route(storeBranchesEp, {
  scopes: BRANCH_WRITE_SCOPES,
  summary: 'Link branches to a main office (a branch without settings becomes a Branch with the default settings); 00003',
  handler: async ({ body, deps, user }) => {
    const ctx = { userId: user.id, at: new Date(deps.clock.now()).toISOString() };
    const branches = [...new Set(body.customer_branches)];
    if (branches.includes(body.main_customer_code)) return invalid([BRANCH_MESSAGES.selfLink], { customer_branches: [BRANCH_MESSAGES.selfLink] });
    const alreadyLinked = () => invalid([BRANCH_MESSAGES.alreadyLinked(branches.join(', '))], { customer_branches: [BRANCH_MESSAGES.alreadyLinked(branches.join(', '))] });
    try {
      const refused = await deps.db.transaction(async (tx): Promise<Answer | null> => {
        const locked = await lockCustomers(tx, [body.main_customer_code, ...branches]);
        const main = locked.get(body.main_customer_code);
        if (!main) return notFound(BRANCH_MESSAGES.customerNotFound);
        const missing = branches.filter((c) => !locked.has(c));
        if (missing.length) return invalid([BRANCH_MESSAGES.unknownCustomers(missing)], { customer_branches: [BRANCH_MESSAGES.unknownCustomers(missing)] });
        const problems: { field: 'main_customer_code' | 'customer_branches'; message: string }[] = [];
        if ((await readConfig(tx, main.customer_id))?.customer_type !== 'main_branch') problems.push({ field: 'main_customer_code', message: BRANCH_MESSAGES.notMainOffice(main.customer_code) });
        const configs = new Map<string, Awaited<ReturnType<typeof readConfig>>>();
        for (const code of branches) {
          const b = locked.get(code)!;
          const config = await readConfig(tx, b.customer_id);
          configs.set(code, config);
          if (config?.customer_type === 'main_branch') problems.push({ field: 'customer_branches', message: BRANCH_MESSAGES.isMainOffice(code) });
          else if (await isLinkedBranch(tx, b.customer_id)) problems.push({ field: 'customer_branches', message: BRANCH_MESSAGES.alreadyLinked(code) });
        }
        if (problems.length) {
          const fields: Record<string, string[]> = {};
          for (const p of problems) (fields[p.field] ??= []).push(p.message);
          return invalid(problems.map((p) => p.message), fields);
        }
        for (const code of branches) {
          const b = locked.get(code)!;
          if (!configs.get(code)) await saveConfig(tx, b, null, { customer_type: 'branch', ...resetSettings('branch') }, ctx);
          await insertLink(tx, b, main, ctx);
        }
        return null;
      });
      if (refused) return refused;
    } catch (err) {
      // The branch's primary key: another request linked it first.
      if (isUniqueViolation(err)) return alreadyLinked();
      throw err;
    }
    const asker = await findCustomer(deps.db, body.branch_type === 'main_branch' ? body.main_customer_code : branches[0]);
    return answer(Codes.CREATED, await linkedOf(deps.db, asker!.customer_id, body.branch_type));
  },
});

const remove = route(removeBranchesEp, {
  scopes: BRANCH_WRITE_SCOPES,
  summary: "Remove a customer's links: a main office's to all its branches, or a branch's to its main office; 00006",
  handler: async ({ body, deps, user }) => {
    const ctx = { userId: user.id, at: new Date(deps.clock.now()).toISOString() };
    return deps.db.transaction(async (tx) => {
      const customer = (await lockCustomers(tx, [body.customer_code])).get(body.customer_code);
      if (!customer) return notFound(BRANCH_MESSAGES.customerNotFound);
      const config = await readConfig(tx, customer.customer_id);
      if (config?.customer_type !== body.customer_type) {
        const message = body.customer_type === 'main_branch' ? BRANCH_MESSAGES.notMainOffice(customer.customer_code) : BRANCH_MESSAGES.notBranch(customer.customer_code);
        return invalid([message], { customer_type: [message] });
      }
      const gone = await removeLinks(tx, body.customer_type === 'main_branch' ? { mainId: customer.customer_id } : { branchId: customer.customer_id }, ctx);
      return gone ? answer(Codes.DELETED, BRANCH_MESSAGES.removed) : notFound(BRANCH_MESSAGES.nothingToRemove(customer.customer_code));
    });
  },
});

export const branchLinkRoutes = [linked, mainOffices, unassociated, store, remove];

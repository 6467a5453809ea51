import { useState } from 'react';
import {
  BRANCH_MESSAGES,
  BRANCH_TYPE_LABELS,
  createBranchConfigEp,
  removeBranchesEp,
  resetSettings,
  storeBranchesEp,
  updateBranchConfigEp,
  type BranchConfig,
  type BranchSettings,
  type BranchType,
  type LinkedCustomer,
} from '../../../../../../contract/customerBranches';
import { toApiError } from '../../../../../api/ApiError';
import { useWrites } from '../../../../../api/kitApi';
import { confirmAction, showError } from '../../../../../components/dialogs';

const GENERIC = 'Error occured. Please try again later.';

/** A failed write as the Oops... dialog says it (server text for a refusal, the generic line otherwise). */
async function sayFailure(err: unknown): Promise<void> {
  const e = toApiError(err);
  await showError('Oops...', e.isNetwork || e.status >= 500 ? GENERIC : e.messages.join('\n') || GENERIC);
}

const settingsOf = (c: BranchConfig): BranchSettings => ({
  so: c.so,
  shipping: c.shipping,
  billing: c.billing,
  billing_account: c.billing_account,
  soa_main: c.soa_main,
  soa_branch: c.soa_branch,
});

/**
 * The writes of the Branches tab (spec 002 §4): choosing or changing the
 * type (a change asks first, then the settings are reset), a setting, adding
 * and removing links. Each write is saved at once; the tab's reads are
 * fetched again after it (their tag). `info` is the spec's info line when
 * per-branch sales ordering is chosen with no branches (not applied).
 */
export function useBranchActions(customerCode: string, config: BranchConfig | null, links: readonly LinkedCustomer[]) {
  const { runOn, isLoading } = useWrites();
  const [info, setInfo] = useState<string | null>(null);

  async function attempt(write: () => Promise<unknown>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (err) {
      const e = toApiError(err);
      if (e.isInvalidRequest && e.messages.includes(BRANCH_MESSAGES.noBranches)) setInfo(BRANCH_MESSAGES.noBranches);
      else await sayFailure(err);
      return false;
    }
  }

  async function chooseType(type: BranchType): Promise<void> {
    setInfo(null);
    const body = { customer_code: customerCode, customer_type: type, ...resetSettings(type) };
    if (!config) {
      await attempt(() => runOn(createBranchConfigEp, { body }));
      return;
    }
    if (config.customer_type === type) return;
    const linked = links.length ? ` The links to the ${links.length} customer${links.length === 1 ? '' : 's'} listed are removed.` : '';
    const sure = await confirmAction('Change customer type?', `Change this customer to ${BRANCH_TYPE_LABELS[type]}? Its branch settings are reset.${linked}`, 'Yes, change');
    if (sure) await attempt(() => runOn(updateBranchConfigEp, { body }));
  }

  async function changeSetting(patch: Partial<BranchSettings>): Promise<void> {
    if (!config) return;
    // §4: per-branch sales ordering needs branches; the choice is not applied.
    if (config.customer_type === 'main_branch' && patch.so === 0 && links.length === 0) {
      setInfo(BRANCH_MESSAGES.noBranches);
      return;
    }
    setInfo(null);
    await attempt(() => runOn(updateBranchConfigEp, { body: { customer_code: customerCode, customer_type: config.customer_type, ...settingsOf(config), ...patch } }));
  }

  async function addLink(picked: string): Promise<boolean> {
    if (!config || !picked) return false;
    const main = config.customer_type === 'main_branch';
    const body = { branch_type: config.customer_type, main_customer_code: main ? customerCode : picked, customer_branches: [main ? picked : customerCode] };
    const ok = await attempt(() => runOn(storeBranchesEp, { body }));
    if (ok) setInfo(null);
    return ok;
  }

  async function removeLink(row: LinkedCustomer): Promise<void> {
    const mainOffice = row.relation_type === 'main_branch';
    const sure = mainOffice
      ? await confirmAction('Remove Main Office?', `${BRANCH_MESSAGES.removeNote} Remove ${row.customer_code} ${row.customer_name}?`, 'Yes, remove')
      : await confirmAction('Remove branch?', `Remove ${row.customer_code} ${row.customer_name} from the branches of this customer?`, 'Yes, remove');
    if (sure) await attempt(() => runOn(removeBranchesEp, { body: { customer_code: row.customer_code, customer_type: row.relation_type } }));
  }

  return { chooseType, changeSetting, addLink, removeLink, info, busy: isLoading };
}

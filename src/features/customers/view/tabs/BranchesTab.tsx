import { linkedCustomersEp, showBranchConfigEp } from '../../../../../contract/customerBranches';
import { useRead } from '../../../../api/kitApi';
import LoadState from '../../../../components/LoadState';
import { usePermission } from '../../../../components/permissions';
import type { CustomerTabProps } from '../tabProps';
import BranchSettingsTable from './branches/BranchSettingsTable';
import BranchTypeChoice from './branches/BranchTypeChoice';
import LinkedCustomersTable from './branches/LinkedCustomersTable';
import LinkPicker from './branches/LinkPicker';
import { useBranchActions } from './branches/useBranchActions';
import { Alert } from 'react-bootstrap';

/**
 * The Branches tab of the customer view (spec 002 §2.4, §4 "Branch type"):
 * Main Office or Branch, the picker that links a branch or the main office,
 * the linked customers, and the settings table. Read only until the view's
 * Edit is pressed (and only with update_customer); each change is saved as
 * it is made, apart from the header's Save of the customer form.
 */
export default function BranchesTab({ customer, editing }: CustomerTabProps) {
  const code = customer.customer_code;
  const canEdit = usePermission('update_customer') && editing;
  const config = useRead(showBranchConfigEp, { body: { customer_code: code } });
  const current = config.data ?? null;
  const type = current?.customer_type ?? null;
  const links = useRead(linkedCustomersEp, { body: { customer_code: code, branch_type: type ?? 'main_branch' } }, { skip: !type });
  const rows = type ? links.data : [];
  const actions = useBranchActions(code, current, rows ?? []);
  const locked = !canEdit || actions.busy || config.isFetching;
  // §4: a branch has one main office; its picker closes once it has one.
  const linkedBranch = type === 'branch' && (rows?.length ?? 0) > 0;

  return (
    <LoadState what="the branch settings" isLoading={config.isLoading} error={config.error} empty={false} emptyText="" onRetry={() => void config.refetch()}>
      {!canEdit && <p className="small text-muted">Read only: press Edit to change the branches.</p>}
      <BranchTypeChoice value={type} disabled={locked} onChange={(t) => void actions.chooseType(t)} />
      {!current ? (
        <p className="text-muted">Choose Main Office or Branch to set up this customer&apos;s branches.</p>
      ) : (
        <>
          <LinkPicker key={type} customerCode={code} type={current.customer_type} disabled={locked || linkedBranch || links.isFetching} onAdd={actions.addLink} />
          <LinkedCustomersTable
            rows={rows}
            isLoading={links.isLoading}
            error={links.error}
            onRetry={() => void links.refetch()}
            onRemove={canEdit ? (row) => void actions.removeLink(row) : undefined}
            busy={locked}
          />
          {actions.info && (
            <Alert variant="info" transition={false} className="py-2 my-2" role="status">
              {actions.info}
            </Alert>
          )}
          <BranchSettingsTable settings={current} disabled={locked} onChange={(patch) => void actions.changeSetting(patch)} />
        </>
      )}
    </LoadState>
  );
}

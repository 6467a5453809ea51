import { Link, useNavigate, useParams } from 'react-router-dom';
import { PV_STATUSES, type PvStatus } from '../../../contract/payableVouchers';
import SearchBox from '../../components/filters/SearchBox';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import PageNotFound from '../../components/PageNotFound';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { todayManila } from '../../lib/dates';
import { emptyPvForm, usePvDraft } from './draftState';
import { PV_ALL_PATH, PV_PATH, pvPath } from './paths';
import PayableVoucherForm from './PayableVoucherForm';
import PayableVoucherView from './PayableVoucherView';
import PvGrid from './PvGrid';
import { Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import RouteTabs from '../../components/RouteTabs';
import FilterBar from '../../components/filters/FilterBar';

const TABS = Object.entries(PV_STATUSES) as [PvStatus, string][];

/**
 * The payable voucher work area (/payable-voucher): the vouchers by status in
 * tabs and New Payable Voucher (the form, resumed from the persisted draft
 * after a reload); with an id, that voucher.
 */
export default function PayableVoucherPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [q, setQ] = useUrlState({ tab: 'for_approval' });
  const search = useListSearch('payable-vouchers');
  const { draft, change, clear } = usePvDraft();
  const mayWrite = usePermission('create_payable_voucher');
  if (id !== undefined) {
    if (!/^\d{1,10}$/.test(id)) return <PageNotFound />;
    return (
      <div className="p-3">
        <nav aria-label="Breadcrumb" className="small mb-2">
          <Link to={PV_PATH}>Payable Vouchers</Link>
        </nav>
        <Can scopes="view_payable_vouchers" fallback={<PermissionDenied what="the payable vouchers" />}>
          <PayableVoucherView id={Number(id)} />
        </Can>
      </div>
    );
  }
  const tab = q.tab === 'new' && mayWrite ? 'new' : q.tab in PV_STATUSES ? (q.tab as PvStatus) : 'for_approval';
  const tabOf = (key: string, label: string) => ({ key, label, to: `${PV_PATH}?tab=${key}`, onClick: () => setQ({ tab: key }) });
  const tabs = [
    ...TABS.map(([key, label]) => tabOf(key, label)),
    ...(mayWrite ? [tabOf('new', draft && !draft.editing_id ? 'New Payable Voucher (unsaved)' : draft?.editing_id ? 'Edit Payable Voucher' : 'New Payable Voucher')] : []),
  ];
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Payable Voucher</h1>
        <LinkButton size="sm" to={PV_ALL_PATH}>All Payable Vouchers</LinkButton>
      </div>
      <Can scopes="view_payable_vouchers" fallback={<PermissionDenied what="the payable vouchers" />}>
        <RouteTabs label="Payable vouchers by status" tabs={tabs} current={tab} />
        {tab === 'new' ? (
          draft ? (
            <PayableVoucherForm form={draft} change={change} clear={clear} />
          ) : (
            <div>
              <p className="text-muted small">Start a payable voucher for a supplier invoice, a vendor's bill or an employee's reimbursement.</p>
              <Button variant="success" size="sm" onClick={() => change(emptyPvForm(todayManila()))}>
                Start a New Payable Voucher
              </Button>
            </div>
          )
        ) : (
          <>
            <FilterBar label="Filter the payable vouchers">
              <SearchBox label="Search PV, invoice or payee" placeholder="Search PV, invoice or payee" value={search.text} onSearch={search.search} clearable />
            </FilterBar>
            <PvGrid
              screenId={`payable-vouchers-${tab}`}
              label={`${PV_STATUSES[tab]} payable vouchers`}
              status={tab}
              search={search.text}
              queryKey={`${search.queryKey}|${tab}`}
              onOpen={(r) => navigate(pvPath(r.payable_voucher_hdr_id))}
            />
          </>
        )}
      </Can>
    </div>
  );
}

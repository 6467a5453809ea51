import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CV_STATUSES, CV_STATUS_SLUGS, cvColumns, cvListEp, type CvRow } from './cvLabels';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import CheckVoucherModal from './CheckVoucherModal';
import { CV_PATH, PENDING_PAYMENT_PATH } from './paths';
import LinkButton from '../../components/LinkButton';
import RouteTabs from '../../components/RouteTabs';
import FilterBar from '../../components/filters/FilterBar';

const columns = colDefsOf<CvRow>(cvColumns);
const SLUG_OF = Object.fromEntries(Object.entries(CV_STATUS_SLUGS).map(([slug, s]) => [s, slug]));

/** Check vouchers by status (For Release, Released, Voided); a row opens the check with its release and void. */
export default function CheckVoucherPage() {
  const { status: slug } = useParams();
  const status = CV_STATUS_SLUGS[slug ?? 'for-release'] ?? 'for_release';
  const search = useListSearch('check-vouchers');
  const [q, setQ] = useUrlState({ open: '' });
  const [opened, setOpened] = useState<number | null>(q.open ? Number(q.open) : null);
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Check Voucher</h1>
        <Can scopes="create_check_voucher">
          <LinkButton variant="success" size="sm" to={PENDING_PAYMENT_PATH}>Pending Payment Vouchers</LinkButton>
        </Can>
      </div>
      <Can scopes="view_check_vouchers" fallback={<PermissionDenied what="the check vouchers" />}>
        <RouteTabs
          label="Check vouchers by status"
          tabs={Object.entries(CV_STATUSES).map(([key, label]) => ({ key, label, to: `${CV_PATH}/${SLUG_OF[key]}` }))}
          current={status}
        />
        <FilterBar label="Filter the check vouchers">
          <SearchBox label="Search CV, check number or payee" placeholder="Search CV, check number or payee" value={search.text} onSearch={search.search} clearable />
        </FilterBar>
        <ServerGrid<CvRow>
          screenId={`check-vouchers-${status}`}
          label={`${CV_STATUSES[status]} check vouchers`}
          columns={columns}
          source={gridSource(cvListEp, { query: { status, search: search.text || undefined } })}
          queryKey={`${search.queryKey}|${status}`}
          defaultSort={{ order_by: 'check_date', direction: 'desc' }}
          emptyText="No check vouchers here."
          onRowOpen={(r) => setOpened(r.cv_id)}
        />
      </Can>
      {opened !== null && (
        <CheckVoucherModal
          cvId={opened}
          onClose={() => {
            setOpened(null);
            if (q.open) setQ({ open: '' });
          }}
        />
      )}
    </div>
  );
}

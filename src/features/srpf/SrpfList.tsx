import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { SRPF_LIST_PATHS, SRPF_MESSAGES as M, srpfColumns, srpfWorkflow, type SrpfListRow, type SrpfTab } from '../../../contract/srpf';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import SrpfDetailsModal from './SrpfDetailsModal';
import SrpfExportDialog from './SrpfExportDialog';
import { editRouteOf } from './SrpfPage';
import { Button } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

/** Rows with a decline or return reason stand out on these tabs (spec §2.9). */
const HIGHLIGHTED: readonly SrpfTab[] = ['OnProcessSRPF', 'ForApproval'];
/** Declined and returned rows open the edit route; the others the details. */
const EDITED: readonly SrpfTab[] = ['DeclinedSRPF', 'ReturnedSRPF'];

const columns = colDefsOf<SrpfListRow>(srpfColumns, {
  srpf_no: { link: (r) => (r.viewSrpfPermission ? editRouteOf(r.srpf_no) : null) },
  customer_name: {
    cellRenderer: (p: { value: string | null }) => (p.value ? p.value : <span className="text-danger">{M.noCustomerInfo}</span>),
  },
});

export default function SrpfList({ tab }: { tab: SrpfTab }) {
  const navigate = useNavigate();
  const def = srpfWorkflow.tabs.find((t) => t.key === tab)!;
  const q = useListSearch(tab);
  const [open, setOpen] = useState<SrpfListRow | null>(null);
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <FilterBar label="Filter the SRPF requests">
        <SearchBox label="Search SRPF No. or customer" placeholder="SRPF No. or customer" value={q.text} onSearch={q.search} clearable maxLength={100} />
        {tab !== 'NotYetReceivedSRPF' && (
          <Button variant="success" size="sm" className="ms-auto" onClick={() => setExporting(true)}>
            Export
          </Button>
        )}
      </FilterBar>
      <ServerGrid<SrpfListRow>
        screenId={`srpf-${tab}`}
        label={def.label}
        columns={columns}
        source={{ endpoint: SRPF_LIST_PATHS[tab], args: { query: { search: q.text || undefined } } }}
        queryKey={q.queryKey}
        defaultSort={{ order_by: 'srpf_date', direction: 'desc' }}
        emptyText={`No ${def.label} records.`}
        getRowClass={(p) => (HIGHLIGHTED.includes(tab) && p.data?.reject_reason ? 'table-success' : undefined)}
        onRowOpen={(row) => (EDITED.includes(tab) ? navigate(editRouteOf(row.srpf_no)) : setOpen(row))}
        onError={(e) => toast.error(tab === 'NotYetReceivedSRPF' ? e.messages.join('\n') || M.processing : M.processing, { toastId: `srpf:${tab}` })}
      />
      {open && <SrpfDetailsModal srpfId={open.srpf_id} onClose={() => setOpen(null)} />}
      {exporting && <SrpfExportDialog onClose={() => setExporting(false)} />}
    </>
  );
}

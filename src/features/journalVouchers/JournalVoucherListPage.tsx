import { useMemo, useState } from 'react';
import { exportJvEp, JV_DEFAULT_SORT, JV_SCOPES, jvColumns, jvWorkflow, listJvAllEp, type JvRow } from '../../../contract/journalVouchers';
import { confirmAction } from '../../components/dialogs';
import ExportButton from '../../components/export/ExportButton';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import JournalVoucherView from './JournalVoucherView';
import { useNavigate } from 'react-router-dom';
import { useJvDraft } from './draftState';
import { JV_NEW_SLUG, jvTabPath } from './paths';
import DateInput from '../../components/form/DateInput';
import { Form } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

/** Every journal voucher: search, status, date and account filters, and the XLSX export of what is filtered. */
export default function JournalVoucherListPage() {
  const navigate = useNavigate();
  const search = useListSearch('journal-vouchers-all');
  const [f, setF] = useUrlState({ status: '', date_from: '', date_to: '', account_code: '' });
  const [open, setOpen] = useState<number | null>(null);
  const { draft, clear, change } = useJvDraft();
  const columns = useMemo(() => colDefsOf<JvRow>(jvColumns), []);
  const status = f.status !== '' && f.status in jvWorkflow.statuses ? (Number(f.status) as JvRow['status']) : undefined;
  const filters = { status, date_from: f.date_from || undefined, date_to: f.date_to || undefined, account_code: f.account_code.trim() || undefined, search: search.text || undefined };
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">All Journal Vouchers</h1>
        <ExportButton scope={JV_SCOPES.view} path={exportJvEp.path} body={() => ({ ...filters, ...JV_DEFAULT_SORT })} />
      </div>
      <Can scopes={JV_SCOPES.view} fallback={<PermissionDenied what="the journal vouchers" />}>
        <FilterBar label="Filter the journal vouchers">
          <SearchBox label="Search JV no., particulars or reference" placeholder="Search JV no., particulars or reference" value={search.text} onSearch={search.search} clearable maxLength={100} />
          <div>
            <Form.Label className="small mb-0" htmlFor="jv-all-status">Status</Form.Label>
            <Form.Select id="jv-all-status" size="sm" value={f.status} onChange={(e) => setF({ status: e.target.value })}>
              <option value="">All</option>
              {Object.entries(jvWorkflow.statuses).map(([k, label]) => (
                <option key={k} value={k}>{label}</option>
              ))}
            </Form.Select>
          </div>
          <div>
            <Form.Label htmlFor="jv-all-from" className="small mb-0">Date From</Form.Label>
            <DateInput id="jv-all-from" value={f.date_from} onValue={(v) => setF({ date_from: v })} />
          </div>
          <div>
            <Form.Label htmlFor="jv-all-to" className="small mb-0">Date To</Form.Label>
            <DateInput id="jv-all-to" value={f.date_to} onValue={(v) => setF({ date_to: v })} />
          </div>
          <div>
            <Form.Label htmlFor="jv-all-account" className="small mb-0">Account Code</Form.Label>
            <Form.Control id="jv-all-account" size="sm" maxLength={20} value={f.account_code} onChange={(e) => setF({ account_code: e.target.value })} />
          </div>
        </FilterBar>
        <ServerGrid<JvRow>
          screenId="journal-vouchers-all"
          label="Journal vouchers"
          columns={columns}
          source={{ endpoint: listJvAllEp, args: { query: filters } }}
          queryKey={`${search.queryKey}|${f.status}|${f.date_from}|${f.date_to}|${f.account_code}`}
          defaultSort={JV_DEFAULT_SORT}
          emptyText="No journal vouchers match."
          onRowOpen={(r) => setOpen(r.jv_id)}
        />
      </Can>
      {open !== null && (
        <JournalVoucherView
          id={open}
          onClose={() => setOpen(null)}
          onEdit={async (form) => {
            // An unsaved voucher in the slice is replaced only when the user says so.
            if (draft && draft.editing_id !== form.editing_id && !(await confirmAction('Replace the voucher you are writing?', 'What you typed in the open form will be lost.'))) return;
            clear();
            change(form);
            navigate(jvTabPath(JV_NEW_SLUG));
          }}
        />
      )}
    </div>
  );
}

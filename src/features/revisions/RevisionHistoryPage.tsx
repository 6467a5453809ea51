import { useId, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  exportRevisionsEp,
  listRevisionsEp,
  REVISION_DEFAULT_SORT,
  REVISION_MESSAGES,
  REVISION_SCOPE,
  revisionColumns,
  revisionExportBody,
  revisionModulesEp,
  revisionUsersEp,
  type RevisionRow,
} from '../../../contract/revisions';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import DateField from '../../components/filters/DateField';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListFilters } from '../../components/grid/useListFilters';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import RevisionDetailModal from './RevisionDetailModal';
import { Form } from 'react-bootstrap';

const FILTERS = { revision_history_id: '', module: '', user_id: '', date_from: '', date_to: '' };

/** Spec 002 §8: a failed load says "Please try again later." (once per failure; the grid shows the failure inline too). */
const loadFailed = () => toast.error(REVISION_MESSAGES.loadFailed, { toastId: 'revision-history-load' });

/**
 * /history (spec 002 §2.7): every write the kits recorded, newest first,
 * with the reference search, module, user and date filters in the URL. A
 * row (click, Enter, or its reference link) opens its changes; the open
 * revision is in the URL too, so it can be shared.
 */
export default function RevisionHistoryPage() {
  const filters = useListFilters(listRevisionsEp, FILTERS);
  const [open, setOpen] = useUrlState({ revision: '' });
  const location = useLocation();
  const modules = useRead(revisionModulesEp);
  const users = useRead(revisionUsersEp);
  const ids = { ref: useId(), module: useId(), user: useId() };

  const columns = useMemo(() => {
    const linkTo = (row: RevisionRow) => {
      const next = new URLSearchParams(location.search);
      next.set('revision', String(row.revision_history_id));
      return `${location.pathname}?${next.toString()}`;
    };
    return colDefsOf<RevisionRow>(revisionColumns, { reference_code: { link: linkTo } });
  }, [location.pathname, location.search]);

  const { draft, set } = filters;
  return (
    <div className="p-3">
      <h1 className="h4">Revision History</h1>
      <Can scopes={[REVISION_SCOPE]} fallback={<PermissionDenied what="the Revision History" />}>
        <ReportFilters onSearch={filters.search}>
          <div className="col-auto">
            <Form.Label htmlFor={ids.ref} className="small mb-1 d-block">
              Reference
            </Form.Label>
            <Form.Control
              id={ids.ref}
              type="search"
              size="sm"
              placeholder="e.g. PR-000005"
              value={draft.revision_history_id}
              maxLength={100}
              onChange={(e) => set({ revision_history_id: e.target.value })}
            />
          </div>
          <div className="col-auto">
            <Form.Label htmlFor={ids.module} className="small mb-1 d-block">
              Module
            </Form.Label>
            <Form.Select id={ids.module} size="sm" value={draft.module} onChange={(e) => set({ module: e.target.value })}>
              <option value="">All modules</option>
              {(modules.data ?? []).map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </Form.Select>
          </div>
          <div className="col-auto">
            <Form.Label htmlFor={ids.user} className="small mb-1 d-block">
              User
            </Form.Label>
            <Form.Select id={ids.user} size="sm" value={draft.user_id} onChange={(e) => set({ user_id: e.target.value })}>
              <option value="">All users</option>
              {(users.data ?? []).map((u) => (
                <option key={u.user_id} value={String(u.user_id)}>
                  {u.name}
                </option>
              ))}
            </Form.Select>
          </div>
          <DateField label="Date From" value={draft.date_from} onChange={(v) => set({ date_from: v })} />
          <DateField label="Date To" value={draft.date_to} onChange={(v) => set({ date_to: v })} />
          <div className="col-auto order-last">
            <ExportButton scope={REVISION_SCOPE} path={exportRevisionsEp.path} body={() => filters.checkedDraft(revisionExportBody)} />
          </div>
        </ReportFilters>
        <ServerGrid<RevisionRow>
          screenId="revision-history"
          label="Revision History"
          columns={columns}
          source={filters.source}
          queryKey={filters.queryKey}
          defaultSort={REVISION_DEFAULT_SORT}
          emptyText="No revisions match these filters."
          onError={loadFailed}
          onRowOpen={(row) => setOpen({ revision: String(row.revision_history_id) })}
        />
        {/^\d+$/.test(open.revision) && <RevisionDetailModal id={Number(open.revision)} onClose={() => setOpen({ revision: '' })} />}
      </Can>
    </div>
  );
}

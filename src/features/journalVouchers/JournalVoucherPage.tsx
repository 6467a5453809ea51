import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { JV_DEFAULT_SORT, JV_SCOPES, JV_TABS, jvColumns, jvWorkflow, listJvQueueEp, type JvRow, type JvTab } from '../../../contract/journalVouchers';
import { confirmAction } from '../../components/dialogs';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import PageNotFound from '../../components/PageNotFound';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { todayManila } from '../../lib/dates';
import { emptyJvForm, useJvDraft } from './draftState';
import JournalVoucherForm from './JournalVoucherForm';
import JournalVoucherView from './JournalVoucherView';
import { JV_ALL_PATH, JV_NEW_SLUG, jvTabPath } from './paths';
import { Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import RouteTabs from '../../components/RouteTabs';
import FilterBar from '../../components/filters/FilterBar';

/**
 * The journal voucher work area (/journal-voucher/{status?}): a tab per
 * status (draft, for-approval, approved, returned, cancelled) and New Journal
 * Voucher, the form, resumed from the persisted draft after a reload. A row
 * opens the voucher with the buttons its status allows.
 */
export default function JournalVoucherPage() {
  const { status } = useParams();
  const navigate = useNavigate();
  const mayWrite = usePermission(JV_SCOPES.create);
  const { draft, change, clear } = useJvDraft();
  const [open, setOpen] = useState<number | null>(null);
  const tab: JvTab | typeof JV_NEW_SLUG | null =
    status === undefined ? 'for-approval' : status === JV_NEW_SLUG ? (mayWrite ? JV_NEW_SLUG : null) : (JV_TABS as string[]).includes(status) ? (status as JvTab) : null;
  const search = useListSearch(`journal-vouchers-${tab ?? ''}`);
  const columns = useMemo(() => colDefsOf<JvRow>(jvColumns), []);
  if (tab === null) return <PageNotFound />;
  const current = jvWorkflow.tabs.find((t) => t.key === tab);
  const tabs = [
    ...jvWorkflow.tabs.map((t) => ({ key: t.key, label: t.label, to: jvTabPath(t.key as JvTab) })),
    ...(mayWrite
      ? [{ key: JV_NEW_SLUG, to: jvTabPath(JV_NEW_SLUG as JvTab), label: draft?.editing_id ? 'Edit Journal Voucher' : draft ? 'New Journal Voucher (unsaved)' : 'New Journal Voucher' }]
      : []),
  ];
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Journal Voucher</h1>
        <LinkButton size="sm" to={JV_ALL_PATH}>
          All Journal Vouchers
        </LinkButton>
      </div>
      <Can scopes={JV_SCOPES.view} fallback={<PermissionDenied what="the journal vouchers" />}>
        <RouteTabs label="Journal vouchers by status" tabs={tabs} current={tab} />
        {tab === JV_NEW_SLUG ? (
          draft ? (
            <JournalVoucherForm form={draft} change={change} clear={clear} />
          ) : (
            <div>
              <p className="text-muted small">Write an adjustment, an accrual, a reclassification or a correction by account.</p>
              <Button variant="success" size="sm" onClick={() => change(emptyJvForm(todayManila()))}>
                Start a New Journal Voucher
              </Button>
            </div>
          )
        ) : (
          <>
            <FilterBar label="Filter the journal vouchers">
              <SearchBox label="Search JV no., particulars or reference" placeholder="Search JV no., particulars or reference" value={search.text} onSearch={search.search} clearable maxLength={100} />
            </FilterBar>
            <ServerGrid<JvRow>
              screenId={`journal-vouchers-${tab}`}
              label={`${current!.label} journal vouchers`}
              columns={columns}
              source={{ endpoint: listJvQueueEp, args: { params: { tab }, query: { search: search.text || undefined } } }}
              queryKey={`${search.queryKey}|${tab}`}
              defaultSort={JV_DEFAULT_SORT}
              emptyText={`No ${current!.label.toLowerCase()} journal vouchers.`}
              onRowOpen={(r) => setOpen(r.jv_id)}
            />
          </>
        )}
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
            setOpen(null);
            navigate(jvTabPath(JV_NEW_SLUG));
          }}
        />
      )}
    </div>
  );
}

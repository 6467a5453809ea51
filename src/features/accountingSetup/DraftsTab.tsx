import { useMemo, useState } from 'react';
import { accountDraftColumns, coaDraftListEp, DRAFT_DEFAULT_SORT, type AccountDraftRow, type CoaDraftTab } from '../../../contract/chartOfAccounts';
import { colDefsOf } from '../../components/grid/columnDefs';
import SearchBox from '../../components/filters/SearchBox';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import DraftDialog from './DraftDialog';
import FilterBar from '../../components/filters/FilterBar';

const EMPTY: Record<CoaDraftTab, string> = {
  drafts: 'No drafts or rejected drafts.',
  'for-approval': 'No drafts are waiting for approval.',
  history: 'No drafts yet.',
};

/** A list of account drafts (Drafts, For Approval, History); a row opens the draft and its actions. */
export default function DraftsTab({ tab, label }: { tab: CoaDraftTab; label: string }) {
  const q = useListSearch(`coa-drafts|${tab}`);
  const [open, setOpen] = useState<AccountDraftRow | null>(null);
  const columns = useMemo(() => colDefsOf<AccountDraftRow>(accountDraftColumns), []);
  return (
    <>
      <FilterBar label="Filter the drafts">
        <SearchBox label={`Search ${label}`} placeholder="Draft number, account code or name" value={q.text} onSearch={q.search} clearable maxLength={100} />
      </FilterBar>
      <ServerGrid<AccountDraftRow>
        screenId={`chart-of-account-drafts-${tab}`}
        label={label}
        columns={columns}
        source={{ endpoint: coaDraftListEp, args: { body: { tab, search: q.text || undefined } } }}
        queryKey={q.queryKey}
        defaultSort={DRAFT_DEFAULT_SORT}
        emptyText={EMPTY[tab]}
        onRowOpen={setOpen}
      />
      <p className="small text-muted">Open a draft (click or Enter) to see it and act on it.</p>
      {open && <DraftDialog draft={open} onClose={() => setOpen(null)} />}
    </>
  );
}

import { useMemo } from 'react';
import { MEMO_DEFAULT_SORT, MEMO_SCOPES, MEMO_TYPE_LABELS, memoColumns, memoListEps, memoWorkflows, type MemoListRow, type MemoTab, type MemoType } from '../../../contract/memos';
import { colDefsOf } from '../../components/grid/columnDefs';
import QueuePage from '../../components/queue/QueuePage';
import { memoCreateRoute, memoListRoute, memoRoute } from './routes';

const EMPTY: Record<MemoTab, string> = {
  'for-approval': 'No memos are waiting for approval.',
  draft: 'No drafts.',
  returned: 'No memos were returned to their makers.',
  approved: 'No approved memos yet.',
  cancelled: 'No cancelled memos.',
};

/**
 * The memos of one type, a tab per status (the workflow's tabs, each behind
 * the type's view scope): search, a link to write one, and each memo number
 * opening the memo (its approval's buttons for the approver).
 */
export default function MemoQueue({ type, tab }: { type: MemoType; tab: MemoTab }) {
  const columns = useMemo(() => colDefsOf<MemoListRow>(memoColumns, { memo_no: { link: (r) => memoRoute(type, r.memo_id) } }), [type]);
  const label = MEMO_TYPE_LABELS[type];
  return (
    <QueuePage<MemoListRow>
      title={`${label}s`}
      workflow={memoWorkflows[type]}
      tab={tab}
      routeOf={(t) => memoListRoute(type, t as MemoTab)}
      list={memoListEps[type]}
      columns={columns}
      defaultSort={MEMO_DEFAULT_SORT}
      search={{ label: `Search ${label.toLowerCase()}s`, placeholder: 'Memo no., customer or SI no.', maxLength: 100 }}
      create={{ scope: MEMO_SCOPES.create, to: memoCreateRoute(type), label: `New ${label}` }}
      emptyText={EMPTY[tab]}
    />
  );
}

import { useParams } from 'react-router-dom';
import { isMemoTab, MEMO_TABS } from '../../../contract/memos';
import MemoQueue from './MemoQueue';

/** Debit Memo (/debit-memo/{status?}): the debit memos' queue, its tab in the path. */
export default function DebitMemoListPage() {
  const { status } = useParams();
  return <MemoQueue type="debit" tab={isMemoTab(status) ? status : MEMO_TABS[0]} />;
}

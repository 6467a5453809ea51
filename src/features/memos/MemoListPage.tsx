import { useParams, useSearchParams } from 'react-router-dom';
import { isMemoTab, isMemoType, MEMO_TABS } from '../../../contract/memos';
import PageNotFound from '../../components/PageNotFound';
import MemoQueue from './MemoQueue';

/** Credit Memo / Debit Memo lists (/credit-and-collections/management/memo/{memoType}?tab=…). */
export default function MemoListPage() {
  const { memoType } = useParams();
  const [search] = useSearchParams();
  if (!isMemoType(memoType)) return <PageNotFound />;
  const tab = search.get('tab');
  return <MemoQueue key={memoType} type={memoType} tab={isMemoTab(tab) ? tab : MEMO_TABS[0]} />;
}

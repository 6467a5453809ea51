import { Navigate, useLocation, useParams } from 'react-router-dom';
import { TB_BASE } from './TrialBalanceScreen';

/** The old Trial Balance v2 address (bookmarks, shared links): the same view under /trial-balance, its period view first. */
export default function TrialBalanceV2Redirect() {
  const { tab = 'period' } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`${TB_BASE}/${tab}${search}`} />;
}

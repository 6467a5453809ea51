import { Link } from 'react-router-dom';
import { inboxCountEp } from '../../../contract/approvalInbox';
import { useRead } from '../../api/kitApi';

/** The header's count of what waits for the signed-in user's approval; hidden when nothing does. */
export default function ApprovalsBadge() {
  const read = useRead(inboxCountEp, {}, { pollingInterval: 120_000 });
  const count = read.currentData?.count ?? 0;
  if (!count) return null;
  return (
    <Link to="/approvals" className="btn btn-sm btn-light py-0">
      Approvals <span className="badge text-bg-danger">{count}</span>
    </Link>
  );
}

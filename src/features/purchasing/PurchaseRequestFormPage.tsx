import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import PurchaseRequestForm from '../../components/purchaseRequest/PurchaseRequestForm';
import type { PrButton } from '../../components/purchaseRequest/rules';
import { nextRouteAfter, prListRoute, tabOfStatus } from './nextRoute';
import { Alert } from 'react-bootstrap';

const DONE: Record<PrButton, string> = { save: 'submitted', update: 'updated', approve: 'approved', decline: 'declined', cancel: 'cancelled' };

/** /purchasing/purchaseRequest/create and /show/:id: the Purchase Request (Stocks) form as a page. */
export default function PurchaseRequestFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const prId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  if (id !== undefined && prId === undefined) return <Alert variant="warning" role={undefined} transition={false} className="m-3">Purchase request not found.</Alert>;
  return (
    <div className="p-3">
      <PurchaseRequestForm
        key={prId ?? 'new'}
        prId={prId}
        onBack={(status) => navigate(prListRoute(tabOfStatus(status)))}
        onDone={(button, before, pr) => {
          toast.success(`Purchase request ${pr.pr_no} ${DONE[button]}.`);
          navigate(nextRouteAfter(button, before));
        }}
      />
    </div>
  );
}

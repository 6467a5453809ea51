import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { DEAL_SCOPES, showDealEp, type DealKind } from '../../../contract/customerDeals';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import DealForm from './DealForm';
import { Alert } from 'react-bootstrap';

/**
 * The deal form's routes (spec 000 §2.5): /customers/deals-and-discounts/create,
 * /customers/create/deals-and-discounts[/regular] (a new deal: regular from the
 * /regular path, promotional with ?kind=promotional, for a customer with
 * ?customer=C-00001), /customers/update/deals-and-discounts/{id} and
 * /customers/update/deals-and-discounts/new/{id} (a deal opened from the
 * approval queue, which it returns to).
 */
export default function DealFormPage() {
  const { customer_discount_batch_hdr_id: idParam } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const canCreate = usePermission(DEAL_SCOPES.create);
  if (idParam === undefined) {
    if (!canCreate) return <PermissionDenied what="creating deals" />;
    const kind: DealKind = !pathname.endsWith('/regular') && search.get('kind') === 'promotional' ? 'promotional' : 'regular';
    return <DealForm key={`${kind}|${search.get('customer') ?? ''}`} deal={null} preset={{ kind, customerCode: search.get('customer') }} />;
  }
  const id = /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  return <ExistingDeal id={id} fromNew={pathname.includes('/deals-and-discounts/new/')} />;
}

function ExistingDeal({ id, fromNew }: { id: number | null; fromNew: boolean }) {
  const q = useRead(showDealEp, { params: { customer_discount_batch_hdr_id: id ?? 0 } }, { skip: id === null });
  const deal = q.currentData;
  // A saved or decided deal is read again: the form starts over from what is stored.
  if (deal) return <DealForm key={`${deal.updated.at}|${deal.status}`} deal={deal} fromNew={fromNew} />;
  return (
    <div className="p-3">
      <h1 className="h4">Deal</h1>
      {id === null ? (
        <Alert variant="warning" role={undefined} transition={false}>Deal not found.</Alert>
      ) : (
        <LoadState what="the deal" isLoading={q.isFetching} error={q.error} empty={!q.error} emptyText="Deal not found." onRetry={() => void q.refetch()}>
          {null}
        </LoadState>
      )}
    </div>
  );
}

import { useLocation, useParams } from 'react-router-dom';
import { isMemoType, MEMO_SCOPES, MEMO_TYPE_LABELS, showMemoEp, type MemoType } from '../../../contract/memos';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import PageNotFound from '../../components/PageNotFound';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import MemoForm from './MemoForm';
import { Alert } from 'react-bootstrap';

/**
 * The memo form's routes: /credit-and-collections/management/memo/{type}/form[/{customer_code}[/{id}]]
 * (a new memo, for a customer when named; with an id, that memo) and
 * .../memo/{type}/edit-form/{id} (a memo to edit or decide).
 */
export default function MemoFormPage() {
  const { memoType, customer_code: customerCode, id: idParam } = useParams();
  const editForm = useLocation().pathname.includes('/edit-form');
  if (!isMemoType(memoType)) return <PageNotFound />;
  if (idParam === undefined && !editForm) return <NewMemo type={memoType} customerCode={customerCode ?? null} />;
  const id = idParam && /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  return <ExistingMemo type={memoType} id={id} />;
}

export function NewMemo({ type, customerCode }: { type: MemoType; customerCode: string | null }) {
  const canCreate = usePermission(MEMO_SCOPES.create);
  if (!canCreate) return <PermissionDenied what={`writing ${MEMO_TYPE_LABELS[type].toLowerCase()}s`} />;
  return <MemoForm key={`${type}|${customerCode ?? ''}`} type={type} memo={null} customerCode={customerCode} />;
}

function ExistingMemo({ type, id }: { type: MemoType; id: number | null }) {
  const q = useRead(showMemoEp, { params: { memo_id: id ?? 0 } }, { skip: id === null });
  const memo = q.currentData;
  // A memo of the other type is not shown under this type's route.
  const found = memo && memo.memo_type === type ? memo : null;
  // Saved or decided: the form starts over from what is stored.
  if (found) return <MemoForm key={`${found.updated.at}|${found.status}`} type={type} memo={found} />;
  const missing = `${MEMO_TYPE_LABELS[type]} not found.`;
  return (
    <div className="p-3">
      <h1 className="h4">{MEMO_TYPE_LABELS[type]}</h1>
      {id === null || (memo && !found) ? (
        <Alert variant="warning" role={undefined} transition={false}>{missing}</Alert>
      ) : (
        <LoadState what="the memo" isLoading={q.isFetching} error={q.error} empty={!q.error} emptyText={missing} onRetry={() => void q.refetch()}>
          {null}
        </LoadState>
      )}
    </div>
  );
}

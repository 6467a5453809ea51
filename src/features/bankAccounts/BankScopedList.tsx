import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Resource } from '../../../contract/kit';
import PermissionDenied from '../../components/PermissionDenied';
import { usePermission } from '../../components/permissions';
import ResourceListPage from '../../components/resource/ResourceListPage';
import BankLinks from './BankLinks';
import { useBank } from './useBank';
import { Alert } from 'react-bootstrap';

/** A list of one bank's records (its branches, its accounts): the bank from the address fixes the list and every new record. */
export default function BankScopedList({ res, what }: { res: Resource; what: string }) {
  const canView = usePermission(res.scopes.view);
  const { id, bank, error } = useBank({ skip: !canView });
  const fixed = useMemo(() => (id === null ? undefined : { bank_id: id }), [id]);
  if (!canView) return <PermissionDenied what={res.title} />;
  if (id === null || error?.status === 404) {
    return (
      <Alert variant="warning" transition={false} className="m-3" role="alert">
        Bank not found. <Link to="/banks-maintenance">Back to Banks Maintenance</Link>
      </Alert>
    );
  }
  return (
    <>
      <BankLinks id={id} />
      <ResourceListPage res={res} fixed={fixed} title={bank ? `${what} of ${bank.bank_code} — ${bank.bank_name}` : res.title} />
    </>
  );
}

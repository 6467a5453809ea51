import { Facts } from '../../components/Facts';
import { Link } from 'react-router-dom';
import LoadState from '../../components/LoadState';
import PermissionDenied from '../../components/PermissionDenied';
import { usePermission } from '../../components/permissions';
import { formatDateTime } from '../../lib/dates';
import BankLinks from './BankLinks';
import { bankHeading, useBank } from './useBank';
import { Alert } from 'react-bootstrap';

/** /banks-maintenance/:id: one bank as Banks Maintenance keeps it (edited there), with its branches and accounts a tab away. */
export default function BankPage() {
  const canView = usePermission('view_banks');
  const { id, bank, isLoading, error, refetch } = useBank({ skip: !canView });
  if (!canView) return <PermissionDenied what="Bank" />;
  if (id === null) return <NotFound />;
  const details: [string, string][] = bank
    ? [
        ['Bank Code', bank.bank_code],
        ['Bank Name', bank.bank_name],
        ['Short Name', bank.short_name ?? '—'],
        ['SWIFT Code', bank.swift_code ?? '—'],
        ['Status', bank.active ? 'Active' : 'Inactive'],
        ['Last Updated', formatDateTime(bank.updated_at)],
      ]
    : [];
  return (
    <>
      <BankLinks id={id} />
      <div className="p-3">
        <h1 className="h4">{bankHeading(bank, 'Bank')}</h1>
        {error?.status === 404 ? (
          <NotFound />
        ) : (
          <LoadState what="the bank" isLoading={isLoading} error={error} empty={false} emptyText="" onRetry={() => void refetch()}>
            <Facts facts={details} labelCols={4} className="mb-3" style={{ maxWidth: 640 }} />
            <p className="small text-muted">
              The bank&apos;s own details are edited in <Link to="/banks-maintenance">Banks Maintenance</Link>.
            </p>
          </LoadState>
        )}
      </div>
    </>
  );
}

function NotFound() {
  return (
    <Alert variant="warning" transition={false} className="m-3" role="alert">
      Bank not found. <Link to="/banks-maintenance">Back to Banks Maintenance</Link>
    </Alert>
  );
}

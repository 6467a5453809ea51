import { useState } from 'react';
import { ACCESS_KINDS, accessListEp, addCustomerAccessEp, addOfficerAccessEp, collectorsEp, customerAccessInput, officerAccessInput, officersEp, removeAccessEp, type AccessRow } from '../../../contract/creditOps';
import { toast } from 'react-toastify';
import { usePage, useRead, useWrites } from '../../api/kitApi';
import { confirmAction } from '../../components/dialogs';
import SearchSelect from '../../components/filters/SearchSelect';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { searchCustomerCodes } from '../../components/filters/customerOptions';
import { refusalOf } from './formIssues';
import { Alert, Button, Form, Table } from 'react-bootstrap';

type Kind = 'CUSTOMER' | 'OFFICER';

/**
 * Collections access: pick a collector, see the customers and account
 * officers they may collect for, add or remove one. A collector with an
 * empty list collects for every customer; the first entry limits them.
 */
export default function CollectionsAccessPage() {
  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Collections Access</h1>
      <Can scopes="manage_collections_access" fallback={<PermissionDenied what="the collections access lists" />}>
        <AccessEditor />
      </Can>
    </div>
  );
}

function AccessEditor() {
  const collectors = useRead(collectorsEp);
  const [userId, setUserId] = useState('');
  const chosen = (collectors.data ?? []).find((c) => String(c.user_id) === userId);
  return (
    <>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-md-5">
          <Form.Label htmlFor="access-collector" className="small mb-0">
            Collector
          </Form.Label>
          <Form.Select id="access-collector" size="sm" value={userId} onChange={(e) => setUserId(e.target.value)} disabled={!collectors.data}>
            <option value="">{collectors.isLoading ? 'Loading the users…' : collectors.isError ? 'The users could not be loaded' : 'Select a collector…'}</option>
            {(collectors.data ?? []).map((c) => (
              <option key={c.user_id} value={c.user_id}>
                {c.label}
              </option>
            ))}
          </Form.Select>
        </div>
        {chosen && (
          <p className="col small mb-1" role="status">
            {chosen.entries === 0 ? 'No list: this collector may collect for every customer.' : 'This collector may collect only for the customers below.'}
          </p>
        )}
      </div>
      {chosen ? <CollectorList userId={chosen.user_id} /> : <p className="text-muted">Choose a collector to see and change their customers.</p>}
    </>
  );
}

function CollectorList({ userId }: { userId: number }) {
  const list = usePage(accessListEp, { body: { user_id: userId, page: 0, page_size: 1000, order_by: 'name', direction: 'asc' } });
  const writes = useWrites();
  const rows = list.currentData?.rows ?? [];
  async function remove(row: AccessRow) {
    if (!(await confirmAction(`Remove ${row.name}?`, 'The collector will no longer collect for it.', 'Remove'))) return;
    try {
      await writes.runOn(removeAccessEp, { params: { access_id: row.access_id } });
    } catch (err) {
      toast.error(refusalOf(err).messages.join(' '));
    }
  }
  return (
    <>
      <AddEntry userId={userId} />
      {list.isFetching && !list.currentData ? (
        <p role="status">Loading the list…</p>
      ) : list.isError ? (
        <Alert variant="danger" transition={false} role="alert">
          The list could not be loaded. Please try again.
        </Alert>
      ) : rows.length === 0 ? (
        <p className="text-muted" role="status">
          No customers or account officers yet.
        </p>
      ) : (
        <Table size="sm" bordered className="w-auto">
          <caption className="caption-top">Customers and account officers of this collector</caption>
          <thead>
            <tr>
              <th scope="col">Assigned By</th>
              <th scope="col">Customer Code</th>
              <th scope="col">Customer / Account Officer</th>
              <th scope="col" className="text-end">Customers Covered</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.access_id}>
                <td>{ACCESS_KINDS[r.kind]}</td>
                <td>{r.code ?? ''}</td>
                <td>{r.name}</td>
                <td className="text-end">{r.customers}</td>
                <td>
                  <Button variant="link" size="sm" className="p-0 text-danger" onClick={() => remove(r)} disabled={writes.isLoading} aria-label={`Remove ${r.name}`}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

function AddEntry({ userId }: { userId: number }) {
  const officers = useRead(officersEp);
  const writes = useWrites();
  const [kind, setKind] = useState<Kind>('CUSTOMER');
  const [customer, setCustomer] = useState({ code: '', label: '' });
  const [aoId, setAoId] = useState('');
  const [error, setError] = useState<string>();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(undefined);
    const parsedCustomer = customerAccessInput.safeParse({ user_id: userId, customer_code: customer.code });
    const parsedOfficer = officerAccessInput.safeParse({ user_id: userId, ao_id: aoId ? Number(aoId) : undefined });
    if (kind === 'CUSTOMER' ? !parsedCustomer.success : !parsedOfficer.success) return setError(kind === 'CUSTOMER' ? 'Choose a customer.' : 'Choose an account officer.');
    try {
      if (kind === 'CUSTOMER') await writes.runOn(addCustomerAccessEp, { body: parsedCustomer.data! });
      else await writes.runOn(addOfficerAccessEp, { body: parsedOfficer.data! });
      setCustomer({ code: '', label: '' });
      setAoId('');
    } catch (err) {
      const r = refusalOf(err);
      setError(Object.values(r.fields).flat()[0] ?? r.messages.join(' '));
    }
  }

  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={submit} aria-label="Add to the list">
      <fieldset className="col-auto">
        <Form.Label as="legend" className="small mb-0">Add</Form.Label>
        {(Object.entries(ACCESS_KINDS) as [Kind, string][]).map(([k, label]) => (
          <Form.Check inline key={k}>
            <Form.Check.Input  type="radio" id={`access-kind-${k}`} name="access-kind" checked={kind === k} onChange={() => (setKind(k), setError(undefined))} />
            <Form.Check.Label  htmlFor={`access-kind-${k}`}>
              {label}
            </Form.Check.Label>
          </Form.Check>
        ))}
      </fieldset>
      {kind === 'CUSTOMER' ? (
        <SearchSelect label="Customer" className="col-md-4" value={customer.code} valueLabel={customer.label} onChange={(v, o) => (setCustomer({ code: v, label: o?.label ?? '' }), setError(undefined))} loadOptions={searchCustomerCodes} />
      ) : (
        <div className="col-md-4">
          <Form.Label htmlFor="access-officer" className="small mb-0">
            Account Officer
          </Form.Label>
          <Form.Select id="access-officer" size="sm" value={aoId} onChange={(e) => (setAoId(e.target.value), setError(undefined))}>
            <option value="">{officers.isLoading ? 'Loading…' : 'Select…'}</option>
            {(officers.data ?? []).map((o) => (
              <option key={o.ao_id} value={o.ao_id}>
                {o.ao_name}
              </option>
            ))}
          </Form.Select>
        </div>
      )}
      <div className="col-auto">
        <Button type="submit" variant="success" size="sm" disabled={writes.isLoading}>
          {writes.isLoading ? 'Adding…' : 'Add'}
        </Button>
      </div>
      {error && (
        <div className="col-12 text-danger small" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Col, Form, Row, Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  createDelegationEp,
  delegateOptionsEp,
  DELEGATION_STATES,
  delegationInput,
  listDelegationsEp,
  revokeDelegationEp,
  type DelegationRow,
} from '../../../contract/approvalDelegations';
import { toApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import DateField from '../../components/filters/DateField';
import SearchSelect from '../../components/filters/SearchSelect';
import LoadState from '../../components/LoadState';

type Draft = { substitute_id: string; substitute_name: string; starts_on: string; ends_on: string; reason: string };
const EMPTY: Draft = { substitute_id: '', substitute_name: '', starts_on: '', ends_on: '', reason: '' };
const STATE_LOOK: Record<DelegationRow['state'], string> = { scheduled: 'secondary', running: 'success', ended: 'light', revoked: 'warning' };

async function substitutes(keyword: string) {
  const res = await callEndpoint(delegateOptionsEp, { query: { search: keyword } });
  return res.result.map((u) => ({ value: String(u.user_id), label: `${u.name} (${u.username})` }));
}

/**
 * Delegation of one's approvals (/approvals/delegations): name a substitute
 * for some days; while it runs, what waits for you waits for them too, and
 * whatever they decide is recorded as theirs for you. The list shows what you
 * gave (revocable until it ends) and what you were given.
 */
export default function DelegationsPage() {
  const list = useRead(listDelegationsEp);
  const create = useWrite(createDelegationEp);
  const revoke = useWrite(revokeDelegationEp);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState('');
  const rows = list.data ?? [];

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure('');
    const body = { substitute_id: draft.substitute_id, starts_on: draft.starts_on, ends_on: draft.ends_on, reason: draft.reason };
    const checked = delegationInput.safeParse(body);
    if (!checked.success) {
      const fields: Record<string, string[]> = {};
      for (const i of checked.error.issues) (fields[String(i.path[0] ?? '')] ??= []).push(i.message);
      return setErrors(fields);
    }
    try {
      await create.run({ body: checked.data });
      setDraft(EMPTY);
      setErrors({});
    } catch (err) {
      const x = toApiError(err);
      setErrors(x.fields);
      if (!Object.keys(x.fields).length) setFailure(x.isNetwork || x.status >= 500 ? 'Error occured. Please try again later.' : x.messages.join(' '));
    }
  }

  async function end(d: DelegationRow) {
    if (!(await confirmAction('Revoke the delegation?', `${d.substitute_name} will no longer decide your approvals from today.`, 'Yes, revoke'))) return;
    try {
      await revoke.run({ params: { delegation_id: d.delegation_id } });
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }

  const fieldError = (k: string) => errors[k]?.join(' ');
  return (
    <div className="p-3">
      <h1 className="h4">Delegate My Approvals</h1>
      <p className="small text-muted">
        While a delegation runs, whatever waits for your approval also waits for your substitute, marked for you; they decide it with your authority, but never on
        anything they made. It stops by itself after its last day. <Link to="/approvals">Back to the approvals</Link>
      </p>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-label="New delegation" className="border rounded p-3 mb-3">
        {failure && <Alert variant="danger">{failure}</Alert>}
        <Row className="g-2 align-items-start">
          <Col md={4}>
            <SearchSelect
              id="delegation-substitute"
              label="Substitute"
              required
              value={draft.substitute_id}
              valueLabel={draft.substitute_name}
              onChange={(v, o) => setDraft({ ...draft, substitute_id: v, substitute_name: o?.label ?? '' })}
              loadOptions={substitutes}
              placeholder="Type a name…"
            />
            {fieldError('substitute_id') && <div className="small text-danger">{fieldError('substitute_id')}</div>}
          </Col>
          <Col md="auto">
            <DateField label="Start Date" required className="" value={draft.starts_on} onChange={(v) => setDraft({ ...draft, starts_on: v })} />
            {fieldError('starts_on') && <div className="small text-danger">{fieldError('starts_on')}</div>}
          </Col>
          <Col md="auto">
            <DateField label="End Date" required className="" value={draft.ends_on} minDate={draft.starts_on || undefined} onChange={(v) => setDraft({ ...draft, ends_on: v })} />
            {fieldError('ends_on') && <div className="small text-danger">{fieldError('ends_on')}</div>}
          </Col>
          <Col md={3}>
            <Form.Label htmlFor="delegation-reason" className="small mb-1">
              Reason
            </Form.Label>
            <Form.Control id="delegation-reason" size="sm" maxLength={300} value={draft.reason} onChange={(e) => setDraft({ ...draft, reason: e.target.value })} isInvalid={!!fieldError('reason')} />
            <Form.Control.Feedback type="invalid">{fieldError('reason')}</Form.Control.Feedback>
          </Col>
          <Col md="auto" className="align-self-end">
            <Button type="submit" size="sm" disabled={create.isLoading}>
              {create.isLoading ? 'Saving…' : 'Delegate'}
            </Button>
          </Col>
        </Row>
      </Form>
      <LoadState what="delegations" isLoading={list.isLoading} error={list.error} empty={rows.length === 0} emptyText="You have given and received no delegation." onRetry={() => void list.refetch()}>
        <Table size="sm" bordered>
          <caption className="caption-top">Delegations you gave and received</caption>
          <thead>
            <tr>
              <th scope="col">Approver</th>
              <th scope="col">Substitute</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Reason</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.delegation_id}>
                <td>{d.delegator_name}</td>
                <td>{d.substitute_name}</td>
                <td>{d.starts_on}</td>
                <td>{d.ends_on}</td>
                <td>{d.reason ?? ''}</td>
                <td>
                  <Badge bg={STATE_LOOK[d.state]} text={d.state === 'ended' ? 'dark' : undefined}>
                    {DELEGATION_STATES[d.state]}
                  </Badge>
                </td>
                <td>
                  {d.given_by_you && (d.state === 'running' || d.state === 'scheduled') && (
                    <Button size="sm" variant="outline-danger" disabled={revoke.isLoading} onClick={() => void end(d)}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </LoadState>
    </div>
  );
}

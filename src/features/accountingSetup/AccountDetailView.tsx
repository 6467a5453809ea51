import { Link } from 'react-router-dom';
import { COA_DRAFT_STATUS_NAMES, coaShowEp, NORMAL_SIDE_LABELS, SUB_LEDGERS, type AccountDetail } from '../../../contract/chartOfAccounts';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import { COA_BASE } from './paths';
import { Table } from 'react-bootstrap';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** /chart-of-account/:id: one account, its place in the hierarchy, whether it has postings, the accounts under it and its drafts. */
export default function AccountDetailView({ id }: { id: number }) {
  const q = useRead(coaShowEp, { params: { id } });
  const d = q.data as AccountDetail | undefined;
  return (
    <div className="p-3">
      <p className="mb-2">
        <Link to={COA_BASE}>← Chart of Accounts</Link>
      </p>
      <LoadState what="the account" isLoading={q.isLoading} error={q.error} empty={!d} emptyText="Account not found." onRetry={() => void q.refetch()}>
        {() => (
          <>
            <h1 className="h4">
              {d!.account.account_code} — {d!.account.account_name}
            </h1>
            <dl className="row">
              {(
                [
                  ['Type', d!.account.account_type],
                  ['Group', d!.account.account_group],
                  ['Sub-Group', d!.account.account_sub_group],
                  ['Line Item', d!.account.account_line_item],
                  ['Sub-Line Item', d!.account.account_sub_line_item],
                  ['Normal Balance', NORMAL_SIDE_LABELS[d!.account.normal_side]],
                  ['Kind', d!.account.is_header ? 'Header (takes no postings)' : 'Posting account'],
                  ['Control Account Of', d!.account.kept_by ? `${SUB_LEDGERS[d!.account.kept_by]}: only these modules post to it` : null],
                  ['Parent', d!.account.parent_code],
                  ['Status', d!.account.active ? 'Active' : 'Inactive'],
                  ['Description', d!.account.description],
                  [
                    'Postings',
                    d!.postings.line_count
                      ? `${d!.postings.line_count.toLocaleString('en-PH')} journal lines, ${d!.postings.first_date} to ${d!.postings.last_date} (cannot be deleted, only deactivated)`
                      : 'None (may be deleted)',
                  ],
                ] as [string, unknown][]
              ).map(([label, value]) => (
                <div className="col-md-6 d-flex gap-2" key={label}>
                  <dt className="fw-semibold">{label}:</dt>
                  <dd className="mb-1">{shown(value)}</dd>
                </div>
              ))}
            </dl>
            {d!.children.length > 0 && (
              <>
                <h2 className="h6">Accounts under it</h2>
                <ul className="small">
                  {d!.children.map((c) => (
                    <li key={c.account_code}>
                      {c.account_code} — {c.account_name}
                      {c.active ? '' : ' (inactive)'}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h2 className="h6">Drafts</h2>
            {d!.drafts.length === 0 ? (
              <p className="text-muted small">No drafts: the account is as the chart was seeded.</p>
            ) : (
              <Table size="sm" className="small">
                <thead>
                  <tr>
                    <th scope="col">Draft No.</th>
                    <th scope="col">Status</th>
                    <th scope="col">Changes</th>
                    <th scope="col">Drafted By</th>
                    <th scope="col">Approved / Rejected By</th>
                  </tr>
                </thead>
                <tbody>
                  {d!.drafts.map((x) => (
                    <tr key={x.draft_id}>
                      <td>{x.draft_no}</td>
                      <td>{COA_DRAFT_STATUS_NAMES[x.status]}</td>
                      <td>{x.changes}</td>
                      <td>{x.created_by}</td>
                      <td>{shown(x.approved_by ?? x.rejected_by)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}

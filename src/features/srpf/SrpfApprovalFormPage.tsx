import { useParams } from 'react-router-dom';
import { SRPF_MESSAGES as M, srpfCreditMemosEp } from '../../../contract/srpf';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import { formatMoney } from '../../lib/money';
import { Alert, Table } from 'react-bootstrap';

/**
 * The stock returns' credit memos of a customer (memo approval form): every
 * approved SRPF with its posted credit memo amount and journal entry.
 */
export default function SrpfApprovalFormPage() {
  const { customer_code: code = '' } = useParams();
  const read = useRead(srpfCreditMemosEp, { query: { customer_code: code } }, { skip: !code });
  const rows = read.data ?? [];
  return (
    <div className="p-3">
      <h1 className="h4">SRPF Approval Form</h1>
      <p className="text-muted">Customer {code}</p>
      {read.error?.status === 404 ? (
        <Alert variant="danger" transition={false} role="alert">
          {M.invalidCustomerCode(code)}
        </Alert>
      ) : (
        <LoadState what="credit memos" isLoading={read.isLoading} error={read.error} empty={rows.length === 0} emptyText="No approved stock returns for this customer." onRetry={read.refetch}>
          <Table size="sm" bordered>
            <caption className="visually-hidden">Approved stock returns and their credit memos</caption>
            <thead>
              <tr>
                <th scope="col">SRPF No.</th>
                <th scope="col">SRPF Date</th>
                <th scope="col">Approved</th>
                <th scope="col">Credit Memo No.</th>
                <th scope="col">Journal Entry</th>
                <th scope="col" className="text-end">Credit Memo Amount</th>
                <th scope="col" className="text-end">Near Expiry (not credited)</th>
                <th scope="col">Goods</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.srpf_id}>
                  <td>{r.srpf_no}</td>
                  <td>{r.srpf_date}</td>
                  <td>{r.approved_at?.slice(0, 10) ?? ''}</td>
                  <td>{r.cm_no ?? 'None (return to supplier)'}</td>
                  <td>{r.journal_entry ?? ''}</td>
                  <td className="text-end">{formatMoney(r.cm_no ? r.applicable_amount : '0')}</td>
                  <td className="text-end">{formatMoney(r.total_amount_near_ex)}</td>
                  <td>{r.received ? 'Received' : 'Not yet received'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </LoadState>
      )}
    </div>
  );
}

import { useState } from 'react';
import { applicationsEp, openAdvancesEp, type OpenAdvanceRow } from '../../../contract/advances';
import { useRead } from '../../api/kitApi';
import { Can } from '../../components/permissions';
import { Amount, ReadState } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import ApplyAdvanceModal from './ApplyAdvanceModal';
import { Button, Table } from 'react-bootstrap';

type Account = '1140' | '1141' | '1142';

/** The advances paid on the account by voucher, what is left of each, Apply (manage_advances), and the latest applications. */
export default function AdvancesPanel({ account }: { account: Account }) {
  const open = useRead(openAdvancesEp, { query: { account_code: account } });
  const applied = useRead(applicationsEp, { query: { account_code: account } });
  const [applying, setApplying] = useState<OpenAdvanceRow | null>(null);
  const rows = open.data ?? [];
  const apps = applied.data ?? [];
  return (
    <section aria-labelledby={`advances-${account}`} className="mt-4">
      <h2 id={`advances-${account}`} className="h6">
        Advances by Voucher
      </h2>
      <ReadState loading={open.isLoading} failed={open.isError} empty={rows.length === 0} what="advances">
        <ScrollRegion label="Advances by voucher">
          <Table size="sm" bordered className="w-auto">
            <thead>
              <tr>
                <th scope="col">Voucher</th>
                <th scope="col">Date</th>
                <th scope="col">Payee</th>
                <th scope="col" className="text-end">Advanced</th>
                <th scope="col" className="text-end">Applied</th>
                <th scope="col" className="text-end">Left</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.advance_pv_id}>
                  <td>{a.pv_no}</td>
                  <td>{a.pv_date}</td>
                  <td>{a.payee_name}</td>
                  <Amount value={a.advanced} />
                  <Amount value={a.applied} />
                  <Amount value={a.balance} strong />
                  <td>
                    {Number(a.balance) > 0 && (
                      <Can scopes="manage_advances">
                        <Button size="sm" onClick={() => setApplying(a)} aria-label={`Apply advance ${a.pv_no}`}>
                          Apply
                        </Button>
                      </Can>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </ReadState>
      <h2 className="h6 mt-3">Applications</h2>
      <ReadState loading={applied.isLoading} failed={applied.isError} empty={apps.length === 0} what="applications">
        <ScrollRegion label="Applications of advances">
          <Table size="sm" bordered className="w-auto">
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Date</th>
                <th scope="col">Advance</th>
                <th scope="col">Applied To</th>
                <th scope="col">Payee</th>
                <th scope="col" className="text-end">Amount</th>
                <th scope="col">Journal Entry</th>
              </tr>
            </thead>
            <tbody>
              {apps.map((x) => (
                <tr key={x.application_id}>
                  <td>{x.application_no}</td>
                  <td>{x.applied_on}</td>
                  <td>{x.advance_pv_no}</td>
                  <td>{x.target_pv_no}</td>
                  <td>{x.payee_name}</td>
                  <Amount value={x.amount} />
                  <td>{x.journal_entry}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </ReadState>
      {applying && <ApplyAdvanceModal advance={applying} onClose={() => setApplying(null)} />}
    </section>
  );
}

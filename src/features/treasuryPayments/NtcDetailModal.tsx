import { NTC_CATEGORIES, NTC_MODES, NTC_STATUSES, ntcShowEp } from '../../../contract/treasuryPayments';
import { useRead } from '../../api/kitApi';
import Modal from '../../components/Modal';
import { Amount, ReadState } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import { formatMoney } from '../../lib/money';
import { Facts } from '../../components/Facts';
import { Table } from 'react-bootstrap';

/** One non-trade collection with every entry it posted (the collection, a deposit, a cancellation). */
export default function NtcDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useRead(ntcShowEp, { params: { id } });
  const d = q.currentData;
  return (
    <Modal title={d ? `Non-Trade Collection ${d.ntc_no}` : 'Non-Trade Collection'} size="lg" onClose={onClose}>
      <ReadState loading={!d && !q.error} failed={!!q.error} empty={false} what="collection">
        {d && (
          <>
            <Facts
              className="small"
              facts={[
                ['Payor', `${d.payor_name}${d.payor_tin ? ` (TIN ${d.payor_tin})` : ''}`],
                ['Type of Collection', `${NTC_CATEGORIES[d.category]}: credited to ${d.account}`],
                [
                  'Mode',
                  `${NTC_MODES[d.mode]}${d.check_no ? `, ${d.check_bank} check ${d.check_no} dated ${d.check_date}` : ''}${d.deposit_to ? `, to ${d.deposit_to}` : ''}`,
                ],
                ['Amount', `${formatMoney(d.amount)} (output VAT ${formatMoney(d.vat_amount)}, withholding tax ${formatMoney(d.cwt)})`],
                ['Status', `${NTC_STATUSES[d.status]}${d.cancel_reason ? `: ${d.cancel_reason}` : ''}`],
                d.particulars && ['Particulars', d.particulars],
              ]}
            />
            <ScrollRegion label="Journal entries">
              <Table size="sm" className="small">
                <caption className="caption-top">Journal entries</caption>
                <thead>
                  <tr>
                    <th scope="col">Entry</th>
                    <th scope="col">Date</th>
                    <th scope="col">Account</th>
                    <th scope="col" className="text-end">Debit</th>
                    <th scope="col" className="text-end">Credit</th>
                  </tr>
                </thead>
                <tbody>
                  {d.entries.map((e, n) => (
                    <tr key={n}>
                      <td>{e.journal_entry}</td>
                      <td>{e.transaction_date}</td>
                      <td>
                        {e.account_code} {e.account_name}
                      </td>
                      <Amount value={e.debit} />
                      <Amount value={e.credit} />
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollRegion>
          </>
        )}
      </ReadState>
    </Modal>
  );
}

import { NTC_CATEGORIES, NTC_MODES, NTC_STATUSES, ntcShowEp } from '../../../contract/treasuryPayments';
import { useRead } from '../../api/kitApi';
import DocumentLines from '../../components/document/DocumentLines';
import DocumentPanel from '../../components/document/DocumentPanel';
import { formatMoney } from '../../lib/money';

/** One non-trade collection with every entry it posted (the collection, a deposit, a cancellation). */
export default function NtcDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const read = useRead(ntcShowEp, { params: { id } });
  return (
    <DocumentPanel
      what="the collection"
      read={read}
      title="Non-Trade Collection"
      titleOf={(d) => `Non-Trade Collection ${d.ntc_no}`}
      size="lg"
      factsPerRow={1}
      facts={(d) => [
        ['Payor', `${d.payor_name}${d.payor_tin ? ` (TIN ${d.payor_tin})` : ''}`],
        ['Type of Collection', `${NTC_CATEGORIES[d.category]}: credited to ${d.account}`],
        ['Mode', `${NTC_MODES[d.mode]}${d.check_no ? `, ${d.check_bank} check ${d.check_no} dated ${d.check_date}` : ''}${d.deposit_to ? `, to ${d.deposit_to}` : ''}`],
        ['Amount', `${formatMoney(d.amount)} (output VAT ${formatMoney(d.vat_amount)}, withholding tax ${formatMoney(d.cwt)})`],
        ['Status', `${NTC_STATUSES[d.status]}${d.cancel_reason ? `: ${d.cancel_reason}` : ''}`],
        d.particulars && ['Particulars', d.particulars],
      ]}
      onClose={onClose}
    >
      {(d) => (
        <DocumentLines
          label="Journal entries"
          caption
          lines={d.entries}
          lineKey={(_, i) => i}
          columns={[
            { header: 'Entry', cell: (e) => e.journal_entry },
            { header: 'Date', cell: (e) => e.transaction_date },
            { header: 'Account', cell: (e) => `${e.account_code} ${e.account_name}` },
            { header: 'Debit', end: true, cell: (e) => formatMoney(e.debit) },
            { header: 'Credit', end: true, cell: (e) => formatMoney(e.credit) },
          ]}
        />
      )}
    </DocumentPanel>
  );
}

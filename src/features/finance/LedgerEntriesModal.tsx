import { useCallback, useEffect } from 'react';
import { toast } from 'react-toastify';
import type { GeneralLedgerRow } from '../../../contract/finance';
import { api } from '../../api/client';
import ServerGrid from '../../components/grid/ServerGrid';
import type { Paging } from '../../components/grid/usePaging';
import { ledgerColumns } from './ledgerColumns';

interface Props {
  account: { code: string; name: string };
  dateFrom: string;
  dateTo: string;
  onClose: () => void;
}

/** "General Ledger Entries" of one account from the trial balance (spec 000 §2.18), 50 a page. */
export default function LedgerEntriesModal({ account, dateFrom, dateTo, onClose }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const fetchPage = useCallback(
    async (p: Paging) => {
      const res = await api.post<GeneralLedgerRow[]>('/ledger/general/entries', {
        account_code: account.code,
        date_from: dateFrom,
        date_to: dateTo,
        direction: 'asc',
        order_by: 'account_code',
        page: p.page,
        page_size: 50,
      });
      return { rows: res.result, total: res.total_rows ?? 0 };
    },
    [account.code, dateFrom, dateTo],
  );

  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-labelledby="gl-entries-title">
        <div className="modal-dialog modal-xl modal-dialog-scrollable">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id="gl-entries-title">
                General Ledger Entries
              </h2>
              <span className="ms-3 text-muted small">
                {account.code} {account.name} · {dateFrom} to {dateTo}
              </span>
              <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
            </div>
            <div className="modal-body">
              <ServerGrid<GeneralLedgerRow>
                screenId="trial-balance-entries"
                columns={ledgerColumns}
                fetchPage={fetchPage}
                queryKey={`${account.code}|${dateFrom}|${dateTo}`}
                pagingInUrl={false}
                height={480}
                defaultSort={{ order_by: 'account_code', direction: 'asc' }}
                onError={() => toast.error('Something went wrong while processing your general ledger request!')}
              />
            </div>
            <div className="modal-footer">
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                Close
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}

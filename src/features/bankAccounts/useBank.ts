import { useParams } from 'react-router-dom';
import { banks } from '../../../contract/banks';
import { useRead } from '../../api/kitApi';
import type { BankRow } from '../../../contract/banks';

/** The bank a page's `:id` names: its id (null when the address holds no id) and its record as read. */
export function useBank(opts: { skip?: boolean } = {}) {
  const { id: raw } = useParams();
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const q = useRead(banks.endpoints.show, { params: { id: id ?? 0 } }, { skip: opts.skip || id === null });
  return { id, bank: q.data as BankRow | undefined, isLoading: q.isLoading, error: q.error, refetch: q.refetch };
}

/** "BDO — BDO Unibank, Inc.", or the words of the page while the bank is read. */
export const bankHeading = (bank: BankRow | undefined, fallback: string) => (bank ? `${bank.bank_code} — ${bank.bank_name}` : fallback);

import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { balanceSheetBody, balanceSheetEp, balanceSheetExportEp, type BalanceSheetResult, type BalanceSheetRow } from '../../../contract/financeReports';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import DateField from '../../components/filters/DateField';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can, usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { checked } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import { accepted, Amount, BOOKS_START, ledgerLink, ReadState } from './shared';
import { Alert, Table } from 'react-bootstrap';

type Mode = 'statement' | 'comparative' | 'table';
type Filters = { as_of: string; compare_to: string };

const INDENT: Record<BalanceSheetRow['level'], number> = { type: 0, group: 1, subgroup: 2, line_item: 3, account: 4, computed: 4 };
const TITLE: Record<Mode, string> = { statement: 'Balance Sheet', comparative: 'Balance Sheet (v2)', table: 'Balance Sheet Table' };

function modeOf(pathname: string): Mode {
  if (pathname.endsWith('/balance-sheet-v2')) return 'comparative';
  if (pathname.endsWith('/balance-sheet/table')) return 'table';
  return 'statement';
}

function AccountName({ row, bs }: { row: BalanceSheetRow; bs: BalanceSheetResult }) {
  if (!row.account_code) return <>{row.name}</>;
  return (
    <Link to={ledgerLink(row.account_code, BOOKS_START, bs.as_of)} title={`General ledger of ${row.account_code} to ${bs.as_of}`}>
      {row.account_code} {row.name}
    </Link>
  );
}

function Statement({ bs }: { bs: BalanceSheetResult }) {
  const t = bs.totals;
  const total = (label: string, p: { current: string; previous: string }) => (
    <tr className="table-light">
      <th scope="row">{label}</th>
      <Amount value={p.current} strong />
      <Amount value={p.previous} strong />
      <td />
    </tr>
  );
  return (
    <Table size="sm" hover className="w-auto" aria-label={`Balance sheet as of ${bs.as_of}`}>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col" className="text-end">As of {bs.as_of}</th>
          <th scope="col" className="text-end">As of {bs.compare_to}</th>
          <th scope="col" className="text-end">Increase (Decrease)</th>
        </tr>
      </thead>
      <tbody>
        {bs.rows.map((r) => {
          const heading = r.level !== 'account' && r.level !== 'computed';
          return (
            <tr key={`${r.level}:${r.code}`} className={r.level === 'type' ? 'table-secondary' : undefined}>
              <th scope="row" className={heading ? 'fw-semibold' : 'fw-normal'} style={{ paddingLeft: `${0.5 + INDENT[r.level] * 1.25}rem` }}>
                {r.level === 'computed' ? <em>{r.name}</em> : <AccountName row={r} bs={bs} />}
              </th>
              <Amount value={r.current} strong={heading} />
              <Amount value={r.previous} strong={heading} />
              <Amount value={r.variance} />
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        {total('Total Assets', t.assets)}
        {total('Total Liabilities', t.liabilities)}
        {total('Total Equity', t.equity)}
        {total('Total Liabilities and Equity', t.liabilities_and_equity)}
        {total('Difference', t.difference)}
      </tfoot>
    </Table>
  );
}

/** The flat view: one row per account with its place in the chart as columns (sortable by reading, printable as is). */
function FlatTable({ bs }: { bs: BalanceSheetResult }) {
  const rows = bs.rows.filter((r) => r.level === 'account' || r.level === 'computed');
  return (
    <Table size="sm" striped className="w-auto" aria-label={`Balance sheet accounts as of ${bs.as_of}`}>
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col" className="text-end">As of {bs.as_of}</th>
          <th scope="col" className="text-end">As of {bs.compare_to}</th>
          <th scope="col" className="text-end">Increase (Decrease)</th>
          <th scope="col">Type</th>
          <th scope="col">Group</th>
          <th scope="col">Sub Group</th>
          <th scope="col">Line Item</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.code}>
            <th scope="row" className="fw-normal">
              <AccountName row={r} bs={bs} />
            </th>
            <Amount value={r.current} />
            <Amount value={r.previous} />
            <Amount value={r.variance} />
            <td>{r.account_type}</td>
            <td>{r.account_group}</td>
            <td>{r.account_sub_group}</td>
            <td>{r.account_line_item}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Balance Sheet as of a date: /balance-sheet beside the previous year-end,
 * /balance-sheet-v2 beside any date chosen (comparative), /balance-sheet/table
 * as a flat table of accounts. Accounts open their general ledger.
 */
export default function BalanceSheetPage() {
  const mode = modeOf(useLocation().pathname);
  const allowed = usePermission('view_financial_statements');
  const [url, setUrl] = useUrlState<Filters>({ as_of: '', compare_to: '' });
  const [draft, setDraft] = useState<Filters>({ as_of: url.as_of || todayManila(), compare_to: url.compare_to });
  // A blank comparative date is left out: the server compares with the previous year-end.
  const bodyOf = (f: Filters) => (f.compare_to ? f : { as_of: f.as_of });
  const applied = url.as_of ? accepted(balanceSheetBody, bodyOf(url)) : null;
  const read = useRead(balanceSheetEp, { body: applied ?? undefined }, { skip: !allowed || applied === null });
  const bs = read.currentData as BalanceSheetResult | undefined;

  function search() {
    const { problem } = checked(balanceSheetBody, bodyOf(draft));
    if (problem) {
      toast.warning(problem);
      return;
    }
    if (draft.as_of === url.as_of && draft.compare_to === url.compare_to) void read.refetch();
    else setUrl(draft);
  }
  const exportBody = () => {
    const { value, problem } = checked(balanceSheetBody, bodyOf(draft));
    if (problem) toast.warning(problem);
    return value;
  };

  return (
    <div className="p-3">
      <h1 className="h4">{TITLE[mode]}</h1>
      <ReportFilters onSearch={search} disabled={read.isFetching}>
        <DateField label="As of" required minDate={BOOKS_START} value={draft.as_of} onChange={(v) => setDraft((d) => ({ ...d, as_of: v }))} />
        {mode === 'comparative' && (
          <DateField label="Compare with" minDate={BOOKS_START} value={draft.compare_to} onChange={(v) => setDraft((d) => ({ ...d, compare_to: v }))} />
        )}
        <div className="col-auto order-last">
          <ExportButton scope="view_financial_statements" path={balanceSheetExportEp.path} body={exportBody} disabled={read.isFetching} />
        </div>
      </ReportFilters>
      <Can scopes="view_financial_statements" fallback={<PermissionDenied what="the balance sheet" />}>
        {applied === null ? (
          <p className="text-muted my-2" role="status">
            Choose the date and press Search.
          </p>
        ) : (
          <ReadState loading={read.isFetching} failed={read.isError} empty={!!bs && bs.rows.length === 0} what="balance sheet" onRetry={() => void read.refetch()} asOf={read.asOf}>
            {bs && (mode === 'table' ? <FlatTable bs={bs} /> : <Statement bs={bs} />)}
            {bs && bs.totals.difference.current !== '0.00' && (
              <Alert variant="warning" transition={false} role="alert">
                Assets and liabilities plus equity differ by {bs.totals.difference.current}.
              </Alert>
            )}
          </ReadState>
        )}
      </Can>
    </div>
  );
}

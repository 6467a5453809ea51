import { Link } from 'react-router-dom';
import { BREAKDOWN_LEVELS, GL_MIN_DATE, type BreakdownLevel, type IncomeStatementCell, type IncomeStatementResult, type IncomeStatementRow } from '../../../contract/finance';
import { formatMoney } from '../../lib/money';
import './incomeStatement.css';
import { Table } from 'react-bootstrap';

const LEVEL_LABEL: Record<BreakdownLevel, string> = { type: 'Type', group: 'Group', subgroup: 'Subgroup', line_item: 'Line Item', accounts: 'Accounts' };
export const levelLabel = (l: BreakdownLevel) => LEVEL_LABEL[l];

/** 'jan' → 'Jan', 'q1' → 'Q1', '2025' stays. */
export function periodLabel(words: string): string {
  if (/^q\d$/i.test(words)) return words.toUpperCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A line's name, and where it drills down to: an account to its general ledger, a sub-group to the ledger
 * of its accounts, for the statement's dates (issue 25). The other levels have no one ledger.
 */
function LineName({ row, from, to }: { row: IncomeStatementRow; from: string; to: string }) {
  const dates = { date_from: from < GL_MIN_DATE ? GL_MIN_DATE : from, date_to: to };
  const filter: Record<string, string> | null = row.level === 'accounts' ? { account_code: row.code } : row.level === 'subgroup' ? { sub_group: row.name } : null;
  if (!filter) return <>{row.name}</>;
  return (
    <Link to={`/finance-and-accounting/general-ledger?${new URLSearchParams({ ...filter, ...dates })}`} title={`General ledger of ${row.name}, ${from} to ${to}`}>
      {row.name}
    </Link>
  );
}

const cellOf = (cells: IncomeStatementCell[], words: string) => cells.find((c) => c.words === words)?.total ?? '0.00';

/**
 * The income statement answer: names indented by level, the cols_ret periods,
 * Total, then Net Income. Every amount is the server's (summed in SQL); the
 * table only formats them.
 */
export default function IncomeStatementTable({ result, dateFrom, dateTo }: { result: IncomeStatementResult; dateFrom: string; dateTo: string }) {
  const cols = result.cols_ret;
  const present = BREAKDOWN_LEVELS.filter((l) => result.rows.some((r) => r.level === l));
  return (
    <div className="table-responsive">
      <Table size="sm" bordered className="is-table align-middle">
        <thead className="table-light">
          <tr>
            <th scope="col" className="is-name">
              Account
            </th>
            {cols.map((c) => (
              <th key={c} scope="col" className="text-end">
                {periodLabel(c)}
              </th>
            ))}
            <th scope="col" className="text-end">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((r) => (
            <tr key={`${r.level}:${r.code}`} className={`is-row is-level-${r.level}`} data-level={r.level}>
              <td className="is-name" style={{ paddingLeft: `${0.5 + Math.max(0, present.indexOf(r.level)) * 1.25}rem` }}>
                <LineName row={r} from={dateFrom} to={dateTo} />
              </td>
              {cols.map((c) => (
                <td key={c} className="text-end font-monospace">
                  {formatMoney(cellOf(r.date, c))}
                </td>
              ))}
              <td className="text-end font-monospace">{formatMoney(r.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="is-net-income">
            <th scope="row" className="is-name">
              Net Income
            </th>
            {cols.map((c) => (
              <td key={c} className="text-end font-monospace">
                {formatMoney(cellOf(result.net_income.date, c))}
              </td>
            ))}
            <td className="text-end font-monospace">{formatMoney(result.net_income.total)}</td>
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}

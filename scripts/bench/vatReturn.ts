import { sql, type Db } from '../../server/db/db';
import { median } from './finance';
import type { Get } from './inventory';

/**
 * A quarter's VAT from the books (issue 27 aim: the SLSP and its tie-out within 5 s on the bench books): the busiest
 * quarter's summary lists of sales and purchases, the 2550Q and the tie-out of both to the VAT accounts; then the
 * DAT files of the same quarter and the drill-down of its busiest buyer.
 */
export async function vatReturnBench(db: Db, get: Get): Promise<void> {
  const busiest = await db.one<{ year: number; quarter: number; invoices: number }>(sql`
    SELECT extract(year FROM si_date)::int AS year, extract(quarter FROM si_date)::int AS quarter, COUNT(*)::int AS invoices
    FROM sales_invoices GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`);
  if (!busiest) return;
  const q = `year=${busiest.year}&quarter=${busiest.quarter}`;
  const answer = JSON.parse((await get(`/api/bir/vat-return?${q}`)).body) as { result: { sales: { tin: string; documents: number }[]; tie_out: { output: { difference: string } } } };
  const what = `${busiest.year} Q${busiest.quarter}, ${Number(busiest.invoices).toLocaleString('en-US')} invoices, ${answer.result.sales.length} buyers, output VAT difference ${answer.result.tie_out.output.difference}`;
  const whole = await median(3, () => get(`/api/bir/vat-return?${q}`));
  console.log(`| VAT return: SLSP, 2550Q and tie-out (${what}) | ${whole.toFixed(1)} | — | < 5,000 ms |`);
  const files = await median(3, () => get(`/api/bir/vat-return/files?${q}`));
  console.log(`| VAT return: the SLSP DAT files (${busiest.year} Q${busiest.quarter}) | ${files.toFixed(1)} | — | < 5,000 ms |`);
  const buyer = [...answer.result.sales].sort((a, b) => b.documents - a.documents)[0];
  const drill = await median(5, () => get(`/api/bir/vat-return/documents?${q}&list=sales&tin=${encodeURIComponent(buyer.tin)}`));
  console.log(`| VAT return: a buyer's documents (${buyer.documents.toLocaleString('en-US')}) | ${drill.toFixed(1)} | — | < 1,000 ms |`);
}

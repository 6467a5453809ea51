import { useState } from 'react';
import { Alert, Button, Stack } from 'react-bootstrap';
import { purchaseListColumns, salesListColumns, slspFilesEp, tieOutColumns, vatReturnEp, type SlspParty, type TieOut } from '../../../contract/vatReturn';
import { toApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { useRead } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import { browser } from '../../components/export/runExport';
import { Facts } from '../../components/Facts';
import LoadState from '../../components/LoadState';
import PermissionDenied from '../../components/PermissionDenied';
import { usePermission } from '../../components/permissions';
import QuarterPicker, { currentQuarter, type Quarter } from '../../components/QuarterPicker';
import ResultTable from '../../components/ResultTable';
import SectionHeading from '../../components/SectionHeading';
import { formatMoney } from '../../lib/money';
import SlspDocumentsModal, { type Drill } from './SlspDocumentsModal';

const ACCOUNT_NAMES: Record<string, string> = { '2100': 'Output VAT (2100)', '1300': 'Input VAT (1300)' };

function TieOutResult({ t, id }: { t: TieOut; id: string }) {
  const name = ACCOUNT_NAMES[t.account] ?? t.account;
  if (t.differences.length === 0)
    return (
      <Alert variant="success" className="small py-2" role="status">
        {name}: the lists ({formatMoney(t.in_lists)}) agree with the ledger ({formatMoney(t.in_ledger)}) to the centavo.
      </Alert>
    );
  return (
    <section aria-labelledby={id}>
      <Alert variant="warning" className="small py-2">
        <span id={id}>
          {name}: the ledger holds {formatMoney(t.in_ledger)}, the lists {formatMoney(t.in_lists)}; a difference of {formatMoney(t.difference)} in these entries:
        </span>
      </Alert>
      <ResultTable label={`${name}: entries that differ`} rows={t.differences} columns={tieOutColumns} rowKey={(d) => d.journal_entry} />
    </section>
  );
}

/**
 * /finance-and-accounting/vat-return: a quarter's VAT from the books (issue 27). The 2550Q worksheet, the tie-out
 * of the summary lists to the VAT accounts (every entry that differs listed), the summary lists of sales and of
 * purchases by TIN — each line opens its documents — and the two DAT files for the BIR.
 */
export default function VatReturnPage() {
  const canView = usePermission('view_vat_returns');
  const [asked, setAsked] = useState<Quarter>(currentQuarter);
  const [picked, setPicked] = useState<Quarter>(currentQuarter);
  const [drill, setDrill] = useState<Drill | null>(null);
  const [saving, setSaving] = useState(false);
  const read = useRead(vatReturnEp, { query: asked }, { skip: !canView });
  if (!canView) return <PermissionDenied what="the VAT return" />;
  const r = read.currentData;

  async function download() {
    setSaving(true);
    try {
      const files = (await callEndpoint(slspFilesEp, { query: asked })).result;
      // Small text files built on the server: saved as they came.
      for (const f of [files.sales, files.purchases]) browser.save(new Blob([f.content], { type: 'text/plain' }), f.file_name);
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    } finally {
      setSaving(false);
    }
  }

  // Every figure opens the documents it adds up: a worksheet figure all of its list's, a party's line that party's.
  const figure = (list: Drill['list'], name: string, amount: string) => (
    <Button variant="link" size="sm" className="p-0" onClick={() => setDrill({ ...asked, list, tin: null, name })}>
      {formatMoney(amount)}
    </Button>
  );
  const partyLink = (list: Drill['list']) => (p: SlspParty) => (
    <Button variant="link" size="sm" className="p-0 text-start" onClick={() => setDrill({ ...asked, list, tin: p.tin, name: p.name })}>
      {p.name}
    </Button>
  );

  return (
    <div className="p-3">
      <h1 className="h4">VAT Return (SLSP and 2550Q)</h1>
      <form
        aria-label="Quarter of the return"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(picked);
        }}
      >
        <Stack direction="horizontal" gap={2} className="align-items-end mb-3 flex-wrap">
          <QuarterPicker value={picked} onChange={setPicked} />
          <Button type="submit" size="sm">
            Show
          </Button>
          {r && (
            <Button size="sm" variant="success" onClick={() => void download()} disabled={saving}>
              {saving ? 'Preparing…' : 'Download SLSP DAT Files'}
            </Button>
          )}
        </Stack>
      </form>
      <LoadState what="the VAT return" isLoading={read.isFetching && !r} error={read.error} empty={false} emptyText="" onRetry={() => void read.refetch()} asOf={read.asOf}>
        {() =>
          r && (
            <>
              <section aria-labelledby="vat-2550q">
                <SectionHeading id="vat-2550q">{`2550Q Worksheet, ${r.year} Quarter ${r.quarter}`}</SectionHeading>
                <Facts
                  perRow={2}
                  aria-label="2550Q figures"
                  facts={[
                    ['VATable Sales', figure('sales', 'Sales documents', r.worksheet.vatable_sales)],
                    ['Output Tax', figure('sales', 'Sales documents', r.worksheet.output_tax)],
                    ['Zero-rated Sales', figure('sales', 'Sales documents', r.worksheet.zero_rated_sales)],
                    ['Exempt Sales', figure('sales', 'Sales documents', r.worksheet.exempt_sales)],
                    ['Purchases of Capital Goods', figure('purchases', 'Purchase documents', r.worksheet.capital_goods)],
                    ['Purchases of Other Goods', figure('purchases', 'Purchase documents', r.worksheet.goods)],
                    ['Purchases of Services', figure('purchases', 'Purchase documents', r.worksheet.services)],
                    ['Exempt Purchases', figure('purchases', 'Purchase documents', r.worksheet.exempt_purchases)],
                    ['Input Tax', figure('purchases', 'Purchase documents', r.worksheet.input_tax)],
                    { label: Number(r.worksheet.vat_payable) < 0 ? 'Excess Input Tax' : 'VAT Payable', value: <strong>{formatMoney(r.worksheet.vat_payable.replace('-', ''))}</strong>, wide: true },
                  ]}
                />
              </section>
              <section aria-labelledby="vat-tie-out">
                <SectionHeading id="vat-tie-out">Tie-out to the Ledger</SectionHeading>
                <TieOutResult t={r.tie_out.output} id="tie-out-output" />
                <TieOutResult t={r.tie_out.input} id="tie-out-input" />
              </section>
              <section aria-labelledby="vat-sales">
                <SectionHeading id="vat-sales">{`Summary List of Sales (${r.sales.length} buyers)`}</SectionHeading>
                <ResultTable label="Summary list of sales" rows={r.sales} columns={salesListColumns} rowKey={(p) => `${p.tin}|${p.name}`} render={{ name: partyLink('sales') }} empty="No sales in this quarter." />
              </section>
              <section aria-labelledby="vat-purchases">
                <SectionHeading id="vat-purchases">{`Summary List of Purchases (${r.purchases.length} suppliers)`}</SectionHeading>
                <ResultTable label="Summary list of purchases" rows={r.purchases} columns={purchaseListColumns} rowKey={(p) => `${p.tin}|${p.name}`} render={{ name: partyLink('purchases') }} empty="No purchases with input tax in this quarter." />
              </section>
            </>
          )
        }
      </LoadState>
      {drill && <SlspDocumentsModal drill={drill} onClose={() => setDrill(null)} />}
    </div>
  );
}

import { useState } from 'react';
import { Button, Stack } from 'react-bootstrap';
import { sRegisterBody, sRegisterColumns, sRegisterEp, sRegisterExportEp, type SRegisterRow } from '../../../contract/regulatory';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import { Facts } from '../../components/Facts';
import { TextField, DateFormField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import LoadState from '../../components/LoadState';
import ResultTable from '../../components/ResultTable';
import SectionHeading from '../../components/SectionHeading';
import { todayManila } from '../../lib/dates';
import { printSRegister } from './sRegisterPdf';

/** A product's S-Register for a period, on screen, as XLSX and as the PDF an inspector is handed. */
export default function SRegisterPanel() {
  const today = todayManila();
  const form = useZodForm(sRegisterBody, { product_code: '', date_from: `${today.slice(0, 4)}-01-01`, date_to: today });
  const [asked, setAsked] = useState<{ product_code: string; date_from: string; date_to: string } | null>(null);
  const read = useRead(sRegisterEp, { body: asked ?? { product_code: '', date_from: today, date_to: today } }, { skip: !asked });
  const r = read.currentData;

  const show = (e: React.FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (body) setAsked(body);
  };

  return (
    <section aria-labelledby="s-register-heading">
      <SectionHeading id="s-register-heading">S-Register</SectionHeading>
      <form onSubmit={show} noValidate aria-label="S-Register of a product" ref={(el) => void (form.rootRef.current = el)}>
        <Stack direction="horizontal" gap={3} className="align-items-end mb-3 flex-wrap">
          <TextField form={form} name="product_code" label="Product Code" required col="col-auto" />
          <DateFormField form={form} name="date_from" label="Date From" required col="col-auto" />
          <DateFormField form={form} name="date_to" label="Date To" required col="col-auto" />
          <Button type="submit" size="sm">
            Show Register
          </Button>
          {asked && r && (
            <>
              <ExportButton scope="view_regulatory" path={sRegisterExportEp.path} body={() => asked} label="Export XLSX" />
              <Button size="sm" variant="outline-primary" onClick={() => void printSRegister(r)}>
                Print PDF
              </Button>
            </>
          )}
        </Stack>
      </form>
      {asked ? (
        <LoadState what="the register" isLoading={read.isFetching} error={read.error} empty={false} emptyText="" onRetry={() => void read.refetch()}>
          {() =>
            r && (
              <>
                <Facts
                  perRow={2}
                  aria-label="Register balances"
                  facts={[
                    ['Product', `${r.product_code} ${r.product_name}`],
                    ['Period', `${r.date_from} to ${r.date_to}`],
                    ['Opening Balance', r.opening.toLocaleString('en-PH')],
                    ['Received / Issued', `${r.received.toLocaleString('en-PH')} / ${r.issued.toLocaleString('en-PH')}`],
                    ['Closing Balance', <strong key="c">{r.closing.toLocaleString('en-PH')}</strong>],
                  ]}
                />
                <ResultTable<SRegisterRow> label="S-Register movements" rows={r.rows} columns={sRegisterColumns} rowKey={(x) => x.key} empty="No movement in this period." />
              </>
            )
          }
        </LoadState>
      ) : (
        <p className="text-muted">Choose a product and a period: every receipt, sale and return of it with the parties' S-licences.</p>
      )}
    </section>
  );
}

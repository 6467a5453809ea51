import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { showSiTemplateEp } from '../../../../contract/customerDocuments';
import { useRead } from '../../../api/kitApi';
import LoadState from '../../../components/LoadState';
import SearchSelect from '../../../components/filters/SearchSelect';
import { searchCustomerCodes } from '../../../components/filters/customerOptions';
import SiTemplateForm from '../view/tabs/siTemplate/SiTemplateForm';
import SiPreview from './SiPreview';

/**
 * Sales Invoice Template Setup (000 §2.5; the settings of spec 002 §3.9):
 * pick a customer, set its Printed SI Settings and see how its invoices will
 * print. The customer is kept in the URL (?customer_code=) so the customer
 * view can link here and a reload keeps the choice.
 */
export default function SalesInvoiceTemplatePage() {
  const [params, setParams] = useSearchParams();
  const code = params.get('customer_code') ?? '';
  const [label, setLabel] = useState('');
  return (
    <div className="container-fluid py-3">
      <h1 className="h4">Sales Invoice Template Setup</h1>
      <div className="row g-3 align-items-end mb-3">
        <SearchSelect
          label="Customer"
          className="col-md-5"
          placeholder="Search a customer by name or code"
          value={code}
          valueLabel={label || code}
          onChange={(v, o) => {
            setLabel(o?.label ?? '');
            setParams(v ? { customer_code: v } : {}, { replace: true });
          }}
          loadOptions={searchCustomerCodes}
        />
        {code && (
          <div className="col-auto">
            <Link to={`/view/customer/${encodeURIComponent(code)}`}>Open the customer</Link>
          </div>
        )}
      </div>
      {code ? <TemplateOf code={code} /> : <p className="text-muted">Choose a customer to set how its sales invoices print.</p>}
    </div>
  );
}

function TemplateOf({ code }: { code: string }) {
  const q = useRead(showSiTemplateEp, { params: { customer_code: code } });
  const template = q.currentData;
  return (
    <LoadState what="SI template" isLoading={!template && (q.isFetching || !q.error)} error={template || q.isFetching ? undefined : q.error} empty={false} emptyText="" onRetry={() => void q.refetch()}>
      {() =>
        template && (
          <div className="row g-4">
            <div className="col-lg-7">
              {template.si_template_id === null && <p className="text-muted small">No settings saved for this customer yet: these are the defaults.</p>}
              {/* A new form when what is stored changes: it always starts from the stored settings. */}
              <SiTemplateForm key={JSON.stringify(template)} template={template} editing />
            </div>
            <div className="col-lg-5">
              <SiPreview template={template} />
            </div>
          </div>
        )
      }
    </LoadState>
  );
}

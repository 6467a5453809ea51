import { showSiTemplateEp } from '../../../../../contract/customerDocuments';
import { useRead } from '../../../../api/kitApi';
import LoadState from '../../../../components/LoadState';
import { usePermission } from '../../../../components/permissions';
import type { CustomerTabProps } from '../tabProps';
import SiTemplateForm from './siTemplate/SiTemplateForm';

/**
 * SI Template (Printed SI Settings, spec 002 §2.4, §3.9): read with the
 * customer, read-only until the view's Edit, then saved with its own Save
 * (not the view's: the settings are a record of their own). Leaving Edit
 * shows what is stored again.
 */
export default function SiTemplateTab({ customer, editing }: CustomerTabProps) {
  const canUpdate = usePermission('update_customer');
  const q = useRead(showSiTemplateEp, { params: { customer_code: customer.customer_code } });
  const template = q.currentData;
  return (
    <LoadState what="SI template" isLoading={!template && (q.isFetching || !q.error)} error={template || q.isFetching ? undefined : q.error} empty={false} emptyText="" onRetry={() => void q.refetch()}>
      {() =>
        template && (
          <>
            {template.si_template_id === null && <p className="text-muted small">No settings saved for this customer yet: these are the defaults.</p>}
            {/* A new form whenever Edit starts or ends, or what is stored changes: it always starts from the stored settings. */}
            <SiTemplateForm key={`${editing}:${JSON.stringify(template)}`} template={template} editing={editing && canUpdate} />
          </>
        )
      }
    </LoadState>
  );
}

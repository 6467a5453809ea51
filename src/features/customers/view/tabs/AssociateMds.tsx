import { useId, useState } from 'react';
import { mdDirectoryEp, type MdOption } from '../../../../../contract/customerLists';
import { customerMdsEp, MD_HINT, MD_PICKER_PLACEHOLDER } from '../../../../../contract/customerMds';
import { callEndpoint } from '../../../../api/endpoints';
import { useRead } from '../../../../api/kitApi';
import SearchSelect, { type SelectOption } from '../../../../components/filters/SearchSelect';
import { usePermission } from '../../../../components/permissions';
import type { CustomerTabProps } from '../tabProps';
import AttachedMdList from './mds/AttachedMdList';
import MdPreview from './mds/MdPreview';
import { useMdActions } from './mds/useMdActions';
import { Button, Form } from 'react-bootstrap';

/** The picker's option: the code, then the first name (spec 002 §2.4). */
const optionOf = (md: MdOption): SelectOption => ({ value: md.md_code, label: `${md.md_code} - ${md.md_profile.first_name}` });
const matches = (md: MdOption, keyword: string) => {
  const k = keyword.trim().toLowerCase();
  return !k || [md.md_code, md.md_profile.first_name, md.md_profile.last_name, `${md.md_profile.first_name} ${md.md_profile.last_name}`].some((s) => s.toLowerCase().includes(k));
};

/**
 * Associate MDs of the MD & Sales tab (spec 002 §2.4, §4): pick an MD of the
 * directory (by code or name), preview it, associate it; the attached MDs
 * below, each with its details and Remove MD. Changes need Edit and
 * update_customer; each reloads the customer.
 */
export default function AssociateMds({ customer, editing, reload }: CustomerTabProps) {
  const code = customer.customer_code;
  const headingId = useId();
  const canEdit = usePermission('update_customer') && editing;
  const attached = useRead(customerMdsEp, { params: { customer_code: code } });
  const directory = useRead(mdDirectoryEp);
  const [picked, setPicked] = useState('');
  const actions = useMdActions(code, reload);
  const attachedCodes = new Set((attached.data ?? []).map((m) => m.md_code));

  // The directory is one short list: searched here, without the MDs already attached.
  const loadOptions = async (keyword: string) => {
    const list = directory.data ?? (await callEndpoint(mdDirectoryEp)).result;
    return list.filter((md) => !attachedCodes.has(md.md_code) && matches(md, keyword)).map(optionOf);
  };
  const associate = async () => {
    if (await actions.associate(picked)) setPicked('');
  };

  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h6">
        Associate MDs
      </h3>
      <Form.Text as="p" className="mt-0">{MD_HINT}</Form.Text>
      <div className="row g-2 align-items-end">
        <SearchSelect
          label="MD"
          value={picked}
          onChange={(v) => {
            setPicked(v);
            actions.clearRefusal();
          }}
          loadOptions={loadOptions}
          placeholder={MD_PICKER_PLACEHOLDER}
          disabled={!canEdit}
          className="col-md-6"
        />
        <div className="col-auto">
          <Button variant="success" size="sm" disabled={!canEdit || !picked || actions.busy} onClick={() => void associate()}>
            Associate MD
          </Button>
        </div>
      </div>
      {actions.refusal.length > 0 && (
        <Form.Control.Feedback type="invalid" className="d-block" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {actions.refusal.join('\n')}
        </Form.Control.Feedback>
      )}
      {!canEdit && <p className="small text-muted mt-1 mb-0">Read only: press Edit to associate or remove MDs.</p>}
      {picked && <MdPreview mdCode={picked} onClear={() => setPicked('')} />}
      <div className="mt-3">
        <AttachedMdList
          mds={attached.data}
          isLoading={attached.isLoading}
          error={attached.error}
          onRetry={() => void attached.refetch()}
          onRemove={canEdit ? (md) => void actions.remove(md) : undefined}
          busy={actions.busy}
        />
      </div>
    </section>
  );
}

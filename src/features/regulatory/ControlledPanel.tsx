import { useId, useState } from 'react';
import { Button, Stack } from 'react-bootstrap';
import { CONTROLLED_KINDS, controlledColumns, controlledInput, controlledListEp, controlledSetEp, type ControlledRow } from '../../../contract/regulatory';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import { SelectField, TextField } from '../../components/form/Fields';
import { useZodForm } from '../../components/form/useZodForm';
import { Can } from '../../components/permissions';
import { ReadState } from '../../components/report/reportParts';
import ResultTable from '../../components/ResultTable';
import SectionHeading from '../../components/SectionHeading';

const KIND_OPTIONS = Object.entries(CONTROLLED_KINDS).map(([value, label]) => ({ value, label }));

/**
 * The products under RA 9165 (issue 28): flagged as dangerous drugs or controlled precursors, they move only
 * to and from holders of a valid S-licence (a sale, an order, a receipt, a transfer is refused otherwise).
 */
export default function ControlledPanel() {
  const formId = useId();
  const read = useRead(controlledListEp);
  const set = useWrite(controlledSetEp);
  const form = useZodForm(controlledInput, { product_code: '', controlled: 'dangerous_drug' });
  const [saving, setSaving] = useState(false);
  const rows = read.currentData ?? [];

  async function flag(e: React.FormEvent) {
    e.preventDefault();
    const body = form.validate();
    if (!body) return;
    setSaving(true);
    try {
      await set.run({ body });
      form.reset({ product_code: '', controlled: body.controlled });
    } catch (err) {
      const rest = form.applyServer(toApiError(err));
      if (rest.length) await showError('Oops...', rest.join('\n'));
    } finally {
      setSaving(false);
    }
  }

  async function clear(r: ControlledRow) {
    if (!(await confirmAction('Clear the flag?', `${r.product_code} ${r.product_name} will no longer need S-licences to move.`, 'Yes, clear it'))) return;
    try {
      await set.run({ body: { product_code: r.product_code, controlled: null } });
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }

  return (
    <section aria-labelledby="controlled-heading">
      <SectionHeading id="controlled-heading">Dangerous Drugs and Precursors</SectionHeading>
      <Can scopes={['manage_licences']}>
        <form id={formId} onSubmit={flag} noValidate aria-label="Flag a product" ref={(el) => void (form.rootRef.current = el)}>
          <Stack direction="horizontal" gap={3} className="align-items-end mb-3 flex-wrap">
            <TextField form={form} name="product_code" label="Product Code" required col="col-auto" />
            <SelectField form={form} name="controlled" label="Controlled As" required col="col-auto" options={KIND_OPTIONS} />
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? 'Saving…' : 'Flag Product'}
            </Button>
          </Stack>
        </form>
      </Can>
      <ReadState loading={read.isFetching && !read.currentData} failed={read.isError} empty={!rows.length} what="products flagged" onRetry={() => void read.refetch()}>
        <ResultTable<ControlledRow>
          label="Dangerous drugs and precursors"
          rows={rows}
          columns={controlledColumns}
          rowKey={(r) => r.product_code}
          render={{
            product_name: (r) => (
              <Stack direction="horizontal" gap={2}>
                <span>{r.product_name}</span>
                <Can scopes={['manage_licences']}>
                  <Button size="sm" variant="outline-danger" className="ms-auto" onClick={() => void clear(r)} aria-label={`Clear the flag of ${r.product_code}`}>
                    Clear
                  </Button>
                </Can>
              </Stack>
            ),
          }}
        />
      </ReadState>
    </section>
  );
}

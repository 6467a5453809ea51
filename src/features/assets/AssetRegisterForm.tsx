import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ASSET_STATUS_LABELS, assetCreateEp, assetShowEp, assetUpdateEp, type AssetDetail } from '../../../contract/assets';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import LoadState from '../../components/LoadState';
import { usePermission } from '../../components/permissions';
import { formatMoney } from '../../lib/money';
import { todayManila } from '../../lib/dates';
import AssetSchedule from './AssetSchedule';
import { AM, Field, OptionSelect, problemOf, useAssetOptions, type FormProblem } from './parts';
import { Facts } from '../../components/Facts';
import DateInput from '../../components/form/DateInput';
import { Button, Form } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

const EMPTY = { description: '', category_code: '', acquisition_date: '', cost: '', salvage_value: '', useful_life_months: '', credit_account: '', cost_center_id: '', location: '', custodian_id: '', serial_no: '' };
type Form = typeof EMPTY;
const formOf = (a: AssetDetail): Form => ({
  description: a.description,
  category_code: a.category_code,
  acquisition_date: a.acquisition_date,
  cost: a.cost,
  salvage_value: a.salvage_value,
  useful_life_months: String(a.useful_life_months),
  credit_account: a.credit_account,
  cost_center_id: a.cost_center_id ? String(a.cost_center_id) : '',
  location: a.location ?? '',
  custodian_id: a.custodian_id ? String(a.custodian_id) : '',
  serial_no: a.serial_no ?? '',
});

/** Registers and capitalizes an asset, or shows one (its descriptive fields editable, its figures fixed) with its schedule. */
export default function AssetRegisterForm({ assetId }: { assetId: number | null }) {
  const shown = useRead(assetShowEp, { params: { asset_id: assetId ?? 0 } }, { skip: !assetId });
  if (!assetId) return <RegisterForm asset={null} />;
  return (
    <div className="p-3">
      <LoadState isLoading={shown.isLoading} error={shown.error} what="the asset" empty={!shown.data} emptyText="Asset not found." onRetry={() => void shown.refetch()}>
        {() => <RegisterForm key={shown.data!.asset_id} asset={shown.data!} />}
      </LoadState>
    </div>
  );
}

function RegisterForm({ asset }: { asset: AssetDetail | null }) {
  const navigate = useNavigate();
  const options = useAssetOptions().data;
  const mayManage = usePermission('manage_assets');
  const [f, setF] = useState<Form>(asset ? formOf(asset) : { ...EMPTY, acquisition_date: todayManila() });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { runOn, isLoading } = useWrites();
  const set = (patch: Partial<Form>) => setF((x) => ({ ...x, ...patch }));
  const err = (k: keyof Form) => problem?.fields[k];
  const fixed = asset !== null;
  const editable = { description: f.description, cost_center_id: f.cost_center_id || null, location: f.location || null, custodian_id: f.custodian_id || null, serial_no: f.serial_no || null };

  function chooseCategory(code: string) {
    const c = options?.categories.find((x) => x.category_code === code);
    set({ category_code: code, useful_life_months: f.useful_life_months || (c ? String(c.default_life_months) : '') });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    try {
      if (asset) {
        await runOn(assetUpdateEp, { params: { asset_id: asset.asset_id }, body: editable as never });
        await showSuccess('Saved', `${asset.asset_no} is updated.`, 1500);
        return;
      }
      const ok = await confirmAction('Capitalize this asset?', `This posts ${formatMoney(f.cost || '0')} to the asset account against ${f.credit_account || 'the credit account'}. Cost, life and salvage cannot change afterwards.`, 'Capitalize');
      if (!ok) return;
      const res = await runOn(assetCreateEp, {
        body: { ...editable, category_code: f.category_code, acquisition_date: f.acquisition_date, cost: f.cost, salvage_value: f.salvage_value, useful_life_months: f.useful_life_months, credit_account: f.credit_account } as never,
      });
      await showSuccess('Capitalized', `${res.result.asset_no} is registered (journal entry ${res.result.journal_entry}).`, 1500);
      navigate(`${AM}/register/${res.result.asset_id}`);
    } catch (ex) {
      setProblem(problemOf(ex));
    }
  }

  return (
    <div className={asset ? '' : 'p-3'}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">{asset ? `Asset ${asset.asset_no}` : 'Register Asset'}</h1>
        <LinkButton size="sm" to={`${AM}/list`}>
          Back to Asset List
        </LinkButton>
        {asset && asset.status === 'active' && mayManage && (
          <LinkButton variant="outline-danger" size="sm" to={`${AM}/disposal/${asset.asset_id}`}>
            Dispose
          </LinkButton>
        )}
      </div>
      {asset && (
        <Facts
          labelCols={2}
          perRow={2}
          className="small mb-3"
          facts={[
            ['Status', ASSET_STATUS_LABELS[asset.status]],
            ['Capitalization entry', `${asset.journal_entry}${asset.receipt_no ? ` (receipt ${asset.receipt_no})` : ''}`],
            ['Accumulated depreciation', formatMoney(asset.accumulated_depreciation)],
            ['Net book value', formatMoney(asset.net_book_value)],
            asset.disposal_date && [
              'Disposed',
              `${asset.disposal_date}, proceeds ${formatMoney(asset.disposal_proceeds)}, ${Number(asset.disposal_gain) >= 0 ? 'gain' : 'loss'} ${formatMoney(String(Math.abs(Number(asset.disposal_gain))))} (${asset.disposal_entry})`,
            ],
          ]}
        />
      )}
      <form onSubmit={submit} noValidate aria-label={asset ? 'Asset' : 'Register asset'}>
        {problem && <FormError message={problem.message} />}
        <fieldset disabled={!mayManage || isLoading} className="row g-2 mb-3">
          <Field label="Description" required error={err('description')} className="col-md-6">
            {(id, d) => <Form.Control id={id} size="sm" value={f.description} aria-describedby={d} maxLength={255} onChange={(e) => set({ description: e.target.value })} />}
          </Field>
          <Field label="Category" required error={err('category_code')}>
            {(id, d) =>
              fixed ? (
                <Form.Control id={id} readOnly size="sm" value={asset.category_name} aria-describedby={d} />
              ) : (
                <OptionSelect id={id} describedBy={d} value={f.category_code} onChange={chooseCategory} options={options?.categories.map((c) => ({ value: c.category_code, label: c.category_name }))} />
              )
            }
          </Field>
          <Field label="Acquisition Date" required error={err('acquisition_date')} className="col-md-2">
            {(id, d) => <DateInput id={id} readOnly={fixed} value={f.acquisition_date} aria-describedby={d} onValue={(v) => set({ acquisition_date: v })} />}
          </Field>
          <Field label="Cost" required error={err('cost')} className="col-md-2">
            {(id, d) => <Form.Control id={id} inputMode="decimal" readOnly={fixed} size="sm" className="text-end" value={f.cost} aria-describedby={d} onChange={(e) => set({ cost: e.target.value })} />}
          </Field>
          <Field label="Salvage Value" error={err('salvage_value')} className="col-md-2">
            {(id, d) => <Form.Control id={id} inputMode="decimal" readOnly={fixed} size="sm" className="text-end" value={f.salvage_value} aria-describedby={d} onChange={(e) => set({ salvage_value: e.target.value })} />}
          </Field>
          <Field label="Useful Life (Months)" required error={err('useful_life_months')} className="col-md-2">
            {(id, d) => <Form.Control id={id} inputMode="numeric" readOnly={fixed} size="sm" className="text-end" value={f.useful_life_months} aria-describedby={d} onChange={(e) => set({ useful_life_months: e.target.value })} />}
          </Field>
          <Field label="Credit Account" required error={err('credit_account')}>
            {(id, d) =>
              fixed ? (
                <Form.Control id={id} readOnly size="sm" value={f.credit_account} aria-describedby={d} />
              ) : (
                <OptionSelect id={id} describedBy={d} value={f.credit_account} onChange={(v) => set({ credit_account: v })} options={options?.credit_accounts} />
              )
            }
          </Field>
          <Field label="Cost Center" error={err('cost_center_id')}>
            {(id, d) => <OptionSelect id={id} describedBy={d} value={f.cost_center_id} onChange={(v) => set({ cost_center_id: v })} options={options?.cost_centers} empty="None" />}
          </Field>
          <Field label="Location" error={err('location')}>
            {(id, d) => <Form.Control id={id} size="sm" value={f.location} aria-describedby={d} maxLength={120} onChange={(e) => set({ location: e.target.value })} />}
          </Field>
          <Field label="Custodian" error={err('custodian_id')}>
            {(id, d) => <OptionSelect id={id} describedBy={d} value={f.custodian_id} onChange={(v) => set({ custodian_id: v })} options={options?.custodians} empty="None" />}
          </Field>
          <Field label="Serial No." error={err('serial_no')}>
            {(id, d) => <Form.Control id={id} size="sm" value={f.serial_no} aria-describedby={d} maxLength={60} onChange={(e) => set({ serial_no: e.target.value })} />}
          </Field>
        </fieldset>
        {mayManage && (
          <Button type="submit" size="sm" className="mb-3" disabled={isLoading}>
            {asset ? 'Save Changes' : 'Capitalize Asset'}
          </Button>
        )}
      </form>
      {asset && <AssetSchedule months={asset.schedule} />}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { assetDisposeEp, assetShowEp, type AssetDetail } from '../../../contract/assets';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import LoadState from '../../components/LoadState';
import { usePermission } from '../../components/permissions';
import { formatMoney } from '../../lib/money';
import { todayManila } from '../../lib/dates';
import { AM, Field, OptionSelect, problemOf, useAssetOptions, type FormProblem } from './parts';
import DateInput from '../../components/form/DateInput';
import { Alert, Button, Form } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

/** Disposal of an asset: the date, the proceeds and where they went; the books take the gain or loss. */
export default function DisposalForm({ assetId }: { assetId: number }) {
  const shown = useRead(assetShowEp, { params: { asset_id: assetId } });
  return (
    <div className="p-3">
      <h1 className="h4">Asset Disposal</h1>
      <LoadState isLoading={shown.isLoading} error={shown.error} what="the asset" empty={!shown.data} emptyText="Asset not found." onRetry={() => void shown.refetch()}>
        {() => <Disposal asset={shown.data!} />}
      </LoadState>
    </div>
  );
}

function Disposal({ asset }: { asset: AssetDetail }) {
  const navigate = useNavigate();
  const options = useAssetOptions().data;
  const mayManage = usePermission('manage_assets');
  const [f, setF] = useState({ disposal_date: todayManila(), proceeds: '', proceeds_account: '', remarks: '' });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { runOn, isLoading } = useWrites();
  const result = Number(f.proceeds || 0) - Number(asset.net_book_value);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const what = result >= 0 ? `a gain of ${formatMoney(result.toFixed(2))}` : `a loss of ${formatMoney((-result).toFixed(2))}`;
    if (!(await confirmAction(`Dispose of ${asset.asset_no}?`, `Against the book value today this is about ${what}; the entry takes the depreciation posted to date. This cannot be undone.`, 'Dispose'))) return;
    try {
      await runOn(assetDisposeEp, { params: { asset_id: asset.asset_id }, body: { ...f, proceeds_account: f.proceeds_account || null, remarks: f.remarks || null } });
      await showSuccess('Disposed', `${asset.asset_no} is disposed.`, 1500);
      navigate(`${AM}/register/${asset.asset_id}`);
    } catch (ex) {
      setProblem(problemOf(ex));
    }
  }

  if (asset.status !== 'active')
    return (
      <Alert variant="info" transition={false} role="status">
        {asset.asset_no} was disposed on {asset.disposal_date}. <Link to={`${AM}/register/${asset.asset_id}`}>Open the asset</Link>.
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Dispose of asset">
      <p>
        <strong>{asset.asset_no}</strong> {asset.description}: cost {formatMoney(asset.cost)}, accumulated depreciation {formatMoney(asset.accumulated_depreciation)}, net book value{' '}
        {formatMoney(asset.net_book_value)}.
      </p>
      {problem && <FormError message={problem.message} />}
      <fieldset className="row g-2 mb-3" disabled={!mayManage || isLoading}>
        <Field label="Disposal Date" required error={problem?.fields.disposal_date} className="col-md-3">
          {(id, d) => <DateInput id={id} value={f.disposal_date} aria-describedby={d} onValue={(v) => setF({ ...f, disposal_date: v })} />}
        </Field>
        <Field label="Proceeds" error={problem?.fields.proceeds} className="col-md-3">
          {(id, d) => <Form.Control id={id} inputMode="decimal" size="sm" className="text-end" value={f.proceeds} aria-describedby={d} onChange={(e) => setF({ ...f, proceeds: e.target.value })} />}
        </Field>
        <Field label="Proceeds Account" error={problem?.fields.proceeds_account}>
          {(id, d) => <OptionSelect id={id} describedBy={d} value={f.proceeds_account} onChange={(v) => setF({ ...f, proceeds_account: v })} options={options?.proceeds_accounts} empty="None (scrapped)" />}
        </Field>
        <Field label="Remarks" error={problem?.fields.remarks} className="col-md-12">
          {(id, d) => <Form.Control id={id} size="sm" value={f.remarks} aria-describedby={d} maxLength={500} onChange={(e) => setF({ ...f, remarks: e.target.value })} />}
        </Field>
      </fieldset>
      <div className="d-flex gap-2">
        {mayManage && (
          <Button type="submit" variant="danger" size="sm" disabled={isLoading}>
            Dispose Asset
          </Button>
        )}
        <LinkButton size="sm" to={`${AM}/register/${asset.asset_id}`}>
          Cancel
        </LinkButton>
      </div>
    </form>
  );
}

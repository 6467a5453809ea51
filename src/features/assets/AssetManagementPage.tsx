import { Link, useParams } from 'react-router-dom';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import AssetRegisterForm from './AssetRegisterForm';
import DepreciationPanel from './DepreciationPanel';
import DisposalForm from './DisposalForm';
import { AM } from './parts';
import { Alert } from 'react-bootstrap';

/** The asset pages by slug: register (new, or an asset by id), depreciation (the monthly run), disposal (of an asset by id). */
export default function AssetManagementPage() {
  const { page_slug: slug, id } = useParams();
  const assetId = id && /^\d{1,9}$/.test(id) ? Number(id) : null;
  let page;
  if (slug === 'register' && (!id || assetId)) page = <AssetRegisterForm key={assetId ?? 'new'} assetId={assetId} />;
  else if (slug === 'depreciation' && !id) page = <DepreciationPanel />;
  else if (slug === 'disposal' && assetId) page = <DisposalForm assetId={assetId} />;
  else
    page = (
      <div className="p-3">
        <h1 className="h4">Asset Management</h1>
        <Alert variant="warning" transition={false} role="alert">
          There is no asset management page “{slug}{id ? `/${id}` : ''}”. Open the <Link to={`${AM}/list`}>Asset List</Link>, <Link to={`${AM}/register`}>register an asset</Link> or run the{' '}
          <Link to={`${AM}/depreciation`}>monthly depreciation</Link>.
        </Alert>
      </div>
    );
  return (
    <Can scopes={['view_asset_management', 'manage_assets']} fallback={<PermissionDenied what="asset management" />}>
      {page}
    </Can>
  );
}

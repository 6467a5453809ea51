import { useNavigate } from 'react-router-dom';
import { ASSET_STATUS_LABELS, assetColumns, assetListEp, type AssetRow } from '../../../contract/assets';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { AM } from './parts';
import { Form } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';
import FilterBar from '../../components/filters/FilterBar';

const columns = colDefsOf<AssetRow>(assetColumns);

/** The asset register: search, status filter; a row opens the asset, with its schedule and disposal. */
export default function AssetListPage() {
  const navigate = useNavigate();
  const search = useListSearch('asset-list');
  const [f, setF] = useUrlState({ status: '' });
  const status = f.status === 'active' || f.status === 'disposed' ? f.status : undefined;
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Asset List</h1>
        <LinkButton size="sm" to={`${AM}/purchase-order-non-stock`}>
          Asset Purchase Orders
        </LinkButton>
        <LinkButton size="sm" to={`${AM}/depreciation`}>
          Monthly Depreciation
        </LinkButton>
        <Can scopes="manage_assets">
          <LinkButton variant="primary" size="sm" to={`${AM}/register`}>
            Register Asset
          </LinkButton>
        </Can>
      </div>
      <Can scopes={['view_asset_management', 'view_finance_subledgers']} fallback={<PermissionDenied what="the asset register" />}>
        <FilterBar label="Filter the assets">
          <SearchBox label="Search asset no., description, serial or location" placeholder="Search asset no., description, serial or location" value={search.text} onSearch={search.search} clearable />
          <label className="visually-hidden" htmlFor="asset-status">
            Status
          </label>
          <Form.Select id="asset-status" size="sm" className="w-auto" value={f.status} onChange={(e) => setF({ status: e.target.value })}>
            <option value="">Status: all</option>
            {Object.entries(ASSET_STATUS_LABELS).map(([k, label]) => (
              <option key={k} value={k}>
                Status: {label}
              </option>
            ))}
          </Form.Select>
        </FilterBar>
        <ServerGrid<AssetRow>
          screenId="asset-list"
          label="Assets"
          columns={columns}
          source={gridSource(assetListEp, { query: { status, search: search.text || undefined } })}
          queryKey={`${search.queryKey}|${f.status}`}
          defaultSort={{ order_by: 'asset_no', direction: 'asc' }}
          emptyText="No assets match."
          onRowOpen={(row) => navigate(`${AM}/register/${row.asset_id}`)}
        />
      </Can>
    </div>
  );
}

import { warehouses } from '../../../contract/warehouse';
import ResourceListPage from '../../components/resource/ResourceListPage';

/**
 * /warehouse: the warehouses, searched; the code opens the warehouse with its
 * floors and zones, Add Warehouse (add_warehouse) the kit's form.
 */
const extras = {
  warehouse_code: { link: (r: Record<string, unknown>) => `/warehouse/view/${String(r.warehouse_id)}` },
};

export default function WarehouseListPage() {
  return <ResourceListPage res={warehouses} extras={extras} />;
}

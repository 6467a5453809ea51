import { useNavigate } from 'react-router-dom';
import { warehouses } from '../../../contract/warehouse';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ResourceForm from '../../components/resource/ResourceForm';

/** /warehouse/create: the warehouse form (the resource kit's), back to the list when saved or cancelled. */
export default function WarehouseCreatePage() {
  const navigate = useNavigate();
  const canAdd = usePermission('add_warehouse');
  if (!canAdd) return <PermissionDenied what="Create Warehouse" />;
  return (
    <div className="p-3">
      <h1 className="h4">Create Warehouse</h1>
      <ResourceForm res={warehouses} record={null} onClose={() => void navigate('/warehouse')} />
    </div>
  );
}

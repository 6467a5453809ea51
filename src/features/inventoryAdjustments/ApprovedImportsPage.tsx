import { adjustmentImportListEp } from '../../../contract/inventoryAdjustments';
import { ImportsGrid } from './ImportParts';

/** The imported adjustment files whose adjustment was approved (posted), with the adjustment each raised. */
export default function ApprovedImportsPage() {
  return (
    <div className="p-3">
      <h1 className="h4">Approved Imported Adjustments</h1>
      <ImportsGrid endpoint={adjustmentImportListEp} status="approved" label="Approved imported adjustments" emptyText="No imported adjustment has been approved yet." />
    </div>
  );
}

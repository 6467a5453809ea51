import { costCenters } from '../../../contract/accountingSetup';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /finance-and-accounting/cost-center: the cost centers vouchers carry, each under its division (contract/accountingSetup.ts declares the rest). */
export default function CostCenterPage() {
  return <ResourceListPage res={costCenters} />;
}

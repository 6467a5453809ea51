import { programs } from '../../../contract/accountingSetup';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /finance-and-accounting/program-project: programs and projects vouchers carry (contract/accountingSetup.ts declares the rest). */
export default function ProgramProjectPage() {
  return <ResourceListPage res={programs} />;
}

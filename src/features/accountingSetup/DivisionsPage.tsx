import { divisions } from '../../../contract/accountingSetup';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /finance-and-accounting/divisions: the divisions that own cost centers (contract/accountingSetup.ts declares the rest). */
export default function DivisionsPage() {
  return <ResourceListPage res={divisions} />;
}

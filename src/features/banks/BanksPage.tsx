import { banks } from '../../../contract/banks';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /banks-maintenance: the banks the company deals with (contract/banks.ts declares the rest). */
export default function BanksPage() {
  return <ResourceListPage res={banks} />;
}

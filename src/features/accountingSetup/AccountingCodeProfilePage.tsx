import { accountingCodeProfiles } from '../../../contract/accountingSetup';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /accounting-code-profile: each module's default account per role (contract/accountingSetup.ts declares the rest). */
export default function AccountingCodeProfilePage() {
  return <ResourceListPage res={accountingCodeProfiles} />;
}

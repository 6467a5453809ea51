import { banks } from '../../../contract/banks';
import ResourceListPage from '../../components/resource/ResourceListPage';

// The code opens the bank's page (its branches and accounts); the rest of the row opens its edit form.
const extras = { bank_code: { link: (r: Record<string, unknown>) => `/banks-maintenance/${String(r.bank_id)}` } };

/** /banks-maintenance: the banks the company deals with (contract/banks.ts declares the rest). */
export default function BanksPage() {
  return <ResourceListPage res={banks} extras={extras} />;
}

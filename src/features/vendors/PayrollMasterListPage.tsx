import { payroll } from '../../../contract/employees';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /employee/payroll-master-list: how each employee is paid (basis, rate, allowance, account, tax status). */
export default function PayrollMasterListPage() {
  return <ResourceListPage res={payroll} initial={{ pay_basis: 'monthly', tax_status: 'regular', allowance: '0.00' }} />;
}

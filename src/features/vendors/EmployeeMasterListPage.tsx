import { employees } from '../../../contract/employees';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /employee/employee-master-list: who works here, with their government numbers; searched, filtered by department, exported. */
export default function EmployeeMasterListPage() {
  return <ResourceListPage res={employees} initial={{ employment_status: 'probationary' }} />;
}

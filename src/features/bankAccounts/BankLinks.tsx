import { NavLink } from 'react-router-dom';

/** The pages of one bank, and the way back to the list of banks. */
export default function BankLinks({ id }: { id: number }) {
  const tab = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;
  return (
    <nav aria-label="Bank pages" className="px-3 pt-3">
      <ul className="nav nav-tabs">
        <li className="nav-item">
          <NavLink end to={`/banks-maintenance/${id}`} className={tab}>
            Details
          </NavLink>
        </li>
        <li className="nav-item">
          <NavLink to={`/banks-maintenance/branches/${id}`} className={tab}>
            Branches
          </NavLink>
        </li>
        <li className="nav-item">
          <NavLink to={`/banks-maintenance/accounts/${id}`} className={tab}>
            Accounts
          </NavLink>
        </li>
        <li className="nav-item ms-auto">
          <NavLink end to="/banks-maintenance" className="nav-link">
            Back to Banks Maintenance
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

import { NavLink } from 'react-router-dom';

export interface NavMenuGroup {
  group: string;
  entries: { label: string; to: string }[];
}

interface NavMenuProps {
  groups: NavMenuGroup[];
  openGroups: string[];
  onToggleGroup: (group: string) => void;
}

/** Left navigation: collapsible groups of links; what is listed is decided by the caller. */
export default function NavMenu({ groups, openGroups, onToggleGroup }: NavMenuProps) {
  return (
    <nav aria-label="Main menu" className="py-2 small">
      {groups.length === 0 && <p className="text-muted px-3">No menu entries for your account.</p>}
      {groups.map(({ group, entries }) => {
        const open = openGroups.includes(group);
        const id = `menu-${group.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <div key={group}>
            <button
              type="button"
              className="btn btn-link w-100 text-start text-decoration-none fw-semibold text-dark px-3 d-flex justify-content-between"
              aria-expanded={open}
              aria-controls={id}
              onClick={() => onToggleGroup(group)}
            >
              <span>{group}</span>
              <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            </button>
            {open && (
              <ul id={id} className="list-unstyled mb-2">
                {entries.map((e) => (
                  <li key={e.to}>
                    <NavLink
                      to={e.to}
                      className={({ isActive }) => `d-block ps-4 pe-2 py-1 text-decoration-none ${isActive ? 'bg-primary text-white' : 'text-body'}`}
                    >
                      {e.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </nav>
  );
}

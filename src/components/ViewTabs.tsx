import { Nav } from 'react-bootstrap';

/** Views of one screen kept in its own state (no route of their own), as tabs: buttons with the tab role. */
export default function ViewTabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
}: {
  label: string;
  tabs: readonly (readonly [K, string])[];
  active: K;
  onChange: (key: K) => void;
}) {
  return (
    <Nav variant="tabs" className="mb-3" role="tablist" aria-label={label}>
      {tabs.map(([key, text]) => (
        <Nav.Link key={key} as="button" type="button" role="tab" aria-selected={key === active} active={key === active} onClick={() => onChange(key)}>
          {text}
        </Nav.Link>
      ))}
    </Nav>
  );
}

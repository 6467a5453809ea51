import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';

/**
 * A router link drawn as a button (Cancel, Back): the screens' way to say it without Bootstrap class names
 * (react-bootstrap's Button `as={Link}` does not type-check with react-router's Link).
 */
export default function LinkButton({ to, variant = 'outline-secondary', children }: { to: To; variant?: 'primary' | 'outline-secondary' | 'link'; children: ReactNode }) {
  return (
    <Link to={to} className={`btn btn-${variant}`}>
      {children}
    </Link>
  );
}

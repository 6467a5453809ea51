import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'link' | `outline-${'primary' | 'secondary' | 'success' | 'danger'}`;

/**
 * A router link drawn as a button (Cancel, Back, Create New…): the screens' way to say it without Bootstrap class
 * names (react-bootstrap's Button `as={Link}` does not type-check with react-router's Link). `className` adds layout
 * utilities (ms-auto).
 */
export default function LinkButton({
  to,
  variant = 'outline-secondary',
  size,
  className,
  children,
}: {
  to: To;
  variant?: Variant;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}) {
  const classes = ['btn', `btn-${variant}`, size && `btn-${size}`, className].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

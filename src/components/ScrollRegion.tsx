import type { CSSProperties, ReactNode } from 'react';

/**
 * A table that may scroll sideways: the scrolling box is a named region a
 * keyboard can reach (Tab, then the arrow keys scroll it), as axe's
 * scrollable-region-focusable asks when the table holds no control of its own.
 */
export default function ScrollRegion({ label, className = '', style, children }: { label: string; className?: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <div className={`table-responsive ${className}`.trim()} tabIndex={0} role="region" aria-label={label} style={style}>
      {children}
    </div>
  );
}

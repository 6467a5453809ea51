import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';

export type Tone = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';

/**
 * A status or band drawn as a coloured badge; the words carry the meaning, the colour repeats it. Bootstrap's
 * text-bg pairing picks the text colour that keeps the contrast on each tone; a light badge gets an edge on white.
 */
export default function ToneBadge({ tone, className, title, children }: { tone: Tone; className?: string; title?: string; children: ReactNode }) {
  const classes = [`text-bg-${tone}`, tone === 'light' ? 'border' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Badge bg="" className={classes} title={title}>
      {children}
    </Badge>
  );
}

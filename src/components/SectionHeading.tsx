import type { ReactNode } from 'react';

/** The heading of a section of a page (a second grid, a group of fields): a level-2 heading drawn small. */
export default function SectionHeading({ children, spaced = false, id }: { children: ReactNode; /** Space above it, after a section. */ spaced?: boolean; /** For a section labelled by it. */ id?: string }) {
  return (
    <h2 id={id} className={spaced ? 'h6 mt-4' : 'h6'}>
      {children}
    </h2>
  );
}

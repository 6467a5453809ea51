import type { ReactNode } from 'react';

/** A titled group of fields of the customer form (Customer Account Information, Billing, ...). */
export default function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border rounded p-3 mb-3" aria-label={title}>
      <h3 className="h6 mb-2">{title}</h3>
      <div className="row g-2">{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';

/** The centred card every public account screen sits in. */
export default function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container d-flex align-items-center justify-content-center" style={{ minHeight: '100vh' }}>
      <div className="card shadow-sm" style={{ width: '100%', maxWidth: 420 }}>
        <div className="card-body p-4">
          <p className="text-uppercase small fw-semibold erp-brand mb-1">ERP Back-Office</p>
          <h1 className="h4 mb-4">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}

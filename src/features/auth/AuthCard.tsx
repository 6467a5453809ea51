import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

/** The centred card every public account screen sits in. */
export default function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container d-flex align-items-center justify-content-center" style={{ minHeight: '100vh' }}>
      <Card className="shadow-sm" style={{ width: '100%', maxWidth: 420 }}>
        <Card.Body className="p-4">
          <p className="text-uppercase small fw-semibold erp-brand mb-1">ERP Back-Office</p>
          <h1 className="h4 mb-4">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </div>
  );
}

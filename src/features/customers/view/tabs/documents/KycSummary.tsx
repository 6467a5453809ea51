import { DOC_TYPE_LABELS, KYC_STATE_LABELS, type CustomerDocuments, type DocumentStanding } from '../../../../../../contract/customerDocuments';
import { Alert } from 'react-bootstrap';

const TONE = { complete: 'success', expiring: 'warning', expired: 'danger', missing_documents: 'danger' } as const;

/**
 * The completeness check of §5 as the server answers it: the KYC state and,
 * beneath it, which required documents are missing, expired or expiring.
 */
export default function KycSummary({ docs }: { docs: CustomerDocuments }) {
  const required = docs.customer_documents.filter((s) => s.required);
  const named = (standing: DocumentStanding) =>
    required
      .filter((s) => s.standing === standing)
      .map((s) => `${DOC_TYPE_LABELS[s.doc_type]}${s.document?.expiry_date ? ` (${s.document.expiry_date})` : ''}`)
      .join(', ');
  const lines: [string, string][] = [
    ['Missing', named('missing')],
    ['Expired', named('expired')],
    ['Expiring', named('expiring')],
  ];
  return (
    <Alert variant={TONE[docs.kyc_state]} transition={false} className="py-2" role="status" aria-label="Document completeness">
      <strong>KYC: {KYC_STATE_LABELS[docs.kyc_state]}</strong>
      <span className="ms-2 small">as of {docs.as_of}</span>
      {docs.kyc_state === 'complete' ? (
        <div className="small">Every required document is on file and valid.</div>
      ) : (
        <ul className="small mb-0 ps-3">
          {lines
            .filter(([, text]) => text)
            .map(([label, text]) => (
              <li key={label}>
                {label}: {text}
              </li>
            ))}
        </ul>
      )}
    </Alert>
  );
}

import { useParams, useSearchParams } from 'react-router-dom';
import { creditAssessmentEp, type CreditAssessmentResult } from '../../../contract/creditAssessment';
import { Codes } from '../../../contract/codes';
import { useRead } from '../../api/kitApi';
import AssessmentView, { NO_DATA } from '../../components/creditAssessment/AssessmentView';
import { Alert, Spinner } from 'react-bootstrap';

export { NO_DATA, PDF_FILE_NAME } from '../../components/creditAssessment/AssessmentView';

/**
 * Public credit assessment (spec 000 §2.17): /public/credit-assessment/{customer_code},
 * no sign-in. The assessment date is today unless ?date=YYYY-MM-DD says otherwise.
 * No data, and any failure, shows the danger alert "No Data." (a rate limit says so instead).
 * Read through the cache (per customer and date); the route is public, so no
 * answer of it sends the browser to sign in.
 */
export default function PublicCreditAssessmentPage() {
  const { customer_code = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date') || undefined;
  const read = useRead(creditAssessmentEp, { body: { customer_code, ...(date ? { date } : {}) } });
  // The answer for this customer and date (not the previous one while a new one loads).
  const result = read.currentData as CreditAssessmentResult | undefined;
  const failure = read.isError && read.error ? (read.error.code === Codes.RATE_LIMITED ? read.error.messages.join('\n') : NO_DATA) : null;
  const message = failure ?? (result === null ? NO_DATA : null);

  return (
    <main className="container py-4 credit-assessment">
      <h1 className="h4 mb-3">Allowable Credit</h1>
      {message !== null ? (
        <Alert variant="danger" transition={false} role="alert">
          {message}
        </Alert>
      ) : result ? (
        <AssessmentView assessment={result} />
      ) : (
        <div role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading…
        </div>
      )}
    </main>
  );
}

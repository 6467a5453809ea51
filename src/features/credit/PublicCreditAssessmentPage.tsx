import { useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { BAND_LABELS, creditAssessmentEp, type CreditAssessment, type CreditAssessmentResult } from '../../../contract/creditAssessment';
import { Codes } from '../../../contract/codes';
import { useRead } from '../../api/kitApi';
import Band from './Band';
import BreakdownPanel from './BreakdownPanel';
import CaFlagsPanel from './CaFlagsPanel';
import CriteriaTable from './CriteriaTable';
import { php } from './format';

export const NO_DATA = 'No Data.';
export const PDF_FILE_NAME = 'credit_assessment.pdf';

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
        <div className="alert alert-danger" role="alert">
          {message}
        </div>
      ) : result ? (
        <AssessmentView assessment={result} />
      ) : (
        <div role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading…
        </div>
      )}
    </main>
  );
}

function AssessmentView({ assessment: a }: { assessment: CreditAssessment }) {
  const printable = useRef<HTMLDivElement>(null);
  const [making, setMaking] = useState(false);

  async function downloadPdf() {
    if (!printable.current) return;
    setMaking(true);
    try {
      const { makePdf } = await import('./makePdf');
      await makePdf(printable.current, PDF_FILE_NAME);
    } catch {
      toast.error('Error occured. Please try again later.');
    } finally {
      setMaking(false);
    }
  }

  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={downloadPdf} disabled={making}>
          {making ? 'Preparing PDF…' : 'Download PDF'}
        </button>
      </div>
      <div ref={printable} className="bg-white p-2">
        <div className="mb-3">
          <div className="fw-semibold">
            {a.customer_name} ({a.customer_code})
          </div>
          <div className="small text-muted">
            As of {a.date}; year to date from {a.window_from}; credit term {a.credit_term_days} days
          </div>
        </div>
        <div className="row g-3 mb-3">
          <Figure label="Credit Limit">{php(a.credit_limit)}</Figure>
          <Figure label="Total Account Receivable">{php(a.total_account_receivable)}</Figure>
          <Figure label="Allowable Credit Limit">{php(a.breakdown.allowable_credit_limit)}</Figure>
          <Figure label="Final Rating">
            <Band band={a.final_assessment.band}>{a.final_assessment.rating}</Band>{' '}
            <span className="ms-1" data-testid="final-remarks">
              {a.final_assessment.remarks} · {BAND_LABELS[a.final_assessment.band]}
            </span>
          </Figure>
        </div>
        <div className="row g-3">
          <div className="col-md-7">
            <CriteriaTable criteria={a.initial_assessment} />
          </div>
          <div className="col-md-5 d-flex flex-column gap-3">
            <BreakdownPanel breakdown={a.breakdown} />
            <CaFlagsPanel flags={a.ca_flag} />
          </div>
        </div>
      </div>
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="col-sm-6 col-lg-3">
      <div className="border rounded p-2 h-100">
        <div className="small text-muted">{label}</div>
        <div className="fw-semibold">{children}</div>
      </div>
    </div>
  );
}

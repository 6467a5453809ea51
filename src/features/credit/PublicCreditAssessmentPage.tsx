import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { BAND_LABELS, CREDIT_ASSESSMENT_PATH, type CreditAssessment, type CreditAssessmentResult } from '../../../contract/creditAssessment';
import { Codes } from '../../../contract/codes';
import { api } from '../../api/client';
import { toApiError } from '../../api/ApiError';
import Band from './Band';
import BreakdownPanel from './BreakdownPanel';
import CaFlagsPanel from './CaFlagsPanel';
import CriteriaTable from './CriteriaTable';
import { php } from './format';

export const NO_DATA = 'No Data.';
export const PDF_FILE_NAME = 'credit_assessment.pdf';

type State = { kind: 'loading' } | { kind: 'data'; assessment: CreditAssessment } | { kind: 'none'; message: string };

/**
 * Public credit assessment (spec 000 §2.17): /public/credit-assessment/{customer_code},
 * no sign-in. The assessment date is today unless ?date=YYYY-MM-DD says otherwise.
 * No data, and any failure, shows the danger alert "No Data." (a rate limit says so instead).
 */
export default function PublicCreditAssessmentPage() {
  const { customer_code = '' } = useParams();
  const [params] = useSearchParams();
  const date = params.get('date') || undefined;
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .post<CreditAssessmentResult>(CREDIT_ASSESSMENT_PATH, { customer_code, ...(date ? { date } : {}) }, { noAuthRedirect: true })
      .then((res) => live && setState(res.result ? { kind: 'data', assessment: res.result } : { kind: 'none', message: NO_DATA }))
      .catch((err) => {
        if (!live) return;
        const e = toApiError(err);
        setState({ kind: 'none', message: e.code === Codes.RATE_LIMITED ? e.messages.join('\n') : NO_DATA });
      });
    return () => {
      live = false;
    };
  }, [customer_code, date]);

  return (
    <main className="container py-4 credit-assessment">
      <h1 className="h4 mb-3">Allowable Credit</h1>
      {state.kind === 'loading' && (
        <div role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading…
        </div>
      )}
      {state.kind === 'none' && (
        <div className="alert alert-danger" role="alert">
          {state.message}
        </div>
      )}
      {state.kind === 'data' && <AssessmentView assessment={state.assessment} />}
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

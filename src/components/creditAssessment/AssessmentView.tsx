import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { BAND_LABELS, type CreditAssessment } from '../../../contract/creditAssessment';
import Band from './Band';
import BreakdownPanel from './BreakdownPanel';
import CaFlagsPanel from './CaFlagsPanel';
import CriteriaTable from './CriteriaTable';
import { php } from './format';

export const NO_DATA = 'No Data.';
export const PDF_FILE_NAME = 'credit_assessment.pdf';

/**
 * A customer's credit assessment (spec 000 §2.17): the figures, the criteria,
 * the breakdown and the SO approval flags, with its PDF. Shown by the public
 * page, the customer view's Credit Assessment tab and /customers/credit-assessment.
 */
export default function AssessmentView({ assessment: a }: { assessment: CreditAssessment }) {
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

import { CA_FLAG_LABELS, CA_FLAGS, toggleCaFlag, type CaFlag } from '../../../contract/creditAssessment';

interface CaFlagsPanelProps {
  flags: readonly CaFlag[];
  /** Without it the checkboxes are read-only (the public page); with it a change applies the §4 rule first. */
  onChange?: (next: CaFlag[]) => void;
}

/** "SO Approval flags": po_based plus at most one of red, green, follow_assessment (§4). */
export default function CaFlagsPanel({ flags, onChange }: CaFlagsPanelProps) {
  return (
    <fieldset className="card">
      <legend className="card-header fw-semibold fs-6 mb-0 w-100">SO Approval flags</legend>
      <div className="card-body py-2">
        {CA_FLAGS.map((flag) => (
          <div className="form-check" key={flag}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`ca-flag-${flag}`}
              checked={flags.includes(flag)}
              disabled={!onChange}
              readOnly={!onChange}
              onChange={(e) => onChange?.(toggleCaFlag(flags, flag, e.target.checked))}
            />
            <label className="form-check-label" htmlFor={`ca-flag-${flag}`}>
              {CA_FLAG_LABELS[flag]}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import { BRANCH_TYPE_LABELS, BRANCH_TYPES, type BranchType } from '../../../../../../contract/customerBranches';

interface BranchTypeChoiceProps {
  /** null: no type chosen yet. */
  value: BranchType | null;
  disabled: boolean;
  onChange: (type: BranchType) => void;
}

/** Main Office or Branch (spec 002 §2.4), as a radio pair: arrows move between them. */
export default function BranchTypeChoice({ value, disabled, onChange }: BranchTypeChoiceProps) {
  const name = useId();
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="form-label small mb-1">Customer Type</legend>
      {BRANCH_TYPES.map((type) => (
        <div key={type} className="form-check form-check-inline">
          <input
            id={`${name}-${type}`}
            className="form-check-input"
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <label className="form-check-label" htmlFor={`${name}-${type}`}>
            {BRANCH_TYPE_LABELS[type]}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

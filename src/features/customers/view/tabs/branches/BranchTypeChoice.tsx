import { useId } from 'react';
import { BRANCH_TYPE_LABELS, BRANCH_TYPES, type BranchType } from '../../../../../../contract/customerBranches';
import { Form } from 'react-bootstrap';

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
      <Form.Label as="legend" className="small mb-1">Customer Type</Form.Label>
      {BRANCH_TYPES.map((type) => (
        <Form.Check key={type} inline>
          <Form.Check.Input
            id={`${name}-${type}`}
            
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <Form.Check.Label  htmlFor={`${name}-${type}`}>
            {BRANCH_TYPE_LABELS[type]}
          </Form.Check.Label>
        </Form.Check>
      ))}
    </fieldset>
  );
}

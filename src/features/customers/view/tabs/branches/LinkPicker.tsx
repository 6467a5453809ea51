import { useState } from 'react';
import { mainOfficesEp, unassociatedCustomersEp, type BranchType } from '../../../../../../contract/customerBranches';
import { callEndpoint } from '../../../../../api/endpoints';
import SearchSelect, { type SelectOption } from '../../../../../components/filters/SearchSelect';
import { Button } from 'react-bootstrap';

interface LinkPickerProps {
  customerCode: string;
  type: BranchType;
  disabled: boolean;
  onAdd: (code: string) => Promise<boolean>;
}

/**
 * The picker that adds a link (spec 002 §4): a main office picks among the
 * customers linked to nobody, a branch among the main offices. The list is
 * searched on the server by code or name.
 */
export default function LinkPicker({ customerCode, type, disabled, onAdd }: LinkPickerProps) {
  const [picked, setPicked] = useState('');
  const main = type === 'main_branch';
  const label = main ? 'Customer to add as branch' : 'Main Office';
  const load = async (search: string): Promise<SelectOption[]> => {
    const res = await callEndpoint(main ? unassociatedCustomersEp : mainOfficesEp, { body: { customer_code: customerCode, search } });
    return res.result.map((c) => ({ value: c.customer_code, label: `${c.customer_code} - ${c.customer_name}` }));
  };
  const add = async () => {
    if (await onAdd(picked)) setPicked('');
  };
  return (
    <div className="row g-2 align-items-end mb-3">
      <SearchSelect label={label} value={picked} onChange={setPicked} loadOptions={load} placeholder="Search customer code or name" disabled={disabled} className="col-md-6" />
      <div className="col-auto">
        <Button variant="success" size="sm" disabled={disabled || !picked} onClick={() => void add()}>
          {main ? 'Add Branch' : 'Add Main Office'}
        </Button>
      </div>
    </div>
  );
}

import { useId } from 'react';
import { BRANCH_SETTINGS, SETTING_CHOICES, SOA_CHOICES, SOA_LABEL, type BranchSettings } from '../../../../../../contract/customerBranches';
import { Form, Table } from 'react-bootstrap';

interface BranchSettingsTableProps {
  settings: BranchSettings;
  disabled: boolean;
  onChange: (patch: Partial<BranchSettings>) => void;
}

interface Choice {
  label: string;
  checked: boolean;
  patch: Partial<BranchSettings>;
}

/** One row of the table: the setting and its two choices as a radio group named by the setting. */
function SettingRow({ label, choices, disabled, onChange }: { label: string; choices: [Choice, Choice]; disabled: boolean; onChange: BranchSettingsTableProps['onChange'] }) {
  const name = useId();
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {label}
      </th>
      <td>
        <div role="radiogroup" aria-label={label}>
          {choices.map((c, i) => (
            <Form.Check key={c.label} inline>
              <Form.Check.Input
                id={`${name}-${i}`}
                
                type="radio"
                name={name}
                checked={c.checked}
                disabled={disabled}
                onChange={() => onChange(c.patch)}
              />
              <Form.Check.Label  htmlFor={`${name}-${i}`}>
                {c.label}
              </Form.Check.Label>
            </Form.Check>
          ))}
        </div>
      </td>
    </tr>
  );
}

/**
 * The settings table of the Branches tab (spec 002 §2.4): Sales Ordering,
 * Shipping, Billing Address and Billing Account Name each handled by the
 * Main Branch (1) or the Branch (0); SOA/Reports at the Main Office or Per
 * Branch. A choice is saved as it is made.
 */
export default function BranchSettingsTable({ settings, disabled, onChange }: BranchSettingsTableProps) {
  return (
    <Table size="sm" className="align-middle mb-0" style={{ maxWidth: 560 }}>
      <caption className="caption-top small text-body">Branch settings</caption>
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">Handled by</th>
        </tr>
      </thead>
      <tbody>
        {BRANCH_SETTINGS.map(({ key, label }) => (
          <SettingRow
            key={key}
            label={label}
            disabled={disabled}
            onChange={onChange}
            choices={[
              { label: SETTING_CHOICES.main, checked: settings[key] === 1, patch: { [key]: 1 } },
              { label: SETTING_CHOICES.branch, checked: settings[key] === 0, patch: { [key]: 0 } },
            ]}
          />
        ))}
        <SettingRow
          label={SOA_LABEL}
          disabled={disabled}
          onChange={onChange}
          choices={[
            { label: SOA_CHOICES.soa_main, checked: settings.soa_main === 1, patch: { soa_main: 1, soa_branch: 0 } },
            { label: SOA_CHOICES.soa_branch, checked: settings.soa_branch === 1, patch: { soa_main: 0, soa_branch: 1 } },
          ]}
        />
      </tbody>
    </Table>
  );
}

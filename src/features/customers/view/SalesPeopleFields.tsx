import { SelectField } from '../../../components/form/Fields';
import type { FieldHost } from '../../../components/form/useZodForm';
import Group from '../form/Group';
import type { CustomerLookups } from '../form/useCustomerLookups';

/** KAM / KASS / SAR Info (spec 002 §2.4): five pickers fed from the one list of people who sell; all required on save (§5). */
export default function SalesPeopleFields({ form, lookups }: { form: FieldHost; lookups: CustomerLookups }) {
  return (
    <Group title="KAM / KASS / SAR Info">
      <SelectField form={form} name="kam_name" label="KAM" required options={lookups.people} />
      <SelectField form={form} name="kass_name" label="KASS" required options={lookups.people} />
      <SelectField form={form} name="sar" label="SAR" required options={lookups.people} />
      <SelectField form={form} name="hsar" label="Hospital SAR" required options={lookups.people} />
      <SelectField form={form} name="segment_manager" label="Segment Manager" required options={lookups.people} />
    </Group>
  );
}

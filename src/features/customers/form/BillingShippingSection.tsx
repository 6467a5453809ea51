import { HOURS, WEEKDAY_LABELS, WEEKDAYS } from '../../../../contract/customers';
import { ChoiceList, SelectField } from '../../../components/form/Fields';
import { itemHost, type FieldHost, type FormValues } from '../../../components/form/useZodForm';
import AddressFields from './AddressFields';
import Group from './Group';
import type { CustomerLookups } from './useCustomerLookups';
import { Button, Table } from 'react-bootstrap';

const BILLING = {
  street: 'billing_bldg_street_address',
  province: 'billing_province',
  city: 'billing_city',
  barangay: 'billing_barangay',
  zip: 'billing_zip_code',
  lbaCode: 'billing_lba_code',
  lbaName: 'billing_lba_name',
  district: 'billing_district',
};
const SHIPPING = { street: 'bldg_street', province: 'province', city: 'city', barangay: 'barangay', zip: 'zip_code', lbaCode: 'lba_code', lbaName: 'lba_name', district: 'district' };
export const NEW_SHIPPING_ADDRESS: FormValues = { bldg_street: '', province: null, city: null, barangay: null, zip_code: '', lba_code: '', lba_name: '', district: '' };

const hourOptions = (from?: string) => HOURS.filter((h) => !from || h >= from).map((h) => ({ value: h, label: h }));

/** Receiving hours per weekday (§5): 01:00 to 24:00; the end waits for the start and cannot be earlier. */
function ShippingHours({ form, readOnly }: { form: FieldHost; readOnly?: boolean }) {
  return (
    <div className="col-12">
      <Table size="sm" className="align-middle mb-0">
        <caption className="caption-top small">Shipping hours</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((d) => {
            const start = form.values[`shipping_${d}_start`] as string | null | undefined;
            return (
              <tr key={d}>
                <th scope="row" className="fw-normal">
                  {WEEKDAY_LABELS[d]}
                </th>
                <td>
                  <div className="row g-0">
                    <SelectField form={form} name={`shipping_${d}_start`} label={`${WEEKDAY_LABELS[d]} from`} col="col-12" hideLabel options={hourOptions()} placeholder="—" disabled={readOnly} />
                  </div>
                </td>
                <td>
                  <div className="row g-0">
                    <SelectField form={form} name={`shipping_${d}_end`} label={`${WEEKDAY_LABELS[d]} to`} col="col-12" hideLabel options={hourOptions(start ?? undefined)} placeholder="—" disabled={readOnly || !start} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * Billing & Shipping (spec 002 §2.2, §2.4, §3.3, §3.4): how the customer
 * pays and where it is billed; when and where goods are received, by
 * which delivery service provider; any number of extra shipping addresses.
 */
export default function BillingShippingSection({ form, lookups, readOnly }: { form: FieldHost; lookups: CustomerLookups; readOnly?: boolean }) {
  const addresses = (form.values.shipping_addresses as FormValues[] | undefined) ?? [];
  return (
    <>
      <Group title="Billing">
        <SelectField form={form} name="billing_mode_of_payment" label="Mode of Payment" required options={lookups.paymentModes} />
        <SelectField form={form} name="payment_terms" label="Payment Terms" required options={lookups.paymentTerms} />
        <SelectField form={form} name="initial_stocking_terms" label="Initial Stocking" required options={lookups.paymentTerms} />
      </Group>
      <Group title="Billing Address">
        <AddressFields form={form} names={BILLING} label="Billing" disabled={readOnly} />
      </Group>
      <Group title="Shipping">
        <ShippingHours form={form} readOnly={readOnly} />
        <ChoiceList form={form} name="shipping_delivery_schedule_day" label="Delivery Schedule" options={WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_LABELS[d] }))} />
        <SelectField form={form} name="shipping_delivery_service_provider" label="Delivery Service Provider" options={lookups.couriers} />
      </Group>
      {addresses.map((_, i) => (
        <Group key={i} title={`Shipping Address ${i + 1}`}>
          <AddressFields form={itemHost(form, 'shipping_addresses', i)} names={SHIPPING} label={`Shipping ${i + 1}`} disabled={readOnly} />
          {!readOnly && (
            <div className="col-12 text-end">
              <Button variant="outline-danger" size="sm" onClick={() => form.set('shipping_addresses', addresses.filter((__, j) => j !== i))}>
                Remove Shipping Address {i + 1}
              </Button>
            </div>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button variant="outline-primary" size="sm" className="mb-3" onClick={() => form.set('shipping_addresses', [...addresses, { ...NEW_SHIPPING_ADDRESS }])}>
          Add Shipping Address
        </Button>
      )}
    </>
  );
}

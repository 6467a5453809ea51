import { useId } from 'react';
import { barangaysEp, citiesEp, provincesEp, zipCodesEp } from '../../../../contract/addresses';
import { useRead } from '../../../api/kitApi';
import { SelectField, TextField } from '../../../components/form/Fields';
import type { FieldHost } from '../../../components/form/useZodForm';

/** The field names of one address in its form. */
export interface AddressNames {
  street: string;
  province: string;
  city: string;
  barangay: string;
  zip: string;
  lbaCode: string;
  lbaName: string;
  district: string;
}

const positive = (v: unknown) => (Number(v) > 0 ? Number(v) : null);

/**
 * An address of the Philippines (spec 002 §2.4, §4): province, city or
 * municipality, barangay from the PSGC lists, looked up on the server for
 * the chosen parent only; the zip code typed or picked from the city's.
 * The cascade of §4: a new province clears city, barangay and zip; a new
 * city clears barangay and zip; a new barangay clears zip.
 */
export default function AddressFields({ form, names, label, disabled }: { form: FieldHost; names: AddressNames; label: string; disabled?: boolean }) {
  const zipList = useId();
  const province = positive(form.values[names.province]);
  const city = positive(form.values[names.city]);
  const provinces = useRead(provincesEp, { query: { limit: 200 } });
  const cities = useRead(citiesEp, { body: { province_id: province ?? 0, limit: 1000 } }, { skip: !province });
  const barangays = useRead(barangaysEp, { body: { city_id: city ?? 0, limit: 1000 } }, { skip: !city });
  const zips = useRead(zipCodesEp, { body: { city_id: city ?? 0 } }, { skip: !city });
  const choose = (key: string, value: string, clears: string[]) => {
    form.patch({ [key]: value === '' ? null : Number(value), ...Object.fromEntries(clears.map((k) => [k, k === names.zip ? '' : null])) });
  };
  return (
    <>
      <TextField form={form} name={names.street} label={`${label} Bldg./Street Address`} required col="col-md-8" disabled={disabled} maxLength={255} />
      <SelectField
        form={form}
        name={names.province}
        label="Province"
        required
        disabled={disabled}
        options={(provinces.data ?? []).map((p) => ({ value: p.province_id, label: p.province }))}
        onChange={(v) => choose(names.province, v, [names.city, names.barangay, names.zip])}
      />
      <SelectField
        form={form}
        name={names.city}
        label="City/Municipality"
        required
        disabled={disabled || !province}
        placeholder={province ? 'Select…' : 'Choose a province first'}
        options={(cities.data ?? []).map((c) => ({ value: c.city_id, label: c.city }))}
        onChange={(v) => choose(names.city, v, [names.barangay, names.zip])}
      />
      <SelectField
        form={form}
        name={names.barangay}
        label="Barangay"
        required
        disabled={disabled || !city}
        placeholder={city ? 'Select…' : 'Choose a city first'}
        options={(barangays.data ?? []).map((b) => ({ value: b.barangay_id, label: b.barangay }))}
        onChange={(v) => choose(names.barangay, v, [names.zip])}
      />
      <TextField form={form} name={names.zip} label="Zip Code" required disabled={disabled} maxLength={4} list={zipList} help={city && zips.data?.length ? 'Type it or pick one of the city’s.' : undefined} />
      <datalist id={zipList}>
        {(zips.data ?? []).map((z) => (
          <option key={z.id} value={z.zip_code_number}>
            {z.area}
          </option>
        ))}
      </datalist>
      <TextField form={form} name={names.lbaCode} label="LBA Code" required disabled={disabled} maxLength={40} />
      <TextField form={form} name={names.lbaName} label="LBA Name" required disabled={disabled} maxLength={120} />
      <TextField form={form} name={names.district} label="District" required disabled={disabled} maxLength={120} />
    </>
  );
}

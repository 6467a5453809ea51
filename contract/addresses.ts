import { z } from 'zod';
import { digitsAsNumber, id } from './envelope';
import { endpoint } from './kit';
import { searchText } from './kit/list';

/**
 * Address lookups of the customer form (spec 002 §3.3, §3.5, §7.1): the
 * places of the Philippines (PSGC), searched on the server and limited, so
 * the browser never holds 42,000 barangays. The form cascades them (§4):
 * a new province clears city, barangay and zip; a new city clears barangay
 * and zip; a new barangay clears zip.
 */
export interface ProvinceOption {
  province_id: number;
  province: string;
}
export interface CityOption {
  city_id: number;
  city: string;
}
export interface BarangayOption {
  barangay_id: number;
  barangay: string;
}
export interface ZipCodeOption {
  id: number;
  area: string;
  zip_code_number: string;
}

/** At most this many answers unless the caller asks for fewer (a city has up to ~900 barangays). */
export const ADDRESS_LIMIT = { default: 50, max: 1000 } as const;
const limit = z
  .preprocess(
    digitsAsNumber,
    z
      .number({ error: 'Limit must be a whole number.' })
      .int('Limit must be a whole number.')
      .min(1, 'Limit must be at least 1.')
      .max(ADDRESS_LIMIT.max, `Limit must be at most ${ADDRESS_LIMIT.max}.`),
  )
  .optional();

export const ADDRESS_SCOPES = ['get_customer', 'add_customer', 'update_customer'] as const;

export const provinceQuery = z.object({ search: searchText, limit }).strict();
export const cityLookupBody = z.object({ province_id: id({ error: 'Please choose a province.' }), search: searchText, limit }).strict();
export const barangayLookupBody = z.object({ city_id: id({ error: 'Please choose a city.' }), search: searchText, limit }).strict();
export const zipCodeLookupBody = z.object({ city_id: id({ error: 'Please choose a city.' }) }).strict();

export const provincesEp = endpoint<ProvinceOption[]>()({ method: 'GET', path: '/addresses/provinces', query: provinceQuery, tag: 'addresses' });
export const citiesEp = endpoint<CityOption[]>()({ method: 'POST', path: '/addresses/cities', body: cityLookupBody, tag: 'addresses' });
export const barangaysEp = endpoint<BarangayOption[]>()({ method: 'POST', path: '/addresses/barangays', body: barangayLookupBody, tag: 'addresses' });
export const zipCodesEp = endpoint<ZipCodeOption[]>()({ method: 'POST', path: '/addresses/zipcodes', body: zipCodeLookupBody, tag: 'addresses' });

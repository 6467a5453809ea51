import { CUSTOMERS } from '../finance/seed/masterData';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';

/**
 * Complete records for the demo customers (the books already name them):
 * real places (PSGC ids of migration 081 and their postal codes), TINs in
 * the 000-000-000-000 form, owners and contacts by group, receiving hours,
 * terms matching the credit term the books were generated with. Places are
 * looked up by id, so a database without the address data (some tests) gets
 * the rest and empty places instead of failing.
 */
interface Place { cityId: number; barangayId: number; zip: string; street: string; district: string; lba: [string, string] }

const PLACES: Record<string, Place> = {
  'Quezon City': { cityId: 81300, barangayId: 81300075, zip: '1103', street: 'Quezon Avenue', district: 'Metro Manila North', lba: ['LBA-NCR-N1', 'Quezon City Central'] },
  'Cebu City': { cityId: 30600, barangayId: 30600020, zip: '6000', street: 'Osmeña Boulevard', district: 'Central Visayas', lba: ['LBA-VIS-C1', 'Metro Cebu'] },
  'Mandaluyong City': { cityId: 80500, barangayId: 80500027, zip: '1555', street: 'Ortigas Avenue', district: 'Metro Manila East', lba: ['LBA-NCR-E1', 'Ortigas Center'] },
  'Taguig City': { cityId: 81500, barangayId: 81500020, zip: '1634', street: '5th Avenue, Bonifacio Global City', district: 'Metro Manila South', lba: ['LBA-NCR-S2', 'Bonifacio Global City'] },
  'Pasig City': { cityId: 81200, barangayId: 81200009, zip: '1603', street: 'Shaw Boulevard', district: 'Metro Manila East', lba: ['LBA-NCR-E2', 'Pasig-Kapitolyo'] },
  'Davao City': { cityId: 30700, barangayId: 30700075, zip: '8000', street: 'MacArthur Highway', district: 'Southern Mindanao', lba: ['LBA-MIN-S1', 'Metro Davao'] },
  'Makati City': { cityId: 80300, barangayId: 80300002, zip: '1209', street: 'Amorsolo Street', district: 'Metro Manila South', lba: ['LBA-NCR-S1', 'Makati CBD'] },
  'Iloilo City': { cityId: 31000, barangayId: 31000129, zip: '5000', street: 'M.H. del Pilar Street', district: 'Western Visayas', lba: ['LBA-VIS-W1', 'Iloilo City'] },
  'Cagayan de Oro City': { cityId: 30500, barangayId: 30500044, zip: '9000', street: 'Max Suniel Street', district: 'Northern Mindanao', lba: ['LBA-MIN-N1', 'Cagayan de Oro'] },
  'Muntinlupa City': { cityId: 80800, barangayId: 80800001, zip: '1780', street: 'Filinvest Avenue', district: 'Metro Manila South', lba: ['LBA-NCR-S3', 'Alabang'] },
  'Baguio City': { cityId: 30300, barangayId: 30300106, zip: '2600', street: 'Session Road', district: 'Northern Luzon', lba: ['LBA-LUZ-N1', 'Baguio-Benguet'] },
  Manila: { cityId: 80608, barangayId: 80608001, zip: '1000', street: 'Taft Avenue', district: 'Metro Manila Central', lba: ['LBA-NCR-C1', 'Manila-Ermita'] },
  'Malolos, Bulacan': { cityId: 1410, barangayId: 1410034, zip: '3000', street: 'Paseo del Congreso', district: 'Central Luzon', lba: ['LBA-LUZ-C1', 'Bulacan'] },
  'Lipa City': { cityId: 1014, barangayId: 1014054, zip: '4217', street: 'Ayala Highway', district: 'Southern Tagalog', lba: ['LBA-LUZ-S1', 'Batangas'] },
  'Santa Rosa, Laguna': { cityId: 3428, barangayId: 3428002, zip: '4026', street: 'Balibago Road', district: 'Southern Tagalog', lba: ['LBA-LUZ-S2', 'Laguna'] },
  'Bacolod City': { cityId: 30200, barangayId: 30200059, zip: '6100', street: 'Lacson Street', district: 'Western Visayas', lba: ['LBA-VIS-W2', 'Negros Occidental'] },
  'Tarlac City': { cityId: 6916, barangayId: 6916074, zip: '2300', street: 'F. Tañedo Street', district: 'Central Luzon', lba: ['LBA-LUZ-C2', 'Tarlac'] },
  'Naga City': { cityId: 1724, barangayId: 1724032, zip: '4400', street: 'Magsaysay Avenue', district: 'Bicol', lba: ['LBA-LUZ-B1', 'Camarines Sur'] },
  'Zamboanga City': { cityId: 31700, barangayId: 31700061, zip: '7000', street: 'Mayor Jaldon Street', district: 'Western Mindanao', lba: ['LBA-MIN-W1', 'Zamboanga'] },
  'Tacloban City': { cityId: 31600, barangayId: 31600052, zip: '6500', street: 'Real Street', district: 'Eastern Visayas', lba: ['LBA-VIS-E1', 'Leyte'] },
};

const TYPE_ID: Record<string, number> = { Drugstore: 1, Hospital: 2, Clinic: 3, Government: 5 };
const CHANNEL_ID: Record<string, number> = { Retail: 1, Institutional: 2, Government: 3 };
const TAGGING_ID: Record<string, number> = { Chain: 1, Independent: 2, 'Private Hospital': 3, 'Public Hospital': 4, Clinic: 7, 'Government Pharmacy': 8 };
const TERMS_ID: Record<number, number> = { 0: 1, 15: 2, 30: 3, 45: 4, 60: 5, 90: 6, 120: 7 };

const FIRST = ['Maria', 'Jose', 'Ana', 'Ramon', 'Liza', 'Carlo', 'Rowena', 'Miguel', 'Cristina', 'Antonio', 'Josephine', 'Rafael', 'Marites', 'Eduardo', 'Gemma', 'Francis'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Villanueva', 'Ramos', 'Aquino', 'Navarro', 'Castillo', 'Dela Cruz', 'Soriano', 'Lim'];
const person = (n: number) => `${FIRST[n % FIRST.length]} ${LAST[(n * 7 + 3) % LAST.length]}`;
const pad = (n: number, w = 3) => String(n % 10 ** w).padStart(w, '0');
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function seedCustomerProfiles(db: Db): Promise<void> {
  const done = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customers WHERE customer_type_id IS NOT NULL`);
  if ((done?.n ?? 0) > 0) return;
  for (const [i, c] of CUSTOMERS.entries()) {
    const place = PLACES[c.city];
    const hospital = c.type === 'Hospital' || c.type === 'Government';
    const chain = c.segment === 'Chain';
    const base = c.name.split(' - ')[0];
    const domain = `${slug(c.name)}.demo.invalid`;
    const business = c.type === 'Government' ? 5 : chain || c.type === 'Hospital' ? 3 : c.type === 'Clinic' ? 2 : 1;
    const registered = business === 5 ? base : business === 3 ? `${base} Corporation` : business === 2 ? `${base} Partnership` : `${person(i + 40)} doing business as ${base}`;
    await db.run(sql`
      UPDATE customers SET
        customer_type_id = ${TYPE_ID[c.type]}, customer_channel_id = ${CHANNEL_ID[c.channel]},
        customer_tagging_id = ${c.name.startsWith('Mercury Drug') ? 6 : TAGGING_ID[c.segment]},
        tin = ${`${pad(101 + i * 37)}-${pad(202 + i * 53)}-${pad(303 + i * 71)}-${chain ? pad(i + 1) : '000'}`},
        vat_type_id = ${c.name.startsWith('Botica') ? 2 : 1},
        return_policy_id = ${c.type === 'Government' ? 3 : c.segment === 'Independent' ? 2 : 1},
        business_type_id = ${business}, business_style = ${hospital ? 'Hospital and Medical Services' : c.type === 'Clinic' ? 'Medical Clinic' : 'Retail Pharmacy'},
        business_trade_name = ${c.name}, registered_name = ${registered},
        owner_name = ${person(i + 20)}, owner_email = ${`owner@${domain}`}, owner_contact_no = ${`+63 917 ${pad(300 + i * 11)} ${pad(1000 + i * 97, 4)}`},
        cwt = ${hospital}, payor_name = ${hospital ? registered : null}, frequency_cwt = ${hospital ? (c.type === 'Government' ? 'within_collection' : 'monthly') : null},
        sc_discount = ${c.type === 'Drugstore'}, sc_booking = ${chain}, allow_water_injection = ${hospital},
        with_agreed_charges = ${chain}, charges_collections = ${sqlArray(chain ? ['Distribution Allowance', 'Scanned Data Fee'] : [], 'text')},
        tagged_or_owned = ${c.segment === 'Independent'}, tagged_or_owned_collections = ${sqlArray(c.segment === 'Independent' ? ['Collection c/o Account'] : [], 'text')},
        ao_id = (SELECT ao_id FROM account_officers ORDER BY ao_id OFFSET ${i % 4} LIMIT 1),
        kam_name = ${`KAM-00${1 + (i % 2)}`}, kass_name = ${`KASS-00${1 + (i % 2)}`}, sar = ${`SAR-00${1 + (i % 3)}`},
        hsar = ${`HSAR-00${1 + (i % 2)}`}, segment_manager = 'SM-001',
        min_order_required = ${hospital ? 10000 : 3000},
        billing_mode_of_payment = ${c.type === 'Government' ? 2 : hospital ? 3 : c.regular ? 4 : 1},
        payment_terms_id = ${TERMS_ID[c.termDays]}, initial_stocking_terms_id = 6,
        billing_bldg_street_address = ${place ? `${100 + i * 7} ${place.street}` : null},
        billing_city_id = (SELECT city_id FROM ph_cities WHERE city_id = ${place?.cityId ?? 0}),
        billing_province_id = (SELECT province_id FROM ph_cities WHERE city_id = ${place?.cityId ?? 0}),
        billing_barangay_id = (SELECT barangay_id FROM ph_barangays WHERE barangay_id = ${place?.barangayId ?? 0}),
        billing_zip_code = ${place?.zip ?? null}, billing_district = ${place?.district ?? null},
        billing_lba_code = ${place?.lba[0] ?? null}, billing_lba_name = ${place?.lba[1] ?? null},
        shipping_delivery_service_provider = ${place && /Quezon|Manila|Makati|Pasig|Taguig|Mandaluyong|Muntinlupa/.test(c.city) ? 1 : 2 + (i % 3)},
        created_at = TIMESTAMPTZ '2022-12-01 09:00:00+08', updated_at = TIMESTAMPTZ '2022-12-01 09:00:00+08'
      WHERE customer_code = ${c.code}`);
    const id = sql`(SELECT customer_id FROM customers WHERE customer_code = ${c.code})`;
    // The authorized purchaser is the purchasing officer (what "Same with Purchase Info?" records); the receiver is a clerk of their own.
    const contacts: [group: string, who: number, designation: string][] = [
      ['accounting', i * 5, 'Accounting Supervisor'],
      ['purchasing', i * 5 + 1, 'Purchasing Officer'],
      ['pharmacy', i * 5 + 2, hospital ? 'Chief Pharmacist' : 'Pharmacist-in-Charge'],
      ['authorized_purchase_person', i * 5 + 1, 'Purchasing Officer'],
      ['authorized_receive_person', i * 5 + 3, 'Receiving Clerk'],
    ];
    for (const [g, who, designation] of contacts) {
      await db.run(sql`
        INSERT INTO customer_contacts (customer_id, contact_group, contact_person, contact_no, designation, email)
        VALUES (${id}, ${g}, ${person(who)}, ${`+63 2 8${pad(700 + i * 13)} ${pad(2000 + who, 4)}`}, ${designation}, ${`${g.split('_')[0]}@${domain}`})`);
    }
    const days = hospital ? ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] : ['mon', 'tue', 'wed', 'thu', 'fri'];
    for (const [k, d] of days.entries()) {
      await db.run(sql`
        INSERT INTO customer_shipping_days VALUES (${id}, ${d}, ${hospital ? 7 : 8}, ${hospital ? 19 : 17}, ${hospital ? true : k % 2 === 0})`);
    }
    if (hospital && place) {
      await db.run(sql`
        INSERT INTO customer_shipping_addresses (customer_id, bldg_street, province_id, city_id, barangay_id, zip_code, lba_code, lba_name, district)
        SELECT ${id}, ${`Pharmacy Receiving Dock, ${100 + i * 7} ${place.street}`}, y.province_id, y.city_id, b.barangay_id, ${place.zip}, ${place.lba[0]}, ${place.lba[1]}, ${place.district}
        FROM ph_cities y JOIN ph_barangays b ON b.city_id = y.city_id WHERE b.barangay_id = ${place.barangayId}`);
    }
  }
}

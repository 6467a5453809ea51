import { sql, type Db } from '../db/db';

/**
 * Demo service locations (need the PSGC provinces, loaded after the
 * migrations): our own fleet in Metro Manila and the four provinces around
 * it; LBC in Metro Manila and a province or city of every region; JRS in
 * Luzon and the Visayas with two Cebu towns of its own; 2GO by box to the
 * Visayas and Mindanao; Gogo Xpress near Manila; the retired Air21's places
 * inactive. Lead times and rates grow with the distance from Manila. A no-op
 * once any location exists.
 */
const NCR = sql`(SELECT province_id FROM ph_provinces WHERE region_code = '13')`;
/** Island group of a region: days and peso rates grow from Metro Manila to Mindanao. */
const ZONE = sql`CASE WHEN p.region_code = '13' THEN 0 WHEN p.region_code IN ('06','07','08','18') THEN 2 WHEN p.region_code IN ('09','10','11','12','16','19') THEN 3 ELSE 1 END`;

export async function seedCourierLocations(db: Db): Promise<void> {
  const any = await db.one(sql`SELECT 1 FROM courier_locations LIMIT 1`);
  const provinces = await db.one(sql`SELECT 1 FROM ph_provinces LIMIT 1`);
  if (any || !provinces) return;
  const at = sql`TIMESTAMPTZ '2023-01-16 09:00:00+08'`;
  await db.transaction(async (tx) => {
    // courier, provinces, rate basis, lead time and rate by zone (base + step per zone), active
    const plans: { courier: number; where: ReturnType<typeof sql>; basis: 'kg' | 'box'; lead: [number, number]; rate: [number, number]; active: boolean }[] = [
      { courier: 1, where: sql`p.province_id IN (${NCR}) OR p.province_id IN (14, 21, 34, 58)`, basis: 'box', lead: [1, 1], rate: [150, 70], active: true },
      { courier: 2, where: sql`p.province_id IN (${NCR}) OR p.province_id IN (10, 11, 22, 30, 37, 43, 45, 53, 54, 55, 63, 73, 306, 307)`, basis: 'kg', lead: [1, 1], rate: [85, 20], active: true },
      { courier: 3, where: sql`p.province_id IN (5, 10, 12, 22, 30, 37, 54)`, basis: 'kg', lead: [2, 1], rate: [80, 18], active: true },
      { courier: 4, where: sql`p.province_id IN (22, 43, 46, 73, 307)`, basis: 'box', lead: [3, 2], rate: [380, 90], active: true },
      { courier: 5, where: sql`p.province_id IN (22, 307)`, basis: 'kg', lead: [2, 1], rate: [95, 20], active: false },
      { courier: 6, where: sql`p.province_id IN (14, 21, 34, 54, 58)`, basis: 'kg', lead: [2, 0], rate: [70, 0], active: true },
    ];
    for (const x of plans) {
      await tx.run(sql`
        INSERT INTO courier_locations (courier_id, province_id, lead_time_days, rate_basis, rate, active, created_at, updated_at)
        SELECT ${x.courier}, p.province_id, ${x.lead[0]} + ${x.lead[1]} * ${ZONE}, ${x.basis}, (${x.rate[0]} + ${x.rate[1]} * ${ZONE})::numeric(12,2), ${x.active}, ${at}, ${at}
        FROM ph_provinces p WHERE ${x.where} ORDER BY p.province_id`);
    }
    // JRS's own branches in two Cebu towns: a day sooner than the rest of the province.
    await tx.run(sql`
      INSERT INTO courier_locations (courier_id, province_id, city_id, lead_time_days, rate_basis, rate, created_at, updated_at)
      SELECT 3, c.province_id, c.city_id, 3, 'kg', 95.00, ${at}, ${at}
      FROM ph_cities c WHERE c.province_id = 22 AND trim(c.city) IN ('City of Talisay', 'Danao City') ORDER BY c.city_id`);
  });
}

import { banks } from '../../contract/banks';
import { sql } from '../db/db';
import { resourceRoutes } from '../kit';

/** Banks Maintenance: list, show, create, update and the active switch, from the declaration. */
export const bankRoutes = resourceRoutes(banks, {
  table: 'banks',
  alias: 'b',
  select: sql`b.bank_id, b.bank_code, b.bank_name, b.short_name, b.swift_code, b.active, to_char(b.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`,
  search: [sql`b.bank_code`, sql`b.bank_name`, sql`b.short_name`, sql`b.swift_code`],
  sort: { bank_code: sql`lower(b.bank_code)`, bank_name: sql`lower(b.bank_name)`, short_name: sql`lower(b.short_name)`, active: sql`b.active`, updated_at: sql`b.updated_at` },
});

import { sql, type SQL } from '../db/db';

/** SQL pieces the transfer lists, pickers and checks share. */

/** Open transfers (pending or approved) hold their requested quantities: nothing has moved yet, but it is promised. */
export const OPEN_STATUSES = sql`(0, 1)`;

/** What open transfers other than `except` asked for from a pallet's batch. */
export const promised = (pallet: SQL, batch: SQL, except: number | null): SQL => sql`COALESCE((
  SELECT SUM(ol.requested_quantity) FROM inventory_transfer_lines ol JOIN inventory_transfers ot ON ot.transfer_id = ol.transfer_id
  WHERE ol.origin_pallet_id = ${pallet} AND ol.batch_id = ${batch} AND ot.status IN ${OPEN_STATUSES}
    ${except === null ? sql`` : sql`AND ot.transfer_id <> ${except}`}), 0)::int`;


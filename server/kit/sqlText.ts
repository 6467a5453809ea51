import { sql, type SQL } from '../db/db';

/** SQL text pieces every list shares: how a user's name and a timestamp read on screen. */

const nameOf = (alias: string) => `COALESCE(NULLIF(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username)`;
const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A user's name as the screens show it (alias of `users`). */
export const userName = (alias: string): SQL => sql.raw(nameOf(alias));

/** A timestamp as ISO text in UTC (the screens show it in Manila time). */
export const isoText = (column: string): SQL => sql.raw(isoOf(column));

/** Who did a step and when ({ by, at }), or null when `column` (its time) is null; `alias` is the user's. */
export const stampOf = (alias: string, column: string): SQL =>
  sql.raw(`CASE WHEN ${column} IS NULL THEN NULL ELSE json_build_object('by', ${nameOf(alias)}, 'at', ${isoOf(column)}) END`);

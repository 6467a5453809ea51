import {
  exportRevisionsEp,
  listRevisionsEp,
  REVISION_SCOPE,
  revisionColumns,
  revisionModulesEp,
  revisionUsersEp,
  showRevisionEp,
  verifyRevisionsEp,
  type RevisionFilters,
  type RevisionRow,
} from '../../contract/revisions';
import { sql, type Db } from '../db/db';
import { exportToXlsx, keysetBatches, type ExportFilter } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { notFound } from '../http/answer';
import { exportColumnsOf, pagedList, readableRows, route, whereOf } from '../kit';
import { verifyRevisionChain } from './chain';
import { lastWrittenHead } from './head';
import { readRevision, REVISION_FROM, REVISION_SELECT, REVISION_SORT, revisionWhere } from './history';

/** Revision History (spec 002 §2.7, §7.5): the list, one revision's changes, the export, the filter choices and the chain check. */
const scopes = [REVISION_SCOPE] as const;

const list = route(listRevisionsEp, {
  scopes,
  summary: 'Revision history: reference search, module, user and date filters, sorted and paged',
  handler: async ({ query, deps, ok }) => {
    const { rows, total } = await pagedList<RevisionRow, string>(deps.db, {
      select: REVISION_SELECT,
      from: REVISION_FROM,
      where: revisionWhere(query),
      sort: REVISION_SORT,
      tiebreak: sql`r.id`,
      query,
    });
    return ok(rows, total);
  },
});

const show = route(showRevisionEp, {
  scopes,
  summary: 'One revision with its changed fields, old and new',
  handler: async ({ params, deps, ok }) => {
    const detail = await readRevision(deps.db, params.id);
    return detail ? ok(detail) : notFound('Revision not found.');
  },
});

/** The export's header lines: each filter in words ("All" when not set). */
async function filterLines(db: Db, f: RevisionFilters): Promise<ExportFilter[]> {
  const user = typeof f.user_id === 'number' ? await db.one<{ name: string }>(sql`SELECT concat_ws(' ', first_name, last_name) AS name FROM users WHERE id = ${f.user_id}`) : undefined;
  return [
    { label: 'Reference', value: (f.revision_history_id as string | undefined) || 'All' },
    { label: 'Module', value: (f.module as string | undefined) || 'All' },
    { label: 'User', value: user?.name ?? 'All' },
    { label: 'Date From', value: (f.date_from as string | undefined) || 'Any' },
    { label: 'Date To', value: (f.date_to as string | undefined) || 'Any' },
  ];
}

const exportList = route(exportRevisionsEp, {
  scopes,
  summary: 'Revision history of the filters as XLSX, newest first (a download link)',
  handler: async (ctx) => {
    const { body, deps } = ctx;
    const where = revisionWhere(body);
    // Newest first, in keyset batches on (at, id): memory stays flat however long the history.
    const batches = keysetBatches<RevisionRow & { at_key: string }, { at: string; id: number }>(
      (after, limit) =>
        deps.db.rows(sql`
          SELECT ${REVISION_SELECT}, r.at::text AS at_key FROM ${REVISION_FROM}
          ${whereOf([...where, after !== null && sql`(r.at, r.id) < (${after.at}::timestamptz, ${after.id})`])}
          ORDER BY r.at DESC, r.id DESC LIMIT ${limit}`),
      (last) => ({ at: last.at_key, id: last.revision_history_id }),
    );
    return exportToXlsx<RevisionRow>(ctx, {
      title: 'Revision History',
      fileName: ['revision_history', body.date_from ?? '', body.date_to ?? ''],
      filters: await filterLines(deps.db, body),
      columns: exportColumnsOf(revisionColumns),
      batches: readableRows(revisionColumns, batches, formatManilaDateTime),
    });
  },
});

const modules = route(revisionModulesEp, {
  scopes,
  summary: 'The modules the history has revisions of (the module filter)',
  handler: async ({ deps, ok }) => {
    const rows = await deps.db.rows<{ module: string }>(sql`SELECT DISTINCT module FROM revisions ORDER BY module`);
    return ok(rows.map((r) => r.module));
  },
});

const users = route(revisionUsersEp, {
  scopes,
  summary: 'The people the history has revisions by (the user filter)',
  handler: async ({ deps, ok }) => {
    const rows = await deps.db.rows<{ user_id: number; name: string }>(sql`
      SELECT u.id AS user_id, COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) AS name
      FROM users u WHERE EXISTS (SELECT 1 FROM revisions r WHERE r.user_id = u.id)
      ORDER BY lower(concat_ws(' ', u.first_name, u.last_name)), u.id`);
    return ok(rows);
  },
});

const verify = route(verifyRevisionsEp, {
  scopes,
  summary: 'Recompute the revision chain: ok, rows checked, the first broken revision, and whether the head last written out is still there',
  handler: async ({ deps, ok }) => ok(await verifyRevisionChain(deps.db, lastWrittenHead(deps.config.revisionHeadFile))),
});

export const revisionRoutes = [list, show, exportList, modules, users, verify];

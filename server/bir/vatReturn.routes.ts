import { slspDocumentsEp, slspFilesEp, vatReturnEp } from '../../contract/vatReturn';
import type { RouteDef } from '../http/routeRegistry';
import { route } from '../kit';
import { slspDocuments, slspFiles, vatReturnOf } from './slsp';

const VIEW = ['view_vat_returns'] as const;

export const vatReturnRoutes: RouteDef[] = [
  route(vatReturnEp, {
    scopes: VIEW,
    reads: 'replica',
    summary: 'A quarter\u2019s VAT from the books: the summary lists of sales and purchases, the 2550Q worksheet, and the tie-out of each to its VAT account',
    handler: async ({ query, deps, ok }) => ok(await vatReturnOf(deps.read, query.year, query.quarter)),
  }),
  route(slspDocumentsEp, {
    scopes: VIEW,
    reads: 'replica',
    summary: 'The documents behind a line of the summary lists (a buyer\u2019s or supplier\u2019s TIN, or every one)',
    handler: async ({ query, deps, ok }) => ok(await slspDocuments(deps.read, query.year, query.quarter, query.list, query.tin ?? null)),
  }),
  route(slspFilesEp, {
    scopes: VIEW,
    reads: 'replica',
    summary: 'The quarter\u2019s summary lists of sales and purchases as the BIR\u2019s DAT files',
    handler: async ({ query, deps, ok }) => ok(slspFiles(await vatReturnOf(deps.read, query.year, query.quarter))),
  }),
];

import type { MemoTab, MemoType } from '../../../contract/memos';

/** The memo screens' routes (src/app/routeTable.ts). */
export const CCM = '/credit-and-collections/management';

/** A type's list on a tab: credit memos under the management menu (?tab=), debit memos under /debit-memo/{tab}. */
export const memoListRoute = (type: MemoType, tab?: MemoTab) =>
  type === 'credit' ? `${CCM}/memo/credit${tab ? `?tab=${tab}` : ''}` : `/debit-memo${tab ? `/${tab}` : ''}`;

/** A new memo of a type, optionally for a customer (by code). */
export const memoCreateRoute = (type: MemoType, customerCode?: string) =>
  type === 'debit' && !customerCode ? '/debit-memo/creation-of-dm' : `${CCM}/memo/${type}/form${customerCode ? `/${encodeURIComponent(customerCode)}` : ''}`;

export const memoRoute = (type: MemoType, id: number) => `${CCM}/memo/${type}/edit-form/${id}`;

import type { Lookup } from '../../../contract/kit';
import { useRead } from '../../api/kitApi';

export interface LookupChoice {
  value: string;
  label: string;
}

/**
 * The choices of a lookup (contract/kit/resource.ts) as select options. A
 * lookup that depends on another field waits (`waiting`) until that field
 * has a value, and is read again when the value changes.
 */
export function useLookup(lookup: Lookup | undefined, parentValue?: unknown) {
  const needs = lookup?.dependsOn;
  const parent = parentValue === undefined || parentValue === null ? '' : String(parentValue);
  const waiting = Boolean(needs) && parent === '';
  const q = useRead(lookup?.endpoint ?? ({ method: 'GET', path: '/' } as never), needs ? { query: { [needs]: parent } as never } : {}, { skip: !lookup || waiting });
  const rows = (q.currentData ?? []) as Record<string, unknown>[];
  const choices: LookupChoice[] = lookup ? rows.map((r) => ({ value: String(r[lookup.value]), label: String(r[lookup.label] ?? '') })) : [];
  return { choices, waiting, isLoading: Boolean(lookup) && !waiting && q.isFetching && !q.currentData, error: q.error, refetch: q.refetch };
}

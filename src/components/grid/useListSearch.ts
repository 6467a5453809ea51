import { useState } from 'react';
import { useUrlState } from './useUrlState';

/**
 * The quick search of a list screen: the applied text lives in the URL (a
 * list can be bookmarked); pressing Search again with the same text asks the
 * server again (the grid's queryKey changes).
 */
export function useListSearch(scope: string) {
  const [applied, apply] = useUrlState({ search: '' });
  const [runs, setRuns] = useState(0);
  const search = (text: string) => {
    apply({ search: text.trim() });
    setRuns((n) => n + 1);
  };
  return { text: applied.search, search, queryKey: `${scope}|${applied.search}#${runs}` };
}

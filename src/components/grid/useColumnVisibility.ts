import { useState } from 'react';
import { useAppSelector } from '../../state/hooks';

/**
 * Which columns of a list are shown, chosen in its Column Header picker and
 * remembered per user and screen in this browser. Columns never chosen keep
 * their declared default, so a column added later shows up as declared.
 */
export function useColumnVisibility<K extends string>(screenId: string, keys: readonly K[], hiddenByDefault: readonly K[]) {
  const userId = useAppSelector((s) => s.auth.profileData?.user_id);
  const storeKey = `erp.columns.${userId ?? 'anon'}.${screenId}`;
  const [chosen, setChosen] = useState<Partial<Record<K, boolean>>>(() => {
    try {
      return JSON.parse(localStorage.getItem(storeKey) ?? '{}') as Partial<Record<K, boolean>>;
    } catch {
      return {};
    }
  });
  const visible = Object.fromEntries(keys.map((k) => [k, chosen[k] ?? !hiddenByDefault.includes(k)])) as Record<K, boolean>;
  const save = (next: Partial<Record<K, boolean>>) => {
    setChosen(next);
    try {
      localStorage.setItem(storeKey, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the choice holds for this page only.
    }
  };
  return {
    visible,
    set: (key: K, shown: boolean) => save({ ...chosen, [key]: shown }),
    reset: () => save({}),
  };
}

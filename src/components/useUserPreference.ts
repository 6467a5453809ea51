import { useState } from 'react';
import { useAppSelector } from '../state/hooks';

/**
 * A yes/no choice remembered per user in this browser (like the grids'
 * column layouts, src/components/grid/columnState.ts): nothing that must
 * follow the user to another machine.
 */
export function useUserPreference(name: string, initial = false): [boolean, (next: boolean) => void] {
  const userId = useAppSelector((s) => s.auth.profileData?.user_id);
  const key = `erp.pref.${userId ?? 'anon'}.${name}`;
  const [value, setValue] = useState(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? initial : raw === '1';
    } catch {
      return initial;
    }
  });
  const set = (next: boolean) => {
    setValue(next);
    try {
      localStorage.setItem(key, next ? '1' : '0');
    } catch {
      // Storage full or blocked: the choice holds for this page only.
    }
  };
  return [value, set];
}

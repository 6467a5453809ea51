import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { permissionsLoaded } from '../state/authSlice';
import { useAppDispatch, useAppSelector } from '../state/hooks';

/**
 * Fetches the signed-in user's scopes again on every full page load: scopes
 * an administrator changed take effect without a new sign-in, and a reload
 * right after sign-in (before the persisted copy was written) still has them.
 * Returns whether screens may be shown: at once when scopes were persisted,
 * otherwise once the fetch has answered (so nobody sees "Access denied" for
 * a moment).
 */
export function usePermissionsRefresh(): boolean {
  const dispatch = useAppDispatch();
  const known = useAppSelector((s) => s.auth.permissions.length > 0);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    let live = true;
    api
      .get<string[]>('/users/permissions')
      .then((res) => live && dispatch(permissionsLoaded(res.result ?? [])))
      // A failure keeps what is known; a 401 is handled by the client (sign-in again).
      .catch(() => undefined)
      .finally(() => live && setAnswered(true));
    return () => {
      live = false;
    };
  }, [dispatch]);
  return known || answered;
}

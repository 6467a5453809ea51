import { useEffect, useRef, useState } from 'react';
import { permissionsEp } from '../../contract/session';
import { useRead } from '../api/kitApi';
import { permissionsLoaded } from '../state/authSlice';
import { scopesReadSinceLoad } from '../state/session';
import { useAppDispatch, useAppSelector } from '../state/hooks';

const sameScopes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * Fetches the signed-in user's scopes again on every full page load: scopes
 * an administrator changed take effect without a new sign-in, and a reload
 * right after sign-in (before the persisted copy was written) still has them.
 * Returns whether screens may be shown: at once when scopes were persisted,
 * otherwise once the fetch has answered and its scopes are in the store (so
 * nobody sees "Access denied" for a moment).
 *
 * A read of the declared endpoint: the API cache lives in memory only (never
 * persisted) and is dropped on sign-out, so a page load always starts without
 * an answer and asks the server. Should an answer be cached already when the
 * layout mounts (another reader within 5 minutes), it is fetched again all
 * the same: the point of this read is to be fresh. Right after a sign-in in
 * this page the scopes were read a moment ago: they are not asked twice.
 */
export function usePermissionsRefresh(): boolean {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((s) => s.auth.permissions);
  const [justSignedIn] = useState(scopesReadSinceLoad);
  const read = useRead(permissionsEp, {}, { skip: justSignedIn });
  const scopes = read.data;

  const { refetch } = read;
  const cachedAtMount = useRef(scopes !== undefined);
  useEffect(() => {
    if (!cachedAtMount.current) return;
    cachedAtMount.current = false;
    void refetch();
  }, [refetch]);

  // The store's copy (persisted, read by every permission check) follows the server's answer.
  // A failure keeps what is known; a 401 is handled by the client (sign-in again).
  useEffect(() => {
    if (scopes) dispatch(permissionsLoaded(scopes));
  }, [scopes, dispatch]);

  return stored.length > 0 || read.isError || (scopes !== undefined && sameScopes(stored, scopes));
}

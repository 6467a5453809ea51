import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { toApiError } from '../../../api/ApiError';
import { loadLookups, type Lookups } from '../api';

const EMPTY: Lookups = { vendors: [], segments: [], groups: [], units: [], packaging: [] };

/** The form's dropdowns, loaded once per form; a failure is a toast (spec 001 §8: every failed query). */
export function useLookups(): Lookups {
  const [lookups, setLookups] = useState<Lookups>(EMPTY);
  useEffect(() => {
    let live = true;
    loadLookups()
      .then((l) => live && setLookups(l))
      .catch((e) => live && toast.error(toApiError(e).messages.join('\n')));
    return () => {
      live = false;
    };
  }, []);
  return lookups;
}

import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { listGroups, listPackaging, listSegments, listUnits, listVendorOptions } from '../../../../contract/products';
import { useRead } from '../../../api/kitApi';
import type { Lookups } from '../api';

const NONE: never[] = [];

/**
 * The form's dropdowns, read through the cache: fetched once and shared by
 * every form mounted within 5 minutes (spec 001 §9). A failure is one toast
 * (spec 001 §8: every failed query), with the server's text.
 */
export function useLookups(): Lookups {
  const vendors = useRead(listVendorOptions);
  const segments = useRead(listSegments);
  const groups = useRead(listGroups);
  const units = useRead(listUnits);
  const packaging = useRead(listPackaging);
  const failed = [vendors, segments, groups, units, packaging].find((q) => q.isError)?.error?.messages.join('\n');
  useEffect(() => {
    // One toast per distinct failure, however many forms or lookups hit it.
    if (failed !== undefined) toast.error(failed, { toastId: `lookups:${failed}` });
  }, [failed]);
  return {
    vendors: vendors.data ?? NONE,
    segments: segments.data ?? NONE,
    groups: groups.data ?? NONE,
    units: units.data ?? NONE,
    packaging: packaging.data ?? NONE,
  };
}

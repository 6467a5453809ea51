import { describe, expect, it } from 'vitest';
import { nextRouteAfter, tabOfStatus } from './nextRoute';

describe('after a purchase request action', () => {
  it('approve -> approved, decline -> edit, cancel -> cancelled, submit -> approval', () => {
    expect(nextRouteAfter('approve', 0)).toBe('/purchasing/purchaseRequest/approved');
    expect(nextRouteAfter('approve', 2)).toBe('/purchasing/purchaseRequest/approved');
    expect(nextRouteAfter('decline', 3)).toBe('/purchasing/purchaseRequest/edit');
    expect(nextRouteAfter('cancel', 0)).toBe('/purchasing/purchaseRequest/cancelled');
    expect(nextRouteAfter('save', null)).toBe('/purchasing/purchaseRequest/approval');
  });

  it('update -> the edit list when it was declined, else the approval list', () => {
    expect(nextRouteAfter('update', 2)).toBe('/purchasing/purchaseRequest/edit');
    expect(nextRouteAfter('update', 0)).toBe('/purchasing/purchaseRequest/approval');
  });

  it('a status belongs to its tab', () => {
    expect([0, 1, 2, 3, null].map((s) => tabOfStatus(s as never))).toEqual(['approval', 'approved', 'edit', 'cancelled', 'approval']);
  });
});

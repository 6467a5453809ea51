import { http } from 'msw';
import { API, ok } from './envelope';
import { financeScopes } from './fixtures';

/**
 * Default answers for calls every authenticated screen makes. Tests override
 * per case with mswServer.use(...).
 */
export const handlers = [
  http.get(API('/users/permissions'), () => ok(financeScopes)),
  http.get(API('/notification/:employeeNo'), () => ok([], { total_rows: 0 })),
  http.get(API('/approvals/inbox/count'), () => ok({ count: 0 })),
  // The header's background jobs tray: none by default.
  http.get(API('/jobs'), () => ok([])),
  http.get(API('/dashboard/summary'), () => ok({ as_of: '2026-03-02', approvals: { count: 0, oldest_days: 0, queues: [] }, finance: null, credit: null, purchasing: null, warehouse: null })),
  http.post(API('/users/logout'), () => ok(null)),
];

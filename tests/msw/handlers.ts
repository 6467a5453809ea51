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
  http.post(API('/users/logout'), () => ok(null)),
];

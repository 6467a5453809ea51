import { z } from 'zod';
import { listQuery, text, wholeNumber } from './envelope';
import { endpoint } from './kit/endpoint';

export const NOTIFICATION_PAGE_SIZE = 10;

export const notificationQuery = listQuery.extend({
  page_size: wholeNumber(1, 100).default(NOTIFICATION_PAGE_SIZE),
  order_by: z.enum(['created_at', 'description']).default('created_at'),
});

export interface Notification {
  id: number;
  description: string;
  created_at: string;
}

/** Path parameter of GET /notification/{employee_no}. */
export const notificationParams = z.object({ employee_no: text().trim().min(1).max(50) });

/** The bell's pages (spec 000 §2.7, §9): own notifications, 10 a page, oldest first by default. */
export const listNotificationsEp = endpoint<Notification[]>()({
  method: 'GET',
  path: '/notification/:employee_no',
  params: notificationParams,
  query: notificationQuery,
  paged: true,
  tag: 'notifications',
});

import type { RouteDef } from '../http/routeRegistry';
import { agingRoutes } from './aging.routes';
import { creditCustomers, customerCenter, customerReceivable } from './customers.routes';
import { creditDesk } from './desk.routes';
import { noticeRoutes } from './notices.routes';
import { soaRoutes } from './soa.routes';

/** Customer aging, statements of account and the credit views of a customer (issue 14). */
export const creditDeskRoutes: RouteDef[] = [...agingRoutes, ...soaRoutes, creditCustomers, customerCenter, customerReceivable, creditDesk, ...noticeRoutes];

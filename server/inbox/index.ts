export { inboxRoutes } from './inbox.routes';

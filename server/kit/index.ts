export { route, type EndpointContext } from './route';
export { pagedList, whereOf, type PageQuery, type PagedListSpec, type SortMap } from './pagedList';
export { likePattern } from './like';
export { exportColumnsOf, readableRows } from './exportColumns';
export { runTransition, conflict, type WorkflowStore, type TransitionContext } from './workflow';
export { queueListRoutes, type QueueListSpec } from './queue';
export { reportRoutes, type ReportImpl } from './report';

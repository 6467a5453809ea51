export { route, type EndpointContext } from './route';
export { pagedList, whereOf, type PageQuery, type PagedListSpec, type SortMap } from './pagedList';
export { likePattern } from './like';
export { exportColumnsOf, readableRows } from './exportColumns';
export { runTransition, conflict, type WorkflowStore, type TransitionContext } from './workflow';
export { queueListRoutes, type QueueListSpec } from './queue';
export { reportRoutes, type ReportImpl } from './report';
export { resourceRoutes, type ResourceImpl } from './resource';
export { recordRevision, changedFields, type Revision, type FieldChange } from './revisions';

export * from './endpoint';
export * from './columns';
export * from './list';
export * from './workflow';
export * from './report';
export * from './resource';
export * from './effects';

export * from './envelope';
export * from './scopes';
export * from './auth';
export * from './notifications';
export * from './session';
export * from './products';
export * from './documents';
export * from './revisions';

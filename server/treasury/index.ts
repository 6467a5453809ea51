export { treasuryRoutes } from './treasury.routes';
export { seedTreasuryRequests } from './seed';

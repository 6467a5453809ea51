import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { loadPhilippineAddresses } from './addresses/load';
import { seedDemoData } from './seed';
import { seedFinance } from './finance/generate';
import { seedAccountingSetup } from './accountingSetup';
import { seedPurchasing } from './purchasing';
import { seedDemoAccountGrants } from './permissions';
import { seedCustomerFootprints } from './customerFootprints';
import { seedCustomerDeals } from './customerDeals';
import { seedCourierLocations } from './couriers';
import { seedVendorsAndEmployees } from './vendors';
import { seedBankAccounts } from './bankAccounts';
import { seedCollections } from './collections/seed';
import { seedTreasuryRequests } from './treasury';
import { seedInventoryDocuments, seedWarehouses } from './warehouse';
import { seedMemos } from './memos';
import { seedCreditOps } from './creditOps';
import { seedAdvances } from './advances/seed';
import { seedPeriodClose } from './journalVouchers';
import { TEMPLATE_DIR_ENV, TEST_SEED } from './testing';
import { seedPayableVouchers } from './payableVouchers';
import { seedSrpf } from './srpf';
import { seedPurchaseOrders } from './purchaseOrders';
import { seedNonTradeCollections, seedTreasuryPayments } from './treasuryPayments';
import { seedAssets } from './assets';
import { seedLicences } from './regulatory';

/**
 * Vitest global setup of the server project: builds two database templates
 * once per run (an empty cluster, and one migrated and seeded with TEST_SEED)
 * and tells the test workers where they are. Each test file then starts from
 * a copy instead of creating a cluster, which is most of a file's start time.
 */
export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'erp-pglite-templates-'));
  const db = await openDb({ pgliteDir: 'memory://' });
  writeFileSync(path.join(dir, 'empty.tar'), await db.snapshot());
  await migrate(db);
  await loadPhilippineAddresses(db);
  await seedDemoData(db, TEST_SEED);
  await seedFinance(db, 'test');
  await seedAccountingSetup(db);
  await seedPurchasing(db);
  await seedDemoAccountGrants(db);
  // Documents are left out: they write files, and each test server has its own upload folder.
  await seedCustomerFootprints(db);
  await seedCustomerDeals(db);
  await seedCourierLocations(db);
  await seedBankAccounts(db);
  await seedCollections(db);
  await seedTreasuryRequests(db);
  await seedWarehouses(db);
  await seedVendorsAndEmployees(db);
  await seedLicences(db, '2026-03-02');
  await seedMemos(db);
  await seedCreditOps(db);
  await seedPayableVouchers(db);
  await seedSrpf(db);
  await seedTreasuryPayments(db);
  await seedPurchaseOrders(db);
  await seedAdvances(db);
  await seedAssets(db, '2026-03-02');
  await seedInventoryDocuments(db, '2026-03-02');
  await seedNonTradeCollections(db);
  // Last: closed as of the test servers' default clock (2026-03-02): the years to 2025 and January 2026.
  await seedPeriodClose(db, '2026-03-02');
  writeFileSync(path.join(dir, 'seeded.tar'), await db.snapshot());
  await db.close();
  process.env[TEMPLATE_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

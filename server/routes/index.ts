import type { Config } from '../config';
import type { RouteDef } from '../http/routeRegistry';
import { authRoutes } from './auth.routes';
import { bankRoutes } from '../banks/banks.routes';
import { bankAccountRoutes } from '../bankAccounts';
import { courierRoutes } from '../couriers';
import { warehouseRoutes } from '../warehouse';
import { vendorRoutes } from '../vendors';
import { accountingSetupRoutes } from '../accountingSetup';
import { financeReportRoutes } from '../financeReports';
import { collectionRoutes } from '../collections/collections.routes';
import { returnAdvanceRoutes } from '../collections/returnAdvances';
import { memoRoutes } from '../memos';
import { creditDeskRoutes } from '../creditDesk';
import { creditOpsRoutes } from '../creditOps';
import { payableVoucherRoutes } from '../payableVouchers';
import { journalVoucherRoutes } from '../journalVouchers';
import { srpfFileRoutes, srpfRoutes, srpfUploadRoutes } from '../srpf';
import { treasuryRoutes } from '../treasury';
import { inboxRoutes } from '../inbox';
import { delegationRoutes } from '../approvals/delegations.routes';
import { dashboardRoutes } from '../dashboard';
import { inventoryReceiptRoutes } from '../inventoryReceipts';
import { inventoryAdjustmentRoutes } from '../inventoryAdjustments';
import { inventoryTransferRoutes } from '../inventoryTransfers';
import { inventoryReportRoutes } from '../inventoryReports';
import { regulatoryRoutes } from '../regulatory';
import { eisRoutes } from '../bir/eis';
import { vatReturnRoutes } from '../bir/vatReturn.routes';
import { invoicePrintRoutes } from '../bir/invoicePrint.routes';
import { booksRoutes } from '../bir/books/books.routes';
import { jobRoutes } from '../jobs/jobs.routes';
import { purchaseOrderRoutes } from '../purchaseOrders';
import { treasuryPaymentRoutes } from '../treasuryPayments';
import { assetRoutes } from '../assets';
import { advanceRoutes } from '../advances';
import { revisionRoutes } from '../revisions/revisions.routes';
import { demoRoutes } from './demo.routes';
import { ecosystemRoutes } from './ecosystem.routes';
import { gateRoutes } from './gate.routes';
import { incomeStatementRoutes } from '../finance/incomeStatement.routes';
import { ledgerRoutes } from '../finance/ledger.routes';
import { ewtRoutes } from '../finance/ewt.routes';
import { creditRoutes } from '../credit/assessment.routes';
import { lookupRoutes } from '../finance/lookups.routes';
import { inventoryLedgerRoutes } from '../ledgers/inventory';
import { subLedgerLookupRoutes } from '../ledgers/lookups.routes';
import { salesLedgerRoutes } from '../ledgers/sales';
import { productFileRoutes, productRoutes, productUploadRoutes } from '../products';
import type { FileRoute, UploadRoute } from '../uploads';
import { purchasingFileRoutes, purchasingRoutes, purchasingUploadRoutes } from '../purchasing';
import { documentFileRoutes, documentManagementRoutes, documentUploadRoutes } from '../documents';
import { notificationRoutes } from './notifications.routes';
import { passwordRoutes } from './password.routes';
import { userRoutes } from './users.routes';
import { userFileRoutes, userManagementRoutes, userUploadRoutes } from '../users';
import { permissionRoutes } from '../permissions';
import { addressRoutes } from '../addresses/addresses.routes';
import { customerListRoutes } from '../customerLists/customerLists.routes';
import { customerArRoutes } from '../customerAr/customerAr.routes';
import { customerFileRoutes, customerRoutes, customerUploadRoutes } from '../customers';
import { customerFootprintsFileRoutes, customerFootprintsRoutes, customerFootprintsUploadRoutes } from '../customerFootprints';
import { customerBranchesFileRoutes, customerBranchesRoutes, customerBranchesUploadRoutes } from '../customerBranches';
import { customerMdsFileRoutes, customerMdsRoutes, customerMdsUploadRoutes } from '../customerMds';
import { customerDocumentsFileRoutes, customerDocumentsRoutes, customerDocumentsUploadRoutes } from '../customerDocuments';
import { customerDealsFileRoutes, customerDealsRoutes, customerDealsUploadRoutes } from '../customerDeals';
import { customerProductCodeRoutes, customerProductCodeUploadRoutes } from '../customerProductCodes';

/**
 * The route registry: every API endpoint of the server, in one list. A new
 * area adds its `*.routes.ts` array here. Demo-only routes are left out in
 * production.
 */
export const ALL_ROUTES: readonly RouteDef[] = [
  ...authRoutes,
  ...userRoutes,
  ...passwordRoutes,
  ...notificationRoutes,
  ...ecosystemRoutes,
  ...gateRoutes,
  ...demoRoutes,
  ...ledgerRoutes,
  ...lookupRoutes,
  ...inventoryLedgerRoutes,
  ...salesLedgerRoutes,
  ...subLedgerLookupRoutes,
  ...incomeStatementRoutes,
  ...ewtRoutes,
  ...creditRoutes,
  ...productRoutes,
  ...purchasingRoutes,
  ...bankRoutes,
  ...bankAccountRoutes,
  ...courierRoutes,
  ...warehouseRoutes,
  ...vendorRoutes,
  ...accountingSetupRoutes,
  ...financeReportRoutes,
  ...collectionRoutes,
  ...returnAdvanceRoutes,
  ...memoRoutes,
  ...creditDeskRoutes,
  ...creditOpsRoutes,
  ...payableVoucherRoutes,
  ...journalVoucherRoutes,
  ...srpfRoutes,
  ...treasuryRoutes,
  ...inboxRoutes,
  ...delegationRoutes,
  ...dashboardRoutes,
  ...inventoryReceiptRoutes,
  ...inventoryAdjustmentRoutes,
  ...inventoryTransferRoutes,
  ...inventoryReportRoutes,
  ...regulatoryRoutes,
  ...eisRoutes,
  ...vatReturnRoutes,
  ...invoicePrintRoutes,
  ...booksRoutes,
  ...jobRoutes,
  ...purchaseOrderRoutes,
  ...treasuryPaymentRoutes,
  ...assetRoutes,
  ...advanceRoutes,
  ...userManagementRoutes,
  ...permissionRoutes,
  ...revisionRoutes,
  ...documentManagementRoutes,
  ...addressRoutes,
  ...customerListRoutes,
  ...customerArRoutes,
  ...customerRoutes,
  ...customerFootprintsRoutes,
  ...customerBranchesRoutes,
  ...customerMdsRoutes,
  ...customerDocumentsRoutes,
  ...customerDealsRoutes,
  ...customerProductCodeRoutes,
];

/** Registry routes that also take multipart bodies with files, and their file fields (server/uploads). */
export const UPLOAD_ROUTES: readonly UploadRoute[] = [...productUploadRoutes, ...purchasingUploadRoutes, ...documentUploadRoutes, ...userUploadRoutes, ...customerUploadRoutes, ...customerFootprintsUploadRoutes, ...customerBranchesUploadRoutes, ...customerMdsUploadRoutes, ...customerDocumentsUploadRoutes, ...customerDealsUploadRoutes, ...customerProductCodeUploadRoutes, ...srpfUploadRoutes];

/** Routes that stream uploaded files to users holding their scopes (server/uploads). */
export const FILE_ROUTES: readonly FileRoute[] = [...productFileRoutes, ...purchasingFileRoutes, ...documentFileRoutes, ...userFileRoutes, ...customerFileRoutes, ...customerFootprintsFileRoutes, ...customerBranchesFileRoutes, ...customerMdsFileRoutes, ...customerDocumentsFileRoutes, ...customerDealsFileRoutes, ...srpfFileRoutes];

export function apiRoutes(config: Pick<Config, 'mode'>): RouteDef[] {
  return ALL_ROUTES.filter((r) => !r.demoOnly || config.mode === 'demo');
}

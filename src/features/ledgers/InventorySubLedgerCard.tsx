import { useMemo } from 'react';
import { INVENTORY_LEDGER_MESSAGES, INVENTORY_LEDGER_PATHS, type InventoryLedgerGroup, type InventoryMovementRow } from '../../../contract/inventoryLedgers';
import { api } from '../../api/client';
import ServerGrid from '../../components/grid/ServerGrid';
import type { Paging } from '../../components/grid/usePaging';
import { inventoryMovementColumns } from './inventorySubLedgerColumns';

export interface InventoryCardFilters {
  supplier_id?: number;
  date_from: string;
  date_to: string;
}

interface InventorySubLedgerCardProps {
  productId: number;
  title: string;
  filters: InventoryCardFilters;
  /** The applied search (null before the first one). */
  queryKey: string | null;
}

/** One product's card: its movements, paged on their own (paging kept in memory: several cards share the URL). */
export default function InventorySubLedgerCard({ productId, title, filters, queryKey }: InventorySubLedgerCardProps) {
  const fetchPage = useMemo(
    () => async (p: Paging) => {
      const res = await api.post<InventoryLedgerGroup[]>(INVENTORY_LEDGER_PATHS.inventory, { ...filters, product_id: [productId], ...p });
      const group = res.result[0];
      return { rows: group?.product_movement ?? [], total: group?.total_rows ?? 0 };
    },
    [filters, productId],
  );
  return (
    <section className="card mb-3" aria-label={title}>
      <div className="card-header fw-semibold">{title}</div>
      <div className="card-body p-2">
        <ServerGrid<InventoryMovementRow>
          screenId="ledgers-inventories"
          columns={inventoryMovementColumns}
          fetchPage={fetchPage}
          queryKey={queryKey === null ? null : `${queryKey}#${productId}`}
          defaultSort={{ order_by: 'transaction_date', direction: 'asc' }}
          pagingInUrl={false}
          height={420}
          progressText={INVENTORY_LEDGER_MESSAGES.progress}
        />
      </div>
    </section>
  );
}

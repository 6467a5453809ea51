import { useMemo } from 'react';
import {
  INVENTORY_LEDGER_MESSAGES,
  inventoryMovementColumns,
  inventorySubLedgerReport as report,
  type InventoryLedgerBody,
  type InventoryMovementRow,
} from '../../../contract/inventoryLedgers';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { Card } from 'react-bootstrap';

/** The applied filters of the screen, without the products (a card asks for its own). */
export type InventoryCardFilters = Omit<InventoryLedgerBody, 'product_id' | 'page' | 'page_size' | 'order_by' | 'direction'>;

interface InventorySubLedgerCardProps {
  productId: number;
  title: string;
  filters: InventoryCardFilters;
  /** The applied search (null before the first one). */
  queryKey: string | null;
}

/** The page call answers one group per product asked for: this card asked for one. */
const firstGroup = (result: unknown) => {
  const group = (result as { product_movement: InventoryMovementRow[]; total_rows: number }[])[0];
  return { rows: group?.product_movement ?? [], total: group?.total_rows ?? 0 };
};

// The card's title names the product: its code and name are columns of the export only.
const columns = colDefsOf<InventoryMovementRow>(inventoryMovementColumns);

/** One product's card: its movements, paged on their own (paging kept in memory: several cards share the URL). */
export default function InventorySubLedgerCard({ productId, title, filters, queryKey }: InventorySubLedgerCardProps) {
  const source = useMemo(() => ({ endpoint: report.page, args: { body: { ...filters, product_id: [productId] } }, shape: firstGroup }), [filters, productId]);
  return (
    <Card as="section" className="mb-3" aria-label={title}>
      <Card.Header className="fw-semibold">{title}</Card.Header>
      <Card.Body className="p-2">
        <ServerGrid<InventoryMovementRow>
          screenId="ledgers-inventories"
          columns={columns}
          source={source}
          queryKey={queryKey === null ? null : `${queryKey}#${productId}`}
          defaultSort={report.defaultSort}
          pagingInUrl={false}
          height={420}
          progressText={INVENTORY_LEDGER_MESSAGES.progress}
        />
      </Card.Body>
    </Card>
  );
}

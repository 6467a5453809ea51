import type { ColDef } from 'ag-grid-community';
import { isPromotionalLabel, type SalesPerProductRow } from '../../../contract/inventoryLedgers';
import { moneyColumn } from '../../components/grid/moneyColumn';

const count = new Intl.NumberFormat('en-PH');
const unsorted = { sortable: false } as const;

/** Columns of the Sales Per Product Ledger; sortable ones are the contract's whitelist. */
export const salesPerProductColumns: ColDef<SalesPerProductRow>[] = [
  { field: 'si_date', headerName: 'SI Date', width: 120 },
  { field: 'year', headerName: 'Year', width: 90, ...unsorted },
  { field: 'month', headerName: 'Month', width: 90, ...unsorted },
  { field: 'dr_number', headerName: 'DR No.', width: 130 },
  { field: 'digital_si_number', headerName: 'Digital SI No.', width: 140, ...unsorted },
  { field: 'printed_si_number', headerName: 'Printed SI No.', width: 140 },
  { field: 'customer_name', headerName: 'Customer', width: 240 },
  { field: 'so_number', headerName: 'SO No.', width: 130, ...unsorted },
  { field: 'is_promotional', headerName: 'Order Type', width: 250, valueFormatter: (p) => isPromotionalLabel(Number(p.value)), ...unsorted },
  { field: 'channel', headerName: 'Channel', width: 130, ...unsorted },
  { field: 'tagging', headerName: 'Tagging', width: 120, ...unsorted },
  { field: 'segment', headerName: 'Segment', width: 150, ...unsorted },
  { field: 'product_code', headerName: 'Product Code', width: 140 },
  { field: 'product', headerName: 'Product', width: 240 },
  { field: 'batch_no', headerName: 'Batch No.', width: 140 },
  { field: 'exp_date', headerName: 'Expiry Date', width: 120, ...unsorted },
  { field: 'qty', headerName: 'Qty', width: 90, type: 'rightAligned', valueFormatter: (p) => count.format(Number(p.value)) },
  { field: 'fg', headerName: 'FG', width: 80, type: 'rightAligned', ...unsorted },
  moneyColumn('price', 'Price', { width: 120 }),
  { field: 'dsc', headerName: 'Discount', width: 110, type: 'rightAligned', valueFormatter: (p) => `${p.value}%`, ...unsorted },
  moneyColumn('gross', 'Gross'),
  moneyColumn('net', 'Net'),
  { field: 'booked_by', headerName: 'Booked By', width: 160, ...unsorted },
];

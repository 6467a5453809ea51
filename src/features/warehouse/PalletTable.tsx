import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { AssignmentPallet } from '../../../contract/warehouse';
import LocalGrid from '../../components/grid/LocalGrid';
import type { GridSelection } from '../../components/grid/useGridSelection';
import ColorSwatch from './ColorSwatch';

interface PalletTableProps {
  caption: string;
  pallets: readonly AssignmentPallet[];
  selection: GridSelection<AssignmentPallet>;
  emptyText: string;
}

const units = new Intl.NumberFormat('en-PH');
export const keyOfPallet = (p: AssignmentPallet) => String(p.pallet_id);

const COLUMNS: ColDef<AssignmentPallet>[] = [
  { field: 'pallet_code', headerName: 'Pallet', width: 150 },
  {
    field: 'zone_name',
    headerName: 'Zone',
    width: 200,
    cellRenderer: (p: ICellRendererParams<AssignmentPallet>) =>
      p.data?.zone_name ? <ColorSwatch color={p.data.color_code} label={p.data.zone_name} /> : <span className="text-body-secondary">No zone</span>,
  },
  { field: 'batches', headerName: 'Batches', type: 'rightAligned', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'rightAligned', width: 130, valueFormatter: (p) => units.format(Number(p.value)) },
];

/** Pallets to choose from (a floor holds hundreds): the kit's grid with its tick column, with their zone and what they hold. */
export default function PalletTable({ caption, pallets, selection, emptyText }: PalletTableProps) {
  return <LocalGrid label={caption} columns={COLUMNS} rows={pallets} emptyText={emptyText} selection={selection} />;
}

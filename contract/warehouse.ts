import { z } from 'zod';
import { id } from './envelope';
import type { Scope } from './scopes';
import { columns, endpoint, pagedQuery, resource, searchText } from './kit';
import { blank, optText, requiredText } from './kit/formFields';

/**
 * Warehouses, floors, zones and pallets (spec 001 §2-§9 "Warehouse",
 * issue 12). A floor is the spec's warehouse_pallet_id row: a storage area
 * of a warehouse laid out in rows x shelves x columns of pallet positions,
 * in the reserve (Main/Central) or the picking area. Zones divide a floor;
 * a pallet sits in at most one zone of its floor. Stock is held per batch
 * per pallet (the posted movements).
 */

// ---- Warehouses (resource kit) --------------------------------------------------------------------

export const WAREHOUSE_KINDS = [
  { value: 'main', label: 'Main' },
  { value: 'branch', label: 'Branch' },
] as const;
export const KIND_LABELS = { main: 'Main', branch: 'Branch' } as const;

export interface WarehouseRow {
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  address: string | null;
  kind: 'main' | 'branch';
  floors: number;
  zones: number;
  pallets: number;
  active: boolean;
  updated_at: string;
}

export const warehouseInput = z
  .object({
    warehouse_code: requiredText('Warehouse code', 20)
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z][A-Z0-9-]{1,19}$/.test(v), 'Warehouse code must start with a letter and have only letters, digits and - (2 to 20).'),
    warehouse_name: requiredText('Warehouse name', 120),
    address: optText('Address', 255),
    kind: z.enum(['main', 'branch'], { error: 'Please choose main or branch.' }),
  })
  .strict();
export type WarehouseInput = z.input<typeof warehouseInput>;

export const warehouseColumns = columns<WarehouseRow>()([
  { key: 'warehouse_code', header: 'Warehouse Code', kind: 'text', sortable: true, width: 150 },
  { key: 'warehouse_name', header: 'Warehouse Name', kind: 'text', sortable: true, width: 260 },
  { key: 'kind', header: 'Type', kind: 'status', labels: KIND_LABELS, sortable: true, width: 110 },
  { key: 'address', header: 'Address', kind: 'text', width: 320 },
  { key: 'floors', header: 'Floors', kind: 'number', sortable: true, width: 100 },
  { key: 'zones', header: 'Zones', kind: 'number', sortable: true, width: 100 },
  { key: 'pallets', header: 'Pallets', kind: 'number', sortable: true, width: 100 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

export const warehouses = resource<WarehouseRow>()({
  name: 'warehouses',
  title: 'Warehouse',
  noun: 'warehouse',
  apiPath: '/warehouses',
  id: 'warehouse_id',
  label: 'warehouse_code',
  columns: warehouseColumns,
  defaultSort: { order_by: 'warehouse_code', direction: 'asc' },
  input: warehouseInput,
  fields: [
    { key: 'warehouse_code', label: 'Warehouse Code', help: 'Letters, digits and -, e.g. CEB' },
    { key: 'warehouse_name', label: 'Warehouse Name' },
    { key: 'kind', label: 'Type', kind: 'select', options: WAREHOUSE_KINDS, help: 'One main warehouse; the others are branches.' },
    { key: 'address', label: 'Address', kind: 'textarea' },
  ],
  unique: [
    { key: 'warehouse_code', message: 'Warehouse code already exists.', index: 'warehouses_code_lower_key' },
    { key: 'warehouse_name', message: 'Warehouse name already exists.', index: 'warehouses_name_lower_key' },
  ],
  active: 'active',
  scopes: { view: 'view_warehouses', create: 'add_warehouse', update: 'update_warehouse' },
  // Zones and pallets are listed with their warehouse's name.
  invalidates: ['warehouse-zones', 'warehouse-pallets', 'warehouse-options'],
});

/** Who may read the warehouse and floor choices (every warehouse screen has them). */
export const WAREHOUSE_READERS = ['view_warehouses', 'view_zone_assignment', 'view_pallet_assignment', 'add_zone', 'update_zone', 'assign_pallet'] as const satisfies readonly Scope[];

export interface WarehouseOption {
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  kind: 'main' | 'branch';
  active: boolean;
}
export const warehouseOptionsEp = endpoint<WarehouseOption[]>()({ method: 'GET', path: '/warehouse/options', tag: 'warehouse-options' });

// ---- Floors ---------------------------------------------------------------------------------------

export const AREA_LABELS = { reserve: 'Main/Central (reserve)', picking: 'Picking Area' } as const;

export interface FloorRow {
  floor_id: number;
  /** The spec's name of the floor's key (the same value as floor_id). */
  warehouse_pallet_id: number;
  warehouse_id: number;
  floor: string;
  area: 'reserve' | 'picking';
  /** Rows, shelves (levels) and columns of pallet positions. */
  row: number;
  shelf: number;
  column: number;
  pallet_prefix: string;
  /** Pallets on the floor. */
  pallet_count: number;
  is_active: 0 | 1;
}

/** Spec §7 POST /warehouse/floor: the floors of a warehouse. */
export const floorsOfWarehouseEp = endpoint<FloorRow[]>()({
  method: 'POST',
  path: '/warehouse/floor',
  body: z.object({ warehouse_id: id({ error: 'Warehouse is required.' }) }).strict(),
  tag: 'warehouse-floors',
});

// ---- Zones ----------------------------------------------------------------------------------------

export const ZONE_TYPES = [
  { value: 0, label: 'Storage' },
  { value: 1, label: 'Quarantine / Returns' },
  { value: 2, label: 'Cold Chain' },
] as const;
export const ZONE_TYPE_LABELS: Readonly<Record<number, string>> = Object.fromEntries(ZONE_TYPES.map((t) => [t.value, t.label]));

export interface ZoneRow {
  zone_id: number;
  warehouse_id: number;
  floor_id: number;
  zone_name: string;
  color_code: string;
  is_active: 0 | 1;
  zone_type: number;
  warehouse_name: string;
  floor_name: string;
  /** The spec's nesting (001 §3 "In lists it also carries warehouse.warehouse_name and floor.floor"). */
  warehouse: { warehouse_name: string };
  floor: { floor: string };
  pallet_count: number;
  updated_at: string;
}

// Six hex digits, the # optional when typed: stored as #RRGGBB in capitals.
const hexColour = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: 'Color Code is required.' })
    .regex(/^#?[0-9A-F]{6}$/, 'Color Code must be a colour like #1F4E79.')
    .transform((v) => (v.startsWith('#') ? v : `#${v}`)),
);

/** The zone form (spec §5: Warehouse, Floor, Zone Name and Color Code are required; §9 defaults). */
export const zoneInput = z
  .object({
    warehouse_id: z.preprocess((v) => (blank(v) ? undefined : v), id({ error: 'Warehouse is required.' })),
    floor_id: z.preprocess((v) => (blank(v) ? undefined : v), id({ error: 'Floor is required.' })),
    zone_name: requiredText('Zone Name', 60),
    color_code: hexColour,
    is_active: z.preprocess((v) => (blank(v) ? 1 : v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v), z.union([z.literal(0), z.literal(1)], { error: 'Active must be 0 or 1.' })),
    zone_type: z.preprocess(
      (v) => (blank(v) ? 0 : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
      z.number({ error: 'Zone type must be one of the choices.' }).int('Zone type must be one of the choices.').min(0, 'Zone type must be one of the choices.').max(2, 'Zone type must be one of the choices.'),
    ),
  })
  .strict();
export type ZoneInput = z.input<typeof zoneInput>;
export const zoneUpdateInput = zoneInput.extend({ zone_id: id({ error: 'Zone is required.' }) }).strict();
export type ZoneUpdateInput = z.input<typeof zoneUpdateInput>;

export const zoneColumns = columns<ZoneRow>()([
  { key: 'zone_name', header: 'Zone', kind: 'text', sortable: true, width: 240 },
  { key: 'warehouse_name', header: 'Warehouse Name', kind: 'text', sortable: true, width: 240 },
  { key: 'floor_name', header: 'Floor', kind: 'text', sortable: true, width: 180 },
  { key: 'zone_type', header: 'Zone Type', kind: 'status', labels: ZONE_TYPE_LABELS, sortable: true, width: 170 },
  { key: 'pallet_count', header: 'Pallets', kind: 'number', sortable: true, width: 100 },
  { key: 'is_active', header: 'Status', kind: 'status', labels: { 1: 'Active', 0: 'Inactive' }, sortable: true, width: 110 },
]);

const ZONE_TAGS = ['warehouse-zones', 'warehouses', 'warehouse-pallets'] as const;

export const zoneListQuery = pagedQuery(zoneColumns, { order_by: 'warehouse_name' }, {
  search: searchText,
  warehouse_id: id({ error: 'Warehouse must be one of the choices.' }).optional(),
  floor_id: id({ error: 'Floor must be one of the choices.' }).optional(),
});
/** The zone list (Zone Type, Zone Assignment): path not in the spec. */
export const zoneListEp = endpoint<ZoneRow[]>()({ method: 'GET', path: '/v2/warehouse/zones', query: zoneListQuery, paged: true, tag: 'warehouse-zones' });
/** Spec §7 POST /warehouse/floor/zone: the zones of a floor. */
export const zonesOfFloorEp = endpoint<ZoneRow[]>()({
  method: 'POST',
  path: '/warehouse/floor/zone',
  body: z.object({ warehouse_id: id({ error: 'Warehouse is required.' }), floor_id: id({ error: 'Floor is required.' }) }).strict(),
  tag: 'warehouse-zones',
});
export const addZoneEp = endpoint<ZoneRow>()({ method: 'POST', path: '/v2/warehouse/zones/add', body: zoneInput, invalidates: ZONE_TAGS, form: true });
export const updateZoneEp = endpoint<ZoneRow>()({ method: 'POST', path: '/v2/warehouse/zones/update', body: zoneUpdateInput, invalidates: ZONE_TAGS, form: true });

// ---- Pallets and zone assignment ------------------------------------------------------------------

export interface AssignmentPallet {
  pallet_id: number;
  pallet_code: string;
  floor_id: number;
  zone_id: number | null;
  zone_name: string | null;
  color_code: string | null;
  /** Batches with stock on the pallet. */
  batches: number;
  /** Units on the pallet (all batches). */
  quantity: number;
}

/** Spec §7 GET /warehouse/zones/assignment/{id}: a zone with its pallets. */
export interface ZoneAssignment {
  zone: ZoneRow;
  pallets: AssignmentPallet[];
}
export const zoneAssignmentEp = endpoint<ZoneAssignment>()({
  method: 'GET',
  path: '/warehouse/zones/assignment/:id',
  params: z.object({ id: id() }),
  tag: 'warehouse-zones',
});

const floorChoice = {
  warehouse_id: id({ error: 'Warehouse is required.' }),
  floor_id: id({ error: 'Floor is required.' }),
};
/** Spec §7 GET /v2/warehouse/zone/assignment: every pallet of a floor with its zone. */
export const floorAssignmentEp = endpoint<AssignmentPallet[]>()({
  method: 'GET',
  path: '/v2/warehouse/zone/assignment',
  query: z.object(floorChoice).strict(),
  tag: 'warehouse-pallets',
});
/** POST .../usable: the pallets of the zone's floor that are in no zone (may be added). */
export const usablePalletsEp = endpoint<AssignmentPallet[]>()({
  method: 'POST',
  path: '/v2/warehouse/zone/assignment/usable',
  body: z.object({ zone_id: id({ error: 'Zone is required.' }) }).strict(),
  tag: 'warehouse-pallets',
});

const palletIds = z
  .array(id({ error: 'Each pallet must be a pallet id.' }), { error: 'Choose at least one pallet.' })
  .min(1, 'Choose at least one pallet.')
  .max(500, 'Choose at most 500 pallets at a time.')
  .refine((a) => new Set(a).size === a.length, 'A pallet is listed twice.');
export const assignmentChange = z.object({ zone_id: id({ error: 'Zone is required.' }), pallet_ids: palletIds }).strict();
export type AssignmentChange = z.input<typeof assignmentChange>;
export interface AssignmentResult {
  zone_id: number;
  /** Pallets now in the zone. */
  pallet_count: number;
  changed: number;
}
/** POST .../post: the chosen pallets join the zone. */
export const postAssignmentEp = endpoint<AssignmentResult>()({ method: 'POST', path: '/v2/warehouse/zone/assignment/post', body: assignmentChange, invalidates: ZONE_TAGS });
/** POST .../remove: the chosen pallets leave the zone. */
export const removeAssignmentEp = endpoint<AssignmentResult>()({ method: 'POST', path: '/v2/warehouse/zone/assignment/remove', body: assignmentChange, invalidates: ZONE_TAGS });
/** POST .../export: the floor's pallets and zones as XLSX (answers a download URL). */
export const exportAssignmentEp = endpoint<string>()({ method: 'POST', path: '/v2/warehouse/zone/assignment/export', body: z.object(floorChoice).strict() });

export const assignmentExportColumns = columns<AssignmentPallet & { warehouse_name: string; floor: string }>()([
  { key: 'warehouse_name', header: 'Warehouse', kind: 'text' },
  { key: 'floor', header: 'Floor', kind: 'text' },
  { key: 'pallet_code', header: 'Pallet', kind: 'text' },
  { key: 'zone_name', header: 'Zone', kind: 'text' },
  { key: 'batches', header: 'Batches', kind: 'number' },
  { key: 'quantity', header: 'Quantity', kind: 'quantity' },
]);

// ---- Pallet assignment (pallets with their zone and stock) ----------------------------------------

/** One line per batch on a pallet; an empty pallet is one line without a product. */
export interface PalletStockRow {
  /** pallet_id:batch_id (unique per line). */
  key: string;
  pallet_id: number;
  pallet_code: string;
  warehouse_id: number;
  warehouse_name: string;
  floor_id: number;
  floor: string;
  zone_id: number | null;
  zone_name: string | null;
  color_code: string | null;
  product_code: string | null;
  product_name: string | null;
  batch_no: string | null;
  expiry_date: string | null;
  /** Whole months from today to the expiry (negative once expired). */
  months_to_expiry: number | null;
  quantity: number | null;
}

export const palletStockColumns = columns<PalletStockRow>()([
  { key: 'pallet_code', header: 'Pallet', kind: 'text', sortable: true, width: 120 },
  { key: 'warehouse_name', header: 'Warehouse', kind: 'text', sortable: true, width: 200 },
  { key: 'floor', header: 'Floor', kind: 'text', sortable: true, width: 150 },
  { key: 'zone_name', header: 'Zone', kind: 'text', sortable: true, width: 200 },
  { key: 'product_code', header: 'Product Code', kind: 'text', sortable: true, width: 140 },
  { key: 'product_name', header: 'Product Name', kind: 'text', sortable: true, width: 260 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', sortable: true, width: 130 },
  { key: 'expiry_date', header: 'Expiry Date', kind: 'date', sortable: true, width: 130 },
  { key: 'months_to_expiry', header: 'Shelf Life (Months)', kind: 'number', sortable: true, width: 160 },
  { key: 'quantity', header: 'Quantity', kind: 'quantity', sortable: true, width: 120 },
]);

export const palletStockQuery = pagedQuery(palletStockColumns, { order_by: 'pallet_code' }, {
  search: searchText,
  warehouse_id: id({ error: 'Warehouse must be one of the choices.' }).optional(),
  floor_id: id({ error: 'Floor must be one of the choices.' }).optional(),
  zone_id: id({ error: 'Zone must be one of the choices.' }).optional(),
  /** Only pallets with stock (default) or every pallet. */
  stock: z.enum(['held', 'all'], { error: 'Stock must be held or all.' }).default('held'),
});
export const palletStockEp = endpoint<PalletStockRow[]>()({ method: 'GET', path: '/warehouse/pallets', query: palletStockQuery, paged: true, tag: 'warehouse-pallets' });

export const palletZoneInput = z
  .object({ zone_id: id({ error: 'Zone must be one of the choices.' }).nullable() })
  .strict();
export type PalletZoneInput = z.input<typeof palletZoneInput>;
export interface PalletZoneResult {
  pallet_id: number;
  pallet_code: string;
  zone_id: number | null;
  zone_name: string | null;
}
/** Moves one pallet to another zone of its floor (or out of any zone: zone_id null). */
export const palletZoneEp = endpoint<PalletZoneResult>()({
  method: 'POST',
  path: '/warehouse/pallets/:id/zone',
  params: z.object({ id: id() }),
  body: palletZoneInput,
  invalidates: ZONE_TAGS,
});

/**
 * Spec 001 §9 (and 002 §5): months to expiry under 8 red, 8 to 12 yellow, over 12 green: the one rule
 * receipts, transfers and reports colour by, on screen (shelfLifeBand) and in SQL (server/warehouse/shelfLifeSql.ts).
 */
export const SHELF_LIFE_MONTHS = { redUnder: 8, yellowUpTo: 12 } as const;
export type ShelfLifeBand = 'red' | 'yellow' | 'green';
export const SHELF_LIFE_LABELS = { red: 'Under 8 months', yellow: '8 to 12 months', green: 'Over 12 months' } as const satisfies Record<ShelfLifeBand, string>;
export function shelfLifeBand(months: number): ShelfLifeBand;
export function shelfLifeBand(months: number | null | undefined): ShelfLifeBand | null;
export function shelfLifeBand(months: number | null | undefined): ShelfLifeBand | null {
  if (months === null || months === undefined) return null;
  if (months < SHELF_LIFE_MONTHS.redUnder) return 'red';
  return months <= SHELF_LIFE_MONTHS.yellowUpTo ? 'yellow' : 'green';
}

/** A whole warehouse: its record, floors and zones (the view screen). */
export interface WarehouseDetail {
  warehouse: WarehouseRow;
  floors: FloorRow[];
  zones: ZoneRow[];
}
export const warehouseDetailEp = endpoint<WarehouseDetail>()({
  method: 'GET',
  path: '/warehouses/:id/layout',
  params: z.object({ id: id() }),
  tag: 'warehouses',
});

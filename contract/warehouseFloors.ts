import { z } from 'zod';
import { id } from './envelope';
import { endpoint } from './kit';
import { requiredText } from './kit/formFields';
import type { FloorRow } from './warehouse';

/**
 * A warehouse's floors kept from its view screen (issue 12: floor, row,
 * shelf, column, pallet_count, active): add one (its pallets are laid out
 * from rows x shelves x columns under its pallet prefix), change its name,
 * area and layout, deactivate or activate it. A layout grows by new pallets;
 * it shrinks only past pallets that hold no stock (those are deactivated).
 * The prefix names every pallet of the floor and is fixed once they exist.
 */
const whole = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(1, `${label} must be at least 1.`)
      .max(max, `${label} must not be more than ${max}.`),
  );

export const FLOOR_LIMITS = { rows: 26, shelves: 20, columns: 99 } as const;

const layout = {
  floor: requiredText('Floor', 60),
  area: z.enum(['reserve', 'picking'], { error: 'Please choose the area.' }),
  row_count: whole('Rows', FLOOR_LIMITS.rows),
  shelf_count: whole('Shelves', FLOOR_LIMITS.shelves),
  column_count: whole('Columns', FLOOR_LIMITS.columns),
};

export const floorInput = z
  .object({
    warehouse_id: id({ error: 'Warehouse is required.' }),
    ...layout,
    pallet_prefix: z
      .string({ error: 'Pallet prefix is required.' })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z0-9]{1,6}$/.test(v), 'Pallet prefix must be 1 to 6 letters or digits.'),
  })
  .strict();
export type FloorInput = z.input<typeof floorInput>;

export const floorUpdateInput = z.object(layout).strict();
export type FloorUpdateInput = z.input<typeof floorUpdateInput>;

export const FLOOR_MESSAGES = {
  warehouseUnknown: 'Warehouse not found.',
  duplicateName: 'This warehouse already has a floor of that name.',
  duplicatePrefix: 'Another floor already uses that pallet prefix.',
  levelsFixed: 'A floor of one shelf level and a floor of several name their pallets differently: keep it at one level, or at several.',
  shrinkStock: (codes: string[]) => `Pallets ${codes.join(', ')} hold stock: move it before taking them out of the layout.`,
  deactivateStock: (floor: string, units: number) => `${floor} still holds ${units} units on its pallets or on the way to them: move them before deactivating it.`,
  notFound: 'Floor not found.',
} as const;

const FLOOR_TAGS = ['warehouses', 'warehouse-floors', 'warehouse-pallets', 'warehouse-zones'];

export const addFloorEp = endpoint<FloorRow>()({ method: 'POST', path: '/warehouse/floors', body: floorInput, form: true, invalidates: FLOOR_TAGS });
export const updateFloorEp = endpoint<FloorRow>()({
  method: 'PUT',
  path: '/warehouse/floors/:floor_id',
  params: z.object({ floor_id: id({ error: 'The floor is not valid.' }) }).strict(),
  body: floorUpdateInput,
  form: true,
  invalidates: FLOOR_TAGS,
});
export const floorActiveEp = endpoint<FloorRow>()({
  method: 'POST',
  path: '/warehouse/floors/:floor_id/active',
  params: z.object({ floor_id: id({ error: 'The floor is not valid.' }) }).strict(),
  body: z.object({ is_active: z.union([z.literal(0), z.literal(1)], { error: 'Active must be 0 or 1.' }) }).strict(),
  invalidates: FLOOR_TAGS,
});

import {
  FREE_DESCRIPTION_POSITIONS,
  FREE_GOODS_POSITIONS,
  SI_DISPLAY_VAT_OPTIONS,
  SI_FIELD_LABELS,
  SI_FLAGS,
  SI_QUANTITY_OPTIONS,
  SI_TEMPLATE_DEFAULTS,
  type SiFlag,
  type SiTemplate,
  type SiTemplateValues,
} from '../../contract/customerDocuments';
import { sql, type Db } from '../db/db';
import { changedFields, recordRevision, type FieldChange } from '../kit';

/**
 * Printed SI settings (spec 002 §3.9), one row per customer in
 * customer_si_templates (084): the flags as the jsonb object of "1"/"0" the
 * spec stores, the rest in columns. A customer without a row reads the
 * defaults (si_template_id null); the first save creates its row.
 */
type Row = {
  customer_id: number;
  customer_code: string;
  si_template_id: number | null;
  flags: Record<string, unknown> | null;
} & Partial<Record<'maximum_line' | 'free_description_position' | 'free_goods_position' | 'quantity' | 'display_vat', string | null>>;

export async function readSiTemplateRow(db: Db, code: string, lock = false): Promise<Row | undefined> {
  return db.one<Row>(sql`
    SELECT c.customer_id, c.customer_code, t.si_template_id, t.flags, t.maximum_line, t.free_description_position, t.free_goods_position, t.quantity, t.display_vat
    FROM customers c LEFT JOIN customer_si_templates t ON t.customer_id = c.customer_id
    WHERE c.customer_code = ${code} ${lock ? sql`FOR UPDATE OF c` : sql``}`);
}

export function siTemplateOf(row: Row): SiTemplate {
  const d = SI_TEMPLATE_DEFAULTS;
  const flags = Object.fromEntries(SI_FLAGS.map((f) => [f, row.flags?.[f] === '1' ? '1' : '0'])) as Record<SiFlag, '1' | '0'>;
  if (row.si_template_id === null) return { ...d, si_template_id: null, customer_code: row.customer_code };
  return {
    ...flags,
    maximum_line: row.maximum_line ?? null,
    free_description_position: (row.free_description_position as SiTemplateValues['free_description_position']) ?? d.free_description_position,
    free_goods_position: (row.free_goods_position as SiTemplateValues['free_goods_position']) ?? d.free_goods_position,
    quantity: (row.quantity as SiTemplateValues['quantity']) ?? d.quantity,
    display_vat: (row.display_vat as SiTemplateValues['display_vat']) ?? d.display_vat,
    si_template_id: row.si_template_id,
    customer_code: row.customer_code,
  };
}

const CHOICE_LABELS: Record<string, Record<string, string>> = {
  free_description_position: FREE_DESCRIPTION_POSITIONS,
  free_goods_position: FREE_GOODS_POSITIONS,
  quantity: SI_QUANTITY_OPTIONS,
  display_vat: SI_DISPLAY_VAT_OPTIONS,
};

/** A stored value as the history shows it: flags as Yes/No, choices by their labels. */
function readable(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if ((SI_FLAGS as readonly string[]).includes(field)) return value === '1' ? 'Yes' : 'No';
  return CHOICE_LABELS[field]?.[String(value)] ?? String(value);
}

const KEYS = Object.keys(SI_FIELD_LABELS);

/**
 * Saves the settings of the customer (row locked by the caller's read);
 * nothing is written when nothing changed. Resolves to whether it wrote.
 */
export async function saveSiTemplate(tx: Db, before: Row, v: SiTemplateValues, ctx: { userId: number; at: string }): Promise<boolean> {
  const old = before.si_template_id === null ? null : siTemplateOf(before);
  const changes: FieldChange[] = changedFields(old as Record<string, unknown> | null, v as Record<string, unknown>, KEYS, SI_FIELD_LABELS).map((c) => ({
    ...c,
    old_text: readable(c.field, c.old),
    new_text: readable(c.field, c.new),
  }));
  if (old && !changes.length) return false;
  const flags = JSON.stringify(Object.fromEntries(SI_FLAGS.map((f) => [f, v[f]])));
  await tx.run(sql`
    INSERT INTO customer_si_templates (customer_id, flags, maximum_line, free_description_position, free_goods_position, quantity, display_vat)
    VALUES (${before.customer_id}, ${flags}::jsonb, ${v.maximum_line}, ${v.free_description_position}, ${v.free_goods_position}, ${v.quantity}, ${v.display_vat})
    ON CONFLICT (customer_id) DO UPDATE SET
      flags = EXCLUDED.flags, maximum_line = EXCLUDED.maximum_line, free_description_position = EXCLUDED.free_description_position,
      free_goods_position = EXCLUDED.free_goods_position, quantity = EXCLUDED.quantity, display_vat = EXCLUDED.display_vat`);
  await recordRevision(tx, {
    entity: 'customers',
    entityId: before.customer_id,
    action: old ? 'si_template_updated' : 'si_template_created',
    userId: ctx.userId,
    at: ctx.at,
    module: 'Customers',
    reference: before.customer_code,
    remarks: 'SI Template',
    changes,
  });
  return true;
}

import { sql, type Db } from '../../db/db';
import { CONTROL_ACCOUNTS } from '../../../contract/chartOfAccounts';
import { ACCOUNTS } from '../chartOfAccounts';
import { BANKS, CUSTOMERS, PACKAGING, PRODUCTS, SUPPLIERS, TRANSACTION_TYPES } from './masterData';

/** VAT-exclusive amount of a VAT-inclusive one (12% VAT), or the amount itself when exempt. */
const exVat = (amount: number, exempt: boolean) => (exempt ? amount : Math.round((amount / 1.12) * 100) / 100);

/**
 * Chart of accounts and master data. Ids are serials filled in list order, so
 * the document generator can address supplier n, customer n and product n.
 */
export async function seedMasterData(db: Db): Promise<void> {
  for (const acc of ACCOUNTS) {
    await db.run(sql`
      INSERT INTO accounts (account_code, account_name, account_type, account_fs_group, account_group, account_sub_group, account_line_item, normal_side, kept_by)
      VALUES (${acc.code}, ${acc.name}, ${acc.type}, ${['Assets', 'Liabilities', 'Equity'].includes(acc.type) ? 'Balance Sheet' : 'Income Statement'},
              ${acc.group}, ${acc.subGroup}, ${acc.lineItem}, ${acc.normal}, ${CONTROL_ACCOUNTS[acc.code] ?? null})`);
  }
  for (const s of SUPPLIERS) {
    await db.run(sql`INSERT INTO suppliers (vendor_code, company_name, tin, address, lead_time_days)
                     VALUES (${s.code}, ${s.name}, ${s.tin}, ${s.address}, ${s.leadTimeDays})`);
  }
  for (const b of BANKS) {
    await db.run(sql`INSERT INTO banks (bank_code, bank_name, short_name, swift_code, active, created_at, updated_at)
                     VALUES (${b.code}, ${b.name}, ${b.short}, ${b.swift}, ${b.active ?? true}, TIMESTAMPTZ '2022-11-30 08:00:00+08', TIMESTAMPTZ '2022-11-30 08:00:00+08')`);
  }
  await db.run(sql`INSERT INTO customer_regular_nonregular VALUES (1, 'Regular'), (2, 'Non-Regular') ON CONFLICT DO NOTHING`);
  for (const [i, c] of CUSTOMERS.entries()) {
    await db.run(sql`
      INSERT INTO customers (customer_code, customer_name, customer_type, channel, segment, customer_regular_nonregular_id,
                             credit_term_days, credit_limit, tin, city, ca_flag)
      VALUES (${c.code}, ${c.name}, ${c.type}, ${c.channel}, ${c.segment}, ${c.regular ? 1 : 2}, ${c.termDays}, ${c.creditLimit},
              ${`00${i + 1}-${String(400 + i * 7).padStart(3, '0')}-118-000`}, ${c.city},
              ${i % 9 === 0 ? sql`'{po_based,follow_assessment}'` : i % 7 === 3 ? sql`'{green}'` : i % 11 === 5 ? sql`'{red}'` : sql`'{follow_assessment}'`})`);
  }
  for (const [i, t] of TRANSACTION_TYPES.entries()) await db.run(sql`INSERT INTO transaction_types VALUES (${i + 1}, ${t})`);
  for (const name of PACKAGING) await db.run(sql`INSERT INTO product_packaging (name) VALUES (${name})`);
  const units = [...new Set(PRODUCTS.map((p) => p.unit))];
  for (const u of units) await db.run(sql`INSERT INTO product_units (unit_name) VALUES (${u})`);
  for (const seg of [...new Set(PRODUCTS.map((p) => p.segment))]) {
    await db.run(sql`INSERT INTO product_segments (name) VALUES (${seg})`);
    await db.run(sql`INSERT INTO product_sub_segments (segment_id, name) SELECT id, ${`${seg} - General`} FROM product_segments WHERE name = ${seg}`);
  }
  for (const grp of [...new Set(PRODUCTS.map((p) => p.group))]) {
    await db.run(sql`INSERT INTO product_groups (name) VALUES (${grp})`);
    await db.run(sql`INSERT INTO product_sub_groups (group_id, name) SELECT id, ${`${grp} - General`} FROM product_groups WHERE name = ${grp}`);
  }
  for (const [i, p] of PRODUCTS.entries()) {
    const supplierId = SUPPLIERS.findIndex((s) => s.code === p.supplier) + 1;
    // The seed lists VAT-exclusive costs; the form keeps the VAT-inclusive amount and derives the exclusive one.
    const cost = p.vatExempt ? p.cost : Math.round(p.cost * 112) / 100;
    const costVat = exVat(cost, p.vatExempt);
    const priceVat = exVat(p.price, p.vatExempt);
    await db.run(sql`
      INSERT INTO products (product_code, product_name, generic_name, manufacturer, supplier_id,
        product_segment_id, product_sub_segment_id, product_group_id, product_sub_group_id, packaging, packaging_description,
        unit_id, qty_per_pack, shelf_life, quantity, safety_stock_level, forecast, supplier_lead_time, vat_exemption,
        cost, cost_vat, cost_unit, cost_unit_vat, selling_price, selling_price_vat, selling_price_unit, selling_price_unit_vat,
        cpr_no, cpr_expiry, min_temperature, max_temperature, temperature, humidity, storage_requirement,
        percent_down_payment, percent_intransit, percent_upon_delivery)
      SELECT ${p.code}, ${p.name}, ${p.generic}, ${SUPPLIERS[supplierId - 1].name}, ${supplierId},
        sg.id, ss.id, gr.id, sgr.id, 1, ${`${p.qtyPerPack} ${p.unit.toLowerCase()}s per box`},
        u.unit_id, ${p.qtyPerPack}, ${p.shelfLife}, ${p.moq}, ${p.moq * 5}, ${p.moq * 40}, ${SUPPLIERS[supplierId - 1].leadTimeDays},
        ${p.vatExempt ? 1 : 0}, ${cost}, ${costVat}, ${cost / p.qtyPerPack}, ${costVat / p.qtyPerPack},
        ${p.price}, ${priceVat}, ${p.price / p.qtyPerPack}, ${priceVat / p.qtyPerPack},
        ${`DRP-${String(1000 + i * 37).padStart(4, '0')}-${String(2000 + i * 13).padStart(4, '0')}`}, DATE '2027-06-30' + ${i * 11}::int,
        15, 30, 25, 60, 'Store below 30°C, protect from light and moisture', ${i % 3 === 0 ? 30 : 0}, 0, ${i % 3 === 0 ? 70 : 100}
      FROM product_segments sg JOIN product_sub_segments ss ON ss.segment_id = sg.id,
           product_groups gr JOIN product_sub_groups sgr ON sgr.group_id = gr.id, product_units u
      WHERE sg.name = ${p.segment} AND gr.name = ${p.group} AND u.unit_name = ${p.unit}`);
  }
}

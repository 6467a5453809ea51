import { Codes } from '../../contract';
import {
  CPC_MESSAGES as M,
  CPC_SCOPES,
  customerOptionsEp,
  customerProductCodeColumns,
  exportCustomerProductCodesEp,
  exportCustomersEp,
  listCustomerProductCodesEp,
  productOptionsEp,
  saveCellEp,
  saveCustomerProductCodeEp,
  type CustomerOption,
  type CustomerProductCodeRow,
  type ProductOption,
} from '../../contract/customerProductCodes';
import { sql, type SQL } from '../db/db';
import { customerLookupQuery } from '../customers/public';
import { isUniqueViolation } from '../db/errors';
import { exportToXlsx, keysetBatches } from '../export';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { exportColumnsOf, pagedList, route, whereOf, type SortMap } from '../kit';
import { brokeCodeRule, codeOwner, FROM, readRow, recordChange, ROW } from './store';

/**
 * Customer product code maintenance (spec 001 §7): the list, the pickers'
 * options, a cell edit, the Form Details save, the export and the export
 * modal's customer list. The import is in import.ts.
 */
const { view, update } = CPC_SCOPES;
const nowOf = (clock: { now: () => number }) => new Date(clock.now()).toISOString();
const OPTIONS_LIMIT = 50;

const SORT: SortMap<typeof customerProductCodeColumns> = {
  customer_name: sql`lower(c.customer_name)`,
  customer_code: sql`c.customer_code`,
  smpp_product_code: sql`m.smpp_product_code`,
  template_product_name: sql`lower(m.template_product_name)`,
  product_name: sql`lower(p.product_name)`,
  product_code: sql`p.product_code`,
};

export const listCustomerProductCodes = route(listCustomerProductCodesEp, {
  scopes: [view],
  summary: 'Product Maintenance: customer product codes, searched, of one customer or all, sorted and paged',
  handler: async ({ query, deps, ok }) => {
    const { rows, total } = await pagedList<CustomerProductCodeRow, keyof typeof SORT>(deps.db, {
      select: ROW,
      from: FROM,
      where: [query.customer_id !== undefined && sql`m.customer_id = ${query.customer_id}`],
      search: { text: query.search, in: [sql`c.customer_code`, sql`c.customer_name`, sql`p.product_code`, sql`p.product_name`, sql`m.smpp_product_code`, sql`m.template_product_name`] },
      sort: SORT,
      tiebreak: sql`m.id`,
      query,
    });
    return ok(rows, total);
  },
});


export const customerOptions = route(customerOptionsEp, {
  scopes: [view],
  summary: 'Product Maintenance: customers matching a search, for the customer filter and picker (at most 50)',
  handler: async ({ query, deps, ok }) =>
    ok(await deps.db.rows<CustomerOption>(customerLookupQuery({ search: query.search, orderBy: 'name', limit: OPTIONS_LIMIT }))),
});

export const productOptions = route(productOptionsEp, {
  scopes: [view],
  summary: 'Product Maintenance: products matching a search, for the Form Details picker (at most 50)',
  handler: async ({ query, deps, ok }) =>
    ok(await deps.db.rows<ProductOption>(sql`
      SELECT product_id, product_code, product_name FROM products ${whereOf([], { text: query.search, in: [sql`product_code`, sql`product_name`] })}
      ORDER BY lower(product_name), product_id LIMIT ${OPTIONS_LIMIT}`)),
});

export const exportCustomers = route(exportCustomersEp, {
  scopes: [CPC_SCOPES.export],
  summary: 'Product Maintenance: the export modal’s customer list, searched, sorted and paged',
  handler: async ({ query, deps, ok }) => {
    const { rows, total } = await pagedList<CustomerOption, 'customer_code' | 'customer_id' | 'customer_name'>(deps.db, {
      select: sql`customer_id, customer_code, customer_name`,
      from: sql`customers`,
      search: { text: query.search, in: [sql`customer_code`, sql`customer_name`] },
      sort: { customer_code: sql`customer_code`, customer_id: sql`customer_id`, customer_name: sql`lower(customer_name)` },
      tiebreak: sql`customer_id`,
      query: query.offset === undefined ? query : { ...query, page: Math.floor(query.offset / query.page_size) },
    });
    return { ...ok(rows, total), data: rows };
  },
});

const codeTaken = (code: string, field: string) => invalid([M.codeTaken(code)], { [field]: [M.codeTaken(code)] });

const CELL_COLUMN: Record<'smpp_product_code' | 'template_product_name', SQL> = {
  smpp_product_code: sql`smpp_product_code`,
  template_product_name: sql`template_product_name`,
};

export const saveCell = route(saveCellEp, {
  scopes: [update],
  summary: 'Product Maintenance: one cell edit (customer product code or template product name) of a customer and product',
  handler: async ({ body, deps, user }) => {
    const at = nowOf(deps.clock);
    try {
      return await deps.db.transaction(async (tx): Promise<Answer> => {
        const before = await tx.one<CustomerProductCodeRow>(sql`
          SELECT ${ROW} FROM ${FROM} WHERE c.customer_code = ${body.customer_code} AND p.product_code = ${body.internal_product_code} FOR UPDATE OF m`);
        if (!before) return notFound(M.notFound);
        // The same value again: nothing to write, nothing to record.
        if (before[body.field] === body.value) return answer(Codes.UPDATED, before);
        if (body.field === 'smpp_product_code' && (await codeOwner(tx, before.customer_id, body.value, before.product_id))) return codeTaken(body.value, 'value');
        await tx.run(sql`UPDATE customer_product_codes SET ${CELL_COLUMN[body.field]} = ${body.value}, updated_at = ${at}::timestamptz, updated_by = ${user.id} WHERE id = ${before.id}`);
        const after = { ...before, [body.field]: body.value };
        await recordChange(tx, { before, after, userId: user.id, at });
        return answer(Codes.UPDATED, after);
      });
    } catch (err) {
      // Another save took the code between our check and our write.
      if (isUniqueViolation(err) && body.field === 'smpp_product_code') return codeTaken(body.value, 'value');
      throw err;
    }
  },
});

export const saveCustomerProductCode = route(saveCustomerProductCodeEp, {
  scopes: [update],
  summary: 'Product Maintenance: Form Details, add a customer product code or change one (customer, product, codes)',
  handler: async ({ body, deps, user }) => {
    const at = nowOf(deps.clock);
    const customer = await deps.db.one<{ code: string }>(sql`SELECT customer_code AS code FROM customers WHERE customer_id = ${body.customer_id}`);
    if (!customer) return invalid([M.customerMissing], { customer_id: [M.customerMissing] });
    const product = await deps.db.one<{ code: string }>(sql`SELECT product_code AS code FROM products WHERE product_id = ${body.product_id}`);
    if (!product) return invalid([M.productMissing], { product_id: [M.productMissing] });
    if (body.customer_code && body.customer_code !== customer.code) return invalid([M.customerCodeMismatch], { customer_code: [M.customerCodeMismatch] });
    if (body.product_code && body.product_code !== product.code) return invalid([M.productCodeMismatch], { product_code: [M.productCodeMismatch] });
    try {
      return await deps.db.transaction(async (tx): Promise<Answer> => {
        const before = body.id ? ((await tx.one<CustomerProductCodeRow>(sql`SELECT ${ROW} FROM ${FROM} WHERE m.id = ${body.id} FOR UPDATE OF m`)) ?? null) : null;
        if (body.id && !before) return notFound(M.notFound);
        const pair = await tx.one<{ id: number }>(sql`SELECT id FROM customer_product_codes WHERE customer_id = ${body.customer_id} AND product_id = ${body.product_id}`);
        if (pair && pair.id !== before?.id) return invalid([M.pairTaken], { product_id: [M.pairTaken] });
        const code = body.smpp_product_code ?? before?.smpp_product_code ?? product.code;
        if (await codeOwner(tx, body.customer_id, code, body.product_id)) return codeTaken(code, 'smpp_product_code');
        const name = body.template_product_name === undefined ? (before?.template_product_name ?? null) : body.template_product_name;
        const values = { customer_id: body.customer_id, product_id: body.product_id, code, name };
        // Saved as it was: nothing to write, nothing to record.
        if (before && before.customer_id === values.customer_id && before.product_id === values.product_id && before.smpp_product_code === values.code && before.template_product_name === values.name) {
          return answer(Codes.UPDATED, before);
        }
        const saved = before
          ? await tx.one<{ id: number }>(sql`
              UPDATE customer_product_codes SET customer_id = ${values.customer_id}, product_id = ${values.product_id}, smpp_product_code = ${values.code},
                template_product_name = ${values.name}, updated_at = ${at}::timestamptz, updated_by = ${user.id}
              WHERE id = ${before.id} RETURNING id`)
          : await tx.one<{ id: number }>(sql`
              INSERT INTO customer_product_codes (customer_id, product_id, smpp_product_code, template_product_name, created_at, created_by, updated_at, updated_by)
              VALUES (${values.customer_id}, ${values.product_id}, ${values.code}, ${values.name}, ${at}::timestamptz, ${user.id}, ${at}::timestamptz, ${user.id})
              RETURNING id`);
        const after = (await readRow(tx, saved!.id))!;
        await recordChange(tx, { before, after, userId: user.id, at });
        return answer(before ? Codes.UPDATED : Codes.CREATED, after);
      });
    } catch (err) {
      // A save that raced ours took the pair or the code first.
      if (!isUniqueViolation(err)) throw err;
      return brokeCodeRule(err) ? codeTaken(body.smpp_product_code ?? '', 'smpp_product_code') : invalid([M.pairTaken], { product_id: [M.pairTaken] });
    }
  },
});

export const exportCustomerProductCodes = route(exportCustomerProductCodesEp, {
  scopes: [CPC_SCOPES.export],
  summary: "Product Maintenance: one customer's product codes as XLSX (the same columns an import reads back)",
  handler: async (ctx) => {
    const { params, deps } = ctx;
    const customer = await deps.db.one<CustomerOption>(sql`SELECT customer_id, customer_code, customer_name FROM customers WHERE customer_id = ${params.customer_id}`);
    if (!customer) return notFound(M.customerMissing);
    return exportToXlsx<CustomerProductCodeRow>(ctx, {
      title: 'Customer Product Codes',
      fileName: ['customer_product_codes', customer.customer_code],
      filters: [{ label: 'Customer', value: `${customer.customer_code} - ${customer.customer_name}` }],
      columns: exportColumnsOf(customerProductCodeColumns),
      // Our product code is unique: it is the whole keyset key.
      batches: keysetBatches<CustomerProductCodeRow, string>(
        (after, limit) =>
          deps.db.rows(sql`
            SELECT ${ROW} FROM ${FROM} WHERE m.customer_id = ${customer.customer_id} ${after === null ? sql`` : sql`AND p.product_code > ${after}`}
            ORDER BY p.product_code LIMIT ${limit}`),
        (last) => last.product_code,
      ),
    });
  },
});

export const customerProductCodeRoutes = [listCustomerProductCodes, customerOptions, productOptions, exportCustomers, saveCell, saveCustomerProductCode, exportCustomerProductCodes];

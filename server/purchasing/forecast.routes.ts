import { Codes } from '../../contract';
import { saveForecastEp, showForecastEp } from '../../contract/products';
import { forecastMonthEditable, MONTH_KEYS, type ForecastProduct, type ForecastShowResult, type MonthKey } from '../../contract/purchasing';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { route } from '../kit';
import { availableYears, forecastYear } from './forecastBooks';
import { manilaToday } from '../clock';
import { PRODUCT_READERS } from './scopes';

const PRODUCT_NOT_FOUND = 'Product not found.';

async function productByCode(db: Db, code: string): Promise<ForecastProduct | undefined> {
  const row = await db.one<Omit<ForecastProduct, 'product_vendor' | 'product_payments'> & Record<string, unknown>>(sql`
    SELECT p.product_id, p.product_code, p.product_name, p.supplier_id, p.quantity, p.supplier_lead_time,
           s.vendor_id, s.vendor_code, s.company_name,
           p.percent_down_payment::text AS percent_down_payment, p.percent_intransit::text AS percent_intransit,
           p.percent_upon_delivery::text AS percent_upon_delivery,
           COALESCE((SELECT json_agg(json_build_object('id', t.n, 'percent_amount', COALESCE(t.e->>'percent_amount', '0'),
                                                       'days_remaining', COALESCE((t.e->>'days_remaining')::int, 0)) ORDER BY t.n)
                     FROM jsonb_array_elements(p.payment_terms) WITH ORDINALITY AS t(e, n)), '[]') AS pdc_payment
    FROM products p JOIN suppliers s ON s.vendor_id = p.supplier_id
    WHERE p.product_code = ${code}`);
  if (!row) return undefined;
  return {
    product_id: Number(row.product_id),
    product_code: row.product_code,
    product_name: row.product_name,
    supplier_id: Number(row.supplier_id),
    quantity: Number(row.quantity),
    supplier_lead_time: row.supplier_lead_time === null ? null : Number(row.supplier_lead_time),
    product_vendor: { vendor_id: Number(row.vendor_id), vendor_code: String(row.vendor_code), company_name: String(row.company_name) },
    product_payments: {
      percent_down_payment: String(row.percent_down_payment),
      percent_intransit: String(row.percent_intransit),
      percent_upon_delivery: String(row.percent_upon_delivery),
      pdc_payment: row.pdc_payment as ForecastProduct['product_payments']['pdc_payment'],
    },
  };
}

export const showForecast = route(showForecastEp, {
  scopes: PRODUCT_READERS,
  summary: 'Forecast of a product for some years, beside its sales, returns, adjustments, receipts and incoming orders',
  handler: async ({ body, deps, ok }) => {
    const product = await productByCode(deps.db, body.product_code);
    if (!product) return notFound(PRODUCT_NOT_FOUND);
    const forecasting = [];
    for (const year of body.year) forecasting.push(await forecastYear(deps.db, product, year));
    const result: ForecastShowResult = { forecasting, product, available_years: await availableYears(deps.db, product.product_id) };
    return ok(result);
  },
});

export const saveForecast = route(saveForecastEp, {
  scopes: ['save_forecast'],
  summary: 'Save a new forecast of a product-year; the previous one stays as history',
  handler: async ({ body, deps, user }) => {
    const today = manilaToday(deps.clock.now());
    const editable = MONTH_KEYS.map((_, i) => forecastMonthEditable(body.forecast_year, i + 1, today));
    if (!editable.some(Boolean)) return invalid([`The forecast of ${body.forecast_year} can no longer be changed.`]);
    const saved = await deps.db.transaction(async (tx) => {
      // Locks the product row: saves of one product run one after the other.
      const product = await tx.one<{ product_id: number }>(sql`SELECT product_id FROM products WHERE product_code = ${body.product_code} FOR UPDATE`);
      if (!product) return null;
      const previous = await tx.one<Record<MonthKey, number>>(sql`
        SELECT ${sql.raw(MONTH_KEYS.join(', '))} FROM forecasts
        WHERE product_id = ${product.product_id} AND forecast_year = ${body.forecast_year} AND is_current`);
      // Months up to the current one keep what was forecast for them (the form sends 0 there).
      const months = MONTH_KEYS.map((k, i) => (editable[i] ? body[k] : Number(previous?.[k] ?? 0)));
      await tx.run(sql`UPDATE forecasts SET is_current = false WHERE product_id = ${product.product_id} AND forecast_year = ${body.forecast_year} AND is_current`);
      return tx.one(sql`
        INSERT INTO forecasts (product_id, forecast_year, ${sql.raw(MONTH_KEYS.join(', '))}, forecast_date, created_by, created_at)
        VALUES (${product.product_id}, ${body.forecast_year}, ${sql.join(months.map((m) => sql`${m}`), sql`, `)},
                ${body.forecast_date}::date, ${user.id}, ${new Date(deps.clock.now()).toISOString()}::timestamptz)
        RETURNING forecast_id::int AS forecast_id, forecast_year::int AS forecast_year, ${sql.raw(MONTH_KEYS.join(', '))},
                  forecast_date::text AS forecast_date, is_current`);
    });
    if (!saved) return notFound(PRODUCT_NOT_FOUND);
    return answer(Codes.CREATED, { ...saved, product_code: body.product_code });
  },
});

export const forecastRoutes = [showForecast, saveForecast];

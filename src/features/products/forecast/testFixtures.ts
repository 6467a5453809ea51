import { MONTH_KEYS, type ForecastShowResult, type ForecastYear } from '../../../../contract/purchasing';

/** Test data shaped as the contract's forecast answer. */
export const twelve = (f: (m: number) => number) => Array.from({ length: 12 }, (_, i) => ({ month: i + 1, qty: f(i + 1) }));

export function forecastYear(year: number, over: Partial<ForecastYear> = {}, perMonth = 100): ForecastYear {
  return {
    year,
    forecast: [
      {
        forecast_id: year,
        forecast_year: year,
        product_code: 'UNI-BIO-500',
        forecast_date: `${year - 1}-12-01`,
        is_current: true,
        created_by_name: 'Cristina Villanueva',
        created_at: `${year - 1}-12-01 09:00:00`,
        ...(Object.fromEntries(MONTH_KEYS.map((k) => [k, perMonth])) as Record<(typeof MONTH_KEYS)[number], number>),
      },
    ],
    actual_sales: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, actual_sales_data: 80 })),
    beginning_inventory: 300,
    rts: twelve(() => 0),
    adjustment: twelve(() => 0),
    received_inventories: twelve(() => 100),
    other_movements: twelve(() => 0),
    pencil_book: twelve(() => 0),
    incoming_po: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, po: [] })),
    ...over,
  };
}

export const forecastProduct: ForecastShowResult['product'] = {
  product_id: 1,
  product_code: 'UNI-BIO-500',
  product_name: 'Biogesic 500mg Tablet',
  supplier_id: 1,
  quantity: 50,
  supplier_lead_time: 60,
  product_vendor: { vendor_id: 1, vendor_code: 'V-0001', company_name: 'United Laboratories, Inc.' },
  product_payments: { percent_down_payment: '30.00', percent_intransit: '0.00', percent_upon_delivery: '70.00', pdc_payment: [] },
};

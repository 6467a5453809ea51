import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { showForecastEp } from '../../../../contract/products';
import { forecastYearsOffered, type SupplierProduct } from '../../../../contract/purchasing';
import { invalidateTag, useRead } from '../../../api/kitApi';
import FloatingModal from '../../../components/FloatingModal';
import { Can } from '../../../components/permissions';
import { prApi } from '../../../components/purchaseRequest/api';
import PurchaseRequestForm from '../../../components/purchaseRequest/PurchaseRequestForm';
import { todayManila } from '../../../lib/dates';
import { useAppDispatch } from '../../../state/hooks';
import ForecastForm from './ForecastForm';
import ForecastGrid from './ForecastGrid';
import { currentForecast, LOAD_ERROR, LOW_STOCK_MESSAGE, project, runningLow } from './forecastRules';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import FilterBar from '../../../components/filters/FilterBar';

interface Props {
  productCode: string;
  productId: number;
  supplierId: number;
}

/**
 * The Forecasting tab of the product detail (spec 001 §2, §4, §5): the chosen
 * year beside its books, the next year loaded too so the last months can look
 * three months and the supplier lead time ahead.
 */
export default function ForecastTab({ productCode, productId, supplierId }: Props) {
  const today = todayManila();
  const dispatch = useAppDispatch();
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const [showPrevious, setShowPrevious] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [prPreset, setPrPreset] = useState<SupplierProduct[] | null>(null);

  // Through the cache (tag product-forecast): a saved forecast makes it stale and it is read again.
  // While another year loads, the last answer stays (its grid is hidden until the year arrives).
  const forecast = useRead(showForecastEp, { body: { year: [year, year + 1], product_code: productCode } });
  const data = forecast.data;
  const { isError } = forecast;
  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  const offered = forecastYearsOffered(today);
  const yearOptions = [...new Set([...(data?.available_years ?? []), ...offered, year])].sort((a, b) => a - b);
  const cells = useMemo(() => (data ? project(data.forecasting, today) : []), [data, today]);
  const shown = cells.filter((c) => c.year === year);
  const thisYear = data?.forecasting.find((f) => f.year === year);
  const low = data ? runningLow(cells, today, data.product.supplier_lead_time) : false;
  const known = useMemo(() => Object.fromEntries((data?.forecasting ?? []).map((f) => [f.year, currentForecast(f)])), [data]);

  const openPurchaseRequest = useCallback(async () => {
    try {
      const products = await prApi.products(supplierId);
      setPrPreset(products.filter((p) => p.product_id === productId));
    } catch {
      toast.error('Unable to load the supplier products.');
    }
  }, [supplierId, productId]);

  return (
    <div className="forecast-tab">
      <FilterBar label="Filter the forecast">
        <Form.Label className="small mb-0">
          Year
          <Form.Select size="sm" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {yearOptions.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Form.Select>
        </Form.Label>
        <Form.Check className="ms-2">
          <Form.Check.Input id="forecast-previous" type="checkbox"  checked={showPrevious} onChange={(e) => setShowPrevious(e.target.checked)} />
          <Form.Check.Label htmlFor="forecast-previous" className="small">
            Show previous forecasts ({thisYear ? thisYear.forecast.filter((f) => !f.is_current).length : 0})
          </Form.Check.Label>
        </Form.Check>
        <div className="ms-auto d-flex gap-2">
          <Can scopes="save_forecast">
            <Button size="sm" onClick={() => setFormOpen(true)}>
              Forecast Form
            </Button>
          </Can>
          <Can scopes="can_create_purchase_request">
            <Button variant="outline-primary" size="sm" onClick={() => void openPurchaseRequest()}>
              Purchase Request Form
            </Button>
          </Can>
        </div>
      </FilterBar>
      {low && (
        <Alert variant="warning" transition={false} className="py-2" role="alert">
          {LOW_STOCK_MESSAGE}
        </Alert>
      )}
      {forecast.isLoading && <div role="status">Loading…</div>}
      {data && thisYear && <ForecastGrid cells={shown} current={currentForecast(thisYear)} previous={thisYear.forecast.filter((f) => !f.is_current)} showPrevious={showPrevious} />}
      {formOpen && (
        <ForecastForm
          productCode={productCode}
          years={offered}
          today={today}
          known={known}
          onClose={() => setFormOpen(false)}
          onSaved={() => setFormOpen(false)}
        />
      )}
      {prPreset && data && (
        <FloatingModal title="Purchase Request Form" size="xl" onClose={() => setPrPreset(null)}>
          <Modal.Body>
            <PurchaseRequestForm
              preset={{
                supplier: { ...data.product.product_vendor, lead_time_days: data.product.supplier_lead_time ?? 0 },
                products: prPreset,
              }}
              onDone={(_, __, pr) => {
                toast.success(`Purchase request ${pr.pr_no} submitted for approval.`);
                setPrPreset(null);
                // The request changes the incoming orders the forecast shows.
                dispatch(invalidateTag(showForecastEp.tag));
              }}
            />
          </Modal.Body>
        </FloatingModal>
      )}
    </div>
  );
}

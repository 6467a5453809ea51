import { useState } from 'react';
import { toast } from 'react-toastify';
import { Codes } from '../../../../contract/codes';
import { saveForecastEp } from '../../../../contract/products';
import { forecastMonthEditable, MONTH_KEYS, type ForecastRow, type MonthKey } from '../../../../contract/purchasing';
import { toApiError } from '../../../api/ApiError';
import { useWrite } from '../../../api/kitApi';
import { confirmAction, showError } from '../../../components/dialogs';
import FloatingModal from '../../../components/FloatingModal';
import { monthInput } from './forecastRules';
import { Button, Form, Modal } from 'react-bootstrap';

interface Props {
  productCode: string;
  years: number[];
  today: string;
  /** Current forecasts known per year, to start from. */
  known: Record<number, ForecastRow | undefined>;
  onSaved: () => void;
  onClose: () => void;
}

const label = (k: MonthKey) => k.charAt(0).toUpperCase() + k.slice(1);

/** Months after the current one start from the known forecast; the earlier ones are 0 and locked (spec 001 §5). */
function startValues(year: number, today: string, known: ForecastRow | undefined): Record<MonthKey, string> {
  return Object.fromEntries(
    MONTH_KEYS.map((k, i) => [k, forecastMonthEditable(year, i + 1, today) ? String(known?.[k] ?? '') : '0']),
  ) as Record<MonthKey, string>;
}

/** The Forecast Form (draggable, minimisable): one year's twelve month quantities. */
export default function ForecastForm({ productCode, years, today, known, onSaved, onClose }: Props) {
  const [year, setYear] = useState(years[0]);
  const [values, setValues] = useState(() => startValues(years[0], today, known[years[0]]));
  const [saving, setSaving] = useState(false);
  // Success is 00003 (spec 001 §7); the saved forecast makes the tab's forecast stale.
  const saveForecast = useWrite(saveForecastEp, { okCodes: [Codes.CREATED] });

  function chooseYear(y: number) {
    setYear(y);
    setValues(startValues(y, today, known[y]));
  }

  async function save() {
    if (!(await confirmAction('Save forecast?', `Are you sure you want to save the ${year} forecast of ${productCode}?`, 'Yes, save'))) return;
    setSaving(true);
    try {
      const months = Object.fromEntries(MONTH_KEYS.map((k) => [k, Number(values[k] || '0')])) as Record<MonthKey, number>;
      await saveForecast.run({ body: { product_code: productCode, forecast_year: year, forecast_date: today, ...months } });
      toast.success('Forecast saved.');
      onSaved();
    } catch (e) {
      const err = toApiError(e);
      await showError(err.isInvalidRequest ? 'Invalid Request' : 'Oops...', err.messages.join('\n'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FloatingModal
      title="Forecast Form"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            Close
          </Button>
          <Button size="sm" disabled={saving} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <Modal.Body>
        <Form.Label className="small">
          Forecast Year
          <Form.Select size="sm" value={year} onChange={(e) => chooseYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Form.Select>
        </Form.Label>
        <div className="row g-2 mt-1">
          {MONTH_KEYS.map((k, i) => {
            const editable = forecastMonthEditable(year, i + 1, today);
            return (
              <div className="col-3" key={k}>
                <Form.Label className="small mb-0 w-100">
                  {label(k)}
                  <Form.Control
                    size="sm" className="text-end"
                    inputMode="numeric"
                    disabled={!editable || saving}
                    value={values[k]}
                    onChange={(e) => setValues((v) => ({ ...v, [k]: monthInput(e.target.value) }))}
                  />
                </Form.Label>
              </div>
            );
          })}
        </div>
      </Modal.Body>
    </FloatingModal>
  );
}

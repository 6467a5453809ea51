import { useState } from 'react';
import { Codes } from '../../../../contract/codes';
import { creditAssessmentEp } from '../../../../contract/creditAssessment';
import { useRead } from '../../../api/kitApi';
import AssessmentView, { NO_DATA } from '../../../components/creditAssessment/AssessmentView';
import { todayManila } from '../../../lib/dates';
import DateInput from '../../../components/form/DateInput';
import { Alert, Form, Spinner } from 'react-bootstrap';

/**
 * The internal credit assessment of a customer on a date (spec 002 §2.4
 * Credit Assessment tab, /customers/credit-assessment): the same view and
 * PDF as the public page, read through the cache per customer and date.
 */
export default function CreditAssessmentPanel({ customerCode }: { customerCode: string }) {
  const [date, setDate] = useState(todayManila());
  const read = useRead(creditAssessmentEp, { body: { customer_code: customerCode, date } }, { skip: !customerCode || !date });
  const result = read.currentData;
  return (
    <div>
      <div className="d-flex align-items-end gap-2 mb-3">
        <div>
          <Form.Label className="small mb-0" htmlFor="credit-assessment-date">
            Assessment date
          </Form.Label>
          <DateInput id="credit-assessment-date" value={date} maxDate="9999-12-31" onValue={(v) => setDate(v)} />
        </div>
      </div>
      {read.isError ? (
        <Alert variant="danger" transition={false} role="alert">
          {read.error?.code === Codes.RATE_LIMITED ? read.error.messages.join('\n') : NO_DATA}
        </Alert>
      ) : result === null ? (
        <Alert variant="danger" transition={false} role="alert">
          {NO_DATA}
        </Alert>
      ) : result ? (
        <AssessmentView assessment={result} />
      ) : (
        <div role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading the assessment…
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { Form, Stack } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ALERT_DAYS, expiringColumns, expiringEp, expiringExportEp, type ExpiringRow } from '../../../contract/regulatory';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import { ReadState } from '../../components/report/reportParts';
import ResultTable from '../../components/ResultTable';
import SectionHeading from '../../components/SectionHeading';

const WINDOWS = [30, 60, ALERT_DAYS, 180, 365] as const;

/** Where a row's record is kept: the product, the customer's page, the vendor's licences, the company's. */
export function holderLink(r: Pick<ExpiringRow, 'holder_kind' | 'holder_ref'>): string {
  switch (r.holder_kind) {
    case 'product':
      return `/view/products/list/${encodeURIComponent(r.holder_ref)}`;
    case 'customer':
      return `/view/customer/${encodeURIComponent(r.holder_ref)}`;
    case 'supplier':
      return `/vsp/${encodeURIComponent(r.holder_ref)}/licences`;
    default:
      return '/regulatory/licences';
  }
}

/** What expires within the window (90 days by default) or has expired: product registrations and licences, soonest first. */
export default function ExpiringPanel() {
  const [within, setWithin] = useState<number>(ALERT_DAYS);
  const read = useRead(expiringEp, { body: { within_days: within } });
  const rows = read.currentData ?? [];
  const expired = rows.filter((r) => r.days_left < 0).length;
  return (
    <section aria-labelledby="expiring-heading">
      <SectionHeading id="expiring-heading">Licences and Registrations Expiring or Expired</SectionHeading>
      <Stack direction="horizontal" gap={3} className="align-items-end mb-3 flex-wrap">
        <Form.Group controlId="expiring-within">
          <Form.Label className="small mb-1">Expiring Within</Form.Label>
          <Form.Select size="sm" value={within} onChange={(e) => setWithin(Number(e.target.value))}>
            {WINDOWS.map((d) => (
              <option key={d} value={d}>
                {d} days
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <ExportButton scope="view_regulatory" path={expiringExportEp.path} body={() => ({ within_days: within })} />
      </Stack>
      <ReadState loading={read.isFetching} failed={read.isError} empty={!rows.length} what="licences or registrations expiring in that window" onRetry={() => void read.refetch()}>
        <p role="status" className="small">
          {expired} expired, {rows.length - expired} expiring within {within} days.
        </p>
        <ResultTable<ExpiringRow>
          label="Licences and registrations expiring"
          rows={rows}
          columns={expiringColumns}
          rowKey={(r) => r.key}
          render={{ holder: (r) => <Link to={holderLink(r)}>{r.holder}</Link> }}
        />
      </ReadState>
    </section>
  );
}

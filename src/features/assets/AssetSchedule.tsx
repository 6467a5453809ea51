import type { ScheduleMonth } from '../../../contract/assets';
import { Amount } from '../../components/report/reportParts';
import ScrollRegion from '../../components/ScrollRegion';
import { Table } from 'react-bootstrap';

/** An asset's straight-line schedule by month, with the months already posted marked. */
export default function AssetSchedule({ months }: { months: ScheduleMonth[] }) {
  return (
    <ScrollRegion label="Depreciation schedule" style={{ maxHeight: 360 }}>
      <Table size="sm" bordered className="w-auto">
        <caption className="caption-top">Depreciation schedule (straight-line by month)</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className="text-end">Depreciation</th>
            <th scope="col" className="text-end">Accumulated</th>
            <th scope="col" className="text-end">Net Book Value</th>
            <th scope="col">Posted</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.period}>
              <th scope="row">{m.period}</th>
              <Amount value={m.amount} />
              <Amount value={m.accumulated} />
              <Amount value={m.net_book_value} />
              <td>{m.posted ? 'Posted' : 'Not yet'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

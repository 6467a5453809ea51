import { useMemo, useState } from 'react';
import { Button, Stack } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { recallListColumns, recallListEp, type RecallRow } from '../../../contract/recalls';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { Can } from '../../components/permissions';
import SectionHeading from '../../components/SectionHeading';
import NewRecallModal from './NewRecallModal';

const recallLink = (r: RecallRow) => `/regulatory/recalls/${r.recall_id}`;

/** The recalls, newest first, with their effectiveness so far; a row opens its workspace; New Recall starts one. */
export default function RecallsPanel() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const columns = useMemo(() => colDefsOf<RecallRow>(recallListColumns, { recall_no: { link: recallLink } }), []);
  return (
    <section aria-labelledby="recalls-heading">
      <Stack direction="horizontal" gap={2} className="mb-2">
        <SectionHeading id="recalls-heading">Recalls</SectionHeading>
        <Can scopes={['manage_recalls']}>
          <Button size="sm" variant="success" className="ms-auto" onClick={() => setAdding(true)}>
            New Recall
          </Button>
        </Can>
      </Stack>
      <ServerGrid<RecallRow>
        screenId="recalls"
        label="Recalls"
        columns={columns}
        source={{ endpoint: recallListEp, args: { query: {} } }}
        queryKey="recalls"
        defaultSort={{ order_by: 'initiated_on', direction: 'desc' }}
        emptyText="No recall has been started."
        onRowOpen={(r) => navigate(recallLink(r))}
      />
      {adding && <NewRecallModal onClose={() => setAdding(false)} onMade={(id) => navigate(`/regulatory/recalls/${id}`)} />}
    </section>
  );
}

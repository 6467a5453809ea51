import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NTC_STATUSES, NTC_TABS } from '../../../contract/treasuryPayments';
import { showSuccess } from '../../components/dialogs';
import { Can } from '../../components/permissions';
import RouteTabs from '../../components/RouteTabs';
import PermissionDenied from '../../components/PermissionDenied';
import NtcFormModal from './NtcFormModal';
import NtcList from './NtcList';
import { Button } from 'react-bootstrap';

export const NTC_PATH = '/finance-and-accounting/non-trade-collection';

/** Non-trade collections by tab (collected, deposited dated checks, cancelled); dated checks waiting have their own page. */
export default function NonTradeCollectionPage() {
  const { tab } = useParams();
  const status = (tab && Object.hasOwn(NTC_TABS, tab) ? NTC_TABS[tab] : 'collected');
  const [adding, setAdding] = useState(false);
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Non-Trade Collection</h1>
        <Can scopes="create_non_trade_collection">
          <Button variant="success" size="sm" onClick={() => setAdding(true)}>
            Record Collection
          </Button>
        </Can>
      </div>
      <Can scopes="view_non_trade_collections" fallback={<PermissionDenied what="the non-trade collections" />}>
        <RouteTabs
          label="Non-trade collections by status"
          current={String(status)}
          tabs={[
            ...Object.entries(NTC_TABS).map(([slug, s]) => ({ key: String(s), to: `${NTC_PATH}/${slug}`, label: NTC_STATUSES[s] })),
            { key: 'dated-check', to: `${NTC_PATH}/dated-check`, label: 'Dated Checks' },
          ]}
        />
        <NtcList key={status} status={status} />
      </Can>
      {adding && (
        <NtcFormModal
          onClose={() => setAdding(false)}
          onSaved={(d) => {
            setAdding(false);
            void showSuccess('Your work has been saved', `${d.ntc_no} recorded and posted.`, 1500);
          }}
        />
      )}
    </div>
  );
}

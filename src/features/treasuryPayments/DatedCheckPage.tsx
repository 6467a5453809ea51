import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import NtcList from './NtcList';
import LinkButton from '../../components/LinkButton';

const NTC_PATH = '/finance-and-accounting/non-trade-collection';

/** Dated checks of non-trade collections waiting for their date: each is deposited on or after it. */
export default function DatedCheckPage() {
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Non-Trade Collection - Dated Checks</h1>
        <LinkButton size="sm" to={NTC_PATH}>
          All Non-Trade Collections
        </LinkButton>
      </div>
      <Can scopes="view_non_trade_collections" fallback={<PermissionDenied what="the dated checks" />}>
        <p className="small text-muted">Checks dated after the day they were received. They sit in post-dated checks until their date, then are deposited to the bank account chosen.</p>
        <NtcList status="dated_check" />
      </Can>
    </div>
  );
}

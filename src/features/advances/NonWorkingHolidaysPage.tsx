import { holidays } from '../../../contract/advances';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** The non-working holidays a cash advance's liquidation due date skips (with the weekends). */
export default function NonWorkingHolidaysPage() {
  return <ResourceListPage res={holidays} />;
}

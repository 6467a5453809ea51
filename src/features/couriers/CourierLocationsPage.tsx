import { courierLocations } from '../../../contract/couriers';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /couriers/locations: where each courier serves, with its lead time and rate (filter by courier). */
export default function CourierLocationsPage() {
  return <ResourceListPage res={courierLocations} />;
}

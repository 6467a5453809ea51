import { couriers } from '../../../contract/couriers';
import ResourceListPage from '../../components/resource/ResourceListPage';

/** /couriers: the delivery service providers; their counts lead to their locations and customers. */
const extras = {
  locations: { link: (r: Record<string, unknown>) => `/couriers/locations?courier_id=${String(r.courier_id)}` },
  customers: { link: (r: Record<string, unknown>) => `/couriers/customers?courier_id=${String(r.courier_id)}` },
};

export default function CouriersPage() {
  return <ResourceListPage res={couriers} extras={extras} />;
}

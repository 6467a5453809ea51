export { formatDateTime } from '../../lib/dates';

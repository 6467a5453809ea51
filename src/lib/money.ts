export { formatMoney } from '../../contract/kit/money';

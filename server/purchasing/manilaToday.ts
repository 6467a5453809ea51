// The business day is the clock's (server/clock.ts); kept here for the modules that import it from purchasing.
export { isoAt, manilaToday } from '../clock';

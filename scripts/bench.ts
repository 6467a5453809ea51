/**
 * `npm run bench`: performance figures, printed as a report. Starts with the
 * bundle sizes; the data-volume, query and export figures of the finance
 * reports are added by their own modules under scripts/bench/.
 */
import { execSync } from 'node:child_process';
import { printBundleReport } from './bench/bundle';
import { financeBench } from './bench/finance';

const started = Date.now();
console.log('# ERP back-office benchmark');
console.log(`machine: ${process.platform} ${process.arch}, node ${process.version}`);
execSync('npx vite build', { stdio: 'ignore' });
console.log(`vite build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
printBundleReport();
await financeBench();

import { readFileSync } from 'node:fs';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { privateKeyOf, type EisEndpoint } from './protocol';
import { transmitPending } from './transmit';

export { queueInvoice, queueMemo } from './queue';
export { eisRoutes } from './eis.routes';
export type { EisEndpoint } from './protocol';

/** The configured EIS endpoint (EIS_URL and the rest), or null: nothing leaves the machine. */
export function eisEndpointOf(config: Config): EisEndpoint | null {
  if (!config.eis) return null;
  const { url, clientId, clientSecret, privateKeyFile } = config.eis;
  return { url, clientId, clientSecret, privateKey: privateKeyOf(readFileSync(privateKeyFile, 'utf8')), timeoutMs: config.eisTimeoutSeconds * 1000 };
}

/**
 * Runs the transmitter every `eisIntervalSeconds` while the server runs (one run at a time); the first run at once.
 * Returns the stop. Several instances may run it: each batch is taken under FOR UPDATE SKIP LOCKED.
 */
export function startEisTransmitter(deps: Pick<Deps, 'db' | 'clock' | 'log' | 'eis' | 'config'>): () => void {
  let running = false;
  const run = async () => {
    if (running || !deps.eis) return;
    running = true;
    try {
      const r = await transmitPending(deps.db, deps.eis, deps.clock.now());
      if (r.sent > 0 || r.error) deps.log.info({ eis: r }, 'e-invoices transmitted');
    } catch (err) {
      deps.log.error({ err }, 'e-invoice transmission failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), deps.config.eisIntervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

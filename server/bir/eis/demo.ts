import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { EisEndpoint } from './protocol';
import { startEisSimulator, type EisRule, type EisSimulator } from './simulator';

/** The demo's way to see a rejection: an invoice whose remarks start "EIS-REJECT:" is rejected for the reason that follows. */
export const DEMO_REJECT_MARK = 'EIS-REJECT:';
const DEMO_REJECTION: EisRule = (doc) => (doc.Rmk1.startsWith(DEMO_REJECT_MARK) ? doc.Rmk1.slice(DEMO_REJECT_MARK.length).trim() || 'Rejected (demo).' : null);

/**
 * The demo's EIS: the local simulator on a free port of this machine, with a signing key made at start. Nothing
 * leaves the machine; the demo's e-invoices are accepted (or rejected for what the BIR would reject them for) by it.
 */
export async function startDemoEis(timeoutMs: number): Promise<{ endpoint: EisEndpoint; simulator: EisSimulator }> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientId = 'demo-cas';
  const clientSecret = randomBytes(24).toString('base64url');
  const simulator = await startEisSimulator({ clientId, clientSecret, publicKey });
  simulator.rejectWhen(DEMO_REJECTION);
  return { endpoint: { url: simulator.url, clientId, clientSecret, privateKey, timeoutMs }, simulator };
}

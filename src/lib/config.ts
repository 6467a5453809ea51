/**
 * Build-time configuration of the SPA (Vite `VITE_*` variables, documented in
 * .env.example). Nothing here is secret: everything in the bundle is public.
 */
const env = import.meta.env;

function num(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL || '/api',
  apiTimeoutMs: num(env.VITE_API_TIMEOUT_MS, 2_400_000),
  /** Key for the AES encryption of persisted state. Obfuscation at rest, not a secret. */
  persistKey: env.VITE_PERSIST_KEY || 'erp-backoffice-local-state',
  /** The role code that passes every permission check (spec 002 §6: aaf1). */
  superuserRoleCode: env.VITE_SUPERUSER_ROLE_CODE || 'aaf1',
  productionGate: env.VITE_PRODUCTION_GATE === 'true',
  retiredHosts: (env.VITE_RETIRED_HOSTS || '')
    .split(',')
    .map((h: string) => h.trim())
    .filter(Boolean),
  newHostUrl: env.VITE_NEW_HOST_URL || '',
  helpUrl: env.VITE_HELP_URL || '/under-construction',
};

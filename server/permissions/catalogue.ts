import { ALL_SCOPES } from '../../contract/scopes';
import { labelOfScope, moduleKeyOfScope, PERMISSION_MODULES, tagOfScope } from '../../contract/permissionLabels';
import { sql, type Db } from '../db/db';

/**
 * The matrix's catalogue from the contract: every module with its label, and
 * every scope a `permissions` row with its module, label and tag. Called by
 * syncPermissions at every start (after the scopes exist), so a new scope or
 * a reworded label shows after a deploy. Idempotent.
 */
export async function syncPermissionCatalogue(db: Db): Promise<void> {
  for (const m of PERMISSION_MODULES) {
    await db.run(sql`
      INSERT INTO modules (module_id, module, label) VALUES (${m.module_id}, ${m.module}, ${m.label})
      ON CONFLICT (module_id) DO UPDATE SET module = EXCLUDED.module, label = EXCLUDED.label`);
  }
  const moduleIds = new Map<string, number>(PERMISSION_MODULES.map((m) => [m.module, m.module_id]));
  for (const scope of ALL_SCOPES) {
    const key = moduleKeyOfScope(scope);
    const moduleId = key ? (moduleIds.get(key) ?? null) : null;
    await db.run(sql`
      UPDATE permissions SET module_id = ${moduleId}, label = ${labelOfScope(scope)}, tag = ${tagOfScope(scope)}
      WHERE scope = ${scope} AND (module_id IS DISTINCT FROM ${moduleId} OR label IS DISTINCT FROM ${labelOfScope(scope)} OR tag IS DISTINCT FROM ${tagOfScope(scope)})`);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, scopeGroups } from '../../contract';
import { labelOfScope, moduleKeyOfScope, PERMISSION_MODULES, permissionLabels, tagOfScope } from '../../contract/permissionLabels';
import { sql } from '../db/db';
import { syncPermissions } from '../seed';
import { createTestServer, type TestServer } from '../testing';

/** The matrix's catalogue: every scope the app checks has a module and a label, in the contract and in the database. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => t?.close());

describe('permission catalogue', () => {
  it('every scope group is a module, and every scope has a label of readable words', () => {
    const keys = PERMISSION_MODULES.map((m) => m.module);
    for (const group of Object.keys(scopeGroups)) expect(keys, `scope group ${group} has no module`).toContain(group);
    const missing = ALL_SCOPES.filter((s) => !permissionLabels[s]);
    expect(missing, 'scopes without a label in contract/permissionLabels.ts').toEqual([]);
    for (const s of ALL_SCOPES) expect(permissionLabels[s], s).toMatch(/^[A-Z][A-Za-z0-9 ,()/'-]+$/);
    // Ids are unique and the COA modules are where the spec says (002 §9).
    expect(new Set(PERMISSION_MODULES.map((m) => m.module_id)).size).toBe(PERMISSION_MODULES.length);
    expect(PERMISSION_MODULES.find((m) => m.module_id === 98)?.module).toBe('payable_voucher');
    expect(PERMISSION_MODULES.find((m) => m.module_id === 99)?.module).toBe('journal_voucher');
  });

  it('tags say what kind of function a scope is', () => {
    expect(tagOfScope('can_approve_purchase_request')).toBe('approve');
    expect(tagOfScope('approve_product')).toBe('approve');
    expect(tagOfScope('view_treasury_approvals')).toBe('view');
    expect(tagOfScope('can_decline_purchase_request')).toBe('decline');
    expect(tagOfScope('can_cancel_purchase_request')).toBe('cancel');
    expect(tagOfScope('view_cancelled_purchase_request_list')).toBe('view');
    expect(tagOfScope('export_general_ledger')).toBe('export');
    expect(tagOfScope('add_bank')).toBe('create');
    expect(tagOfScope('update_bank')).toBe('update');
    expect(tagOfScope('manage_permissions')).toBe('manage');
    expect(tagOfScope('delete_document')).toBe('delete');
  });

  it('the database holds every scope with its module, label and tag, and the sync is idempotent', async () => {
    await syncPermissions(t.db);
    const rows = await t.db.rows<{ scope: string; module: string | null; label: string | null; tag: string | null }>(sql`
      SELECT p.scope, m.module, p.label, p.tag FROM permissions p LEFT JOIN modules m ON m.module_id = p.module_id`);
    const byScope = new Map(rows.map((r) => [r.scope, r]));
    for (const s of ALL_SCOPES) {
      expect(byScope.get(s), s).toEqual({ scope: s, module: moduleKeyOfScope(s), label: labelOfScope(s), tag: tagOfScope(s) });
    }
    const modules = await t.db.rows<{ module_id: number; label: string }>(sql`SELECT module_id, label FROM modules ORDER BY module_id`);
    expect(modules).toEqual(PERMISSION_MODULES.map((m) => ({ module_id: m.module_id, label: m.label })));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_STATES, requiredDocTypes, type CustomerDocuments, type KycState } from '../../contract/customerDocuments';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { kycFilterSql, kycStateSql, seedCustomerDocuments } from '.';

/**
 * The KYC state (kyc.ts) on the seeded demo documents (seed.ts): every demo
 * customer's state as the Customers Center will read it, the same as the
 * Documents tab says, and usable as a filter. The clock is 2026-03-02.
 */
let t: TestServer;
let finance: string;
const TODAY = '2026-03-02';
let seeded = 0;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
  seeded = await seedCustomerDocuments(t.db, { uploadDir: t.config.uploadDir, today: TODAY });
});
afterAll(async () => t?.close());

const statesOn = async (today: string) =>
  Object.fromEntries(
    (await t.db.rows<{ customer_code: string; kyc_state: KycState }>(sql`
      SELECT c.customer_code, ${kycStateSql(sql`c`, today)} AS kyc_state FROM customers c ORDER BY c.customer_code`)).map((r) => [r.customer_code, r.kyc_state]),
  );

const MISSING = ['C-00012', 'C-00025', 'C-00026', 'C-00027', 'C-00028'];

describe('KYC state on the demo documents', () => {
  it('seeds most customers complete, five with missing documents, one expired and one expiring', async () => {
    expect(seeded).toBeGreaterThan(100);
    const states = await statesOn(TODAY);
    expect(Object.keys(states)).toHaveLength(28);
    const expected = Object.fromEntries(
      Object.keys(states).map((code) => [code, MISSING.includes(code) ? 'missing_documents' : code === 'C-00005' ? 'expired' : code === 'C-00009' ? 'expiring' : 'complete']),
    );
    expect(states).toEqual(expected);
  });

  it('works as a filter, and follows the day it is given', async () => {
    const expired = await t.db.rows<{ customer_code: string }>(sql`
      SELECT c.customer_code FROM customers c WHERE ${kycFilterSql(sql`c`, 'expired', TODAY)} ORDER BY 1`);
    expect(expired.map((r) => r.customer_code)).toEqual(['C-00005']);
    // Each filter holds exactly the customers in its state, on several days.
    for (const day of [TODAY, '2026-03-21', '2027-01-01']) {
      const states = await statesOn(day);
      for (const state of KYC_STATES) {
        const rows = await t.db.rows<{ customer_code: string }>(sql`SELECT c.customer_code FROM customers c WHERE ${kycFilterSql(sql`c`, state, day)} ORDER BY 1`);
        expect(rows.map((r) => r.customer_code), `${state} on ${day}`).toEqual(Object.keys(states).filter((code) => states[code] === state));
      }
    }
    // C-00009's permit expires on 2026-03-20: valid through that day, expired the next.
    expect((await statesOn('2026-03-20'))['C-00009']).toBe('expiring');
    expect((await statesOn('2026-03-21'))['C-00009']).toBe('expired');
    // Thirty-one days before, it is not expiring yet.
    expect((await statesOn('2026-02-17'))['C-00009']).toBe('complete');
  });

  it('agrees with the Documents tab for every customer, and the seeded files are real PDFs and pictures', async () => {
    const states = await statesOn(TODAY);
    for (const code of Object.keys(states)) {
      const d = (await t.call({ method: 'GET', url: `/api/customer/documents/${code}`, token: finance })).body.result as CustomerDocuments;
      expect(d.kyc_state, code).toBe(states[code]);
      const bad = d.customer_documents.filter((s) => s.required && s.standing !== 'on_file').map((s) => s.standing);
      expect(bad.length === 0, code).toBe(states[code] === 'complete');
    }
    const c4 = (await t.call({ method: 'GET', url: '/api/customer/documents/C-00004', token: finance })).body.result as CustomerDocuments;
    expect(c4.customer_documents_others.map((o) => o.description)).toEqual(['Board Resolution - Authorized Signatories', "Secretary's Certificate"]);
    const photo = c4.customer_documents.find((s) => s.doc_type === 'photo_est')!.document!;
    const png = await t.call({ method: 'GET', url: `/api${photo.path}`, token: finance });
    expect(png.headers['content-type']).toBe('image/png');
    const lto = c4.customer_documents.find((s) => s.doc_type === 'lto')!.document!;
    const pdf = await t.app.inject({ method: 'GET', url: `/api${lto.path}`, headers: { authorization: `Bearer ${finance}` } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain("C-00004 St. Luke's Medical Center - BGC");
  });

  it('judges a physician by the PRC ID alone, whatever else is on file', async () => {
    await t.db.run(sql`UPDATE customers SET customer_type_id = 4 WHERE customer_code = 'C-00020'`);
    expect((await statesOn(TODAY))['C-00020']).toBe('missing_documents');
    await t.db.run(sql`UPDATE customers SET customer_type_id = 3 WHERE customer_code = 'C-00020'`);
  });

  it('is kept by the database as files are replaced, removed or re-dated, the same as judged from scratch', async () => {
    const c = (await t.db.one<{ id: number }>(sql`SELECT customer_id AS id FROM customers WHERE customer_code = 'C-00004'`))!.id;
    await t.db.run(sql`UPDATE customer_files SET expiry_date = DATE '2026-03-01' WHERE customer_id = ${c} AND doc_type = 'lto' AND replaced_at IS NULL`);
    expect((await statesOn(TODAY))['C-00004']).toBe('expired');
    await t.db.run(sql`UPDATE customer_files SET replaced_at = now() WHERE customer_id = ${c} AND doc_type = 'lto' AND replaced_at IS NULL`);
    expect((await statesOn(TODAY))['C-00004']).toBe('missing_documents');
    await t.db.run(sql`DELETE FROM customer_files WHERE customer_id = ${c} AND doc_type = 'lto'`);
    expect((await statesOn(TODAY))['C-00004']).toBe('missing_documents');
    await t.db.run(sql`
      INSERT INTO customer_files (customer_id, doc_type, file_name, stored_path, content_type, size_bytes, expiry_date, created_at)
      VALUES (${c}, 'lto', 'lto.pdf', 'x', 'application/pdf', 1, DATE '2027-12-31', now())`);
    expect((await statesOn(TODAY))['C-00004']).toBe('complete');
    // What the database keeps equals the judgement made again from every customer's files.
    const kept = await t.db.rows(sql`SELECT customer_id, missing, earliest_expiry::text AS e FROM customer_kyc ORDER BY 1`);
    await t.db.run(sql`SELECT customer_kyc_refresh(array_agg(customer_id)) FROM customers`);
    expect(await t.db.rows(sql`SELECT customer_id, missing, earliest_expiry::text AS e FROM customer_kyc ORDER BY 1`)).toEqual(kept);
  });

  it("the database's list of required documents is the contract's, for every customer type and business type", async () => {
    for (const type of [null, 1, 2, 3, 4, 5, 6])
      for (const business of [null, 1, 2, 3, 4, 5]) {
        const row = await t.db.one<{ types: string[] }>(sql`SELECT customer_required_doc_types(${type}::int, ${business}::int) AS types`);
        expect([...row!.types].sort(), `type ${type}, business ${business}`).toEqual(requiredDocTypes(type, business).sort());
      }
  });

  it('seeds once', async () => {
    expect(await seedCustomerDocuments(t.db, { uploadDir: t.config.uploadDir, today: TODAY })).toBe(0);
  });
});

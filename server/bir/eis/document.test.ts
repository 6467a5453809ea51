import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOfCentavos, centavosOf } from '../../../contract/kit/centavos';
import { PAYOR } from '../../../contract/payableVouchers';
import { eisDocuments, eisUniqueId, tinParts, type EisLine, type EisSource } from './document';
import { eisProblems, type EisClass } from './format';

/**
 * Golden files of the EIS documents (server/bir/eis/golden): each VAT class, an invoice mixing the three, a
 * credit memo correcting an invoice, and a 1,000-line invoice. A change of the format shows as a diff of these
 * files; UPDATE_GOLDEN=1 rewrites them after a change made on purpose.
 */
const GOLDEN = path.join(__dirname, 'golden');
function golden(name: string, value: unknown): void {
  const file = path.join(GOLDEN, `${name}.json`);
  const text = `${JSON.stringify(value, null, name.includes('1000') ? undefined : 2)}\n`;
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    mkdirSync(GOLDEN, { recursive: true });
    writeFileSync(file, text);
  }
  expect(text).toBe(readFileSync(file, 'utf8'));
}

const seller = { tin: PAYOR.tin, registered_name: PAYOR.name, business_name: 'Aurora Pharma', address: PAYOR.address };
const buyer = { tin: '101-202-303-001', registered_name: 'Mercury Drug Corporation', business_name: 'Mercury Drug - Quezon Ave', address: '1011 Quezon Avenue, Quezon City' };
const line = (name: string, qty: number, price: string, dscPct: number, vat_class: EisClass): EisLine => {
  const gross = centavosOf(price) * qty;
  const net = gross - Math.round((gross * dscPct) / 100);
  return { name, qty, unit: 'BOX', unit_price: price, gross: amountOfCentavos(gross), net: amountOfCentavos(net), vat_class };
};
/** The VAT the books take on VAT-inclusive net sales: net − round(net / 1.12). */
const vatOf = (lines: EisLine[]) => {
  const net = lines.filter((l) => l.vat_class === 'VT').reduce((s, l) => s + centavosOf(l.net), 0);
  return amountOfCentavos(net - Math.round(net / 1.12));
};
const invoice = (number: string, lines: EisLine[]): EisSource => ({
  doc_type: 'SI', number, issued_at: '2026-03-02 10:15:00', seller, buyer, ack_cert_no: 'AC-009876543-2026-0001', lines, vat: vatOf(lines),
});

const VT = [line('Amoxicillin 500 mg capsule x 100', 12, '1250.00', 5, 'VT'), line('Paracetamol 500 mg tablet x 100', 30, '312.50', 0, 'VT')];
const ZR = [line('Ceftriaxone 1 g vial', 40, '185.75', 2.5, 'ZR')];
const VE = [line('Metformin 500 mg tablet x 100', 25, '420.00', 3, 'VE'), line('Losartan 50 mg tablet x 30', 18, '268.40', 0, 'VE')];

describe('EIS documents (golden files)', () => {
  it('a VATable invoice', () => golden('si-vatable', eisDocuments(invoice('SI-0009001', VT))));
  it('a zero-rated invoice', () => golden('si-zero-rated', eisDocuments(invoice('SI-0009002', ZR))));
  it('a VAT-exempt invoice', () => golden('si-exempt', eisDocuments(invoice('SI-0009003', VE))));
  it('an invoice mixing the three classes: one document per class', () => {
    const docs = eisDocuments(invoice('SI-0009004', [...VE, ...VT, ...ZR]));
    expect(docs.map((d) => d.TransClass)).toEqual(['VT', 'ZR', 'VE']);
    golden('si-mixed', docs);
  });
  it('a credit memo correcting the VATable document of an invoice', () => {
    const prev = eisUniqueId(PAYOR.tin, 'SI', 'SI-0009001', 'VT');
    const memo: EisSource = {
      doc_type: 'CM', number: 'CM-2026-000004', issued_at: '2026-03-05 14:02:11', seller, buyer, ack_cert_no: 'AC-009876543-2026-0001',
      lines: [{ name: 'Price adjustment: agreed rebate on SI-0009001', qty: 1, unit: 'LOT', unit_price: '1120.00', gross: '1120.00', net: '1120.00', vat_class: 'VT' }],
      vat: '120.00', correction: { prev_unique_id: prev, code: 'price' }, remarks: 'Agreed rebate',
    };
    const [doc] = eisDocuments(memo);
    expect(doc).toMatchObject({ DocType: 'CM', CorrYN: 'Y', PrevUniqueId: '00987654300000-SI-SI-0009001-VT', VatableSales: 1000, VATAmt: 120 });
    golden('cm-correction', [doc]);
  });
  it('a 1,000-line invoice is one document of 1,000 items', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => line(`Product ${String(i + 1).padStart(4, '0')}`, 1 + (i % 7), `${100 + (i % 50)}.${String(i % 100).padStart(2, '0')}`, i % 4, 'VT'));
    const docs = eisDocuments(invoice('SI-0009005', lines));
    expect(docs).toHaveLength(1);
    expect(docs[0].ItemList).toHaveLength(1000);
    golden('si-1000-lines', docs);
  });
  it('every golden document passes the format and arithmetic checks', () => {
    for (const lines of [VT, ZR, VE, [...VT, ...ZR, ...VE]]) for (const d of eisDocuments(invoice('SI-1', lines))) expect(eisProblems(d)).toEqual([]);
  });
});

describe('EIS checks refuse what the BIR would', () => {
  const [doc] = eisDocuments(invoice('SI-0009001', VT));
  it.each([
    ['a buyer TIN that is not 9 digits', { ...doc, BuyerInfo: { ...doc.BuyerInfo, Tin: '10120' } }, 'BuyerInfo.Tin must be 9 digits.'],
    ['a registered name over 200 characters', { ...doc, BuyerInfo: { ...doc.BuyerInfo, RegNm: 'M'.repeat(201) } }, 'BuyerInfo.RegNm is longer than 200 characters.'],
    ['an address over 300 characters', { ...doc, SellerInfo: { ...doc.SellerInfo, Address: 'A'.repeat(301) } }, 'SellerInfo.Address is longer than 300 characters.'],
    ['more than 1,000 items', { ...doc, ItemList: Array.from({ length: 1001 }, () => doc.ItemList[0]) }, 'ItemList holds at most 1000 items.'],
    ['a total that is not its lines', { ...doc, TotNetSalesAftDisct: doc.TotNetSalesAftDisct + 0.01 }, 'TotNetSalesAftDisct is not the sum of the items\u2019 net sales.'],
    ['VAT that is not 12 %', { ...doc, VATAmt: doc.VATAmt + 1, VatableSales: doc.VatableSales - 1 }, 'VATAmt is not 12% of the VATable sales.'],
    ['a memo that is not a correction', { ...doc, DocType: 'CM' }, 'A credit or debit memo is a correction (CorrYN = Y).'],
  ])('%s', (_, bad, message) => expect(eisProblems(bad)).toContain(message));
  it('keeps a unique id short and safe in a URL whatever the number (a digest of a long or spaced one)', () => {
    expect(eisUniqueId(PAYOR.tin, 'SI', 'SI-0001500', 'VT')).toBe('00987654300000-SI-SI-0001500-VT');
    const spaced = eisUniqueId(PAYOR.tin, 'SI', 'SI #12/2026 A', 'VT');
    expect(spaced).toMatch(/^00987654300000-SI-H[0-9A-F]{24}-VT$/);
    expect(spaced).not.toBe(eisUniqueId(PAYOR.tin, 'SI', 'SI #12/2026 B', 'VT'));
  });
  it('splits a TIN into its 9 digits and a 5-digit branch code', () => {
    expect(tinParts('101-202-303-001')).toEqual({ tin: '101202303', branch: '00001' });
    expect(tinParts('101202303')).toEqual({ tin: '101202303', branch: '00000' });
  });
});

describe('EIS documents add up to the invoice (property)', () => {
  const arbLine = fc.record({
    qty: fc.integer({ min: 1, max: 500 }),
    price: fc.integer({ min: 1, max: 5_000_000 }),
    dsc: fc.integer({ min: 0, max: 30 }),
    cls: fc.constantFrom<EisClass>('VT', 'ZR', 'VE'),
  });
  it('per class and in all: nets, VAT and the class sales are the invoice\u2019s to the centavo, and every document passes the checks', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 40 }), (raw) => {
        const lines = raw.map((r, i) => line(`Item ${i}`, r.qty, amountOfCentavos(r.price), r.dsc, r.cls));
        const src = invoice('SI-P', lines);
        const docs = eisDocuments(src);
        const c = (n: number) => Math.round(n * 100);
        const total = lines.reduce((s, l) => s + centavosOf(l.net), 0);
        expect(docs.reduce((s, d) => s + c(d.TotNetSalesAftDisct), 0)).toBe(total);
        expect(docs.reduce((s, d) => s + c(d.VATAmt), 0)).toBe(centavosOf(src.vat));
        expect(docs.reduce((s, d) => s + c(d.VatableSales) + c(d.ZeroRatedSales) + c(d.VatExemptSales) + c(d.VATAmt), 0)).toBe(total);
        for (const cls of ['VT', 'ZR', 'VE'] as const) {
          const classNet = lines.filter((l) => l.vat_class === cls).reduce((s, l) => s + centavosOf(l.net), 0);
          expect(docs.filter((d) => d.TransClass === cls).reduce((s, d) => s + c(d.TotNetSalesAftDisct), 0)).toBe(classNet);
        }
        for (const d of docs) expect(eisProblems(d)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

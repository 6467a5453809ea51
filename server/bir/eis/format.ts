import { z } from 'zod';

/**
 * THE EIS E-INVOICE FORMAT (issue 27): what one document sent to the BIR's Electronic Invoicing System holds, as the
 * local simulator checks it (server/bir/eis/simulator.ts). The field list, the limits (TIN of 9 digits, branch code
 * of 5, registered name ≤ 200 and address ≤ 300 characters, 1 to 1,000 item lines) and the document types follow the
 * BIR's published e-invoice format (v2.01, RR 8-2022); the exact key names and the class and correction codes are
 * ours until certification (README, "E-invoicing"). Amounts are pesos with at most two decimals.
 */
export const EIS_LIMITS = { tinDigits: 9, branchDigits: 5, nameMax: 200, addressMax: 300, itemsMax: 1000, batchMax: 100, itemNameMax: 300, unitMax: 20 } as const;

/** The document types: a sales invoice and the memos that correct one. */
export const EIS_DOC_TYPES = { SI: 'Sales Invoice', CM: 'Credit Memo', DM: 'Debit Memo' } as const;
export type EisDocType = keyof typeof EIS_DOC_TYPES;

/** The transaction classes: one document per class, so an invoice mixing them becomes two or three documents. */
export const EIS_CLASSES = { VT: 'VATable', ZR: 'Zero-rated', VE: 'VAT-exempt' } as const;
export type EisClass = keyof typeof EIS_CLASSES;

const amount = (what: string) =>
  z.number({ error: `${what} must be an amount.` }).refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${what} has more than two decimals.`);
const nonNegative = (what: string) => amount(what).refine((n) => n >= 0, `${what} cannot be negative.`);
const digits = (what: string, n: number) => z.string({ error: `${what} is required.` }).regex(new RegExp(`^\\d{${n}}$`), `${what} must be ${n} digits.`);
const bounded = (what: string, max: number) => z.string({ error: `${what} is required.` }).trim().min(1, `${what} is required.`).max(max, `${what} is longer than ${max} characters.`);

const party = (who: 'SellerInfo' | 'BuyerInfo') =>
  z
    .object({
      Tin: digits(`${who}.Tin`, EIS_LIMITS.tinDigits),
      BranchCd: digits(`${who}.BranchCd`, EIS_LIMITS.branchDigits),
      RegNm: bounded(`${who}.RegNm`, EIS_LIMITS.nameMax),
      BusinessNm: bounded(`${who}.BusinessNm`, EIS_LIMITS.nameMax),
      Address: bounded(`${who}.Address`, EIS_LIMITS.addressMax),
    })
    .strict();

export const eisItemSchema = z
  .object({
    Nm: bounded('ItemList.Nm', EIS_LIMITS.itemNameMax),
    Qty: z.number().positive('ItemList.Qty must be more than zero.'),
    Unit: bounded('ItemList.Unit', EIS_LIMITS.unitMax),
    UnitCost: nonNegative('ItemList.UnitCost'),
    SalesAmt: nonNegative('ItemList.SalesAmt'),
    RegDscntAmt: nonNegative('ItemList.RegDscntAmt'),
    SpeDscntAmt: nonNegative('ItemList.SpeDscntAmt'),
    NetSales: nonNegative('ItemList.NetSales'),
  })
  .strict();
export type EisItem = z.output<typeof eisItemSchema>;

export const eisDocumentSchema = z
  .object({
    EisUniqueId: bounded('EisUniqueId', 100),
    CompInvoiceId: bounded('CompInvoiceId', 100),
    IssueDtm: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'IssueDtm must be YYYY-MM-DD hh:mm:ss.'),
    DocType: z.enum(Object.keys(EIS_DOC_TYPES) as [EisDocType, ...EisDocType[]], { error: 'DocType must be SI, CM or DM.' }),
    TransClass: z.enum(Object.keys(EIS_CLASSES) as [EisClass, ...EisClass[]], { error: 'TransClass must be VT, ZR or VE.' }),
    CorrYN: z.enum(['Y', 'N'], { error: 'CorrYN must be Y or N.' }),
    CorrectionCd: z.string().max(20),
    PrevUniqueId: z.string().max(100),
    AckCertNo: bounded('AckCertNo', 50),
    Rmk1: z.string().max(500),
    SellerInfo: party('SellerInfo'),
    BuyerInfo: party('BuyerInfo'),
    ItemList: z.array(eisItemSchema).min(1, 'ItemList must have at least one item.').max(EIS_LIMITS.itemsMax, `ItemList holds at most ${EIS_LIMITS.itemsMax} items.`),
    TotSalesAmt: nonNegative('TotSalesAmt'),
    TotDscntAmt: nonNegative('TotDscntAmt'),
    TotNetSalesAftDisct: nonNegative('TotNetSalesAftDisct'),
    VATAmt: nonNegative('VATAmt'),
    VatableSales: nonNegative('VatableSales'),
    ZeroRatedSales: nonNegative('ZeroRatedSales'),
    VatExemptSales: nonNegative('VatExemptSales'),
    WithholdIncome: nonNegative('WithholdIncome'),
    WithholdBusVAT: nonNegative('WithholdBusVAT'),
    WithholdBusPT: nonNegative('WithholdBusPT'),
    OtherTaxRev: nonNegative('OtherTaxRev'),
    TotNetAmtPay: nonNegative('TotNetAmtPay'),
  })
  .strict();
export type EisDocument = z.output<typeof eisDocumentSchema>;

const cents = (n: number) => Math.round(n * 100);

/**
 * Every problem of a document the BIR would reject it for: the format's fields and lengths, then the arithmetic —
 * each line's net = amount − discounts, the totals = the lines', the class's sales and VAT (12 % of a VATable
 * document's VAT-inclusive net, to the centavo), and the amount payable = net − withholding.
 */
export function eisProblems(input: unknown): string[] {
  const parsed = eisDocumentSchema.safeParse(input);
  if (!parsed.success) return parsed.error.issues.map((i) => i.message);
  const d = parsed.data;
  const out: string[] = [];
  const sum = (f: (i: EisItem) => number) => d.ItemList.reduce((s, i) => s + cents(f(i)), 0);
  d.ItemList.forEach((i, n) => {
    if (cents(i.SalesAmt) - cents(i.RegDscntAmt) - cents(i.SpeDscntAmt) !== cents(i.NetSales)) out.push(`ItemList[${n + 1}]: NetSales is not SalesAmt less the discounts.`);
  });
  if (sum((i) => i.SalesAmt) !== cents(d.TotSalesAmt)) out.push('TotSalesAmt is not the sum of the items.');
  if (sum((i) => i.RegDscntAmt + i.SpeDscntAmt) !== cents(d.TotDscntAmt)) out.push('TotDscntAmt is not the sum of the items\u2019 discounts.');
  if (sum((i) => i.NetSales) !== cents(d.TotNetSalesAftDisct)) out.push('TotNetSalesAftDisct is not the sum of the items\u2019 net sales.');
  const net = cents(d.TotNetSalesAftDisct);
  const vat = cents(d.VATAmt);
  const byClass = { VT: cents(d.VatableSales), ZR: cents(d.ZeroRatedSales), VE: cents(d.VatExemptSales) };
  for (const c of Object.keys(byClass) as EisClass[]) if (c !== d.TransClass && byClass[c] !== 0) out.push(`A ${d.TransClass} document carries no ${EIS_CLASSES[c]} sales.`);
  if (d.TransClass === 'VT') {
    if (byClass.VT + vat !== net) out.push('VatableSales + VATAmt is not TotNetSalesAftDisct.');
    if (Math.abs(vat * 112 - net * 12) > 112) out.push('VATAmt is not 12% of the VATable sales.');
  } else {
    if (vat !== 0) out.push(`A ${EIS_CLASSES[d.TransClass]} document carries no VAT.`);
    if (byClass[d.TransClass] !== net) out.push(`${d.TransClass === 'ZR' ? 'ZeroRatedSales' : 'VatExemptSales'} is not TotNetSalesAftDisct.`);
  }
  const withheld = cents(d.WithholdIncome) + cents(d.WithholdBusVAT) + cents(d.WithholdBusPT);
  if (net - withheld + cents(d.OtherTaxRev) !== cents(d.TotNetAmtPay)) out.push('TotNetAmtPay is not the net sales less what is withheld.');
  if (d.CorrYN === 'Y' && !d.PrevUniqueId) out.push('A correction names the document it corrects (PrevUniqueId).');
  if (d.CorrYN === 'N' && d.DocType !== 'SI') out.push('A credit or debit memo is a correction (CorrYN = Y).');
  return out;
}

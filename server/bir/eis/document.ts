import { createHash } from 'node:crypto';
import { amountOfCentavos, centavosOf } from '../../../contract/kit/centavos';
import { EIS_CLASSES, EIS_LIMITS, type EisClass, type EisDocType, type EisDocument, type EisItem } from './format';

/** A party as the books keep it: the TIN as typed (009-876-543-000), names and address. */
export interface EisParty {
  tin: string | null;
  registered_name: string;
  business_name: string;
  address: string;
}

/** One billed line: VAT-inclusive amounts as the invoice carries them, and its VAT class. */
export interface EisLine {
  name: string;
  qty: number;
  unit: string;
  unit_price: string;
  /** qty × unit price. */
  gross: string;
  /** gross less the line's discount: what the customer pays for it. */
  net: string;
  vat_class: EisClass;
}

/** A posted sales invoice or a memo correcting one, as the EIS documents are made from it. */
export interface EisSource {
  doc_type: EisDocType;
  /** The number the buyer sees: SI-0001500, CM-2026-000004. */
  number: string;
  /** What the unique id is made of when one number covers several documents (a stock return's memo over two invoices). */
  id_number?: string;
  /** When it was issued, Manila time: YYYY-MM-DD hh:mm:ss. */
  issued_at: string;
  seller: EisParty;
  buyer: EisParty;
  /** The acknowledgement certificate control number of the system that issued it. */
  ack_cert_no: string;
  lines: EisLine[];
  /** The output VAT booked on the VATable lines (the invoice's VAT amount, to the centavo). */
  vat: string;
  /** What a memo corrects: the unique id of the invoice's document of the same class. */
  correction?: { prev_unique_id: string; code: string };
  remarks?: string;
}

/** "009-876-543-000" → TIN 009876543 and branch 00000 (the branch code is the TIN's last digits, padded to 5). */
export function tinParts(tin: string | null): { tin: string; branch: string } {
  const d = (tin ?? '').replace(/\D/g, '');
  return { tin: d.slice(0, EIS_LIMITS.tinDigits), branch: (d.slice(EIS_LIMITS.tinDigits) || '0').padStart(EIS_LIMITS.branchDigits, '0').slice(-EIS_LIMITS.branchDigits) };
}

/**
 * The unique id of a document: seller TIN and branch, type, number and class. The same invoice always gives the same
 * id, so a resend is recognised (idempotent) and a memo can name the invoice document it corrects.
 */
export function eisUniqueId(sellerTin: string | null, docType: EisDocType, number: string, cls: EisClass): string {
  const s = tinParts(sellerTin);
  return `${s.tin}${s.branch}-${docType}-${idPart(number)}-${cls}`;
}

/** The number as it stands when it is short and plain (SI-0001500); else a digest of it, so the id stays short and safe in a URL. */
function idPart(number: string): string {
  return /^[A-Za-z0-9-]{1,30}$/.test(number) ? number : `H${createHash('sha256').update(number).digest('hex').slice(0, 24).toUpperCase()}`;
}

const pesos = (c: number) => Number(amountOfCentavos(c));
const CLASS_ORDER: readonly EisClass[] = ['VT', 'ZR', 'VE'];

const partyInfo = (p: EisParty) => {
  const { tin, branch } = tinParts(p.tin);
  return { Tin: tin, BranchCd: branch, RegNm: p.registered_name, BusinessNm: p.business_name, Address: p.address };
};

/**
 * The EIS documents of one invoice or memo: one per VAT class its lines carry (VATable, zero-rated, exempt), in
 * that order. Each document's lines are the class's; the VATable document carries the booked VAT and its VATable
 * sales are its net less that VAT, so the documents of an invoice add up to the invoice to the centavo.
 */
export function eisDocuments(src: EisSource): EisDocument[] {
  return CLASS_ORDER.filter((cls) => src.lines.some((l) => l.vat_class === cls)).map((cls) => {
    const lines = src.lines.filter((l) => l.vat_class === cls);
    const items: EisItem[] = lines.map((l) => {
      const gross = centavosOf(l.gross);
      const net = centavosOf(l.net);
      return { Nm: l.name.slice(0, EIS_LIMITS.itemNameMax), Qty: l.qty, Unit: l.unit, UnitCost: Number(l.unit_price), SalesAmt: pesos(gross), RegDscntAmt: pesos(gross - net), SpeDscntAmt: 0, NetSales: pesos(net) };
    });
    const gross = lines.reduce((s, l) => s + centavosOf(l.gross), 0);
    const net = lines.reduce((s, l) => s + centavosOf(l.net), 0);
    const vat = cls === 'VT' ? centavosOf(src.vat) : 0;
    return {
      EisUniqueId: eisUniqueId(src.seller.tin, src.doc_type, src.id_number ?? src.number, cls),
      CompInvoiceId: src.number,
      IssueDtm: src.issued_at,
      DocType: src.doc_type,
      TransClass: cls,
      CorrYN: src.correction ? 'Y' : 'N',
      CorrectionCd: src.correction?.code ?? '',
      PrevUniqueId: src.correction?.prev_unique_id ?? '',
      AckCertNo: src.ack_cert_no,
      Rmk1: (src.remarks ?? '').slice(0, 500),
      SellerInfo: partyInfo(src.seller),
      BuyerInfo: partyInfo(src.buyer),
      ItemList: items,
      TotSalesAmt: pesos(gross),
      TotDscntAmt: pesos(gross - net),
      TotNetSalesAftDisct: pesos(net),
      VATAmt: pesos(vat),
      VatableSales: pesos(cls === 'VT' ? net - vat : 0),
      ZeroRatedSales: pesos(cls === 'ZR' ? net : 0),
      VatExemptSales: pesos(cls === 'VE' ? net : 0),
      WithholdIncome: 0,
      WithholdBusVAT: 0,
      WithholdBusPT: 0,
      OtherTaxRev: 0,
      TotNetAmtPay: pesos(net),
    };
  });
}

/** How a class reads to a person. */
export const classLabel = (cls: EisClass): string => EIS_CLASSES[cls];

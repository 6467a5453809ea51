import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { HOSTILE_SHARED_STRINGS, workbookOf, zipOf } from '../uploads/testFiles';
import { readFirstSheet, XlsxReadError } from './xlsxReader';

describe('the workbook reader', () => {
  it('reads the first sheet through the relationships: shared and inline strings, numbers, booleans, formula results, escapes', () => {
    const shared = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3">
      <si><t>C-00001</t></si>
      <si><r><t>Amoxicillin </t></r><r><rPr><b/></rPr><t xml:space="preserve">500 &amp; more</t></r><rPh sb="0" eb="1"><t>ア</t></rPh></si>
      <si><t>Line_x000D_break &#x263A;</t></si></sst>`;
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
      <row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>
      <row r="2"/>
      <row r="4"><c r="B4" t="inlineStr"><is><t>inline &lt;x&gt;</t></is></c><c r="C4"><v>12.5</v></c><c r="D4" t="b"><v>1</v></c>
        <c r="E4" t="str"><f>A1&amp;"!"</f><v>C-00001!</v></c><c r="F4" t="s"><v>2</v></c></row>
      <row r="5"><c r="ZZ5"><v>far away</v></c></row>
    </sheetData></worksheet>`;
    expect(readFirstSheet(workbookOf(sheet, shared))).toEqual([
      { line: 1, cells: ['C-00001', '', 'Amoxicillin 500 & more'] },
      { line: 4, cells: ['', 'inline <x>', '12.5', 'TRUE', 'C-00001!', 'Line\rbreak ☺'] },
    ]);
  });

  it('reads what exceljs writes', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Sheet A');
    ws.addRow(['Customer Code', 'Qty', 'Active']);
    ws.addRow(['C-00006', 40, true]);
    const rows = readFirstSheet(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows.map((r) => r.cells)).toEqual([
      ['Customer Code', 'Qty', 'Active'],
      ['C-00006', '40', 'TRUE'],
    ]);
  });

  it('answers a pathological workbook at once: 64,000 unclosed <si> is refused, 50,000 shared strings are read, in linear time', () => {
    const sheet = '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>49999</v></c></row></sheetData></worksheet>';
    // The audit's file: about 1 KB on disk, which held the old regular-expression reader 17.8 s.
    const hostile = workbookOf(sheet, HOSTILE_SHARED_STRINGS);
    expect(hostile.length).toBeLessThan(2_000);
    const started = performance.now();
    expect(() => readFirstSheet(hostile)).toThrow(XlsxReadError);
    const many = workbookOf(sheet, `<sst>${'<si><t>x</t></si>'.repeat(49_999)}<si><t>last</t></si></sst>`);
    expect(readFirstSheet(many)).toEqual([{ line: 1, cells: ['last'] }]);
    // A generous bound on this 2-core machine: the two reads take a few tens of milliseconds.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses what is not a workbook: not a ZIP, no sheet, malformed XML, too many rows', () => {
    expect(() => readFirstSheet(Buffer.from('not a zip at all, not at all'))).toThrow(XlsxReadError);
    expect(() => readFirstSheet(zipOf({ 'xl/workbook.xml': '<workbook/>' }))).toThrow('no sheet');
    expect(() => readFirstSheet(workbookOf('<worksheet><sheetData><row><c><v>1</v></row></sheetData></worksheet>'))).toThrow('the sheet is not well-formed XML');
    const rows = Array.from({ length: 100_001 }, (_, i) => `<row r="${i + 1}"><c><v>1</v></c></row>`).join('');
    expect(() => readFirstSheet(workbookOf(`<worksheet><sheetData>${rows}</sheetData></worksheet>`))).toThrow('more than 100,000 rows');
  });
});

import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildExportFile, exportTable, type ExportColumn } from '.';
import { exportFileName } from './types';

interface Person {
  name: string;
  days: number;
  note: string | null;
}

const rows: Person[] = [
  { name: 'Asha Rao', days: 21, note: 'on time, always' },
  { name: 'Ravi "RK" Kumar', days: 0, note: null },
  { name: '=HYPERLINK("http://evil")', days: 3, note: '@sum' },
];
const columns: ExportColumn<Person>[] = [
  { header: 'Employee', value: 'name' },
  { header: 'Days present', value: 'days' },
  { header: 'Note', value: (row) => row.note },
];
const table = { fileName: 'attendance March/2026', title: 'Monthly attendance', columns, rows };

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const utf8 = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(blob));
const latin1 = async (blob: Blob) => new TextDecoder('latin1').decode(await bytes(blob));

describe('exportFileName', () => {
  it('keeps letters, digits, dots and dashes and adds the extension', () => {
    expect(exportFileName('attendance March/2026', 'csv')).toBe('attendance-March-2026.csv');
    expect(exportFileName('  ', 'pdf')).toBe('export.pdf');
  });
});

describe('CSV', () => {
  it('writes the header and every row, quoted by the library and read back equal', async () => {
    const { blob, fileName } = await buildExportFile({ ...table, format: 'csv' });
    expect(fileName).toBe('attendance-March-2026.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = await utf8(blob);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(text.slice(1).trim());
    expect(parsed.data[0]).toEqual(['Employee', 'Days present', 'Note']);
    expect(parsed.data[1]).toEqual(['Asha Rao', '21', 'on time, always']);
    expect(parsed.data[2]).toEqual(['Ravi "RK" Kumar', '0', '']);
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const { blob } = await buildExportFile({ ...table, format: 'csv' });
    const text = await utf8(blob);
    const last = Papa.parse<string[]>(text.slice(1).trim()).data[3];
    expect(last?.[0]).toBe(`'=HYPERLINK("http://evil")`);
    expect(last?.[2]).toBe(`'@sum`);
  });
});

describe('XLSX', () => {
  it('opens with ExcelJS and holds the title, the header and the rows, numbers as numbers', async () => {
    const { blob, fileName } = await buildExportFile({
      ...table,
      format: 'xlsx',
      subtitle: ['March 2026'],
    });
    expect(fileName).toBe('attendance-March-2026.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await blob.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Monthly attendance');
    expect(sheet.getCell('A2').value).toBe('March 2026');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Employee', 'Days present', 'Note']);
    expect(sheet.getCell('A5').value).toBe('Asha Rao');
    expect(sheet.getCell('B5').value).toBe(21);
    expect(sheet.getCell('C6').value).toBeNull();
    expect(sheet.rowCount).toBe(7);
  });
});

describe('PDF', () => {
  it('is a PDF that carries the title and the names', async () => {
    const { blob, fileName } = await buildExportFile({ ...table, format: 'pdf' });
    expect(fileName).toBe('attendance-March-2026.pdf');
    const text = await latin1(blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Monthly attendance');
    expect(text).toContain('Asha Rao');
  });

  it('lays a month of day columns out on landscape pages', async () => {
    const wide = Array.from({ length: 32 }, (_, day) => ({
      header: day === 0 ? 'Employee' : String(day),
      value: (row: Person) => (day === 0 ? row.name : 'P'),
    }));
    const { blob } = await buildExportFile({ ...table, columns: wide, format: 'pdf' });
    const text = await latin1(blob);
    // A3 landscape: 1190.55 x 841.89 points.
    expect(text).toMatch(/\/MediaBox \[0 0 1190\.5\d* 841\.8\d*\]/);
  });
});

describe('exportTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the file under its name through a temporary link', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:export');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await exportTable({ ...table, format: 'csv' });
    expect(clicked).toEqual(['attendance-March-2026.csv']);
    expect(created.mock.calls[0]?.[0]).toBeInstanceOf(Blob);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

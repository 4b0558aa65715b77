import ExcelJS from 'exceljs';
import { mimeTypeOf, type ExportGrid } from './types';

const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

/** The width of a column from its hint, else from its longest cell. */
function columnWidth(grid: ExportGrid, index: number): number {
  const hint = grid.widths[index];
  if (hint) return hint;
  const longest = Math.max(
    grid.headers[index]?.length ?? 0,
    ...grid.body.map((row) => String(row[index] ?? '').length),
  );
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

/**
 * One worksheet through ExcelJS: the title (bold), the subtitle lines, a blank row, then the
 * table with a bold, frozen header row and an auto-filter. Numbers stay numbers.
 */
export async function writeXlsx(grid: ExportGrid): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(grid.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));

  sheet.addRow([grid.title]).font = { bold: true, size: 14 };
  for (const line of grid.subtitle) sheet.addRow([line]);
  sheet.addRow([]);
  const header = sheet.addRow(grid.headers);
  header.font = { bold: true };
  for (const row of grid.body) sheet.addRow(row.map((cell) => cell ?? null));

  sheet.columns.forEach((column, index) => {
    column.width = columnWidth(grid, index);
  });
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  if (grid.headers.length > 0)
    sheet.autoFilter = {
      from: { row: header.number, column: 1 },
      to: { row: header.number, column: grid.headers.length },
    };

  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], { type: mimeTypeOf('xlsx') });
}

import { saveFile } from './download';
import { exportFileName, toGrid, type ExportGrid, type ExportTableInput } from './types';

export type { ExportColumn, ExportFormat, ExportTableInput } from './types';
export { exportFormats } from './types';

/**
 * Each format's writer is its own chunk, loaded the first time someone exports in that format,
 * so the libraries (ExcelJS and jsPDF are large) never weigh on the first screen.
 */
const writers = {
  csv: async (grid: ExportGrid) => (await import('./csv')).writeCsv(grid),
  xlsx: async (grid: ExportGrid) => (await import('./xlsx')).writeXlsx(grid),
  pdf: async (grid: ExportGrid) => (await import('./pdf')).writePdf(grid),
};

/** The file an export would produce, without downloading it (for tests and previews). */
export async function buildExportFile<Row>(
  input: ExportTableInput<Row>,
): Promise<{ blob: Blob; fileName: string }> {
  const blob = await writers[input.format](toGrid(input));
  return { blob, fileName: exportFileName(input.fileName, input.format) };
}

/**
 * Writes a table as CSV, XLSX or PDF and downloads it:
 * `exportTable({ format: 'xlsx', fileName, title, columns, rows })`.
 */
export async function exportTable<Row>(input: ExportTableInput<Row>): Promise<void> {
  const { blob, fileName } = await buildExportFile(input);
  saveFile(blob, fileName);
}

/** A file format the export kit writes. */
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

export const exportFormats: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];

/** What one cell may hold: numbers stay numbers in XLSX; nothing is an empty cell. */
type ExportCell = string | number | null | undefined;

export interface ExportColumn<Row> {
  /** The column's heading in the file. */
  header: string;
  /** The cell of a row: a field of the row, or a function of it. */
  value: keyof Row | ((row: Row) => ExportCell);
  /** A width hint in characters (XLSX column width; PDF proportions). */
  width?: number;
}

/** One table to write: what `exportTable` takes. */
export interface ExportTableInput<Row> {
  format: ExportFormat;
  /** The file's name without extension; unsafe characters are replaced. */
  fileName: string;
  /** A title above the table (XLSX first row, PDF heading); CSV holds only the table. */
  title: string;
  /** Lines under the title (period, filters, totals); not in CSV. */
  subtitle?: readonly string[];
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
}

/** The table as plain cells: what every writer works from. */
export interface ExportGrid {
  title: string;
  subtitle: readonly string[];
  headers: string[];
  widths: (number | undefined)[];
  body: ExportCell[][];
}

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export const mimeTypeOf = (format: ExportFormat) => MIME[format];

/** Turns rows and column definitions into cells, once, for whichever writer runs. */
export function toGrid<Row>(input: ExportTableInput<Row>): ExportGrid {
  const cell = (row: Row, column: ExportColumn<Row>): ExportCell => {
    const raw =
      typeof column.value === 'function' ? column.value(row) : (row[column.value] as unknown);
    if (raw === null || raw === undefined) return null;
    return typeof raw === 'number' ? raw : String(raw);
  };
  return {
    title: input.title,
    subtitle: input.subtitle ?? [],
    headers: input.columns.map((column) => column.header),
    widths: input.columns.map((column) => column.width),
    body: input.rows.map((row) => input.columns.map((column) => cell(row, column))),
  };
}

const UNSAFE_NAME = /[^\w.-]+/g;

/** A file name safe on every system, with the format's extension. */
export function exportFileName(fileName: string, format: ExportFormat): string {
  const base =
    fileName
      .trim()
      .replace(UNSAFE_NAME, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'export';
  return `${base}.${format}`;
}

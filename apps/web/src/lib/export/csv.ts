import Papa from 'papaparse';
import type { ExportGrid } from './types';

/**
 * CSV through papaparse: quoting and escaping by the library, a byte-order mark so Excel reads
 * UTF-8 names correctly, and cells that start like a formula (=, +, -, @) neutralised so a
 * spreadsheet never runs them.
 */
export function writeCsv(grid: ExportGrid): Blob {
  const text = Papa.unparse(
    { fields: grid.headers, data: grid.body.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { ExportGrid } from './types';

const MARGIN = 32;

/** Wide tables (a month of days) get landscape pages and a smaller type. */
function layoutFor(columns: number) {
  if (columns > 20) return { orientation: 'landscape' as const, fontSize: 6, format: 'a3' };
  if (columns > 7) return { orientation: 'landscape' as const, fontSize: 8, format: 'a4' };
  return { orientation: 'portrait' as const, fontSize: 9, format: 'a4' };
}

/**
 * A PDF through jsPDF and jspdf-autotable: the title and subtitle lines, then the table, which
 * breaks across pages with its header repeated, and page numbers in the footer.
 */
export function writePdf(grid: ExportGrid): Blob {
  const layout = layoutFor(grid.headers.length);
  const doc = new jsPDF({ orientation: layout.orientation, unit: 'pt', format: layout.format });
  doc.setProperties({ title: grid.title, creator: 'Facility Console' });

  doc.setFontSize(14);
  doc.text(grid.title, MARGIN, MARGIN + 8);
  doc.setFontSize(9);
  grid.subtitle.forEach((line, index) => doc.text(line, MARGIN, MARGIN + 24 + index * 12));

  autoTable(doc, {
    startY: MARGIN + 24 + grid.subtitle.length * 12,
    margin: { left: MARGIN, right: MARGIN },
    head: [grid.headers],
    body: grid.body.map((row) =>
      row.map((cell) => (cell === null || cell === undefined ? '' : cell)),
    ),
    styles: { fontSize: layout.fontSize, cellPadding: 2, overflow: 'linebreak' },
    headStyles: { fillColor: [34, 84, 160], textColor: 255 },
    didDrawPage: () => {
      const pages = doc.getNumberOfPages();
      const height = doc.internal.pageSize.getHeight();
      doc.setFontSize(8);
      doc.text(`Page ${pages}`, MARGIN, height - 14);
    },
  });
  return doc.output('blob');
}

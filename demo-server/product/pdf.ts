/** A tiny generated one-page PDF (for the product safety documents under /downloads/). */

/** PDF text strings are WinAnsi here: keep Latin-1, replace the rest, escape ( ) \. */
function pdfText(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[„“”]/g, '"')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/([()\\])/g, '\\$1');
}

export function tinyPdf(title: string, lines: readonly string[]): Buffer {
  const text = [`BT /F1 20 Tf 72 770 Td (${pdfText(title)}) Tj ET`, ...lines.map((line, i) => `BT /F1 12 Tf 72 ${730 - i * 18} Td (${pdfText(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

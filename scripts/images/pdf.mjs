// A minimal PDF 1.4 writer: A4 pages of wrapped Helvetica text, enough for the short
// downloadable summaries the site links to (brochure, catalogue, portfolio, manuals).

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;

/** Plain ASCII only, so the standard Helvetica encoding shows every character. */
function ascii(textValue) {
  return textValue
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, '');
}

const escapePdf = (value) =>
  value.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function wrap(value, size) {
  // Helvetica averages about half an em per character.
  const maxChars = Math.floor((PAGE_W - 2 * MARGIN) / (size * 0.5));
  const words = ascii(value).split(/\s+/).filter(Boolean);
  const lines = [];
  let current = '';
  for (const word of words) {
    if ((current + ' ' + word).trim().length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = (current + ' ' + word).trim();
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

/**
 * @param {{ title: string, author: string, pages: Array<Array<{ text: string, size?: number, bold?: boolean, gap?: number, color?: [number, number, number] }>> }} doc
 * @returns {Buffer}
 */
export function makePdf(doc) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add('');
  const pagesId = add('');
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  // Lay out the text; a page given by the caller starts a new page, and a page that runs
  // out of room continues on the next one.
  const pageOps = [];
  const newPage = () => {
    const ops = [
      '0.043 0.227 0.357 rg',
      `0 ${PAGE_H - 36} ${PAGE_W} 36 re f`,
      '0.961 0.702 0.004 rg',
      `0 ${PAGE_H - 40} ${PAGE_W} 4 re f`,
    ];
    pageOps.push(ops);
    return ops;
  };
  for (const blocks of doc.pages) {
    let ops = newPage();
    let y = PAGE_H - 90;
    for (const block of blocks) {
      const size = block.size ?? 11;
      const [r, g, b] = block.color ?? (block.bold ? [0.043, 0.227, 0.357] : [0.2, 0.25, 0.3]);
      y -= block.gap ?? 0;
      for (const textLine of wrap(block.text, size)) {
        if (y < MARGIN + 20) {
          ops = newPage();
          y = PAGE_H - 90;
        }
        ops.push(
          'BT',
          `${r} ${g} ${b} rg`,
          `/${block.bold ? 'F2' : 'F1'} ${size} Tf`,
          `${MARGIN} ${y.toFixed(1)} Td`,
          `(${escapePdf(textLine)}) Tj`,
          'ET',
        );
        y -= size * 1.45;
      }
      y -= size * 0.5;
    }
  }
  const pageIds = pageOps.map((ops, index) => {
    ops.push(
      'BT',
      '0.45 0.5 0.55 rg',
      '/F1 9 Tf',
      `${MARGIN} 36 Td`,
      `(${escapePdf(ascii(`${doc.author} - ${doc.title} - page ${index + 1} of ${pageOps.length}`))}) Tj`,
      'ET',
    );
    const stream = ops.join('\n');
    const contentId = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const infoId = add(
    `<< /Title (${escapePdf(ascii(doc.title))}) /Author (${escapePdf(ascii(doc.author))}) /Producer (scripts/images/generate.mjs) >>`,
  );

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

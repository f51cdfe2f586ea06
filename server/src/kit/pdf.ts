import PDFDocument from 'pdfkit';

/*
 * PDFs (DESIGN.md: one PDF library): pdfkit, with its built-in standard fonts only, so nothing is
 * read from the network or the system and every text can be extracted again (tests read it back).
 * A family draws its document; this makes the document and gathers its bytes.
 */

export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  author: string;
}

/** US Letter, 50 pt margins, Helvetica 10: what the console's documents share. */
export async function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    font: 'Helvetica',
    info: { Title: info.title, Author: info.author, Creator: info.author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(10);
  draw(doc);
  doc.end();
  return done;
}

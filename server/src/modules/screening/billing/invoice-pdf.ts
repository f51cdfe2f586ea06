import { eq } from 'drizzle-orm';
import { INVOICE_STATUS_NAMES } from '@console/contract/screening/invoice-status';
import { formatUsd } from '@console/contract/money';
import type { Invoice } from '@console/contract/screening/billing';
import type { Queryable } from '../../../db/client.ts';
import { companies, customerAccounts } from '../../../db/schema.ts';
import { renderPdf, type Pdf } from '../../../kit/pdf.ts';
import { usDate } from '../../../lib/days.ts';

/*
 * An invoice as a PDF (US Letter): who bills whom, the number, the dates, one row per line, the
 * totals in US dollars. Dates read MM/DD/YYYY (product-families §9), in UTC like the billing months.
 */

const dayOf = (iso: string) => iso.slice(0, 10);

/** The file name the download carries: invoice-INV-000123.pdf, or invoice-draft-<id>.pdf. */
export const invoiceFileName = (invoice: Pick<Invoice, 'number' | 'invoiceId'>) =>
  `invoice-${invoice.number ?? `draft-${invoice.invoiceId}`}.pdf`;

interface Parties {
  seller: string;
  buyer: { id: number; name: string; address: string[] };
}

async function partiesOf(db: Queryable, invoice: Invoice): Promise<Parties> {
  const [row] = await db
    .select({
      company: companies.name,
      name: customerAccounts.name,
      address1: customerAccounts.address1,
      address2: customerAccounts.address2,
      city: customerAccounts.city,
      state: customerAccounts.state,
      zip: customerAccounts.zip,
    })
    .from(customerAccounts)
    .innerJoin(companies, eq(companies.id, customerAccounts.companyId))
    .where(eq(customerAccounts.id, invoice.accountId));
  if (!row) throw new Error(`no account ${invoice.accountId}`);
  const cityLine = [row.city, [row.state, row.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    seller: row.company,
    buyer: {
      id: invoice.accountId,
      name: row.name,
      address: [row.address1, row.address2, cityLine].filter(Boolean),
    },
  };
}

/** Columns of the lines table: x and width in points; amounts right-aligned. */
const COLUMNS = {
  description: { x: 50, width: 230 },
  period: { x: 285, width: 110 },
  quantity: { x: 395, width: 50 },
  unit: { x: 445, width: 55 },
  amount: { x: 500, width: 62 },
};

function facts(doc: Pdf, rows: readonly [string, string][], x: number, y: number) {
  rows.forEach(([label, value], n) => {
    doc.font('Helvetica-Bold').text(label, x, y + n * 15, { width: 110 });
    doc.font('Helvetica').text(value, x + 110, y + n * 15, { width: 140 });
  });
}

function draw(doc: Pdf, invoice: Invoice, parties: Parties) {
  doc.font('Helvetica-Bold').fontSize(20).text('Invoice', 50, 50);
  doc.fontSize(10).font('Helvetica').text(parties.seller, 50, 78);

  const dates: [string, string][] = [
    ['Invoice number', invoice.number ?? 'Draft'],
    ['Status', INVOICE_STATUS_NAMES[invoice.status]],
    ['Date of issue', invoice.finalizedAt ? usDate(dayOf(invoice.finalizedAt)) : 'Not issued'],
    ['Billing period', `${usDate(invoice.periodStart)} - ${usDate(invoice.periodEnd)}`],
  ];
  if (invoice.paidAt) dates.push(['Paid on', usDate(dayOf(invoice.paidAt))]);
  facts(doc, dates, 312, 50);

  doc.font('Helvetica-Bold').text('Bill to', 50, 140);
  doc.font('Helvetica').text(parties.buyer.name, 50, 155);
  doc.text(`Account ${parties.buyer.id}`, 50, 170);
  parties.buyer.address.forEach((line, n) => doc.text(line, 50, 185 + n * 15));

  let y = 250;
  const header: [keyof typeof COLUMNS, string][] = [
    ['description', 'Description'],
    ['period', 'Period'],
    ['quantity', 'Qty'],
    ['unit', 'Unit price'],
    ['amount', 'Amount'],
  ];
  doc.font('Helvetica-Bold');
  for (const [column, caption] of header) {
    const { x, width } = COLUMNS[column];
    doc.text(caption, x, y, {
      width,
      align: column === 'description' || column === 'period' ? 'left' : 'right',
    });
  }
  doc
    .moveTo(50, y + 14)
    .lineTo(562, y + 14)
    .lineWidth(0.5)
    .stroke();
  y += 22;
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    const height = doc.heightOfString(line.description, { width: COLUMNS.description.width });
    if (y + height > 680) {
      doc.addPage();
      y = 50;
    }
    doc.text(line.description, COLUMNS.description.x, y, { width: COLUMNS.description.width });
    doc.text(`${usDate(line.periodStart)} - ${usDate(line.periodEnd)}`, COLUMNS.period.x, y, {
      width: COLUMNS.period.width,
    });
    const right = (column: 'quantity' | 'unit' | 'amount', text: string) =>
      doc.text(text, COLUMNS[column].x, y, { width: COLUMNS[column].width, align: 'right' });
    right('quantity', line.quantity.toLocaleString('en-US'));
    right('unit', formatUsd(line.unitAmountCents));
    right('amount', formatUsd(line.amountCents));
    y += Math.max(height, 12) + 8;
  }
  if (!invoice.lines.length) {
    doc.text('Nothing was billed for this period.', 50, y);
    y += 20;
  }

  doc.moveTo(312, y).lineTo(562, y).lineWidth(0.5).stroke();
  y += 8;
  const totals: [string, number][] = [
    ['Subtotal', invoice.subtotalCents],
    ['Total', invoice.totalCents],
    ['Amount paid', invoice.amountPaidCents],
    ['Amount due', invoice.amountDueCents],
  ];
  totals.forEach(([label, cents], n) => {
    doc.font(label === 'Amount due' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 312, y + n * 15, { width: 150 });
    doc.text(formatUsd(cents), 462, y + n * 15, { width: 100, align: 'right' });
  });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('All amounts in US dollars (USD).', 50, y + totals.length * 15 + 20);
}

/** The PDF of an invoice, as GET .../Invoices/{invoiceId}/Pdf serves it. */
export async function invoicePdf(db: Queryable, invoice: Invoice): Promise<Buffer> {
  const parties = await partiesOf(db, invoice);
  return renderPdf({ title: `Invoice ${invoice.number ?? 'draft'}`, author: parties.seller }, (doc) =>
    draw(doc, invoice, parties),
  );
}

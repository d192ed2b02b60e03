import {
  formatCents,
  INVOICE_SELLER,
  invoiceStatusLabel,
  OVERAGE_CENTS_PER_BOOKING,
} from '@ridedesk/domain/invoices/invoice-rules';
import PDFDocument from 'pdfkit';
import type { InvoiceDto } from './invoice-dto.ts';

const usd = (dollars: number) => formatCents(Math.round(dollars * 100));
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

const INK = '#111827';
const MUTED = '#4B5563';
const RULE = '#D1D5DB';
const ACCENT = '#0B5CAD';

/**
 * An invoice a provider's accountant can file: seller and buyer with their tax ids, invoice
 * number, issue and due dates, the billing period, the lines with quantity, unit price and
 * amount, subtotal, tax with its rate, total and the amount due, and the payment terms. Its status
 * reads as at `now` ('Overdue' once the due date has passed unpaid).
 */
export const renderInvoicePdf = (invoice: InvoiceDto, now: Date = new Date()): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      info: {
        Title: `Invoice ${invoice.invoiceNumber}`,
        Author: INVOICE_SELLER.name,
        Subject: `${invoice.planName} plan, ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const width = right - left;

    // Seller (top left) and the document title (top right).
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text(INVOICE_SELLER.name, left, 54);
    doc.fillColor(MUTED).font('Helvetica').fontSize(9.5);
    for (const line of INVOICE_SELLER.address) doc.text(line);
    doc.text(INVOICE_SELLER.email);
    doc.text(`EIN ${INVOICE_SELLER.ein}`);
    const title = invoice.status === 'Draft' ? 'DRAFT INVOICE' : 'INVOICE';
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(title, left, 54, { width, align: 'right' });

    // Invoice facts (right column).
    const facts: [string, string][] = [
      ['Invoice number', invoice.invoiceNumber],
      ['Issue date', day(invoice.issuedOn)],
      ['Due date', day(invoice.dueOn)],
      ['Billing period', `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`],
      [
        'Status',
        invoice.status === 'Draft'
          ? `Draft (bookings to ${day(invoice.countedUntil)})`
          : invoiceStatusLabel(invoice, now),
      ],
    ];
    let y = 90;
    for (const [label, value] of facts) {
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(MUTED)
        .text(label, left + width / 2, y, { width: 110 });
      doc
        .font('Helvetica-Bold')
        .fillColor(INK)
        .text(value, left + width / 2 + 110, y, { width: width / 2 - 110, align: 'right' });
      // A value that wraps (a long billing period) pushes the next fact down instead of under it.
      y = Math.max(y + 15, doc.y + 3);
    }

    // Buyer.
    y = Math.max(y, doc.y) + 24;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text('BILL TO', left, y);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(invoice.buyer.name, left, doc.y + 2);
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
    const buyerLines = [
      invoice.buyer.siteTitle && invoice.buyer.siteTitle !== invoice.buyer.name ? invoice.buyer.siteTitle : null,
      invoice.buyer.host ? `Site: ${invoice.buyer.host}` : null,
      invoice.buyer.zipCode ? `ZIP ${invoice.buyer.zipCode}, United States` : null,
      invoice.buyer.email,
      invoice.buyer.phone,
      invoice.buyer.ein ? `EIN ${invoice.buyer.ein}` : null,
      `Customer ID: SITE-${String(invoice.siteId).padStart(5, '0')}`,
    ].filter((v): v is string => !!v);
    for (const line of buyerLines) doc.text(line);

    // Lines table.
    y = doc.y + 24;
    const cols = { desc: left, qty: left + width * 0.55, unit: left + width * 0.68, amount: left + width * 0.82 };
    const colW = { desc: width * 0.55 - 8, qty: width * 0.13 - 8, unit: width * 0.14 - 8, amount: width * 0.18 };
    doc.rect(left, y - 6, width, 22).fill('#EEF4FB');
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(9.5);
    doc.text('Description', cols.desc + 6, y, { width: colW.desc });
    doc.text('Quantity', cols.qty, y, { width: colW.qty, align: 'right' });
    doc.text('Unit price', cols.unit, y, { width: colW.unit, align: 'right' });
    doc.text('Amount', cols.amount, y, { width: colW.amount - 6, align: 'right' });
    y += 24;
    doc.font('Helvetica').fontSize(10);
    for (const line of invoice.lines) {
      doc.fillColor(INK).text(line.description, cols.desc + 6, y, { width: colW.desc });
      const rowBottom = doc.y;
      doc.text(String(line.quantity), cols.qty, y, { width: colW.qty, align: 'right' });
      doc.text(usd(line.unitPrice), cols.unit, y, { width: colW.unit, align: 'right' });
      doc.text(usd(line.amount), cols.amount, y, { width: colW.amount - 6, align: 'right' });
      y = Math.max(rowBottom, doc.y) + 8;
      doc
        .moveTo(left, y - 4)
        .lineTo(right, y - 4)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
    }

    // Totals.
    y += 8;
    const totals: [string, string, boolean][] = [
      ['Subtotal', usd(invoice.subtotal), false],
      [`Sales tax (${invoice.taxPercentage.toFixed(2)}%)`, usd(invoice.tax), false],
      ['Total', usd(invoice.total), true],
      [
        invoice.status === 'Paid' ? 'Amount due (paid)' : 'Amount due (USD)',
        usd(invoice.status === 'Paid' ? 0 : invoice.total),
        true,
      ],
    ];
    for (const [label, value, strong] of totals) {
      doc
        .font(strong ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(strong ? 11 : 10)
        .fillColor(INK);
      doc.text(label, cols.unit - 60, y, { width: colW.unit + 60, align: 'right' });
      doc.text(value, cols.amount, y, { width: colW.amount - 6, align: 'right' });
      y += strong ? 18 : 15;
    }

    // Usage and terms.
    y += 16;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text('USAGE', left, y);
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
    doc.text(
      `Bookings made in the period (cancelled bookings not counted): ${invoice.noOfBookings}. Included in the ${invoice.planName} plan: ${invoice.allowance} a month. Billed above the allowance at ${formatCents(OVERAGE_CENTS_PER_BOOKING)} each: ${invoice.overageBookings}.`,
      left,
      doc.y + 2,
      { width },
    );
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text('PAYMENT TERMS');
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
    doc.text(
      invoice.status === 'Draft'
        ? 'This is a draft for the month so far and is not payable. The invoice is issued at the end of the month.'
        : `Payment is due by ${day(invoice.dueOn)}, charged to the card on file for the subscription. Please quote the invoice number ${invoice.invoiceNumber} with any question to ${INVOICE_SELLER.email}.`,
      { width },
    );
    if (invoice.paidOn) doc.text(`Paid on ${day(invoice.paidOn)}.`, { width });

    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${INVOICE_SELLER.name} · ${INVOICE_SELLER.address.join(', ')} · EIN ${INVOICE_SELLER.ein}`,
        left,
        doc.page.height - doc.page.margins.bottom - 12,
        { width, align: 'center', lineBreak: false },
      );
    doc.end();
  });

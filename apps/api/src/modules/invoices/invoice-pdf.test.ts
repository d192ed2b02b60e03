import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { InvoiceDto } from './invoices.service.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A September invoice (the longest month name), issued October 1 and due October 16, 2031. */
const SEPTEMBER: InvoiceDto = {
  id: 1,
  siteId: 5,
  invoiceNumber: 'RD-203109-00005',
  periodStart: '2031-09-01T00:00:00.000Z',
  periodEnd: '2031-09-30T23:59:59.999Z',
  countedUntil: '2031-10-01T00:00:00.000Z',
  issuedOn: '2031-10-01T00:00:00.000Z',
  dueOn: '2031-10-16T00:00:00.000Z',
  planId: 1,
  planName: 'Basic',
  noOfBookings: 20,
  allowance: 100,
  overageBookings: 0,
  planFee: 49,
  overageAmount: 0,
  subtotal: 49,
  taxPercentage: 8.25,
  tax: 4.04,
  total: 53.04,
  lines: [{ code: 'plan', description: 'Basic plan, monthly fee', quantity: 1, unitCents: 4900, amountCents: 4900 }],
  serviceProviderName: 'City Limo',
  buyer: { name: 'City Limo', siteTitle: 'City Limo', host: 'citylimo.localhost', email: 'ops@citylimo.localhost' },
  status: 'Due',
  paidOn: null,
} as unknown as InvoiceDto;

let n = 0;
/** The words of the rendered PDF with their boxes (pdftotext -bbox), top to bottom. */
const wordsOf = async (invoice: InvoiceDto, now: Date) => {
  const file = path.join(dir, `invoice-${++n}.pdf`);
  writeFileSync(file, await renderInvoicePdf(invoice, now));
  const html = execFileSync('pdftotext', ['-bbox', file, '-']).toString();
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({ xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), text: m[5] }));
};

describe('the invoice PDF', () => {
  it('When the billing period wraps onto two lines, then the status is written below it, never over it', async () => {
    const words = await wordsOf(SEPTEMBER, new Date('2031-10-05T12:00:00Z'));
    const periodWords = words.filter((w) => ['September', '1,', '30,', '–'].includes(w.text) && w.xMin > 400);
    const statusLabel = words.find((w) => w.text === 'Status');
    const statusValue = words.find((w) => w.text === 'Due' && w.xMin > 400);
    expect(statusLabel && statusValue).toBeTruthy();
    const periodBottom = Math.max(
      ...periodWords.filter((w) => w.yMin < (statusLabel?.yMin ?? 0) + 20).map((w) => w.yMax),
    );
    expect(statusLabel!.yMin).toBeGreaterThanOrEqual(periodBottom);
    expect(statusValue!.yMin).toBeGreaterThanOrEqual(periodBottom);
    // No two words of the facts column share any space.
    const facts = words.filter((w) => w.xMin > 300 && w.yMin < statusValue!.yMax + 1 && w.yMin > 80);
    for (const a of facts)
      for (const b of facts)
        if (a !== b)
          expect(
            a.xMax <= b.xMin || b.xMax <= a.xMin || a.yMax <= b.yMin || b.yMax <= a.yMin,
            `${a.text} overlaps ${b.text}`,
          ).toBe(true);
  });

  it('When an issued invoice is still unpaid after its due date, then it reads Overdue; on the due date it reads Due', async () => {
    const onTheDay = await wordsOf(SEPTEMBER, new Date('2031-10-16T23:00:00Z'));
    expect(onTheDay.some((w) => w.text === 'Due' && w.xMin > 400)).toBe(true);
    expect(onTheDay.some((w) => w.text === 'Overdue')).toBe(false);
    const after = await wordsOf(SEPTEMBER, new Date('2031-10-17T00:00:00Z'));
    expect(after.some((w) => w.text === 'Overdue')).toBe(true);
    const paid = await wordsOf({ ...SEPTEMBER, status: 'Paid' }, new Date('2031-12-01T00:00:00Z'));
    expect(paid.some((w) => w.text === 'Overdue')).toBe(false);
    expect(paid.some((w) => w.text === 'Paid')).toBe(true);
  });
});

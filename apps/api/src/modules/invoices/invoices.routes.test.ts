import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../../test/demo-roles.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSitesService } from '../sites/sites.service.ts';
import { currentPlanOfSite } from '../subscriptions/subscriptions.service.ts';
import { createInvoicesService, type InvoiceDto } from './invoices.service.ts';

/**
 * Invoices: the month-end job with a moved clock, the month so far on demand, the lists per role
 * and the PDF. The demo data puts site 5 on Basic ($49.00, 100 bookings a month) and site 6 on
 * Standard ($99.00, 500 bookings a month), paid plans started before any month used here.
 */
let t: TestApp;
let clock = new Date('2031-03-20T12:00:00Z');
const HOST = 'citylimo.localhost';
const BAY = 'baychauffeurs.localhost';

/** Copies one of the site's bookings n times, made (created) from `from` one every 4 hours. */
const addBookings = async (siteId: number, n: number, from: string, status = 'completed', tag = 'T') => {
  await t.db.execute(sql`
    insert into bookings (
      site_id, reference_id, fleet_id, price_definition_id, user_id, guest_user_id, booked_by, is_public_booking,
      customer_first_name, customer_last_name, customer_email, customer_mobile, pick_up_location, drop_off_location,
      pickup_city, pickup_state, pickup_state_name, pickup_latitude, pickup_longitude, pickup_offset, pickup_at,
      dropoff_at, held, no_of_passengers, no_of_luggages, estimated_duration_in_mins, estimated_distance_in_km,
      booked_price, discount_price, tax_percentage, tax_price, gratuity_price, total_price, booking_status,
      payment_status, payment_type, comments, created_on)
    select
      b.site_id, ${tag} || ${siteId} || to_char(${from}::timestamptz, 'YYMM') || lpad(i::text, 4, '0'), b.fleet_id,
      b.price_definition_id, b.user_id, b.guest_user_id, b.booked_by, b.is_public_booking, b.customer_first_name,
      b.customer_last_name, b.customer_email, b.customer_mobile, b.pick_up_location, b.drop_off_location,
      b.pickup_city, b.pickup_state, b.pickup_state_name, b.pickup_latitude, b.pickup_longitude, b.pickup_offset,
      ${from}::timestamptz + (i * interval '4 hours'),
      ${from}::timestamptz + (i * interval '4 hours') + interval '1 hour',
      tstzrange(${from}::timestamptz + (i * interval '4 hours'), ${from}::timestamptz + (i * interval '4 hours') + interval '2 hours', '[)'),
      b.no_of_passengers, b.no_of_luggages, b.estimated_duration_in_mins, b.estimated_distance_in_km, b.booked_price,
      b.discount_price, b.tax_percentage, b.tax_price, b.gratuity_price, b.total_price, ${status}, 'Paid',
      b.payment_type, '', ${from}::timestamptz + (i * interval '4 hours')
    from (select * from bookings where site_id = ${siteId} order by id limit 1) b, generate_series(1, ${n}) i
  `);
};

const call = (method: 'GET' | 'POST', url: string, token?: string, host = HOST, payload?: object) =>
  t.app.inject({ method, url, headers: token ? { ...t.bearer(token), host } : { host }, payload });

const monthEndJob = () =>
  createInvoicesService({
    db: t.db,
    sites: createSitesService(t.db),
    planOf: (siteId, at) => currentPlanOfSite(t.db, siteId, at),
    now: () => clock,
  }).runMonthEnd();

let march5: InvoiceDto;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // Site 5 in March 2031: 137 bookings, 3 cancelled ones (not counted), and some in February and April.
  await addBookings(5, 137, '2031-03-01T00:00:00Z');
  await addBookings(5, 3, '2031-03-25T02:00:00Z', 'cancelled', 'C');
  await addBookings(5, 5, '2031-02-10T00:00:00Z', 'completed', 'F');
  await addBookings(5, 4, '2031-04-02T00:00:00Z', 'scheduled', 'A');
  // Site 6: 2 bookings in March, well within Standard.
  await addBookings(6, 2, '2031-03-05T00:00:00Z');
});
afterAll(() => t.close());

describe('the month-end job', () => {
  it('When the clock reaches the end of March, then Basic with 137 bookings owes $49.00 + 37 × $0.25 + 8.25 % tax = $63.06', async () => {
    expect((await currentPlanOfSite(t.db, 5, new Date('2031-03-31T00:00:00Z')))?.planName).toBe('Basic');
    clock = new Date('2031-04-01T00:05:00Z');
    const issued = await monthEndJob();
    const mine = issued.find((i) => i.siteId === 5) as InvoiceDto;
    expect(mine).toMatchObject({
      invoiceNumber: 'RD-203103-00005',
      periodStart: '2031-03-01T00:00:00.000Z',
      periodEnd: '2031-03-31T23:59:59.999Z',
      issuedOn: '2031-04-01T00:00:00.000Z',
      dueOn: '2031-04-16T00:00:00.000Z',
      planName: 'Basic',
      noOfBookings: 137,
      allowance: 100,
      overageBookings: 37,
      planFee: 49,
      overageAmount: 9.25,
      subtotal: 58.25,
      taxPercentage: 8.25,
      // 5825 × 0.0825 = 480.5625 cents → 481
      tax: 4.81,
      total: 63.06,
      status: 'Due',
    });
    expect(mine.lines).toEqual([
      { code: 'plan', description: 'Basic plan, monthly fee', quantity: 1, unitPrice: 49, amount: 49 },
      {
        code: 'overage',
        description: "Bookings above the plan's 100 a month",
        quantity: 37,
        unitPrice: 0.25,
        amount: 9.25,
      },
    ]);
    const bay = issued.find((i) => i.siteId === 6) as InvoiceDto;
    // Standard, 2 bookings: $99.00 + 8.25 % (816.75 → 817 cents) = $107.17.
    expect(bay).toMatchObject({ planName: 'Standard', noOfBookings: 2, overageBookings: 0, tax: 8.17, total: 107.17 });
    march5 = mine;
  });

  it('When the job runs again, then the issued invoices stay as they were (no duplicates)', async () => {
    await addBookings(5, 2, '2031-03-31T12:00:00Z', 'completed', 'L');
    const again = await monthEndJob();
    expect(again.find((i) => i.siteId === 5)).toEqual(march5);
    const list = (await call('GET', '/api/invoice', await tokenOf(t, 'provider'))).json();
    expect((list.results as InvoiceDto[]).filter((i) => i.invoiceNumber === march5.invoiceNumber)).toHaveLength(1);
  });
});

describe('the month so far, on demand', () => {
  it('When the provider asks for April so far, then a draft counts the bookings made until now', async () => {
    clock = new Date('2031-04-20T10:00:00Z');
    const token = await tokenOf(t, 'provider');
    const res = await call('POST', '/api/invoice/generateCurrentMonth', token, HOST, {});
    expect(res.statusCode).toBe(200);
    const draft = res.json().results[0] as InvoiceDto;
    expect(draft).toMatchObject({ status: 'Draft', invoiceNumber: 'RD-203104-00005', noOfBookings: 4, total: 53.04 });
    // Asked again, the same draft is brought up to date rather than duplicated.
    const again = (await call('POST', '/api/invoice/generateCurrentMonth', token, HOST, {})).json().results[0];
    expect(again.id).toBe(draft.id);
  });

  it('When a standard user, a traveller or nobody asks, then 403, 403 and 401', async () => {
    const [spUser, traveller] = await Promise.all([tokenOf(t, 'dispatcher'), tokenOf(t, 'customer')]);
    expect((await call('POST', '/api/invoice/generateCurrentMonth', spUser, HOST, {})).statusCode).toBe(403);
    expect((await call('POST', '/api/invoice/generateCurrentMonth', traveller, HOST, {})).statusCode).toBe(403);
    expect((await call('POST', '/api/invoice/generateCurrentMonth', undefined, HOST, {})).statusCode).toBe(401);
  });

  it('When a provider names another site, then 404; a bad site id is 400', async () => {
    const token = await tokenOf(t, 'provider');
    expect((await call('POST', '/api/invoice/generateCurrentMonth', token, HOST, { siteId: 6 })).statusCode).toBe(404);
    expect((await call('POST', '/api/invoice/generateCurrentMonth', token, HOST, { siteId: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET api/invoice and the PDF', () => {
  it('When the platform administrator lists invoices, then it sees every provider; a provider only its own', async () => {
    const [admin, mine, bay] = await Promise.all([
      tokenOf(t, 'superadmin'),
      tokenOf(t, 'provider'),
      tokenOf(t, 'provider2', BAY),
    ]);
    const all = (await call('GET', '/api/invoice?pageSize=100', admin, 'localhost')).json().results as InvoiceDto[];
    expect(all.some((i) => i.siteId === 5) && all.some((i) => i.siteId === 6)).toBe(true);
    const filtered = (await call('GET', '/api/invoice?siteId=6', admin, 'localhost')).json().results as InvoiceDto[];
    expect(filtered.every((i) => i.siteId === 6)).toBe(true);
    const own = (await call('GET', '/api/invoice', mine)).json();
    expect((own.results as InvoiceDto[]).every((i) => i.siteId === 5)).toBe(true);
    expect(own.totalCount).toBe(2);
    const bays = (await call('GET', '/api/invoice', bay, BAY)).json().results as InvoiceDto[];
    expect(bays.map((i) => i.siteId)).toEqual([6]);
    expect((await call('GET', '/api/invoice?status=Due', mine)).json().results).toHaveLength(1);
  });

  it("When someone else's invoice is asked for, then 404; standard users 403; nobody 401; bad input 400", async () => {
    const [mine, bay, spUser] = await Promise.all([
      tokenOf(t, 'provider'),
      tokenOf(t, 'provider2', BAY),
      tokenOf(t, 'dispatcher'),
    ]);
    expect((await call('GET', `/api/invoice/${march5.id}`, bay, BAY)).statusCode).toBe(404);
    expect((await call('GET', `/api/invoice/${march5.id}/pdf`, bay, BAY)).statusCode).toBe(404);
    expect((await call('GET', '/api/invoice', spUser)).statusCode).toBe(403);
    expect((await call('GET', `/api/invoice/${march5.id}/pdf`, spUser)).statusCode).toBe(403);
    expect((await call('GET', '/api/invoice')).statusCode).toBe(401);
    expect((await call('GET', '/api/invoice/abc', mine)).statusCode).toBe(400);
    expect((await call('GET', '/api/invoice?status=Lost', mine)).statusCode).toBe(400);
    expect((await call('GET', '/api/invoice?siteId=6', mine)).statusCode).toBe(404);
  });

  it('When the provider downloads the March invoice, then a PDF with the number, parties, lines and totals renders', async () => {
    const res = await call('GET', `/api/invoice/${march5.id}/pdf`, await tokenOf(t, 'provider'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="RD-203103-00005.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const expected of [
      'RD-203103-00005',
      'RideDesk, Inc.',
      'BILL TO',
      'April 1, 2031',
      'April 16, 2031',
      'March 1, 2031',
      'March 31, 2031',
      'Basic plan, monthly fee',
      '$49.00',
      '$9.25',
      '$58.25',
      'Sales tax (8.25%)',
      '$4.81',
      '$63.06',
    ])
      expect(text).toContain(expected);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(dir, 'invoice')]);
    const png = readFileSync(path.join(dir, 'invoice.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    if (process.env.INVOICE_PNG) writeFileSync(process.env.INVOICE_PNG, png);
  });

  it('When the platform records the payment, then the invoice is Paid; twice is 422; providers may not', async () => {
    const [admin, mine] = await Promise.all([tokenOf(t, 'superadmin'), tokenOf(t, 'provider')]);
    expect((await call('POST', `/api/invoice/markPaid/${march5.id}`, mine)).statusCode).toBe(403);
    const paid = await call('POST', `/api/invoice/markPaid/${march5.id}`, admin, 'localhost');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().results[0]).toMatchObject({ status: 'Paid', paidOn: '2031-04-20T10:00:00.000Z' });
    expect((await call('POST', `/api/invoice/markPaid/${march5.id}`, admin, 'localhost')).statusCode).toBe(422);
  });
});

describe('a site without a plan', () => {
  it('When a provider with a lapsed trial asks for the month so far, then 422 with the message', async () => {
    const lapsed = await t.signIn('provider4', 'admin-portal', 'ridedesk-demo', 'sunsetshuttle.localhost');
    const res = await call(
      'POST',
      '/api/invoice/generateCurrentMonth',
      lapsed.access_token,
      'sunsetshuttle.localhost',
      {},
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('There is no invoice for this month: the site has no plan in force.');
  });
});

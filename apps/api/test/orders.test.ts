import { unwrap, type ApiClient } from '@app/client';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageFor } from '../src/adapters/storage/storage';
import type { users } from '../src/db/schema';
import {
  invoiceKey,
  invoiceTaxes,
  renderInvoicePdf,
  storeInvoice,
} from '../src/modules/payments/invoices';
import { taxBreakdown } from '../src/modules/payments/pricing';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';

/** The tests' clock: 15 June 2025, noon UTC (the payments tests' too). */
const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const DEVICE = 'device-orders';
const NBSP = '\u00a0';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
  server.services.now = () => new Date(NOW);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );

async function signIn(
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { locale?: 'fr' | 'en'; mode?: 'token' | 'session' } = {},
) {
  const user = await createUser(
    server.services,
    {
      address1: '4500 rue Wellington',
      city: 'Montréal',
      state: 'QC',
      postalCode: 'H4G 1W9',
      ...overrides,
    },
    // At the wizard's last step, where a subscription may start.
    { member: { onboardingStep: 'payment' } },
  );
  const client = server.client({ mode: options.mode ?? 'token', locale: options.locale ?? 'fr' });
  await client.api.signIn({ email: user.email, password: PASSWORD });
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  return { ...client, user };
}

async function addCard(api: ApiClient, card_number = '4242424242424242') {
  await unwrap(
    api.POST('/payment-sources', {
      body: {
        card_type: 'VISA',
        card_number,
        card_cvv: '123',
        card_expiry_month: '09',
        card_expiry_year: 2027,
      },
    }),
  );
}

async function pay(api: ApiClient, id: number, promo_code?: string) {
  const { data } = await unwrap(
    api.GET('/products', { params: { query: { device_ref: DEVICE } } }),
  );
  const price_hash = data.find((p) => p.id === id)?.price_hash ?? '';
  return unwrap(
    api.POST('/pay/{id}', {
      params: { path: { id } },
      body: { device_ref: DEVICE, price_hash, ...(promo_code ? { promo_code } : {}) },
    }),
  );
}

const listOrders = async (api: ApiClient) => (await unwrap(api.GET('/account/orders'))).data;

/** The text drawn on the PDF's pages: the operands of `Tj`, WinAnsi-decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  // WinAnsi is Latin-1 but for 0x80–0x9F (only the characters the invoice uses are mapped here).
  const WIN_ANSI: Record<number, string> = {
    0x91: '‘',
    0x92: '’',
    0x96: '–',
    0x97: '—',
    0x85: '…',
  };
  const winAnsi = {
    decode: (bytes: Buffer) =>
      Array.from(bytes, (b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join(''),
  };
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(winAnsi.decode(Buffer.from(match[1] ?? '', 'hex')));
      }
    }
  }
  return lines.join('\n');
}

/** A signed URL is fetched as a browser opens it: no cookies, no token (and no JSON to check). */
async function download(url: string) {
  const response = await fetch(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

describe('GET account/orders', () => {
  it('lists a card payment with its PDF invoice, made when the order was paid', async () => {
    const { api, user } = await signIn({ firstName: 'Émilie', lastName: 'Lévesque-Côté' });
    await addCard(api);
    await pay(api, 1);

    const [order, ...others] = await listOrders(api);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      status: 'paid',
      total: 119.97,
      lines: [{ description: 'Forfait 3 mois' }],
    });
    if (!order?.pdf_url) throw new Error('no invoice');
    expect(Number.isNaN(Date.parse(order.created_at))).toBe(false);
    // Stored at payment, under the buyer's folder.
    const key = invoiceKey({ id: order.id, userId: user.id });
    expect(key).toBe(`invoices/${user.id}/${order.id}.pdf`);
    expect(await storageFor(server.services.config).exists(key)).toBe(true);
    expect(new URL(order.pdf_url).pathname).toBe(`/storage/files/${encodeURIComponent(key)}`);

    const { response, bytes } = await download(order.pdf_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(bytes);
    const taxes = taxBreakdown(11_997, 'QC');
    const money = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}${NBSP}$`;
    for (const expected of [
      'Facture',
      `N° de commande ${order.id}`,
      'Émilie Lévesque-Côté',
      '4500 rue Wellington',
      'Montréal (QC) H4G 1W9',
      'Canada',
      'Forfait 3 mois (3 mois)',
      `Période${NBSP}: du 15 juin 2025 au 15 septembre 2025`,
      `Statut${NBSP}: Payée`,
      money(11_997),
      money(taxes.subtotalCents),
      `TPS (5${NBSP}%)`,
      money(taxes.components[0]?.amountCents ?? -1),
      `TVQ (9,975${NBSP}%)`,
      money(taxes.components[1]?.amountCents ?? -1),
      'Total, taxes incluses',
      'Payé par Visa se terminant par 4242',
      `Taxes de la province ou du territoire${NBSP}: Québec`,
    ]) {
      expect(text).toContain(expected);
    }
    // Of the card, the brand and the last four only.
    expect(text).not.toMatch(/4242\s*4242/);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('4242424242424242');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Facture N° de commande ${order.id}`);
  });

  it('writes the invoice in the buyer’s language with their province’s taxes', async () => {
    const { api } = await signIn(
      { locale: 'en', state: 'ON', city: 'Toronto', postalCode: 'M5H 2N2' },
      { locale: 'en' },
    );
    await addCard(api);
    await pay(api, 2);
    const [order] = await listOrders(api);
    expect(order).toMatchObject({ total: 179.94, lines: [{ description: '6-month package' }] });
    const text = await pdfText((await download(order?.pdf_url ?? '')).bytes);
    const taxes = taxBreakdown(17_994, 'ON');
    for (const expected of [
      'Invoice',
      `Order no. ${order?.id ?? ''}`,
      'Toronto (ON) M5H 2N2',
      '6-month package (6 months)',
      'Period: June 15, 2025 to December 15, 2025',
      'Status: Paid',
      'HST (13%)',
      `$${(taxes.taxesCents / 100).toFixed(2)}`,
      'Total, taxes included',
      '$179.94',
      'Paid with Visa ending 4242',
      'Taxes of the province or territory: Ontario',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists the newest first, failed attempts without an invoice', async () => {
    const { api } = await signIn();
    await addCard(api);
    await pay(api, 1);
    // A declined card: the attempt is recorded as failed.
    await addCard(api, '4000000000000002');
    expect(await failure(pay(api, 2))).toMatchObject({ status: 400 });
    await addCard(api);
    await pay(api, 2, 'BIENVENUE20');

    const list = await listOrders(api);
    expect(list.map((o) => [o.status, o.total, o.pdf_url === null])).toEqual([
      ['paid', 143.95, false],
      ['failed', 179.94, true],
      ['paid', 119.97, false],
    ]);
    const ids = list.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const text = await pdfText((await download(list[0]?.pdf_url ?? '')).bytes);
    expect(text).toContain(`Code promo${NBSP}: BIENVENUE20`);
    // The second purchase extends the first: its period starts where the first one ends.
    expect(text).toContain(`Période${NBSP}: du 15 septembre 2025 au 15 mars 2026`);
  });

  it('invoices an in-app purchase without any card', async () => {
    const { api } = await signIn();
    await unwrap(
      api.POST('/pay/in-app', {
        body: {
          platform: 'ios',
          device_ref: DEVICE,
          product: {
            id: 'ca.rencontres.membership.3months',
            transaction: { id: 'test_ok_orders' },
          },
        },
      }),
    );
    const [order] = await listOrders(api);
    expect(order).toMatchObject({ status: 'paid', total: 119.97 });
    const text = await pdfText((await download(order?.pdf_url ?? '')).bytes);
    expect(text).toContain('Payé par achat intégré (App Store ou Google Play)');
    expect(text).not.toContain('Visa');
  });

  it('makes a missing invoice on demand, and never replaces one', async () => {
    const { api, user } = await signIn();
    await addCard(api);
    await pay(api, 1);
    const [order] = await listOrders(api);
    if (!order) throw new Error('no order');
    const storage = storageFor(server.services.config);
    const key = invoiceKey({ id: order.id, userId: user.id });
    const first = await storage.get(key);

    // Idempotent: the stored file stays as it is.
    expect(await storeInvoice(server.services, order.id)).toBe(key);
    expect(await storage.get(key)).toEqual(first);

    await storage.delete(key);
    const [again] = await listOrders(api);
    const { response, bytes } = await download(again?.pdf_url ?? '');
    expect(response.status).toBe(200);
    expect(await pdfText(bytes)).toContain(`N° de commande ${order.id}`);
    // Made without the route's card at hand: the card is not guessed.
    expect(await pdfText(bytes)).toContain('Payé par carte de crédit');
  });

  it('shows a member none of another member’s orders or invoices', async () => {
    const owner = await signIn();
    await addCard(owner.api);
    await pay(owner.api, 1);
    const [order] = await listOrders(owner.api);
    if (!order?.pdf_url) throw new Error('no invoice');

    const other = await signIn();
    expect(await listOrders(other.api)).toEqual([]);
    // Another key with the owner's signature is refused.
    const url = new URL(order.pdf_url);
    const forged = new URL(url);
    forged.pathname = `/storage/files/${encodeURIComponent(`invoices/${other.user.id}/${order.id}.pdf`)}`;
    expect((await download(forged.toString())).response.status).toBe(403);
    expect((await download(`${url.origin}${url.pathname}`)).response.status).toBe(403);
  });

  it('answers 401 without a session or a token', async () => {
    for (const mode of ['session', 'token'] as const) {
      expect(
        await failure(unwrap(server.client({ mode }).api.GET('/account/orders'))),
      ).toMatchObject({ status: 401 });
    }
  });

  it('works with a session too', async () => {
    const { api } = await signIn({}, { mode: 'session' });
    await addCard(api);
    await pay(api, 1);
    expect(await listOrders(api)).toHaveLength(1);
  });
});

describe('renderInvoicePdf', () => {
  it('draws accents and reduces what the standard font lacks', async () => {
    const at = new Date(NOW);
    const bytes = await renderInvoicePdf(
      {
        id: 987,
        userId: 1,
        productId: 1,
        channel: 'card',
        status: 'paid',
        totalCents: 11_997,
        taxesCents: taxBreakdown(11_997, 'QC').taxesCents,
        months: 4,
        promoCode: null,
        chargeId: 'ch_test',
        storeTransactionId: null,
        startsAt: at,
        endsAt: new Date(Date.parse('2025-10-15T12:00:00.000Z')),
        createdAt: at,
        updatedAt: at,
      },
      {
        firstName: 'Łucja Żółć',
        lastName: 'Ørsted 王',
        address1: 'Rue de l’Église',
        address2: null,
        city: 'Sept-Îles',
        state: 'Québec',
        country: 'ca',
        postalCode: 'G4R 1A1',
      },
      'fr',
      { card: { brand: 'mastercard', last4: '4444' } },
    );
    const text = await pdfText(bytes);
    expect(text).toContain('Lucja Zólc Ørsted ?');
    expect(text).toContain('Rue de l’Église');
    expect(text).toContain('Sept-Îles (QC) G4R 1A1');
    expect(text).toContain('Forfait 3 mois (4 mois)');
    expect(text).toContain('Payé par Mastercard se terminant par 4444');
  });

  it('takes the taxes recorded at payment when the buyer has moved since', () => {
    const ontario = taxBreakdown(11_997, 'ON');
    const breakdown = invoiceTaxes({ totalCents: 11_997, taxesCents: ontario.taxesCents }, 'QC');
    expect(breakdown.province).toBe('ON');
    expect(invoiceTaxes({ totalCents: 11_997, taxesCents: 1 }, 'BC').province).toBe('BC');
  });
});

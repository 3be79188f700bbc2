import { describe, expect, it } from 'vitest';
import {
  CLAIM_MINIMUM,
  INVOICE_ACCEPT,
  INVOICE_MAX_BYTES,
  checkInvoiceFile,
  claimBlockers,
  parseAmount,
  toMegabytes,
  validateClaim,
  type ClaimContext,
} from './balance-claim-form.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const open: ClaimContext = { balance: 120, hasTaxes: false, requiresNas: false, hasSin: false };

describe('the spec limits', () => {
  it('are 50 dollars and 20 MB', () => {
    expect(CLAIM_MINIMUM).toBe(50);
    expect(INVOICE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(toMegabytes(INVOICE_MAX_BYTES)).toBe(20);
  });
});

describe('checkInvoiceFile', () => {
  it('accepts a .pdf and a .docx with their types, whatever the case of the extension', () => {
    expect(checkInvoiceFile({ name: 'facture.pdf', type: PDF, size: 1000 })).toEqual([]);
    expect(checkInvoiceFile({ name: 'FACTURE.PDF', type: PDF, size: 1000 })).toEqual([]);
    expect(checkInvoiceFile({ name: 'facture.docx', type: DOCX, size: 1000 })).toEqual([]);
    expect(INVOICE_ACCEPT).toBe(`.pdf,.docx,${PDF},${DOCX}`);
  });

  it('lets an empty type through on the extension', () => {
    expect(checkInvoiceFile({ name: 'facture.docx', type: '', size: 1000 })).toEqual([]);
  });

  it('refuses another extension, even with a PDF type', () => {
    expect(checkInvoiceFile({ name: 'facture.doc', type: 'application/msword', size: 1 })).toEqual([
      { code: 'format' },
    ]);
    expect(checkInvoiceFile({ name: 'facture.png', type: PDF, size: 1 })).toEqual([
      { code: 'format' },
    ]);
    expect(checkInvoiceFile({ name: 'facture', type: PDF, size: 1 })).toEqual([{ code: 'format' }]);
  });

  it('refuses a type that does not match the extension', () => {
    expect(checkInvoiceFile({ name: 'facture.pdf', type: 'image/png', size: 1 })).toEqual([
      { code: 'format' },
    ]);
    expect(checkInvoiceFile({ name: 'facture.pdf', type: DOCX, size: 1 })).toEqual([
      { code: 'format' },
    ]);
  });

  it('accepts exactly 20 MB and refuses one byte more', () => {
    expect(checkInvoiceFile({ name: 'f.pdf', type: PDF, size: INVOICE_MAX_BYTES })).toEqual([]);
    expect(checkInvoiceFile({ name: 'f.pdf', type: PDF, size: INVOICE_MAX_BYTES + 1 })).toEqual([
      { code: 'size', maxBytes: INVOICE_MAX_BYTES },
    ]);
  });

  it('reports both issues, format first', () => {
    expect(
      checkInvoiceFile({ name: 'f.zip', type: 'application/zip', size: 21 * 1048576 }),
    ).toEqual([{ code: 'format' }, { code: 'size', maxBytes: INVOICE_MAX_BYTES }]);
  });
});

describe('parseAmount', () => {
  it('reads a dot or a French comma, spaces and a trailing dollar sign', () => {
    expect(parseAmount('50')).toBe(50);
    expect(parseAmount('49,99')).toBe(49.99);
    expect(parseAmount('49.99')).toBe(49.99);
    expect(parseAmount(' 1 250,5 $')).toBe(1250.5);
    expect(parseAmount('1\u202f250,50\u00a0$')).toBe(1250.5);
  });

  it('is null when empty and NaN when it is not an amount', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
    expect(parseAmount('abc')).toBeNaN();
    expect(parseAmount('-50')).toBeNaN();
    expect(parseAmount('50,123')).toBeNaN();
    expect(parseAmount('1,250.50')).toBeNaN();
  });
});

describe('claimBlockers: submit disabled', () => {
  const ok = { amount: 60, hasInvoice: false };

  it('is enabled when nothing blocks', () => {
    expect(claimBlockers(open, ok)).toEqual([]);
  });

  it('when the balance is below 50: 49.99 blocks, 50 does not', () => {
    expect(claimBlockers({ ...open, balance: 49.99 }, ok)).toEqual(['balance']);
    expect(claimBlockers({ ...open, balance: 50 }, ok)).toEqual([]);
    expect(claimBlockers({ ...open, balance: 0 }, ok)).toEqual(['balance']);
  });

  it('when the amount is empty, zero or not a number', () => {
    expect(claimBlockers(open, { ...ok, amount: null })).toEqual(['amount']);
    expect(claimBlockers(open, { ...ok, amount: 0 })).toEqual(['amount']);
    expect(claimBlockers(open, { ...ok, amount: Number.NaN })).toEqual(['amount']);
    expect(claimBlockers(open, { ...ok, amount: 0.01 })).toEqual([]);
  });

  it('when the ambassador has taxes and no invoice', () => {
    expect(claimBlockers({ ...open, hasTaxes: true }, ok)).toEqual(['invoice']);
    expect(claimBlockers({ ...open, hasTaxes: true }, { ...ok, hasInvoice: true })).toEqual([]);
    expect(claimBlockers(open, { ...ok, hasInvoice: false })).toEqual([]);
  });

  it('when a SIN is required and none is on file', () => {
    expect(claimBlockers({ ...open, requiresNas: true }, ok)).toEqual(['sin']);
    expect(claimBlockers({ ...open, requiresNas: true, hasSin: true }, ok)).toEqual([]);
    expect(claimBlockers({ ...open, requiresNas: false, hasSin: false }, ok)).toEqual([]);
  });

  it('lists every reason, in order', () => {
    expect(
      claimBlockers(
        { balance: 10, hasTaxes: true, requiresNas: true, hasSin: false },
        { amount: null, hasInvoice: false },
      ),
    ).toEqual(['balance', 'sin', 'invoice', 'amount']);
  });
});

describe('validateClaim', () => {
  const values = { email: 'marie@exemple.ca', amount: '60', hasInvoice: false };

  it('passes a valid claim', () => {
    expect(validateClaim(open, values)).toEqual({});
  });

  it('requires a valid e-mail', () => {
    expect(validateClaim(open, { ...values, email: ' ' })).toEqual({
      email: { field: 'email', code: 'required' },
    });
    expect(validateClaim(open, { ...values, email: 'marie@' })).toEqual({
      email: { field: 'email', code: 'invalid' },
    });
  });

  it('requires an amount of at least 50: 49.99 is refused, 50 accepted', () => {
    expect(validateClaim(open, { ...values, amount: '' })).toEqual({
      amount: { field: 'amount', code: 'required' },
    });
    expect(validateClaim(open, { ...values, amount: 'x' })).toEqual({
      amount: { field: 'amount', code: 'invalid' },
    });
    expect(validateClaim(open, { ...values, amount: '49,99' })).toEqual({
      amount: { field: 'amount', code: 'minimum', minimum: 50 },
    });
    expect(validateClaim(open, { ...values, amount: '50' })).toEqual({});
  });

  it('refuses more than the balance: the balance itself passes, one cent more does not', () => {
    expect(validateClaim({ ...open, balance: 120 }, { ...values, amount: '120' })).toEqual({});
    expect(validateClaim({ ...open, balance: 120 }, { ...values, amount: '120,01' })).toEqual({
      amount: { field: 'amount', code: 'balance', balance: 120 },
    });
  });

  it('requires the invoice when the ambassador has taxes', () => {
    expect(validateClaim({ ...open, hasTaxes: true }, values)).toEqual({
      invoice: { field: 'invoice', code: 'required' },
    });
    expect(validateClaim({ ...open, hasTaxes: true }, { ...values, hasInvoice: true })).toEqual({});
  });
});

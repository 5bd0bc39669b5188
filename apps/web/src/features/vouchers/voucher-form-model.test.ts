import { newVoucherSchema } from '@praxis/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_VOUCHER, francsToRappen, parseDraft, toVoucherInput, voucherDraft, type VoucherValues } from './voucher-form-model.ts';

const filled: VoucherValues = { ...EMPTY_VOUCHER, motif: 'birthday', francs: 75, paymentMethod: 'inPerson' };
const buyer = { id: 8, email: 'rita@example.com', firstName: 'Rita', lastName: 'Frei', phone: null, birthday: null };

describe('toVoucherInput', () => {
  it('sends francs as Rappen, and nothing typed as NaN for the schema to call required', () => {
    expect(francsToRappen(140)).toBe(14000);
    expect(francsToRappen('215')).toBe(21500);
    expect(francsToRappen('')).toBeNaN();
    const issues = newVoucherSchema.safeParse(toVoucherInput(EMPTY_VOUCHER, false)).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toEqual(['motif:required', 'valueRappen:required', 'paymentMethod:required']);
  });

  it('sends the recipient’s e-mail only by e-mail, their address only by post', () => {
    const recipient = {
      ...filled,
      shipTo: 'recipient' as const,
      recipientEmail: ' eva@example.com ',
      address: { name: 'Eva', street: 'Weg 1', postalCode: '8000', city: 'Bern' },
    };
    expect(toVoucherInput(recipient, false).shipping).toEqual({ to: 'recipient', by: 'email', email: 'eva@example.com', address: undefined });
    expect(toVoucherInput({ ...recipient, shipBy: 'post' }, false).shipping).toEqual({
      to: 'recipient',
      by: 'post',
      email: undefined,
      address: recipient.address,
    });
    expect(toVoucherInput({ ...recipient, shipTo: 'buyer' }, false).shipping).toEqual({ to: 'buyer', by: 'email', email: undefined, address: undefined });
  });

  it('sends the buyer only for staff who may pick one', () => {
    expect(toVoucherInput({ ...filled, buyer }, true).buyerId).toBe(8);
    expect(toVoucherInput({ ...filled, buyer }, false).buyerId).toBeUndefined();
    expect(newVoucherSchema.safeParse(toVoucherInput(filled, false)).success).toBe(true);
  });
});

describe('the stored draft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what was typed for this tab, never the buyer staff picked', () => {
    voucherDraft.save({ ...filled, buyer });
    expect(JSON.parse(sessionStorage.getItem('voucher-draft')!)).toMatchObject({ motif: 'birthday', buyer: null });
    expect(voucherDraft.read()).toEqual(filled);
    voucherDraft.clear();
    expect(voucherDraft.read()).toEqual(EMPTY_VOUCHER);
  });

  it('reads back what was typed and drops what it does not know', () => {
    expect(parseDraft(JSON.stringify({ ...filled, forName: 'Eva' }))).toEqual({ ...filled, forName: 'Eva' });
    expect(parseDraft(JSON.stringify({ ...filled, buyer })).buyer).toBeNull();
    expect(parseDraft(JSON.stringify({ motif: 'easter', francs: 'x', shipTo: 'moon', address: 3, buyer: { id: 'x' } }))).toEqual(EMPTY_VOUCHER);
    expect(parseDraft('{not json')).toEqual(EMPTY_VOUCHER);
    expect(parseDraft(null)).toEqual(EMPTY_VOUCHER);
  });
});

import { describe, expect, it } from 'vitest';
import { CHECKOUT } from '#shared/messages';
import { buildCheckoutOptions, type CheckoutRequest } from '#web/checkout/checkout-options';

function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    tier: 'pro',
    priceIds: { starter: 'pri_starter', pro: 'pri_pro', premium: 'pri_premium' },
    userId: 'user-sub-123',
    email: 'nora@example.com',
    origin: 'https://sahab.example',
    reference: 'eyJ1IjoidXNlci1zdWItMTIzIn0.signature',
    ...overrides,
  };
}

describe('buildCheckoutOptions', () => {
  it('asks for one unit of the tier price', () => {
    expect(buildCheckoutOptions(request({ tier: 'premium' })).items).toEqual([
      { priceId: 'pri_premium', quantity: 1 },
    ]);
  });

  it('fills the customer e-mail and the custom data the webhook needs', () => {
    const options = buildCheckoutOptions(request());
    expect(options.customer).toEqual({ email: 'nora@example.com' });
    expect(options.customData).toEqual({
      userId: 'user-sub-123',
      tier: 'pro',
      source: 'webapp',
      checkout_ref: 'eyJ1IjoidXNlci1zdWItMTIzIn0.signature',
    });
  });

  it('opens a light, English overlay that returns to /app?checkout=success on the same origin', () => {
    expect(buildCheckoutOptions(request({ origin: 'http://localhost:3100' })).settings).toEqual({
      displayMode: 'overlay',
      theme: 'light',
      locale: 'en',
      successUrl: 'http://localhost:3100/app?checkout=success',
    });
  });

  it('refuses a tier without a configured price', () => {
    expect(() => buildCheckoutOptions(request({ tier: 'starter', priceIds: { pro: 'pri_pro' } }))).toThrow(
      'Price ID not configured for tier: starter',
    );
    expect(() => buildCheckoutOptions(request({ priceIds: undefined }))).toThrow(
      CHECKOUT.priceIdNotConfigured('pro'),
    );
  });

  it('refuses to open a checkout without a user id', () => {
    expect(() => buildCheckoutOptions(request({ userId: undefined }))).toThrow(
      'User ID is required for subscription',
    );
    expect(() => buildCheckoutOptions(request({ userId: '' }))).toThrow(CHECKOUT.userIdRequired);
  });

  it('leaves the customer out when the e-mail is unknown', () => {
    expect(buildCheckoutOptions(request({ email: undefined })).customer).toBeUndefined();
  });
});

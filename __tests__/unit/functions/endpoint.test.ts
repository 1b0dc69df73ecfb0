/**
 * @jest-environment node
 */
import { contact } from '@/functions/src/contact';
import { newsletterUnsubscribe } from '@/functions/src/newsletter';
import { incoming, services } from './requests';

// What every endpoint checks before its own work, seen through the contact endpoint.
describe('every endpoint', () => {
  test.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('%s: 405 with Allow: POST', async (method) => {
    const reply = await contact(incoming({}, { method }), services());
    expect(reply).toEqual({
      status: 405,
      headers: { Allow: 'POST' },
      body: { error: 'method-not-allowed' },
    });
  });

  test('a media type it does not take: 415', async () => {
    const reply = await contact(
      incoming('name=Ana', { headers: { 'content-type': 'text/plain' } }),
      services(),
    );
    expect(reply).toMatchObject({ status: 415, body: { error: 'unsupported-media-type' } });
  });

  test.each([[null], [[1, 2]], ['text'], [42]])(
    'a body that is not an object (%j): 400',
    async (body) => {
      const reply = await contact(incoming(body), services());
      expect(reply).toEqual({ status: 400, body: { error: 'invalid-body' } });
    },
  );
});

describe('App Check, enforced', () => {
  const good = { 'content-type': 'application/json', 'X-Firebase-AppCheck': 'token-a' };
  const enforced = (verify: (token: string) => Promise<{ alreadyConsumed?: boolean }>) =>
    services({ appCheckEnforced: true, verifyAppCheckToken: verify });

  test('no token: 401', async () => {
    const verify = jest.fn();
    const reply = await contact(incoming({}), enforced(verify));
    expect(reply).toEqual({ status: 401, body: { error: 'app-check', reason: 'missing' } });
    expect(verify).not.toHaveBeenCalled();
  });

  test('a token the service rejects: 401', async () => {
    const reply = await contact(
      incoming({}, { headers: good }),
      enforced(async () => {
        throw new Error('invalid signature');
      }),
    );
    expect(reply).toEqual({ status: 401, body: { error: 'app-check', reason: 'invalid' } });
  });

  test('a token already used once: 401', async () => {
    const reply = await contact(
      incoming({}, { headers: good }),
      enforced(async () => ({ alreadyConsumed: true })),
    );
    expect(reply).toEqual({ status: 401, body: { error: 'app-check', reason: 'consumed' } });
  });

  test('a good token passes, verified once and consumed', async () => {
    const verify = jest.fn(async () => ({ alreadyConsumed: false }));
    const reply = await contact(incoming({}, { headers: good }), enforced(verify));
    expect(verify).toHaveBeenCalledWith('token-a');
    // Past App Check, the empty body meets the field checks.
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid-fields' } });
  });

  test('not enforced (the emulators): no token needed', async () => {
    const reply = await contact(incoming({}), services({ appCheckEnforced: false }));
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid-fields' } });
  });

  test('unsubscribing needs none: mail clients post without one', async () => {
    const reply = await newsletterUnsubscribe(incoming({}), enforced(jest.fn()));
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid-link' } });
  });
});

import { gzipSync } from 'node:zlib';
import { apiEndpoints } from '@/lib/api-endpoints';
import { expectNothingStored, visitor } from './contact-requests';
import { endpointTests, post, type Answer } from './endpoints';

/**
 * A body the contact endpoint must not read, refused at once: under a second, where reading
 * 30 MB through Hosting into the function would take longer. Timed, so run alone (the timed
 * project): beside the browser suites, a refusal could take longer than that.
 */
const path = apiEndpoints.contact;

/** The request alone is timed: building the body and reading the database around it are not. */
async function timed(send: () => Promise<Answer>): Promise<Answer & { took: number }> {
  const started = performance.now();
  const answer = await send();
  return { ...answer, took: performance.now() - started };
}

endpointTests();

test('a compressed body: 415 unread, however small it is or large it would grow', async () => {
  const bomb = gzipSync(Buffer.alloc(30 * 1024 * 1024, ' '));
  const answer = await expectNothingStored(() =>
    timed(() => post(path, bomb, { client: visitor(), headers: { 'content-encoding': 'gzip' } })),
  );
  expect(answer.took).toBeLessThan(1000);
  expect(answer).toMatchObject({
    status: 415,
    body: { error: 'unsupported-media-type', reason: 'content-encoding' },
  });
});

test('a 30 MB body: 413 at once', async () => {
  const huge = 'x'.repeat(30 * 1024 * 1024);
  const answer = await expectNothingStored(() =>
    timed(() => post(path, huge, { client: visitor() })),
  );
  expect(answer).toMatchObject({ status: 413, body: { error: 'too-large' } });
  expect(answer.took).toBeLessThan(1000);
});

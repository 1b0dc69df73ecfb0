// Each e2e test drives a real browser against the emulated CDN; a route can take a few seconds.
jest.setTimeout(60_000);

/**
 * Test-only, loaded into an API process with `NODE_OPTIONS=--import <this file>` by the push journey
 * (push.spec.ts): the API's web pushes to Google's push service (the endpoints Chromium's
 * subscriptions name: `https://jmt17.google.com/fcm/send/<token>` from a Chromium built without
 * Google's API keys, as Debian's, `https://fcm.googleapis.com/…` from Google Chrome) go to the
 * journey's stand-in instead (fake-gcm.ts), at FAKE_PUSH_ORIGIN, same path, over http. Nothing else
 * changes: the API's code, its web-push adapter and its fetch calls are production's.
 *
 * FAKE_PUSH_HOSTS: the hosts redirected (comma-separated; both of Google's by default).
 */
const target = process.env.FAKE_PUSH_ORIGIN;
const hosts = new Set(
  (process.env.FAKE_PUSH_HOSTS ?? 'fcm.googleapis.com,jmt17.google.com')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
);

if (target) {
  const original = globalThis.fetch;
  /** @type {typeof globalThis.fetch} */
  const redirected = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'https:' || !hosts.has(url.hostname)) return original(input, init);
    const local = new URL(`${url.pathname}${url.search}`, target);
    return input instanceof Request
      ? original(new Request(local, input), init)
      : original(local, init);
  };
  globalThis.fetch = redirected;
}

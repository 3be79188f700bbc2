/*
 * Imported by the service worker that vite-plugin-pwa generates (vite.config.ts, `importScripts`).
 * A push from the API (issue 18) becomes a system notification; a click on it opens the page it names
 * (a conversation), in an open window of the app when there is one. The payload is JSON:
 * `{ title, body?, url?, tag? }`, already in the member's language.
 */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title =
    typeof payload.title === 'string' && payload.title ? payload.title : self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof payload.url === 'string' ? payload.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of the app itself, on the origin the member uses (localhost or an address alike): the
  // path of the payload's URL, so a payload cannot send the member elsewhere.
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const url = new URL(`${target.pathname}${target.search}${target.hash}`, self.location.origin)
    .href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // A window may refuse the focus (some browsers, or no user gesture left): it still opens the page.
        await open.focus().catch(() => undefined);
        return open.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});

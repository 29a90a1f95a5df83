// The service worker: after one visit every game starts and plays offline.
//
// build.py prepends `const BUILD_ID = "..."; const PRECACHE = [...]` (every file of
// dist/, relative to this file) and writes the result to dist/sw.js. Each build
// gets its own cache, filled completely at install, so a page never mixes files
// from two builds. A new build waits until the page says "reload" (the player
// chose "Update ready — reload"), never replacing files mid-game.
/* global BUILD_ID, PRECACHE */

const CACHE = `posy-${BUILD_ID}`;
// Files under pyodide/ have versioned or hashed names: the HTTP cache may serve
// them. Everything else is fetched afresh so the cache holds exactly this build.
const fresh = (url) => !url.includes("/pyodide/");

self.addEventListener("install", (event) => {
  // Static routes (Chromium 123+): the browser serves this build's files from its cache
  // without starting this worker, whose start-up was most of a warm start before the
  // page could even load. Navigations with a query (embed.html?game=..., ?game=...) are
  // looked up without it, so they still go through the fetch handler below.
  if (event.addRoutes) {
    const scope = new URL(self.registration.scope).pathname;
    event.addRoutes([
      {
        condition: { requestMode: "navigate", urlPattern: { pathname: scope, search: "" } },
        source: { cacheName: CACHE },
      },
      { condition: { requestMode: "navigate" }, source: "fetch-event" },
      { condition: { requestMethod: "GET", urlPattern: { pathname: `${scope}*` } }, source: { cacheName: CACHE } },
    ]);
  }
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const requests = PRECACHE.map((path) => {
        const url = new URL(path, self.registration.scope).href;
        return new Request(url, { cache: fresh(url) ? "reload" : "default" });
      });
      await cache.addAll(requests);
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("posy-") && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // Pages are looked up without their query (embed.html?game=...).
      const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
      if (hit) return hit;
      if (request.mode === "navigate") {
        const url = new URL(request.url);
        const page = url.pathname.endsWith("/") ? "index.html" : url.pathname.split("/").pop();
        const fallback = await cache.match(new URL(page, self.registration.scope).href);
        if (fallback) return fallback;
      }
      try {
        return await fetch(request);
      } catch {
        // the network failed (offline, or the page went away mid-request): the page sees
        // a network error, as it would without this worker, and no rejection goes unhandled
        return Response.error();
      }
    })(),
  );
});

// Test-only (tests/engines): served by the engines layer's own server, never in dist/.
// The console errors of a page, its workers and its service worker, where the driver
// cannot hear them itself (classic WebDriver, as WebKitWebDriver speaks, has no log).
// A page loads this first as a classic script; the engine's worker imports it and the
// service worker's script starts with it. Workers tell the page over a BroadcastChannel;
// the page keeps every error in sessionStorage, which outlives reloads and navigations
// in the tab, and the driver reads it at the end of each journey.
(() => {
  const KEY = "posy-test-errors";
  const where = typeof document !== "undefined" ? (window.top === window ? "page" : "frame") : typeof registration !== "undefined" ? "service worker" : "worker";
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(KEY) : null;
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === "string") return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  const keep = (message) => {
    if (where === "page" || where === "frame") {
      try {
        const list = JSON.parse(sessionStorage.getItem(KEY) || "[]");
        list.push(message);
        sessionStorage.setItem(KEY, JSON.stringify(list));
      } catch {
        // storage refused: nothing to keep it in
      }
    } else {
      channel?.postMessage(message);
    }
  };
  if (where === "page" && channel) {
    channel.onmessage = (event) => {
      if (typeof event.data === "string") keep(event.data);
      else sessionStorage.setItem("posy-test-sw", JSON.stringify(event.data)); // what the service worker has
    };
  }
  if (where === "service worker") {
    channel?.postMessage({ staticRoutes: typeof InstallEvent === "function" && "addRoutes" in InstallEvent.prototype });
  }
  const original = console.error.bind(console);
  console.error = (...args) => {
    keep(`${where}: console.error: ${args.map(text).join(" ")}`);
    original(...args);
  };
  self.addEventListener("error", (event) => keep(`${where}: uncaught: ${event.message || text(event.error)} (${event.filename || ""}:${event.lineno || ""})`));
  self.addEventListener("unhandledrejection", (event) => keep(`${where}: unhandled rejection: ${text(event.reason)}`));
})();

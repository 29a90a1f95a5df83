// The engine worker: boots Pyodide with posy, and answers calls from engine.js by
// passing JSON text to posy.bridge.call. Running here keeps the page responsive while
// Python starts and while it thinks.
//
// Two ways to boot. The fast one restores a memory snapshot (BUILD.snapshot, made by
// tools/snapshot.mjs at build time): the wasm heap of an interpreter that has already
// started and imported posy, so neither Python's start-up nor any import runs here.
// Anything wrong with it (missing, another build, damaged, a wrong answer after the
// restore) falls back to the normal boot: the precompiled stdlib, and the posy wheel
// through the build's lock file.
import { BUILD } from "./build.js";
import { readInto, readSnapshot } from "./snapshot_read.js";

const root = new URL("../", import.meta.url);
// A helper of the computer's search on several cores (web/search_pool.js) only searches:
// it skips what only the game's own worker needs (the real stdlib, keeping the snapshot).
const HELPER = self.name === "helper";
const indexURL = new URL(BUILD.pyodide, root).href;
const t0 = performance.now();
const post = (message) => self.postMessage(message);

// Report real download progress: count the bytes of every runtime file as they
// stream in, on a clone of each response. The original response goes to Pyodide
// untouched, so streaming wasm compilation and Chromium's wasm code cache (which
// needs the genuine fetch response) keep working: warm starts skip compilation.
const expected = new Map();
let loaded = 0;
const realFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  if (!response.body || !response.ok) return response;
  const url = String(input instanceof Request ? input.url : input);
  expected.set(url, Number(response.headers.get("content-length")) || 0);
  count(response.clone().body.getReader());
  return response;
};
const totalExpected = () => [...expected.values()].reduce((a, b) => a + b, 0);

async function count(reader) {
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      loaded += value.byteLength;
      post({ type: "progress", stage: "download", loaded, total: totalExpected() });
    }
  } catch {
    // the original response reports its own errors
  }
}

// The snapshot's download starts at once, beside pyodide.mjs and the wasm, and is
// inflated as it arrives straight into a buffer of the size the build recorded. After
// a first start the inflated bytes are kept beside the build's files (Cache Storage,
// in the service worker's cache for this build, which goes with it): inflating 5 MB
// into 30 MB took the worker's thread for ~250 ms of a warm start, reading them back
// takes a fraction of that and leaves the thread to Pyodide.
const CACHE = `posy-${BUILD.id}`;
let snapshot = BUILD.snapshot ? new Uint8Array(BUILD.snapshot.bytes) : null;
let snapshotKept = false; // read from the kept copy: nothing to keep afterwards
const snapshotLoaded = snapshot ? fetchSnapshot(BUILD.snapshot, snapshot) : null;
snapshotLoaded?.catch(() => {}); // a failure is reported by boot(), which falls back

const keptURL = (file) => `${indexURL}${file}?inflated`;

async function fetchSnapshot({ file, bytes }, into) {
  const kept = await keptSnapshot(file);
  if (kept && (await readInto(kept.body.getReader(), into, bytes).then(() => true, () => false))) {
    snapshotKept = true;
    return;
  }
  const url = indexURL + file;
  const response = await realFetch(url); // not self.fetch: readSnapshot counts it
  if (!response.ok || !response.body) throw new Error(`snapshot: HTTP ${response.status}`);
  expected.set(url, Number(response.headers.get("content-length")) || 0);
  await readSnapshot(response.body, into, bytes, (size) => {
    loaded += size;
    post({ type: "progress", stage: "download", loaded, total: totalExpected() });
  });
}

/** The inflated snapshot kept by an earlier start, if any (no Cache Storage, as in
 * some private windows, only means no copy). */
async function keptSnapshot(file) {
  try {
    if (!(await caches.has(CACHE))) return null;
    return (await (await caches.open(CACHE)).match(keptURL(file))) || null;
  } catch {
    return null;
  }
}

async function forgetSnapshot(file) {
  try {
    await (await caches.open(CACHE)).delete(keptURL(file));
  } catch {
    // nothing kept, nothing to forget
  }
}

/** Keep the inflated snapshot, once it has started Python, for the next start; only
 * in a cache the service worker made for this build, so it is deleted with the build.
 * The page registers the service worker once this engine is up (web/app.js), so its
 * cache is waited for a minute at most (none: a page with no service worker). */
async function keepSnapshot(file, bytes) {
  try {
    for (let waited = 0; !(await caches.has(CACHE)); waited += 250) {
      if (waited >= 60_000) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const cache = await caches.open(CACHE);
    await cache.put(keptURL(file), new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
  } catch (error) {
    console.warn("posy: the snapshot was not kept:", error);
  }
}

let bridge = null;
let stdlibReady = Promise.resolve();
const ready = boot().catch((error) => {
  post({ type: "failed", error: String(error && error.message ? error.message : error) });
  throw error;
});

async function boot() {
  post({ type: "progress", stage: "download", loaded: 0, total: 0 });
  const { loadPyodide, version } = await import(`${indexURL}pyodide.mjs`);
  const options = {
    indexURL,
    stdLibURL: indexURL + BUILD.stdlib,
    lockFileURL: indexURL + BUILD.lock, // posy's wheel (normal boot), micropip on demand
    checkAPIVersion: true,
  };
  let started = null;
  if (snapshot) {
    try {
      started = await fromSnapshot(loadPyodide, version, options);
    } catch (error) {
      console.warn("posy: the snapshot did not start, booting normally:", error);
      if (snapshotKept) forgetSnapshot(BUILD.snapshot.file); // the next start fetches it afresh
    }
    snapshot = null;
  }
  started ??= await normally(loadPyodide, options);
  const { pyodide, tPython, catalog, boot: kind } = started;
  const tEngine = performance.now();
  performance.mark("posy-ready"); // the benchmark counts what was fetched before it
  post({
    type: "ready",
    catalog,
    timing: {
      python: tPython - t0, engine: tEngine - tPython, total: tEngine - t0, bytes: loaded, boot: kind,
      snapshot: kind === "snapshot" ? (snapshotKept ? "kept" : "fetched") : null,
    },
  });
  return pyodide;
}

async function normally(loadPyodide, options) {
  const pyodide = await loadPyodide({ ...options, packages: ["posy"] });
  const tPython = performance.now();
  post({ type: "progress", stage: "rules" });
  bridge = pyodide.pyimport("posy.bridge").call;
  return { pyodide, tPython, catalog: bridge("catalog", "{}"), boot: "normal" };
}

async function fromSnapshot(loadPyodide, version, options) {
  const meta = BUILD.snapshot;
  if (meta.pyodide !== version || meta.stdlib !== BUILD.stdlib) {
    throw new Error(`snapshot: made for Pyodide ${meta.pyodide} with ${meta.stdlib}`);
  }
  // loadPyodide waits for _loadSnapshot before it starts compiling the wasm, but reads
  // the bytes only once the module exists: so it gets the buffer at once, and the
  // download is awaited in createPyodideModule, after the compilation. (Were a later
  // Pyodide to read it sooner, it would find no magic number and throw: fallback.)
  const { default: create } = await import(`${indexURL}pyodide.asm.mjs`);
  const pyodide = await loadPyodide({
    ...options,
    // Everything the games need is imported already: the real stdlib zip (4.4 MB)
    // comes once the engine is ready, for what imports later (micropip).
    stdLibURL: indexURL + meta.empty_stdlib,
    _loadSnapshot: snapshot,
    createPyodideModule: async (settings) => {
      const module = await create(settings);
      await snapshotLoaded;
      return module;
    },
  });
  // Pyodide checked the snapshot's magic number and its own build id. Its config
  // keeps the 30 MB of bytes, now in the heap: let them go (once kept, if need be).
  const restored = snapshot;
  pyodide._api.config._loadSnapshot = undefined;
  // The heap was frozen at build time: reseed what every visitor would otherwise share.
  pyodide.runPython(`
import random, sys
random.seed()
if "tempfile" in sys.modules:
    sys.modules["tempfile"]._name_sequence = None
`);
  const tPython = performance.now();
  post({ type: "progress", stage: "rules" });
  const call = pyodide.pyimport("posy.bridge").call;
  const catalog = call("catalog", "{}");
  const answer = JSON.parse(catalog);
  if (!answer.ok || !answer.games?.length) throw new Error(`snapshot: the catalog answered ${catalog.slice(0, 200)}`);
  bridge = call;
  // after "ready" is posted: neither is on the way to the first board
  const afterReady = new Promise((resolve) => setTimeout(resolve, 0));
  if (HELPER) return { pyodide, tPython, catalog, boot: "snapshot" };
  if (!snapshotKept) afterReady.then(() => keepSnapshot(meta.file, restored));
  stdlibReady = afterReady.then(() => installStdlib(pyodide, options.stdLibURL));
  stdlibReady.catch((error) => console.warn("posy: the stdlib did not load:", error));
  return { pyodide, tPython, catalog, boot: "snapshot" };
}

/** The real stdlib zip, in place of the empty one, at the path Python's import
 * system already knows (its directory was cached in the snapshot). */
async function installStdlib(pyodide, url) {
  const response = await realFetch(url); // not counted: the progress bar is gone by now
  if (!response.ok) throw new Error(`stdlib: HTTP ${response.status}`);
  const path = pyodide.runPython("import sys; next(p for p in sys.path if p.endswith('.zip'))");
  pyodide.FS.writeFile(path, new Uint8Array(await response.arrayBuffer()));
}

// micropip is not on the start-up path; it stays loadable (from dist/, through the
// lock file, checksum verified) for optional packages once the games are up.
async function loadMicropip() {
  const pyodide = await ready;
  await stdlibReady;
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  const version = pyodide.runPython("import micropip; micropip.__version__");
  return JSON.stringify({ ok: true, version });
}

// The computer thinks in slices of ~25 ms (posy.play_api.think, and search_part in a
// helper of a search on several cores): between two slices the worker yields to its
// message queue, so undo, views and other calls are answered at once, and a "cancel"
// stops the search before its next slice.
const SLICED = new Set(["think", "search_part"]);
const cancelled = new Set();
const yieldToMessages = () => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
});

async function sliced(name, payload, lang) {
  const args = JSON.parse(payload);
  const token = args.token;
  const request = JSON.stringify({ ...args, limit: true }); // the level's time limit applies here
  try {
    for (;;) {
      if (cancelled.has(token))
        // in English: the worker has no catalogue; engine.js writes it in the page's language
        return JSON.stringify({ ok: false, cancelled: true, error: "The computer stopped thinking." });
      const text = bridge(name, request, lang);
      const answer = JSON.parse(text);
      if (!answer.ok || answer.done) return text;
      await yieldToMessages();
    }
  } finally {
    cancelled.delete(token);
  }
}

/** The wasm heap's size now (it grows with a search's tree and never shrinks). */
const memory = (pyodide) => JSON.stringify({ ok: true, heap: pyodide._module.HEAPU8.byteLength });

self.onmessage = async (event) => {
  const { id, name, payload, lang = "en" } = event.data; // lang: the page's (web/i18n.js)
  if (name === "cancel") {
    cancelled.add(JSON.parse(payload).token);
    return;
  }
  try {
    const pyodide = await ready;
    let result;
    if (name === "micropip") result = await loadMicropip();
    else if (name === "memory") result = memory(pyodide);
    else if (SLICED.has(name)) result = await sliced(name, payload, lang);
    else result = bridge(name, payload, lang);
    post({ type: "result", id, result });
  } catch (error) {
    // in English: engine.js replaces it by its own sentence in the page's language (it has `bug`)
    const text = JSON.stringify({ ok: false, error: "The games could not start in this browser." });
    post({ type: "result", id, result: text, bug: String(error) });
  }
};

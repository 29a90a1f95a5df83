// The engine worker: boots Pyodide, loads the posy wheel through the build's lock
// file, and answers calls from engine.js by passing JSON text to posy.bridge.call.
// Running here keeps the page responsive while Python starts and while it thinks.
import { BUILD } from "./build.js";

const root = new URL("../", import.meta.url);
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

let bridge = null;
const ready = boot().catch((error) => {
  post({ type: "failed", error: String(error && error.message ? error.message : error) });
  throw error;
});

async function boot() {
  post({ type: "progress", stage: "download", loaded: 0, total: 0 });
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  const pyodide = await loadPyodide({
    indexURL,
    stdLibURL: indexURL + BUILD.stdlib,
    lockFileURL: indexURL + BUILD.lock,
    packages: ["posy"],
    checkAPIVersion: true,
  });
  const tPython = performance.now();
  post({ type: "progress", stage: "rules" });
  bridge = pyodide.pyimport("posy.bridge").call;
  const catalog = bridge("catalog", "{}");
  const tEngine = performance.now();
  post({
    type: "ready",
    catalog,
    timing: { python: tPython - t0, engine: tEngine - tPython, total: tEngine - t0, bytes: loaded },
  });
  return pyodide;
}

// micropip is not on the start-up path; it stays loadable (from dist/, through the
// lock file, checksum verified) for optional packages once the games are up.
async function loadMicropip() {
  const pyodide = await ready;
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  const version = pyodide.runPython("import micropip; micropip.__version__");
  return JSON.stringify({ ok: true, version });
}

// The computer thinks in slices of ~25 ms (posy.bridge.think): between two slices
// the worker yields to its message queue, so undo, views and other calls are
// answered at once, and a "cancel" stops the search before its next slice.
const cancelled = new Set();
const yieldToMessages = () => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
});

async function think(payload) {
  const args = JSON.parse(payload);
  const token = args.token;
  const request = JSON.stringify({ ...args, limit: true }); // the level's time limit applies here
  try {
    for (;;) {
      if (cancelled.has(token)) return JSON.stringify({ ok: false, cancelled: true, error: "The computer stopped thinking." });
      const text = bridge("think", request);
      const answer = JSON.parse(text);
      if (!answer.ok || answer.done) return text;
      await yieldToMessages();
    }
  } finally {
    cancelled.delete(token);
  }
}

self.onmessage = async (event) => {
  const { id, name, payload } = event.data;
  if (name === "cancel") {
    cancelled.add(JSON.parse(payload).token);
    return;
  }
  try {
    await ready;
    let result;
    if (name === "micropip") result = await loadMicropip();
    else if (name === "think") result = await think(payload);
    else result = bridge(name, payload);
    post({ type: "result", id, result });
  } catch (error) {
    const text = JSON.stringify({ ok: false, error: "The rules engine could not start." });
    post({ type: "result", id, result: text, bug: String(error) });
  }
};

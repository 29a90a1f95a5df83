// Client side of the engine worker: call(name, args) -> Promise<answer>.
// Answers are the bridge's JSON ({ok: true, ...} or {ok: false, error}); a
// failed call never throws, so every caller handles one shape.

export class Engine extends EventTarget {
  /** `name` "helper": a worker that only searches for the computer (web/search_pool.js). */
  constructor(workerURL = new URL("./worker.js", import.meta.url), name = "engine") {
    super();
    this.pending = new Map();
    this.nextId = 1;
    this.catalog = null;
    this.timing = null;
    this.worker = new Worker(workerURL, { type: "module", name });
    this.ready = new Promise((resolve, reject) => {
      this.worker.onmessage = (event) => this.#receive(event.data, resolve, reject);
      this.worker.onerror = (event) => {
        event.preventDefault?.();
        reject(new Error(event.message || "The rules engine could not start."));
      };
    });
  }

  #receive(message, resolve, reject) {
    if (message.type === "progress") {
      this.dispatchEvent(new CustomEvent("progress", { detail: message }));
    } else if (message.type === "ready") {
      this.catalog = JSON.parse(message.catalog);
      this.timing = message.timing;
      resolve(this);
    } else if (message.type === "failed") {
      reject(new Error(message.error));
    } else if (message.type === "result") {
      const done = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.bug) console.error("posy engine:", message.bug);
      done?.(JSON.parse(message.result));
    }
  }

  /** Stop the computer's thinking started with call("think", {token, ...}); no answer. */
  cancel(token) {
    this.worker.postMessage({ id: 0, name: "cancel", payload: JSON.stringify({ token }) });
  }

  /** Call posy.bridge: `name` is the call, `args` a JSON-able object. */
  call(name, args = {}) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, (answer) => {
        if (!answer.ok && answer.bug) console.error("posy engine bug:", answer.bug);
        resolve(answer);
      });
      this.worker.postMessage({ id, name, payload: JSON.stringify(args) });
    });
  }
}

// Client side of the engine worker: call(name, args) -> Promise<answer>.
// Answers are the bridge's JSON ({ok: true, ...} or {ok: false, error}); a
// failed call never throws, so every caller handles one shape.
import { language, t } from "./i18n.js";

/** @typedef {{stage: string, loaded?: number, total?: number}} Progress the boot's progress */
/**
 * @typedef {{python: number, engine: number, total: number, bytes: number, boot: string,
 *   snapshot: string | null}} Timing
 */
/** @typedef {typeof import("./catalog.js").CATALOG} Catalog posy.play_api.catalog(), as the worker read it */

/**
 * What the worker posts (web/worker.js).
 * @typedef {({type: "progress"} & Progress) | {type: "ready", catalog: string, timing: Timing}
 *   | {type: "failed", error: string} | {type: "result", id: number, result: string, bug?: string}} WorkerMessage
 */

/**
 * The bridge's JSON answer as the worker hands it over, before the caller's `Calls` type
 * applies: `{ok: true, ...}` or `{ok: false, error}`.
 * @typedef {any} Answer
 */

/** @typedef {import("./contract.js").Calls} Calls the calls typed from posy.calls and the bridge's handlers */

/**
 * What call `K` sends (`Calls`).
 * @template {keyof Calls} K
 * @typedef {Calls[K]["args"]} CallArgs
 */

/**
 * What call `K` answers (`Calls`): its answer or a refusal.
 * @template {keyof Calls} K
 * @typedef {Calls[K]["answer"]} CallAnswer
 */

/**
 * The worker's own answers in the page's language: it has no catalogue (web/worker.js writes
 * its two sentences in English), so a call that failed there (`failed`: the worker caught it)
 * or was cancelled gets the page's sentence instead.
 * @param {any} answer
 * @param {boolean} failed
 */
function inLanguage(answer, failed) {
  if (answer?.ok !== false) return answer;
  if (answer.cancelled) return { ...answer, error: t("The computer stopped thinking.") };
  if (failed) return { ...answer, error: t("The games could not start in this browser.") };
  return answer;
}

export class Engine extends EventTarget {
  /** @type {(engine: Engine) => void} */
  #resolve = () => {};
  /** @type {(error: Error) => void} */
  #reject = () => {};
  /** @type {Worker | null} */
  #worker = null;

  /**
   * `name` "helper": a worker that only searches for the computer (web/search_pool.js).
   * `deferred`: the worker (and the runtime's ~6 MB download) starts only on start() or the
   * first call, so that a page can paint its first screen before (web/start.js).
   */
  constructor(workerURL = new URL("./worker.js", import.meta.url), name = "engine", { deferred = false } = {}) {
    super();
    /** @type {Map<number, (answer: Answer) => void>} */
    this.pending = new Map();
    this.nextId = 1;
    /** @type {Catalog | null} set once the engine is ready */
    this.catalog = null;
    /** @type {Timing | null} */
    this.timing = null;
    this.workerURL = workerURL;
    this.name = name;
    /** @type {Promise<Engine>} settles once the worker, started, has booted */
    this.ready = new Promise((resolve, reject) => {
      this.#resolve = resolve;
      this.#reject = reject;
    });
    if (!deferred) this.start();
  }

  /** The worker, started now if it was not yet. */
  start() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(this.workerURL, { type: "module", name: this.name });
    worker.onmessage = (event) => this.#receive(event.data, this.#resolve, this.#reject);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#reject(new Error(event.message || t("The games could not start in this browser.")));
    };
    this.#worker = worker;
    return worker;
  }

  /**
   * @param {WorkerMessage} message
   * @param {(engine: Engine) => void} resolve
   * @param {(error: Error) => void} reject
   */
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
      done?.(inLanguage(JSON.parse(message.result), Boolean(message.bug)));
    }
  }

  /** Stop the computer's thinking started with call("think", {token, ...}); no answer. */
  cancel(/** @type {number} */ token) {
    this.#worker?.postMessage({ id: 0, name: "cancel", payload: JSON.stringify({ token }) });
  }

  /** Call posy.bridge: `name` is the call, `args` a JSON-able object; typed by call
   * (`Calls`, web/contract.d.ts): a name not in `Calls` fails tsc.
   * @template {keyof Calls} K
   * @param {K} name
   * @param {CallArgs<K>} [args]
   * @returns {Promise<CallAnswer<K>>} */
  call(name, args) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, (answer) => {
        if (!answer.ok && answer.bug) console.error("posy engine bug:", answer.bug);
        resolve(answer);
      });
      // the engine writes its sentences in the page's language (py/posy/core/i18n.py)
      this.start().postMessage({ id, name, payload: JSON.stringify(args ?? {}), lang: language() });
    });
  }
}

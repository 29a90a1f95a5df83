// Saved games, one entry per game, written after every move so that a reload, a closed
// tab or a crash loses nothing.
//
// Where: IndexedDB, with `durability: "strict"` writes: the write is on disk when its
// transaction completes, and the game screen draws a move only after its save has
// completed (see GameView.show), so a move the screen shows survives a crash a moment
// later. localStorage, which Chromium writes to disk lazily (a killed browser lost whole
// games), is only read once, to move old saves over, and is the fallback where
// IndexedDB cannot be opened (some private modes).
//
// Two tabs on one game: every save carries a revision number. A tab writes only if the
// stored revision is still the one it last read or wrote, and the read, the check and
// the write happen in one readwrite transaction, which IndexedDB runs one at a time
// across every tab of the origin: a real compare-and-swap. A tab that loses learns it
// from `put` (a conflict) and from `watch` (a BroadcastChannel message after each
// write), and must load the newer position instead of overwriting it. Damaged entries
// are listed, never silently deleted.
//
// The view last kept with a save is also mirrored in localStorage (web/mirror.js), only
// to draw a reopened board sooner; put and remove drop that copy before they write.
import * as mirror from "./mirror.js";
import { t } from "./i18n.js";

const DB_NAME = "posy";
const GAMES = "games";
const LEGACY_PREFIX = "posy:game:";
const KEEP_FINISHED = 20; // finished games kept (for replay, export); older ones go
const FULL = () => t("This browser would not save the game (storage is full or blocked).");

/**
 * What a game screen writes (web/screen/persistence.js, web/remote/flow.js).
 * @typedef {object} NewEntry
 * @property {import("./types.js").GameRecord} record
 * @property {boolean} finished
 * @property {number | null} [resigned] the seat that resigned (web/screen/ending.js)
 * @property {string} [remote] a game with friends: this device (posy.remote), as JSON text
 * @property {string} [status] a game with friends: where it stands, in a sentence
 * @property {boolean} [myTurn]
 * @property {(string | null)[]} [computers]
 */

/**
 * A saved game as the store gives it back.
 * @typedef {NewEntry & {id: string, rev: number, savedAt: number, shown?: object, damaged?: undefined}} SaveEntry
 */

/** A save that could not be read: listed, never silently deleted.
 * @typedef {{id: string, damaged: true, savedAt: number}} Damaged */

/** @typedef {SaveEntry | Damaged} Listed a save as store.list() gives it */

/** @typedef {{ok: boolean, rev?: number, conflict?: boolean, error?: string}} PutResult {ok, rev}, {ok: false,
 *   conflict: true} or {ok: false, error} */

export function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** @param {unknown} entry @returns {entry is SaveEntry} */
function valid(entry) {
  if (!entry || typeof entry !== "object") return false;
  const { record, damaged } = /** @type {{record?: unknown, damaged?: unknown}} */ (entry);
  return Boolean(record && typeof record === "object" && !damaged);
}

/** @param {string | null} text @returns {SaveEntry | null} */
function parseLegacy(text) {
  try {
    const entry = JSON.parse(text ?? "null");
    if (valid(entry)) return entry;
  } catch {
    // fall through: damaged
  }
  return null;
}

// -- IndexedDB -------------------------------------------------------------------------

/** @type {Promise<IDBDatabase | null> | null} */
let opening = null;

/** The database, or null where IndexedDB cannot be used (then localStorage serves).
 * @returns {Promise<IDBDatabase | null>} */
function database() {
  opening ??= openDatabase()
    .then(async (db) => {
      await migrate(db);
      document.documentElement.dataset.store = "indexeddb";
      return db;
    })
    .catch((error) => {
      console.warn("Saved games fall back to localStorage:", error);
      document.documentElement.dataset.store = "localstorage";
      return null;
    });
  return opening;
}

function openDatabase() {
  return /** @type {Promise<IDBDatabase>} */ (new Promise((resolve, reject) => {
    if (!globalThis.indexedDB) return reject(new Error("IndexedDB is not available"));
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(GAMES, { keyPath: "id" });
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close(); // a newer Posy in another tab upgrades the database
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
  }));
}

/**
 * Run `body(games)` in one transaction and resolve with what it returns through
 * `done(value)` once the transaction has completed (for "readwrite": is on disk).
 * @template T
 * @param {IDBDatabase} db
 * @param {IDBTransactionMode} mode
 * @param {(games: IDBObjectStore, done: (value: T) => void) => void} body
 * @param {IDBTransactionDurability} [durability]
 * @returns {Promise<T | undefined>} undefined when the body called no done
 */
function transaction(db, mode, body, durability = mode === "readwrite" ? "strict" : "default") {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(GAMES, mode, { durability });
    /** @type {T | undefined} */
    let value;
    tx.oncomplete = () => resolve(value);
    tx.onabort = () => reject(tx.error || new Error(t("The save was cut short.")));
    body(tx.objectStore(GAMES), (result) => {
      value = result;
    });
  });
}

/** Old saves move from localStorage into IndexedDB once; a newer revision wins. */
async function migrate(/** @type {IDBDatabase} */ db) {
  /** @type {string[]} */
  const legacy = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(LEGACY_PREFIX)) legacy.push(key);
  }
  if (!legacy.length) return;
  await transaction(db, "readwrite", (games) => {
    for (const key of legacy) {
      const id = key.slice(LEGACY_PREFIX.length);
      const entry = parseLegacy(localStorage.getItem(key));
      const request = games.get(id);
      request.onsuccess = () => {
        const current = request.result;
        if (current && (!entry || (current.rev || 0) >= (entry.rev || 0))) return;
        games.put(entry ? { ...entry, id } : { id, damaged: true, savedAt: 0 });
      };
    }
  });
  for (const key of legacy) localStorage.removeItem(key);
}

// -- the fallback: localStorage ------------------------------------------------------

const legacyStore = {
  /** @returns {(SaveEntry | Damaged)[]} */
  list() {
    /** @type {(SaveEntry | Damaged)[]} */
    const out = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(LEGACY_PREFIX)) continue;
      const id = key.slice(LEGACY_PREFIX.length);
      const entry = parseLegacy(localStorage.getItem(key));
      out.push(entry ? { ...entry, id } : { id, damaged: true, savedAt: 0 });
    }
    return out;
  },
  /** @param {string} id */
  get(id) {
    const text = localStorage.getItem(LEGACY_PREFIX + id);
    return text === null ? null : parseLegacy(text);
  },
  /** @param {string} id @param {NewEntry} entry @param {number | undefined} rev @returns {PutResult} */
  put(id, entry, rev) {
    const current = this.get(id);
    if (current && rev !== undefined && current.rev !== rev) return { ok: false, conflict: true };
    const next = (current?.rev || 0) + 1;
    try {
      localStorage.setItem(LEGACY_PREFIX + id, JSON.stringify({ ...entry, rev: next, savedAt: Date.now() }));
    } catch {
      return { ok: false, error: FULL() };
    }
    return { ok: true, rev: next };
  },
  /** @param {string} id */
  remove(id) {
    localStorage.removeItem(LEGACY_PREFIX + id);
  },
};

// -- the store -------------------------------------------------------------------------

/** Every saved game, newest first: {id, record, finished, savedAt, rev} or {id, damaged: true}.
 * @returns {Promise<(SaveEntry | Damaged)[]>} */
export async function list() {
  const db = await database();
  /** @type {(SaveEntry | Damaged)[]} */
  let out;
  if (!db) out = legacyStore.list();
  else {
    const read = await transaction(db, "readonly", (games, done) => {
      const request = games.getAll();
      /** @type {(entry: {id: string}) => SaveEntry | Damaged} */
      const checked = (entry) => (valid(entry) ? entry : { id: entry.id, damaged: true, savedAt: 0 });
      request.onsuccess = () => done(request.result.map(checked));
    });
    out = read ?? [];
  }
  return out.sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0));
}

/** The saved game `id` ({record, finished, savedAt, rev}), or null.
 * @param {string} id
 * @returns {Promise<SaveEntry | null>} */
export async function get(id) {
  const db = await database();
  if (!db) return legacyStore.get(id);
  const read = await transaction(
    db,
    "readonly",
    (/** @type {IDBObjectStore} */ games, /** @type {(v: SaveEntry | null) => void} */ done) => {
      const request = games.get(id);
      request.onsuccess = () => done(valid(request.result) ? request.result : null);
    },
  );
  return read ?? null;
}

/**
 * Save `entry` for game `id` if nobody else has since `rev` (the revision this tab
 * last read or wrote; undefined for a game this tab has never seen saved). Resolves
 * with {ok, rev}, {ok: false, conflict: true} or {ok: false, error} when storage is
 * full or blocked. Resolves only once the save is on disk.
 * @param {string} id
 * @param {NewEntry} entry
 * @param {number | undefined} rev
 * @returns {Promise<PutResult>}
 */
export async function put(id, entry, rev) {
  mirror.drop(id); // before the write: a mirror never shows a position older than its save
  const db = await database();
  /** @type {PutResult} */
  let result;
  if (!db) result = legacyStore.put(id, entry, rev);
  else {
    try {
      const written = await transaction(
        db,
        "readwrite",
        (/** @type {IDBObjectStore} */ games, /** @type {(r: PutResult) => void} */ done) => {
          const request = games.get(id);
          request.onsuccess = () => {
            const current = request.result;
            if (current && rev !== undefined && current.rev !== rev) return done({ ok: false, conflict: true });
            const next = (current?.rev || 0) + 1;
            games.put({ ...entry, id, rev: next, savedAt: Date.now() });
            done({ ok: true, rev: next });
          };
        },
      );
      result = written ?? { ok: false, error: FULL() };
    } catch {
      result = { ok: false, error: FULL() };
    }
  }
  if (result.ok) {
    announce(id, result.rev ?? null);
    for (const onWritten of writers) onWritten(id, entry);
    if (entry.finished) await prune();
  }
  return result;
}

/** @type {Set<(id: string, entry: NewEntry) => void>} */
const writers = new Set();

/** Call `onWritten(id, entry)` after each save this tab writes (web/remote/flow.js sends a
 * friend a move only once the device that made it is on disk); returns the function
 * that stops it. */
export function written(/** @type {(id: string, entry: NewEntry) => void} */ onWritten) {
  writers.add(onWritten);
  return () => writers.delete(onWritten);
}

/**
 * Keep `shown`, the view the screen drew of game `id` (web/screen/kept.js), with its
 * save, if the save is still at revision `rev` (the one that view is of). It writes no
 * revision and tells no other tab: it is not a move, and a save written later drops it
 * (put stores a whole new entry). Not "strict": a view lost in a crash is drawn by the
 * engine instead. Resolves false when it was not kept.
 * @param {string} id
 * @param {object} shown
 * @param {number | undefined} rev
 */
export async function keep(id, shown, rev) {
  const db = await database();
  if (!db || rev === undefined) return false; // the fallback's few megabytes are for the games themselves
  /** @type {(games: IDBObjectStore, done: (record: import("./types.js").GameRecord | null) => void) => void} */
  const body = (games, done) => {
    const request = games.get(id);
    request.onsuccess = () => {
      const current = request.result;
      if (!valid(current) || current.rev !== rev) return done(null);
      games.put({ ...current, shown });
      done(current.record);
    };
  };
  const record = await transaction(db, "readwrite", body, "relaxed").catch(() => null);
  if (record) mirror.write(id, rev, record, shown); // once written: the copy follows the save
  return Boolean(record);
}

async function prune() {
  const finished = (await list()).filter((save) => "record" in save && save.finished);
  for (const save of finished.slice(KEEP_FINISHED)) await remove(save.id);
}

export async function remove(/** @type {string} */ id) {
  mirror.drop(id);
  const db = await database();
  if (!db) legacyStore.remove(id);
  else {
    await transaction(db, "readwrite", (games) => {
      games.delete(id);
    });
  }
  announce(id, null);
}

// -- other tabs ----------------------------------------------------------------------

/** @type {Set<(id: string) => void>} */
const watchers = new Set();
/** @type {BroadcastChannel | null} */
let channel = null;

function announce(/** @type {string} */ id, /** @type {number | null} */ rev) {
  channelOpen()?.postMessage({ id, rev });
}

/** Run `task` once the page is idle (at most a second later). */
const soon = (/** @type {() => void} */ task) =>
  "requestIdleCallback" in globalThis ? requestIdleCallback(task, { timeout: 1000 }) : setTimeout(task, 0);

function channelOpen() {
  if (!channel && globalThis.BroadcastChannel) {
    channel = new BroadcastChannel("posy:store");
    channel.onmessage = (event) => {
      const id = event.data?.id;
      if (typeof id === "string") for (const onChange of watchers) onChange(id);
    };
    // The fallback store's writes from tabs without IndexedDB come as storage events.
    // Listened for once the page is idle: the first storage listener of a page is a
    // synchronous round trip to the browser (10-30 ms, 300 on a loaded machine), which
    // held up the task that draws a reopened game once the engine answers.
    soon(() =>
      addEventListener("storage", (event) => {
        if (event.key?.startsWith(LEGACY_PREFIX))
          for (const onChange of watchers) onChange(event.key.slice(LEGACY_PREFIX.length));
      }),
    );
  }
  return channel;
}

/** Call `onChange(id)` when another tab changes a saved game; returns the function that stops it. */
export function watch(/** @type {(id: string) => void} */ onChange) {
  channelOpen();
  watchers.add(onChange);
  return () => watchers.delete(onChange);
}

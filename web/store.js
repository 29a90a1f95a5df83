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
import { database, transaction } from "./store_db.js";
import { FULL, LEGACY_PREFIX, legacyStore, valid } from "./store_local.js";

const KEEP_FINISHED = 20; // finished games kept (for replay, export); older ones go

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

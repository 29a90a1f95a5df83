// The saved games' database, IndexedDB: opened once (old saves moved over from localStorage
// then), and its one transaction helper, whose "readwrite" resolves once on disk. Apart from
// store.js, which holds what a save means (revisions, the kept view, other tabs).
import { t } from "./i18n.js";
import { LEGACY_PREFIX, parseLegacy } from "./store_local.js";

const DB_NAME = "posy";
const GAMES = "games";

// -- IndexedDB -------------------------------------------------------------------------

/** @type {Promise<IDBDatabase | null> | null} */
let opening = null;

/** The database, or null where IndexedDB cannot be used (then localStorage serves).
 * @returns {Promise<IDBDatabase | null>} */
export function database() {
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
export function transaction(db, mode, body, durability = mode === "readwrite" ? "strict" : "default") {
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

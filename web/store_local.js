// The saved games' older home and fallback, localStorage (web/store.js says why it is only
// that): its keys, a save read from its text, and the store's four calls on it. Apart from
// store.js, which chooses between this and IndexedDB (web/store_db.js).
import { t } from "./i18n.js";

/** The start of a save's key in localStorage: `posy:game:<id>`. */
export const LEGACY_PREFIX = "posy:game:";
/** The sentence of a save the browser would not write. */
export const FULL = () => t("This browser would not save the game (storage is full or blocked).");

/** @typedef {import("./store.js").SaveEntry} SaveEntry */
/** @typedef {import("./store.js").Damaged} Damaged */
/** @typedef {import("./store.js").NewEntry} NewEntry */
/** @typedef {import("./store.js").PutResult} PutResult */

/** @param {unknown} entry @returns {entry is SaveEntry} */
export function valid(entry) {
  if (!entry || typeof entry !== "object") return false;
  const { record, damaged } = /** @type {{record?: unknown, damaged?: unknown}} */ (entry);
  return Boolean(record && typeof record === "object" && !damaged);
}

/** @param {string | null} text @returns {SaveEntry | null} */
export function parseLegacy(text) {
  try {
    const entry = JSON.parse(text ?? "null");
    if (valid(entry)) return entry;
  } catch {
    // fall through: damaged
  }
  return null;
}

// -- the fallback: localStorage ------------------------------------------------------

export const legacyStore = {
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

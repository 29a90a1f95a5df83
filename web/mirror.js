// The last kept view (web/screen/kept.js), mirrored in localStorage, so that a game
// reopened by its address (a reload, a bookmark) draws its board the moment the page's
// first module runs, without waiting for IndexedDB: opening the database and reading
// the save took 60-160 ms of a warm reopening's ~350 (issue 24, docs/startup.md).
//
// One mirror only, of the view store.keep last kept in IndexedDB, with the save's
// revision it belongs to. It is a copy, never the truth: store.put and store.remove
// drop it before they write (so a mirror that exists matches its save, whichever tab
// wrote), and web/opening.js compares its revision with the save once that is read,
// taking the board down if they differ (a race between tabs). It holds nothing the
// save does not hold already, in the same origin's storage.

const KEY = "posy:kept";
const MOST = 256 * 1024; // characters; a bigger view is drawn from IndexedDB instead

/**
 * @typedef {object} Mirror
 * @property {string} id the save's id
 * @property {number} rev the save's revision the view is of
 * @property {{players?: unknown, computers?: unknown, hints_off?: unknown}} seats the save record's seats
 *   (kept.js drawable) and whether it is played without hints (the kept board's buttons: waking.js)
 * @property {any} shown the kept view
 */

/** Mirror `shown`, just kept with save `id` at revision `rev` (`seats`: its record's). */
export function write(
  /** @type {string} */ id,
  /** @type {number} */ rev,
  /** @type {Mirror["seats"]} */ seats,
  /** @type {any} */ shown,
) {
  try {
    const { players, computers, hints_off } = seats;
    const text = JSON.stringify({ id, rev, seats: { players, computers, hints_off }, shown });
    if (text.length > MOST) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, text);
  } catch {
    // storage full or blocked: the view is drawn from IndexedDB
  }
}

/** The mirror of save `id`, or null (none, another game's, or damaged). */
export function read(/** @type {string} */ id) {
  try {
    const mirror = JSON.parse(localStorage.getItem(KEY) || "null");
    const fits = mirror && typeof mirror === "object" && mirror.id === id && Number.isInteger(mirror.rev);
    return fits && mirror.seats && typeof mirror.seats === "object" && mirror.shown && typeof mirror.shown === "object"
      ? mirror
      : null;
  } catch {
    return null;
  }
}

/** Forget the mirror if it is of save `id` (about to change or go). */
export function drop(/** @type {string} */ id) {
  try {
    // the id is the copy's first field (write), so its prefix says whose copy it is
    // without parsing a view of up to 256 KB on every move
    if (localStorage.getItem(KEY)?.startsWith(JSON.stringify({ id }).slice(0, -1))) localStorage.removeItem(KEY);
  } catch {
    // blocked storage holds no mirror
  }
}

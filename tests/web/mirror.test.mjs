// The kept view's copy in localStorage (web/mirror.js), read by web/opening.js before
// IndexedDB is open: one copy, of one save at one revision, dropped before that save
// changes; and kept.js's `drawable`, the check a copy passes before it is drawn.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import * as mirror from "../../web/mirror.js";
import { drawable, keptView } from "../../web/screen/kept.js";
import { positions } from "./fixtures.mjs";

/** localStorage as a browser has it, or full (every write throws, as a full quota does). */
function storage({ full = false } = {}) {
  const items = new Map();
  return {
    items,
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem(key, value) {
      if (full) throw new DOMException("full", "QuotaExceededError");
      items.set(key, String(value));
    },
    removeItem: (key) => items.delete(key),
  };
}

const PETALS = { id: "petals", title: "Petals", blurb: "", min_players: 2, max_players: 2, secrets: true, seats: [], options: [] };
const FLORIADO = { ...PETALS, id: "floriado", title: "Floriado", secrets: false };
const view = () => keptView(positions("petals-2")[2].public);

beforeEach(() => {
  globalThis.localStorage = storage();
});

test("the copy is read back only for its own save, as written", () => {
  const shown = view();
  mirror.write("abc", 7, { players: 2, computers: null }, shown);
  const copy = mirror.read("abc");
  assert.equal(copy.rev, 7);
  assert.deepEqual(copy.shown, shown);
  assert.deepEqual(copy.seats, { players: 2, computers: null });
  assert.equal(mirror.read("abcd"), null, "another save's id");
  assert.equal(mirror.read("ab"), null);
});

test("one copy only: the last kept view replaces the one before", () => {
  mirror.write("one", 1, { players: 2 }, view());
  mirror.write("two", 3, { players: 2 }, view());
  assert.equal(mirror.read("one"), null);
  assert.equal(mirror.read("two").rev, 3);
  assert.equal(localStorage.items.size, 1);
});

test("dropped for its own save only (store.put and store.remove drop it before they write)", () => {
  mirror.write("abc", 2, { players: 2 }, view());
  mirror.drop("ab");
  mirror.drop("abcd");
  assert.ok(mirror.read("abc"), "another save's change leaves it");
  mirror.drop("abc");
  assert.equal(mirror.read("abc"), null);
  assert.equal(localStorage.items.size, 0);
});

test("a damaged, foreign or oversized copy is no copy, and storage that fails is no error", () => {
  localStorage.setItem("posy:kept", "{not json");
  assert.equal(mirror.read("abc"), null);
  localStorage.setItem("posy:kept", JSON.stringify({ id: "abc", rev: "2", seats: {}, shown: {} }));
  assert.equal(mirror.read("abc"), null, "a revision that is not a number");
  localStorage.setItem("posy:kept", JSON.stringify({ id: "abc", rev: 2, seats: {} }));
  assert.equal(mirror.read("abc"), null, "no view");
  const huge = { ...view(), log: [ "x".repeat(300 * 1024) ] };
  mirror.write("abc", 2, { players: 2 }, huge);
  assert.equal(mirror.read("abc"), null, "too big for localStorage's few megabytes: drawn from IndexedDB");
  globalThis.localStorage = storage({ full: true });
  assert.doesNotThrow(() => mirror.write("abc", 2, { players: 2 }, view()));
  assert.equal(mirror.read("abc"), null);
  delete globalThis.localStorage; // blocked storage: every access throws
  assert.doesNotThrow(() => mirror.write("abc", 2, { players: 2 }, view()));
  assert.equal(mirror.read("abc"), null);
  assert.doesNotThrow(() => mirror.drop("abc"));
});

test("a kept view is drawn only in the language it was written in (its log and notes are the engine's)", async () => {
  const { useLanguage } = await import("../../web/i18n.js");
  const shown = view();
  assert.equal(shown.lang, "en", "kept with the language the page spoke");
  assert.equal(drawable(shown, PETALS, { players: 2, computers: null }), shown);
  assert.equal(drawable({ ...shown, lang: "fr" }, PETALS, { players: 2, computers: null }), null, "a French log on an English page");
  const { lang: _lang, ...older } = shown;
  assert.equal(drawable(older, PETALS, { players: 2, computers: null }), older, "kept before languages: English");
  await useLanguage("en");
});

test("a copy is drawn only as the view its game's first screen shows, for its seats", () => {
  const shown = view(); // the public view of a Petals game
  assert.equal(drawable(shown, PETALS, { players: 2, computers: null }), shown, "people passing one device: the public view");
  assert.equal(drawable(shown, PETALS, { players: 2, computers: [null, "easy"] }), null, "one person against the computer opens on their own seat");
  assert.equal(drawable(shown, FLORIADO, { players: 2 }), null, "another game's view");
  assert.equal(drawable(shown, undefined, { players: 2 }), null);
  assert.equal(drawable({ ...shown, log: "x" }, PETALS, { players: 2 }), null);
  assert.equal(drawable({ ...shown, ply: "2" }, PETALS, { players: 2 }), null);
  assert.equal(drawable(shown, PETALS, null), null);
  const seat = keptView(positions("petals-2")[2]["0"]);
  assert.equal(drawable(seat, PETALS, { players: 2, computers: null }), null, "a hand on a table of people is never drawn");
  assert.equal(drawable(seat, PETALS, { players: 2, computers: [null, "easy"] }), seat);
});

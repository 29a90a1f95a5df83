// The view kept with a save to draw a reopened game at once (web/screen/kept.js,
// persistence.js keep), on the engine's own snapshots: never more than the screen
// drew, and only what the reopened game's first screen would show anyway.
import assert from "node:assert/strict";
import { test } from "node:test";
import { keepable, keptView, wakingView } from "../../web/screen/kept.js";
import { Saves } from "../../web/screen/persistence.js";
import { ScreenState } from "../../web/screen/state.js";
import { positions } from "./fixtures.mjs";

const PETALS = { id: "petals", title: "Petals", blurb: "", min_players: 2, max_players: 2, secrets: true, seats: [], options: [] };
const FLORIADO = { ...PETALS, id: "floriado", title: "Floriado", secrets: false };

/** A store with one save, and web/store.js's keep: only over the revision the view is of. */
function keepingStore() {
  const saved = new Map();
  return {
    saved,
    get: async (id) => saved.get(id) ?? null,
    async put(id, entry, rev) {
      const next = (saved.get(id)?.rev ?? 0) + 1;
      saved.set(id, { ...entry, rev: next });
      return { ok: true, rev: next };
    },
    async keep(id, shown, rev) {
      const now = saved.get(id);
      if (!now || now.rev !== rev) return false;
      saved.set(id, { ...now, shown });
      return true;
    },
    watch: () => () => {},
  };
}

/** Play the fixture through a screen that saves each position, then draws `drawn(views)`
 * (in order, as GameView.render does, keeping what may be kept); the store after each position. */
async function playThrough(name, info, computers, drawn) {
  const store = keepingStore();
  const state = new ScreenState();
  const saves = new Saves(store, "g", null, { state, call: async () => ({ ok: false }), toast: () => {}, gone: () => false,
    stop: () => {}, notify: () => ({ remove: () => {}, lost: () => {} }), load: async () => null, resume: async () => {} });
  const after = [];
  for (const views of positions(name).slice(0, 12)) {
    const withSeats = (snap) => ({ ...snap, record: { ...snap.record, computers } });
    await saves.save(withSeats(views.public));
    for (const snap of drawn(views).map(withSeats)) {
      state.set({ snap });
      if (keepable(snap, info, snap.record)) saves.keep(snap);
    }
    await saves.saving;
    await new Promise((resolve) => setTimeout(resolve, 0));
    after.push({ views, save: store.saved.get("g") });
  }
  return after;
}

const hands = (snap) => snap.view.players.map((p) => p.hand);

test("people passing one device: the hand drawn after the hand-off is never kept, only the public view behind it", async () => {
  // the public view behind the hand-off screen, then the deciding player's own
  const after = await playThrough("petals-2", PETALS, undefined, (views) => [views.public, views[String(views.public.current)]]);
  for (const { views, save } of after) {
    const shown = wakingView(save, PETALS);
    assert.ok(shown, `a view is kept at ply ${views.public.ply}`);
    assert.equal(shown.viewer, null);
    assert.deepEqual(hands(shown), [null, null], "no hand at all");
    assert.deepEqual(shown.view, views.public.view, "exactly what was drawn");
    assert.deepEqual(shown.moves, [], "it takes no input");
    assert.deepEqual(Object.keys(shown.record).sort(), ["game", "names", "players"], "no seed, no moves to work hands out from");
    assert.ok(!JSON.stringify(save.shown).includes('"seed"'));
  }
});

test("one person against the computer: their own hand is kept, the computer's is not", async () => {
  const after = await playThrough("petals-2", PETALS, [null, "easy"], (views) => [views["0"]]);
  for (const { views, save } of after) {
    const shown = wakingView(save, PETALS);
    assert.equal(shown.viewer, 0);
    assert.deepEqual(shown.view, views["0"].view);
    assert.ok(Array.isArray(shown.view.players[0].hand) && shown.view.players[0].hand.length > 0);
    assert.equal(shown.view.players[1].hand, null, "the computer's hand is absent");
  }
});

test("a kept view is drawn only for the position the save holds, and only the view the game opens on", async () => {
  const [views] = (await playThrough("petals-2", PETALS, [null, "easy"], (v) => [v["0"]])).slice(-1);
  const { save } = views;
  assert.ok(wakingView(save, PETALS));
  assert.equal(wakingView({ ...save, record: { ...save.record, moves: save.record.moves.slice(1) } }, PETALS), null, "another position");
  assert.equal(wakingView({ ...save, record: { ...save.record, computers: undefined } }, PETALS), null, "a seat's hand on a table of people");
  assert.equal(wakingView({ ...save, shown: undefined }, PETALS), null);
  assert.equal(wakingView({ ...save, shown: { ...save.shown, game: "petal" } }, PETALS), null);
  assert.equal(wakingView(save, undefined), null);
  const seat = positions("petals-2")[2]["1"];
  assert.equal(keepable(seat, PETALS, seat.record), false, "people: a seat view is not kept");
  assert.equal(keepable(seat, FLORIADO, seat.record), true, "a game without secrets: any view");
  assert.equal(keptView(seat).record.seed, undefined);
});

// The game screen's saves (web/screen/persistence.js) on a store in memory: one after
// another, each over the revision the one before wrote, and none while the screen is
// not the game's latest (another tab, a replay).
import assert from "node:assert/strict";
import { test } from "node:test";
import { Saves } from "../../web/screen/persistence.js";
import { ScreenState } from "../../web/screen/state.js";
import { positions } from "./fixtures.mjs";

/** A store holding one save, with web/store.js's compare-and-swap on revisions. */
function memoryStore({ fail = () => false } = {}) {
  const saved = new Map();
  const puts = [];
  const watchers = [];
  return {
    saved, puts, watchers,
    async get(id) {
      return saved.get(id) ?? null;
    },
    async put(id, entry, rev) {
      await new Promise((resolve) => setTimeout(resolve, 5 - puts.length)); // later saves would overtake earlier ones
      puts.push({ ply: entry.record.moves.length, rev });
      if (fail(puts.length)) throw new Error("disk gone");
      const now = saved.get(id);
      if ((now?.rev ?? undefined) !== rev) return { ok: false, conflict: true };
      saved.set(id, { ...entry, rev: (rev ?? 0) + 1 });
      return { ok: true, rev: (rev ?? 0) + 1 };
    },
    watch(onChange) {
      watchers.push(onChange);
      return () => watchers.splice(watchers.indexOf(onChange), 1);
    },
  };
}

function screen(store, { rev = undefined, record = undefined, remote = undefined } = {}) {
  const state = new ScreenState();
  const told = [];
  const calls = [];
  const host = {
    state,
    call: async (name) => {
      calls.push(name);
      return { ok: true, record: { moves: Array(99).fill({}) } };
    },
    toast: (message) => told.push(message),
    gone: () => false,
    stop: () => told.push("stopped"),
    notify: () => ({ remove: () => {}, lost: () => told.push("not kept") }),
    load: async () => null,
    resume: async () => {},
  };
  return { saves: new Saves(store, "g1", { rev, record, remote }, host), state, told, calls, host };
}

const snaps = () => positions("petals-2").map((views) => views.public);

test("saves run one after another, each over the revision the one before wrote", async () => {
  const store = memoryStore();
  const { saves, state } = screen(store);
  const [a, b, c] = snaps();
  state.set({ snap: a });
  saves.save(); // not awaited, as GameView.open does when nothing is at risk
  state.set({ snap: b });
  saves.save();
  state.set({ snap: c });
  await saves.save();
  assert.deepEqual(store.puts.map((p) => p.rev), [undefined, 1, 2]);
  assert.equal(store.saved.get("g1").rev, 3);
  assert.equal(saves.rev, 3);
});

test("a failed save does not stop the ones after it", async () => {
  const store = memoryStore({ fail: (n) => n === 1 });
  const { saves, state } = screen(store);
  state.set({ snap: snaps()[1] });
  const first = saves.save();
  const second = saves.save();
  await assert.rejects(first);
  await second;
  assert.equal(store.puts.length, 2);
  assert.equal(store.saved.get("g1").rev, 1);
});

test("nothing is saved while another tab holds the newer position, or during a replay", async () => {
  const store = memoryStore();
  const { saves, state } = screen(store);
  state.set({ snap: snaps()[2], stale: true });
  await saves.save();
  state.set({ stale: false, replayAt: 1 });
  await saves.save();
  assert.equal(store.puts.length, 0);
  state.set({ replayAt: null });
  await saves.save();
  assert.equal(store.puts.length, 1);
});

test("a choice still face down is saved from the whole record", async () => {
  const store = memoryStore();
  const { saves, state, calls } = screen(store);
  state.set({ snap: { ...snaps()[1], secret_pending: true } });
  await saves.save();
  assert.deepEqual(calls, ["saved_record"]);
  assert.equal(store.saved.get("g1").record.moves.length, 99);
});

test("a conflict means another tab moved on: this one stops, then loads that position on request", async () => {
  const store = memoryStore();
  store.saved.set("g1", { record: { moves: [] }, rev: 7 });
  const { saves, state, told, host } = screen(store, { rev: 7 });
  const notices = [];
  const resumed = [];
  host.stop = () => state.set({ stale: true });
  host.notify = (onLoad) => {
    notices.push(onLoad);
    return { remove: () => notices.splice(notices.indexOf(onLoad), 1), lost: () => told.push("not kept") };
  };
  host.load = async (record) => ({ ok: true, record, sid: "s9" });
  host.resume = async (answer) => resumed.push(answer.sid);
  state.set({ snap: snaps()[1] });
  await saves.save();
  assert.equal(saves.rev, 8, "the revision it read: its own save");
  assert.equal(notices.length, 0);
  store.saved.set("g1", { record: { moves: [{}, {}] }, rev: 9 }); // another tab saved
  state.set({ snap: snaps()[2] });
  assert.equal(await saves.save(), false, "not kept");
  assert.equal(state.stale, true, "stopped");
  assert.equal(notices.length, 1, "the notice is up");
  assert.deepEqual(store.saved.get("g1").record.moves.length, 2, "never over the other tab's save");
  await saves.save();
  assert.equal(store.puts.length, 2, "no more saves from here meanwhile");
  await notices[0]();
  assert.deepEqual(resumed, ["s9"]);
  assert.equal(saves.rev, 9, "plays on over the other tab's revision");
  assert.equal(notices.length, 0, "the notice is down");
  assert.deepEqual(told, ["not kept", "not kept"], "the notice said the moves made here were not kept");
  saves.stop();
  assert.equal(store.watchers.length, 0);
});

test("a second tap while the latest position loads starts no second load; the load is marked from tap to end", async () => {
  const store = memoryStore();
  store.saved.set("g1", { record: { moves: [{}] }, rev: 5 });
  const { saves, state, host } = screen(store, { rev: 4 });
  const notices = [];
  const marks = [];
  let loads = 0;
  let finish = () => {};
  host.stop = () => state.set({ stale: true });
  host.notify = (onLoad) => {
    notices.push(onLoad);
    return { remove: () => notices.splice(notices.indexOf(onLoad), 1), lost: () => {} };
  };
  host.load = (record) => {
    loads++;
    return new Promise((resolve) => (finish = () => resolve({ ok: true, record, sid: "s2" })));
  };
  host.resume = async () => state.set({ stale: false });
  host.loading = (on) => marks.push(on);
  state.set({ snap: snaps()[0] });
  await saves.otherTabMoved();
  assert.equal(notices.length, 1);
  const tap = notices[0];
  const first = tap();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await tap(); // ignored: the first is still loading
  assert.equal(loads, 1, "one load");
  assert.deepEqual(marks, [true], "marked as loading until it ends");
  finish();
  await first;
  assert.deepEqual(marks, [true, false]);
  assert.equal(state.stale, false);
  assert.equal(notices.length, 0);
});

test("the other tab's message about this game is checked; about another game, ignored", async () => {
  const store = memoryStore();
  store.saved.set("g1", { record: { moves: [] }, rev: 3 });
  const { state, host } = screen(store, { rev: 2 });
  let stopped = 0;
  host.stop = () => stopped++;
  state.set({ snap: snaps()[0] });
  store.watchers[0]("other");
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(stopped, 0);
  store.watchers[0]("g1");
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(stopped, 1);
});

/** A tab on the game: its saves, and GameView.show's order (save, then draw only what was kept). */
function tab(store, saved) {
  const side = screen(store, saved);
  saved.positions ??= snaps();
  const { state, host, saves } = side;
  side.notices = [];
  side.show = async (snap) => {
    if (!(await saves.save(snap))) return false;
    state.set({ snap }); // drawn
    return true;
  };
  host.stop = () => state.set({ stale: true });
  host.notify = (onLoad) => {
    side.notices.push(onLoad);
    return { remove: () => side.notices.splice(side.notices.indexOf(onLoad), 1), lost: () => side.told.push("not kept") };
  };
  host.load = async (record) => ({ ...saved.positions[record.moves.length], record });
  host.resume = (answer) => {
    state.set({ stale: false }); // as GameView.resume
    return side.show(answer);
  };
  return side;
}

test("issue 24: a stale tab loading the latest position writes no revision, so the other tab's move is kept", async () => {
  const [zero, one, two] = snaps();
  const store = memoryStore();
  store.saved.set("g1", { record: one.record, rev: 4 });
  const x = tab(store, { rev: 4, record: one.record });
  const y = tab(store, { rev: 3, record: zero.record, positions: [zero, one, two] });
  x.state.set({ snap: one });
  y.state.set({ snap: snaps()[0] });
  store.watchers[1]("g1"); // Y hears that X saved revision 4
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(y.state.stale, true);
  // Y taps "Show the latest position" a moment before X's move reaches the store
  const loading = y.notices[0]();
  await new Promise((resolve) => setTimeout(resolve, 0)); // Y's load is done, and whatever it writes is on its way
  const moved = x.show(two);
  await Promise.all([loading, moved]);
  assert.equal(y.state.snap.ply, 1, "Y shows the latest position");
  assert.equal(y.state.stale, false);
  assert.deepEqual(store.puts.map((p) => p.ply), [2], "the load wrote nothing; only X's move was saved");
  assert.equal(await moved, true, "X's move was kept");
  assert.equal(x.state.snap, two);
  assert.equal(store.saved.get("g1").record.moves.length, 2);
  assert.deepEqual(x.told, []);
});

test("issue 24: a move that could not be saved is not drawn, and the notice says it was not kept", async () => {
  const [zero, one, two] = snaps();
  const store = memoryStore();
  store.saved.set("g1", { record: one.record, rev: 5 }); // another tab saved after this one read revision 4
  const x = tab(store, { rev: 4, record: zero.record, positions: [] });
  x.state.set({ snap: one });
  assert.equal(await x.show(two), false);
  assert.equal(x.state.snap, one, "the board stays at the position before the move");
  assert.equal(x.state.stale, true);
  assert.deepEqual(x.told, ["not kept"]);
  // the other tab's message came first: the move that lands meanwhile is not kept either
  const w = tab(store, { rev: 5, record: one.record, positions: [] });
  w.state.set({ snap: one, stale: true });
  w.saves.notice = { remove: () => {}, lost: () => w.told.push("not kept") };
  assert.equal(await w.show(two), false);
  assert.equal(w.state.snap, one);
  assert.deepEqual(w.told, ["not kept"]);
  assert.equal(store.saved.get("g1").rev, 5, "the other tab's save is untouched");
});

test("showing the position the save already holds writes nothing; a new one writes", async () => {
  const [zero, one] = snaps();
  const store = memoryStore();
  store.saved.set("g1", { record: one.record, rev: 2 });
  const { saves } = screen(store, { rev: 2, record: JSON.parse(JSON.stringify(one.record)) });
  assert.equal(await saves.save(one), true);
  assert.equal(store.puts.length, 0);
  assert.equal(await saves.save(zero), true);
  assert.deepEqual(store.puts.map((p) => p.rev), [2]);
});

test("a save heard while this tab was loading the latest position is not missed", async () => {
  const [zero, one, two] = snaps();
  const store = memoryStore();
  store.saved.set("g1", { record: one.record, rev: 4 });
  const y = tab(store, { rev: 3, record: zero.record, positions: [zero, one, two] });
  y.state.set({ snap: zero });
  store.watchers[0]("g1");
  await new Promise((resolve) => setTimeout(resolve, 10));
  let release = () => {};
  const load = y.host.load;
  y.host.load = (record) => new Promise((resolve) => (release = () => resolve(load(record))));
  const loading = y.notices[0]();
  await new Promise((resolve) => setTimeout(resolve, 0));
  store.saved.set("g1", { record: two.record, rev: 5 }); // the other tab moves on meanwhile
  store.watchers[0]("g1"); // heard while still stale: nothing to do yet
  await new Promise((resolve) => setTimeout(resolve, 0));
  release();
  await loading;
  assert.equal(y.state.snap.ply, 1, "the position it loaded");
  assert.equal(y.state.stale, true, "and at once behind again, with the notice");
  assert.equal(y.notices.length, 1);
  assert.equal(store.puts.length, 0);
});

// A game with a friend on another device saves its device (JSON text, web/remote/): a
// device's chain only grows, and the revision keeps two tabs from growing it two ways.
const device = (/** @type {number} */ n) => ({ ...snaps()[0], remote: true, device: `{"messages":${n}}` });

test("a game with a friend: showing the device the save holds writes nothing", async () => {
  const store = memoryStore();
  store.saved.set("g1", { record: device(3).record, remote: device(3).device, rev: 5 });
  const { saves } = screen(store, { rev: 5, record: device(3).record, remote: device(3).device });
  await saves.save(device(3));
  assert.equal(store.puts.length, 0);
  await saves.save(device(4));
  assert.equal(store.saved.get("g1").remote, device(4).device);
  assert.equal(store.saved.get("g1").rev, 6);
});

test("a game with a friend follows another tab's save at once: no notice, and nothing written back", async () => {
  const store = memoryStore();
  store.saved.set("g1", { record: device(3).record, remote: device(3).device, rev: 5 });
  const { saves, state, host, told } = screen(store, { rev: 5, record: device(3).record, remote: device(3).device });
  const followed = [];
  host.stop = () => state.set({ stale: true });
  host.follow = async (save) => {
    followed.push(save.remote);
    await saves.save({ ...device(4), device: save.remote }); // GameView shows it: saved as held
  };
  store.saved.set("g1", { record: device(4).record, remote: device(4).device, rev: 6 }); // the other tab
  store.watchers[0]("g1");
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(followed, [device(4).device]);
  assert.equal(state.stale, false, "playable here as well");
  assert.equal(saves.rev, 6);
  assert.equal(store.puts.length, 0, "showing it wrote nothing (the other tab would follow back, for ever)");
  // a move made here over an older revision: not kept, said so, and the newest followed
  store.saved.set("g1", { record: device(5).record, remote: device(5).device, rev: 7 });
  assert.equal(await saves.save(device(6)), false);
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(store.saved.get("g1").remote, device(5).device, "never over the other tab's save");
  assert.deepEqual(followed, [device(4).device, device(5).device]);
  assert.match(told.join(" "), /not kept/);
  assert.equal(state.stale, false);
});

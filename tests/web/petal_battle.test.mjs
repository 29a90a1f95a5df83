// Petal Battle's model on the engine's own snapshots: every legal move is reachable by
// the taps the model offers, and nothing it offers is illegal; what a petal tap means
// (select, cancel, slide, bump and the bumped piece's way, spawn and grow from the
// supply); the Trio stacked in secret (taps, the third filling itself, taking out,
// drags, Confirm); a watcher is offered nothing; a move marked on the board (a hint's)
// marks what a player taps to make it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decisions, positions } from "./fixtures.mjs";
import { createState, drop, dragPips, intent, receive, tappable, viewModel } from "../../web/games/petal_battle/model.js";
import { petalAction } from "../../web/games/petal_battle/model-petals.js";
import { added, dropped, removed } from "../../web/games/petal_battle/stack.js";
import { moveKeys } from "../../web/games/petal_battle/moves.js";
import { passSentence, resultSentence, statusLine, textFirst } from "../../web/games/petal_battle/text.js";

const FIXTURE = "petal_battle-2";
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const words = (text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ");

/** A fresh model on this snapshot. */
function fresh(snap, ctx) {
  const st = createState();
  receive(st, snap, ctx);
  return st;
}

/** The keys the view-model offers (data-target or data-option). */
const offered = (st) => tappable(viewModel(st)).filter((x) => x.target || x.option).map((x) => x.key);

/** Every move reachable by offered taps from this state (a search over selections and drafts). */
function reachable(snap, ctx) {
  const found = [];
  const seen = new Set();
  const queue = [{ sel: null, draft: [] }];
  while (queue.length) {
    const { sel, draft } = queue.shift();
    const sig = JSON.stringify([sel, draft]);
    if (seen.has(sig)) continue;
    seen.add(sig);
    const base = fresh(snap, ctx);
    base.sel = sel;
    base.draft = draft;
    for (const key of offered(base)) {
      const st = { ...base, sel: structuredClone(sel), draft: [...draft] };
      const out = intent(st, key);
      assert.ok(out, `ply ${snap.ply}: offered ${key} does nothing`);
      if (out.play) found.push(out.play);
      else queue.push({ sel: st.sel, draft: st.draft });
    }
  }
  return found;
}

/** The first decision whose snapshot passes `pick`, and a model on it. */
function decision(pick) {
  const d = decisions(FIXTURE).find(({ snap, ctx }) => pick(snap, fresh(snap, ctx)));
  assert.ok(d, "the fixture has such a decision");
  return { ...d, st: fresh(d.snap, d.ctx) };
}

const petal = (st, i) => viewModel(st).petals[i];

test("every legal move is reachable by offered taps, and every offered tap is legal", () => {
  const all = decisions(FIXTURE);
  assert.ok(all.length >= 30);
  const kinds = new Set();
  for (const { snap, ctx } of all) {
    const found = reachable(snap, ctx);
    for (const move of snap.moves) {
      assert.ok(found.some((m) => same(m, move)), `ply ${snap.ply}: ${JSON.stringify(move)} unreachable`);
      kinds.add(move.type);
    }
    for (const move of found) assert.ok(snap.moves.some((m) => same(m, move)), `ply ${snap.ply}: offered ${JSON.stringify(move)} is not legal`);
  }
  assert.deepEqual([...kinds].sort(), ["bump", "flip", "grow", "sequence", "slide", "spawn"]);
});

test("a screen that may not act is offered nothing, and its taps do nothing", () => {
  let watched = 0;
  for (const views of positions(FIXTURE)) {
    for (const [viewer, snap] of Object.entries(views)) {
      if (snap.current === null) continue;
      const ctx = { names: snap.record.names, interactive: false, viewer: snap.viewer, info: { id: snap.game } };
      const st = fresh(snap, ctx);
      const vm = viewModel(st);
      assert.equal(vm.interactive, false);
      assert.deepEqual(offered(st), [], `${viewer} at ply ${snap.ply}`);
      for (const { key } of tappable(vm)) assert.equal(intent(st, key), null);
      assert.equal(intent(st, "petal-0"), null);
      if (snap.view.phase === "play") assert.match(vm.help, /is playing\.$/);
      watched += 1;
    }
  }
  assert.ok(watched > 100);
});

test("an accessible name holds the visible text; a petal's hint leads it", () => {
  let hinted = 0;
  for (const { snap, ctx } of decisions(FIXTURE)) {
    const st = fresh(snap, ctx);
    const states = [st];
    const own = viewModel(st).petals.find((p) => p.cls === "own");
    if (own) {
      const chosen = fresh(snap, ctx);
      intent(chosen, own.key);
      states.push(chosen);
    }
    for (const s of states) {
      const vm = viewModel(s);
      for (const p of vm.petals) {
        const written = p.hint ? `${p.number} ${p.hint}` : p.number;
        assert.equal(textFirst(written, p.label), p.label);
        if (p.hint) {
          hinted += 1;
          assert.ok(p.label.startsWith(`${written}: Petal ${p.number}`), p.label);
        }
      }
      for (const x of vm.panels.flatMap((panel) => panel.supply)) assert.ok(` ${words(x.label)} `.includes(` ${words(x.count)} `), x.label);
      for (const t of vm.seq?.trios || []) assert.equal(textFirst(["", "Small", "Medium", "Large"][t.pips], t.label), t.label);
      for (const slot of vm.seq?.slots || []) assert.ok(slot.label.startsWith([slot.title, slot.mark, slot.acts].filter(Boolean).join(" ")), slot.label);
    }
  }
  assert.ok(hinted > 20);
});

test("a piece is chosen by a tap, and dropped by a tap on it, Cancel or Escape", () => {
  const { st } = decision((snap, s) => viewModel(s).petals.some((p) => p.cls === "own"));
  const own = viewModel(st).petals.find((p) => p.cls === "own");
  assert.match(own.label, /Tap to choose it \(\d+ moves?\)$/);
  assert.deepEqual(intent(st, own.key), { redraw: true, focus: undefined });
  assert.deepEqual(st.sel, { kind: "piece", at: own.i });
  let vm = viewModel(st);
  assert.equal(vm.petals[own.i].cls, "selected");
  assert.equal(vm.petals[own.i].target, false);
  assert.match(vm.petals[own.i].label, /, selected\. Tap to cancel$/);
  assert.match(vm.help, /Tap a marked petal to move there, or tap the piece again to cancel\.$/);
  assert.ok(vm.buttons.some((b) => b.key === "cancel"));
  assert.ok(vm.petals.some((p) => p.cls.startsWith("target")), "its moves are marked");
  intent(st, own.key);
  assert.equal(st.sel, null);
  intent(st, own.key);
  intent(st, "cancel");
  assert.equal(st.sel, null);
  intent(st, own.key);
  intent(st, null); // Escape
  assert.equal(st.sel, null);
  assert.equal(intent(st, null), null, "Escape with nothing chosen does nothing");
  vm = viewModel(st);
  assert.ok(!vm.buttons.some((b) => b.key === "cancel"));
});

test("a chosen piece's moves are the targets: other pieces may still be chosen, no spawn is offered", () => {
  let chosen = 0;
  for (const { snap, ctx } of decisions(FIXTURE)) {
    for (const own of viewModel(fresh(snap, ctx)).petals.filter((p) => p.cls === "own")) {
      const st = fresh(snap, ctx);
      intent(st, own.key);
      const dests = new Set(snap.moves.filter((m) => m.from === own.i).map((m) => m.to));
      const vm = viewModel(st);
      assert.deepEqual(new Set(vm.petals.filter((p) => p.cls.startsWith("target")).map((p) => p.i)), dests);
      assert.ok(vm.petals.every((p) => p.target === (dests.has(p.i) || p.cls === "own")));
      chosen += 1;
    }
  }
  assert.ok(chosen > 20);
});

test("a tap on a target petal: slide and flip are one move; a bump with a choice asks where its piece goes", () => {
  const { snap, st } = decision((snap) => {
    const seen = new Map();
    return snap.moves.some((m) => m.type === "bump" && seen.set(`${m.from}-${m.to}`, (seen.get(`${m.from}-${m.to}`) || 0) + 1).get(`${m.from}-${m.to}`) > 1);
  });
  const options = snap.moves.filter((m) => m.type === "bump" && snap.moves.filter((n) => n.type === "bump" && n.from === m.from && n.to === m.to).length > 1);
  const { from, to } = options[0];
  const both = options.filter((m) => m.from === from && m.to === to);
  intent(st, `petal-${from}`);
  const bumpPetal = petal(st, to);
  assert.equal(bumpPetal.cls, "target bump bump");
  assert.equal(bumpPetal.hint, "bump");
  assert.match(bumpPetal.label, /Tap to bump it, then choose where it goes$/);
  assert.deepEqual(intent(st, `petal-${to}`), { redraw: true, focus: undefined });
  assert.deepEqual(st.sel, { kind: "bump", from, to });
  const vm = viewModel(st);
  assert.equal(vm.petals[to].cls, "bumping");
  assert.deepEqual(vm.petals.filter((p) => p.cls === "target push").map((p) => p.i).sort(), both.map((m) => m.push).sort());
  assert.deepEqual(vm.buttons.filter((b) => b.push !== undefined).map((b) => b.push).sort(), both.map((m) => m.push).sort());
  assert.match(vm.help, /Where does the bumped piece go\?/);
  assert.equal(intent(st, `petal-${to}`), null, "the bumped petal waits for the choice");
  assert.deepEqual(intent(st, `petal-${both[1].push}`), { play: both[1] });
  assert.equal(st.sel, null, "a sent move drops the selection");
  // slides and flips: one tap each, with the verb on the petal
  for (const { snap: s, ctx } of decisions(FIXTURE)) {
    for (const m of s.moves.filter((x) => x.type === "slide" || x.type === "flip")) {
      const model = fresh(s, ctx);
      intent(model, `petal-${m.from}`);
      assert.equal(petal(model, m.to).hint, m.type);
      assert.deepEqual(intent(model, `petal-${m.to}`), { play: m });
    }
  }
});

test("a petal that is no target sends a probe the engine refuses with its reason", () => {
  const { snap, st } = decision((snap, s) => snap.view.phase === "play" && viewModel(s).petals.some((p) => !p.target && snap.view.board[p.i]));
  const other = viewModel(st).petals.find((p) => !p.target && snap.view.board[p.i]);
  const out = intent(st, other.key);
  assert.ok(out.play && !snap.moves.some((m) => same(m, out.play)), "a probe is not a legal move");
  // while stacking, any petal says to stack first
  const seq = decision((snap) => snap.moves[0].type === "sequence");
  const p0 = petal(seq.st, 0);
  assert.match(p0.label, /Stack your Trio first$/);
  assert.equal(p0.target, false);
  const probe = intent(seq.st, "petal-0").play;
  assert.ok(["spawn", "slide"].includes(probe.type) && !seq.snap.moves.some((m) => same(m, probe)));
});

test("a supply pyramid chosen marks where it spawns or grows; a second tap drops it", () => {
  const { snap, st } = decision((snap) => snap.moves.some((m) => m.type === "spawn") && snap.moves.some((m) => m.type === "grow"));
  const supply = () => viewModel(st).panels[snap.current].supply;
  assert.ok(supply().every((x) => x.button), "the player to act has buttons");
  assert.ok(viewModel(st).panels[1 - snap.current].supply.every((x) => !x.button), "the other seat shows counts");
  intent(st, "supply-1");
  assert.deepEqual(st.sel, { kind: "supply", size: 1 });
  assert.equal(supply()[0].pressed, true);
  assert.equal(supply()[0].target, false, "pressed: no longer a target");
  const spawns = snap.moves.filter((m) => m.type === "spawn");
  const marked = viewModel(st).petals.filter((p) => p.cls === "target supply");
  assert.deepEqual(marked.map((p) => p.i).sort(), spawns.map((m) => m.to).sort());
  assert.ok(marked.every((p) => p.hint === "spawn" && p.label.endsWith("Tap to spawn a small here")));
  intent(st, "supply-1");
  assert.equal(st.sel, null);
  const grow = snap.moves.find((m) => m.type === "grow");
  intent(st, `supply-${grow.size}`);
  const target = petal(st, grow.at);
  assert.equal(target.hint, "grow");
  assert.deepEqual(intent(st, target.key), { play: grow });
  // a piece that may grow offers Grow in the bar
  intent(st, `petal-${grow.at}`);
  const button = viewModel(st).buttons.find((b) => b.key === "grow");
  assert.ok(button?.target);
  assert.equal(intent(st, "grow").play.type, "grow");
  // a size with nothing to do is disabled and does nothing
  const idle = decision((snap, s) => viewModel(s).panels.some((p) => p.supply.some((x) => x.button && x.disabled)));
  const dead = viewModel(idle.st).panels.flatMap((p) => p.supply).find((x) => x.button && x.disabled);
  assert.match(dead.label, /nothing to do with it now$/);
  assert.equal(intent(idle.st, dead.key), null);
});

test("the Trio is stacked by taps, the third fills itself, and Confirm sends that order", () => {
  const { snap, st } = decision((snap) => snap.moves[0].type === "sequence");
  let seq = viewModel(st).seq;
  assert.equal(seq.confirm.target, false);
  assert.equal(seq.reset.disabled, true);
  assert.equal(intent(st, "confirm"), null);
  assert.deepEqual(intent(st, "trio-2"), { redraw: true, focus: "trio-1" });
  assert.deepEqual(st.draft, [2]);
  seq = viewModel(st).seq;
  assert.equal(seq.trios[1].disabled, true);
  assert.equal(seq.trios[1].target, false);
  assert.match(seq.trios[1].label, /already in your stack$/);
  assert.equal(intent(st, "trio-2"), null, "a used pyramid does nothing");
  assert.deepEqual(intent(st, "trio-3"), { redraw: true, focus: "confirm" });
  assert.deepEqual(st.draft, [2, 3, 1]);
  seq = viewModel(st).seq;
  assert.deepEqual(seq.slots.map((x) => x.pips), [2, 3, 1]);
  assert.equal(seq.slots[0].label, "Top: turn 1 2 actions: Top: turn 1: Medium, 2 actions. Tap to take it out");
  assert.ok(seq.confirm.target && !seq.confirm.disabled);
  // take one out: the rest close up, and nothing refills
  intent(st, "slot-0");
  assert.deepEqual(st.draft, [3, 1]);
  assert.equal(viewModel(st).seq.slots[2].label, "Bottom: turn 3 ? tap a pyramid: Bottom: turn 3: empty");
  assert.equal(intent(st, "slot-2"), null, "an empty slot does nothing");
  intent(st, "trio-2");
  assert.deepEqual(st.draft, [3, 1, 2]);
  const out = intent(st, "confirm");
  assert.deepEqual(out, { play: { type: "sequence", order: [3, 1, 2] } });
  assert.ok(snap.moves.some((m) => same(m, out.play)));
  assert.deepEqual(st.draft, []);
  intent(st, "trio-1");
  intent(st, "reset");
  assert.deepEqual(st.draft, []);
});

test("drags onto a slot: from the tray it takes the slot, from a slot the two swap", () => {
  assert.deepEqual(dropped([], "trio-3", 0), [3]);
  assert.deepEqual(dropped([1], "trio-3", 0), [3]);
  assert.deepEqual(dropped([1], "trio-3", 1), [1, 3, 2]);
  assert.deepEqual(dropped([1, 2, 3], "trio-3", 0), [3, 2, 1]);
  assert.deepEqual(dropped([1, 2, 3], "slot-0", 2), [3, 2, 1]);
  assert.deepEqual(dropped([1, 2], "slot-0", 2), [2, 1, 3]);
  assert.equal(dropped([1], "slot-2", 0), null, "an empty slot has nothing to drag");
  assert.equal(added([1, 2, 3], 1), null);
  assert.deepEqual(added([3], 1), [3, 1, 2]);
  assert.deepEqual(removed([3, 1, 2], 1), [3, 2]);
  const { st } = decision((snap) => snap.moves[0].type === "sequence");
  assert.equal(dragPips(st, "slot-0"), null);
  assert.equal(dragPips(st, "trio-2"), 2);
  assert.deepEqual(drop(st, "trio-2", 1), { redraw: true, focus: undefined });
  assert.deepEqual(st.draft, [2]);
  const play = decision((snap) => snap.view.phase === "play");
  assert.equal(dragPips(play.st, "trio-2"), null, "no drag outside stacking");
});

test("a new snapshot: a new ply drops the selection, a new stacking decision a fresh draft", () => {
  const all = decisions(FIXTURE);
  const k = all.findIndex(({ snap, ctx }) => viewModel(fresh(snap, ctx)).petals.some((p) => p.cls === "own"));
  const { snap, ctx } = all[k];
  const st = fresh(snap, ctx);
  intent(st, viewModel(st).petals.find((p) => p.cls === "own").key);
  assert.ok(st.sel);
  assert.deepEqual(receive(st, snap, ctx), { animate: false, fresh: false });
  assert.ok(st.sel, "the same snapshot again keeps it");
  receive(st, { ...snap, ply: snap.ply + 1 }, ctx);
  assert.equal(st.sel, null, "a new ply drops it, even where it is still possible");
  intent(st, viewModel(st).petals.find((p) => p.cls === "own").key);
  receive(st, { ...snap, ply: snap.ply + 1, viewer: null }, ctx);
  assert.equal(st.sel, null, "so does another viewer");
  receive(st, snap, ctx);
  const next = all[k + 1];
  assert.equal(next.snap.ply, snap.ply + 1);
  assert.deepEqual(receive(st, next.snap, next.ctx).animate, true);
  assert.equal(st.sel, null);
  const s = decisions(FIXTURE).find(({ snap: x }) => x.moves[0].type === "sequence");
  const model = fresh(s.snap, s.ctx);
  intent(model, "trio-1");
  assert.equal(receive(model, s.snap, s.ctx).fresh, false);
  assert.deepEqual(model.draft, [1], "a redraw of the same decision keeps the draft");
});

test("with Turns may end early, End turn is an option and says what is unused", () => {
  const { snap, ctx } = decision((snap) => snap.view.phase === "play");
  const end = { type: "end" };
  const early = { ...snap, moves: [...snap.moves, end] };
  const st = fresh(early, ctx);
  const vm = viewModel(st);
  const button = vm.buttons.find((b) => b.key === "end");
  assert.equal(button.option, true);
  assert.equal(button.text, `End turn (${snap.view.actions_left} action${snap.view.actions_left === 1 ? "" : "s"} unused)`);
  assert.match(vm.help, /, or end your turn\.$/);
  assert.deepEqual(intent(st, "end"), { play: end });
  assert.ok(!viewModel(fresh(snap, ctx)).buttons.some((b) => b.key === "end"), "off by default");
});

test("passes, the result and the status line in words", () => {
  const names = ["Ann", "Bob"];
  const last = { passes: [{ player: 1, unused: 2, whole: true }] };
  assert.equal(passSentence(last, names), "Bob had no action: their whole turn of 2 actions passed.");
  assert.equal(passSentence({ passes: [{ player: 0, unused: 1, whole: false }] }, names), "Ann had no action left: 1 action passed.");
  assert.equal(passSentence(null, names), "");
  const play = { over: false, current: 0, view: { phase: "play", last } };
  assert.equal(statusLine(play, names), "Bob passed (no action) · Ann to play");
  assert.equal(statusLine({ ...play, view: { phase: "play", last: null } }, names), null);
  assert.equal(statusLine({ ...play, current: 1, view: { phase: "sequence", last: null } }, names), "Bob: set your sequencing stack");
  const won = (result) => ({ view: { result, max_sequencings: 20 } });
  assert.equal(resultSentence(won({ reason: "line", winners: [0], line: [2, 3, 4, 5, 6] }), names), "Ann wins with five petals in a row: 3, 4, 5, 6, 7.");
  assert.equal(resultSentence(won({ reason: "wipeout", winners: [1] }), names), "Bob wins: Ann has no piece left on the daisy.");
  assert.equal(resultSentence(won({ reason: "limit", winners: [] }), names), "A draw: nobody had won when the 20th Sequencing ended.");
  // the petal's own words: what a tap on it does
  const { st } = decision((snap) => snap.view.phase === "play");
  assert.match(petalAction(st, 0).label, /^Petal 1: /);
});

test("a move's marks are what a player taps to make it: tapping them in turn plays that move", () => {
  const kinds = new Set();
  for (const { snap, ctx } of decisions(FIXTURE)) {
    for (const move of snap.moves) {
      const st = fresh(snap, ctx);
      let out = null;
      // a stack's mark moves on with the draft (one key at a time); a turn's marks are its taps in order
      for (let step = 0; step < 4 && !out?.play; step++) {
        const keys = moveKeys(st, move);
        out = intent(st, move.type === "sequence" ? keys[0] : keys[step]);
        assert.ok(out, `ply ${snap.ply}: ${JSON.stringify(move)}: the mark ${keys} is not tappable`);
      }
      assert.ok(same(out.play, move), `ply ${snap.ply}: ${JSON.stringify(move)} played ${JSON.stringify(out.play)}`);
      kinds.add(move.type);
    }
  }
  assert.deepEqual([...kinds].sort(), ["bump", "flip", "grow", "sequence", "slide", "spawn"]);
  // a draft gone another way is reset first
  const { st } = decision((snap) => snap.moves[0].type === "sequence");
  intent(st, "trio-1");
  assert.deepEqual(moveKeys(st, { type: "sequence", order: [2, 1, 3] }), ["reset"]);
  assert.deepEqual(moveKeys(st, { type: "end" }), ["end"]);
});

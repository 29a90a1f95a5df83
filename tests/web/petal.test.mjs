// Petal's model on the engine's snapshots: every legal move is reachable by the taps the
// model offers (a tile, then a framed square or Pick), nothing it offers is outside
// snap.moves, and the selection flows (tap again, Cancel, Escape, another tile, a refused
// tap) work without a browser.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decisions } from "./fixtures.mjs";
import { CANCEL, cells, createState, helpText, intent, PICK, receive } from "../../web/games/petal/model.js";
import { bar } from "../../web/games/petal/model-bar.js";
import { panels } from "../../web/games/petal/model-panels.js";
import { lastWords, tilesWords, who } from "../../web/games/petal/words.js";

const GAME = "petal-2";
const text = (move) => JSON.stringify(Object.fromEntries(Object.entries(move).sort()));
const all = decisions(GAME);

function stateOf(snap, ctx) {
  const state = createState();
  receive(state, snap, ctx);
  return state;
}

/** Choose `square` as the model says a tap on it does. */
function choose(state, square) {
  const result = intent(state, String(square));
  assert.deepEqual(result, { selected: square });
  state.selected = square;
}

/** Every move the model's targets lead to: a tile, then a framed square or Pick. */
function reachable(snap, ctx) {
  const state = stateOf(snap, ctx);
  const moves = [];
  for (const source of cells(state).filter((c) => c.target)) {
    assert.ok(source.source && !source.dest, `${source.cell.name}: with nothing chosen, a target is a tile to choose`);
    choose(state, source.index);
    const now = cells(state);
    assert.ok(now[source.index].selected && !now[source.index].target, "the chosen tile is no target");
    for (const dest of now.filter((c) => c.dest)) {
      assert.ok(dest.target);
      const { play } = intent(state, dest.key);
      assert.deepEqual([play.type, play.from, play.to], ["flip", source.index, dest.index]);
      moves.push(play);
    }
    const { pick } = bar(state);
    if (pick) moves.push(intent(state, PICK).play);
    else assert.equal(intent(state, PICK), null, "no Pick button, no pick");
    state.selected = null;
  }
  return moves;
}

test("the fixture holds flips and picks", () => {
  assert.ok(all.length >= 10);
  assert.ok(all.some(({ snap }) => snap.moves.some((m) => m.type === "pick")));
});

test("every legal move is reached by the taps offered, and nothing else", () => {
  for (const { snap, ctx } of all) {
    const legal = snap.moves.map(text).sort();
    assert.deepEqual(reachable(snap, ctx).map(text).sort(), legal, `ply ${snap.ply}`);
  }
});

test("a player who may not act is offered nothing, and loses a choice", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    state.selected = cells(state).find((c) => c.source).index;
    receive(state, snap, { ...ctx, interactive: false });
    assert.equal(state.selected, null);
    assert.ok(cells(state).every((c) => !c.target && !c.source && !c.dest));
    for (const c of cells(state)) assert.equal(intent(state, c.key), null);
    assert.equal(intent(state, PICK), null);
    assert.equal(helpText(state), `${who(state, snap.current)} is playing.`);
  }
});

test("labels start with the square's name and say what a tap does", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    for (const c of cells(state)) {
      assert.ok(c.label.startsWith(`${c.cell.name}, `), c.label);
      if (c.source) assert.match(c.label, /tap to choose it/);
      if (c.cell.kind === "flower") {
        // memory mode: a flower's numbers never reach the page, only its height
        assert.deepEqual(c.label.slice(c.cell.name.length).match(/\d+/g), [String(c.cell.height)], c.label);
      }
    }
    const source = cells(state).find((c) => c.source);
    choose(state, source.index);
    for (const c of cells(state)) {
      if (c.selected) assert.match(c.label, /selected: tap again to cancel$/);
      else if (c.dest) assert.ok(c.label.endsWith(`from ${source.cell.name} onto it`), c.label);
    }
  }
});

test("choosing: tap again, Cancel and Escape drop the choice; another tile takes it over", () => {
  const { snap, ctx } = all.find(({ snap: s }) => cells(stateOf(s, ctx0(s))).filter((c) => c.source).length >= 2);
  const state = stateOf(snap, ctx);
  const [first, second] = cells(state).filter((c) => c.source);
  assert.match(helpText(state), /tap a petal or a flower to see where it can go\.$/);
  assert.equal(intent(state, null), null, "Escape with nothing chosen does nothing");
  choose(state, first.index);
  assert.deepEqual(intent(state, first.key), { selected: null }, "tap again");
  assert.deepEqual(intent(state, CANCEL), { selected: null }, "Cancel");
  assert.deepEqual(intent(state, null), { selected: null }, "Escape");
  const other = cells(state).find((c) => c.source && !c.dest && !c.selected);
  if (other) assert.deepEqual(intent(state, other.key), { selected: other.index }, "another tile");
  const { dest } = cells(state)[second.index];
  assert.deepEqual(intent(state, second.key), dest ? { play: snap.moves.find((m) => m.from === first.index && m.to === second.index) } : { selected: second.index });
});

/** @param {any} snap */
function ctx0(snap) {
  return { names: snap.record.names, interactive: true, viewer: snap.viewer, info: { id: snap.game } };
}

test("a tap that is no legal move asks the engine, which explains the rule", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    const legal = new Set(snap.moves.map(text));
    const idle = cells(state).filter((c) => !c.source);
    for (const c of idle) {
      const { play } = intent(state, c.key);
      assert.equal(play.type, c.cell.kind === "flower" ? "pick" : "flip");
      assert.ok(!legal.has(text(play)), text(play));
    }
    const source = cells(state).find((c) => c.source);
    choose(state, source.index);
    const tree = cells(state).find((c) => c.cell.kind === "tree");
    assert.deepEqual(intent(state, tree.key), { play: { type: "flip", from: source.index, to: tree.index } });
  }
});

test("a choice lasts through a refused tap's redraw, not through a new position", () => {
  const [one, two] = all;
  const state = stateOf(one.snap, one.ctx);
  choose(state, cells(state).find((c) => c.source).index);
  receive(state, one.snap, one.ctx);
  assert.notEqual(state.selected, null);
  receive(state, two.snap, two.ctx);
  assert.equal(state.selected, null);
});

test("the hint counts the framed squares or says there are none", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    for (const source of cells(state).filter((c) => c.source)) {
      state.selected = source.index;
      const dests = cells(state).filter((c) => c.dest).length;
      const hint = helpText(state);
      if (!dests) assert.match(hint, /has nowhere to flip/);
      else assert.ok(hint.includes(`tap ${dests === 1 ? "the square" : `one of the ${dests} squares`} with a thick dashed frame`), hint);
    }
  }
});

test("the bar: the last move, or the chosen tile with Pick where it may be picked", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    const idle = bar(state);
    assert.equal(idle.selected, false);
    assert.deepEqual(idle.text, lastWords(state) || ["No move yet."]);
    const picks = new Set(snap.moves.filter((m) => m.type === "pick").map((m) => m.cell));
    for (const source of cells(state).filter((c) => c.source)) {
      state.selected = source.index;
      const chosen = bar(state);
      assert.equal(chosen.selected, true);
      assert.equal(Boolean(chosen.pick), picks.has(source.index));
      if (chosen.pick) {
        assert.equal(chosen.pick.text, "Pick this flower", "memory mode: no score");
        assert.equal(chosen.pick.label, `Pick this flower: the flower on ${source.cell.name}, to score it`);
        assert.ok(chosen.pick.label.startsWith(chosen.pick.text), "the accessible name starts with the visible words");
      }
      const words = chosen.text.filter((part) => typeof part === "string").join("");
      assert.ok(words.includes(source.cell.name), words);
    }
  }
});

test("words: tiles colour by colour, players by name and colour", () => {
  assert.equal(tilesWords([{ colour: "green", number: 1 }, { colour: "pink", number: 7 }, { colour: "pink", number: 3 }]), "pink 3, 7; green 1");
  const { snap, ctx } = all[0];
  assert.equal(who(stateOf(snap, ctx), 0), ctx.names[0], "a player who kept the seat's name");
  assert.equal(who(stateOf(snap, { ...ctx, names: ["Ann", "Bob"] }), 1), `Bob (${snap.view.players[1].colour})`);
});

test("panels: a panel per player, its points and kept flowers, the list open only when opened", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    state.openKept = [true, false];
    const list = panels(state);
    assert.equal(list.length, 2);
    list.forEach((panel, p) => {
      const player = snap.view.players[p];
      assert.equal(panel.current, snap.current === p);
      assert.equal(panel.open, p === 0 && player.flowers > 0);
      assert.equal(panel.kept.length, player.kept.length);
      assert.ok(panel.label.startsWith(`${ctx.names[p]}, ${player.colour}: `), panel.label);
      assert.equal(panel.bonus, null);
    });
  }
});

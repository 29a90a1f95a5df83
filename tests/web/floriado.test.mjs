// Floriado's model on the engine's snapshots: every legal move is reachable by the taps
// the model offers, nothing it offers is outside snap.moves, and the placement flow
// (choose a square, then a facing; cancel; choose again) works without a browser.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decisions } from "./fixtures.mjs";
import { CANCEL, createState, facingBar, helpText, intent, receive, squares } from "../../web/games/floriado/model.js";
import { panels } from "../../web/games/floriado/model-panels.js";

const GAME = "floriado-2";
const COLOURS = ["yellow", "orange", "red", "pink", "blue"];
const text = (move) => JSON.stringify(Object.fromEntries(Object.entries(move).sort()));

function stateOf(snap, ctx) {
  const state = createState();
  receive(state, snap, ctx);
  return state;
}

/** Every move the model's targets lead to: a square, then (placing) a facing. */
function reachable(snap, ctx) {
  const state = stateOf(snap, ctx);
  const moves = [];
  for (const sq of squares(state).filter((q) => q.target)) {
    const result = intent(state, sq.key);
    assert.ok(result, `${sq.name}: a target means something`);
    if (result.play) {
      moves.push(result.play);
      continue;
    }
    assert.equal(result.selected, sq.index);
    state.selected = result.selected;
    const bar = facingBar(state);
    assert.ok(bar && bar.options.length, `${sq.name}: a chosen square offers facings`);
    for (const option of bar.options) {
      const chosen = intent(state, option.key);
      assert.equal(chosen.selected, null, "a facing ends the selection");
      moves.push(chosen.play);
    }
    state.selected = null;
  }
  return moves;
}

const all = decisions(GAME);

test("the fixture holds placements and walks", () => {
  assert.ok(all.length >= 10);
  assert.ok(all.some(({ snap }) => snap.moves[0].type === "place"));
  assert.ok(all.some(({ snap }) => snap.moves[0].type === "move"));
});

test("every legal move is reached by the taps offered, and nothing else", () => {
  for (const { snap, ctx } of all) {
    const legal = snap.moves.map(text).sort();
    const reached = reachable(snap, ctx).map(text).sort();
    assert.deepEqual(reached, legal, `ply ${snap.ply}`);
  }
});

test("a player who may not act is offered nothing", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, { ...ctx, interactive: false });
    assert.ok(squares(state).every((sq) => !sq.target && !sq.picks));
    for (const sq of squares(state)) assert.equal(intent(state, sq.key), null);
    state.selected = 0;
    assert.equal(facingBar(state), null);
    assert.equal(helpText(state), `${ctx.names[snap.current]} is playing.`);
  }
});

test("labels start with the square's name and say what a tap does", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    const pickable = new Set(snap.view.players[snap.current].pickable);
    for (const sq of squares(state)) {
      assert.ok(sq.label.startsWith(`${sq.name}, `), sq.label);
      assert.ok(sq.label.includes(sq.count ? `${sq.count} ${sq.colour}` : "picked, empty"), sq.label);
      assert.equal(sq.label.includes("you can move here"), sq.target, sq.label);
      assert.equal(sq.picks, sq.target && pickable.has(sq.index));
      if (sq.target) assert.equal(sq.label.endsWith("and pick"), sq.picks, sq.label);
    }
    snap.view.men.forEach((man, p) => {
      if (!man) return;
      const here = squares(state)[man.row * snap.view.cols + man.col];
      assert.ok(here.label.includes(ctx.names[p]), here.label);
    });
  }
});

test("placing: choose a square, then a facing; Escape and Cancel drop the choice; choose again", () => {
  const { snap, ctx } = all.find(({ snap: s }) => s.moves[0].type === "place");
  const state = stateOf(snap, ctx);
  const [first, second] = squares(state).filter((sq) => sq.target);
  assert.match(helpText(state), /tap a square to place your man\.$/);
  assert.deepEqual(intent(state, first.key), { selected: first.index });
  state.selected = first.index;
  assert.ok(squares(state)[first.index].selected);
  assert.match(helpText(state), /choose which way your man faces\.$/);
  const bar = facingBar(state);
  assert.equal(bar.title, `Start on ${first.name} facing:`);
  for (const option of bar.options) {
    assert.ok(option.label.endsWith(option.word), "the name holds the visible word");
    assert.equal(option.label, `Face ${option.word}`);
  }
  assert.deepEqual(intent(state, null), { selected: null }, "Escape");
  assert.deepEqual(intent(state, CANCEL), { selected: null }, "Cancel");
  assert.deepEqual(intent(state, second.key), { selected: second.index }, "another square");
  state.selected = null;
  assert.equal(intent(state, null), null, "Escape with nothing chosen does nothing");
  assert.equal(facingBar(state), null);
});

test("a selection lasts through a refused tap's redraw, not through a new position", () => {
  const placing = all.filter(({ snap }) => snap.moves[0].type === "place");
  const state = stateOf(placing[0].snap, placing[0].ctx);
  state.selected = squares(state).find((sq) => sq.target).index;
  receive(state, placing[0].snap, { ...placing[0].ctx, interactive: false }); // busy
  receive(state, placing[0].snap, placing[0].ctx);
  assert.notEqual(state.selected, null);
  receive(state, placing[1].snap, placing[1].ctx);
  assert.equal(state.selected, null);
});

test("a tap on a square that is no target asks the engine, which explains the rule", () => {
  assert.ok(all.filter(({ snap }) => snap.moves.length < snap.view.squares.length).length > 5);
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    const other = squares(state).find((sq) => !sq.target);
    if (!other) continue; // the first man may start anywhere
    const { play } = intent(state, other.key);
    assert.equal(play.type, snap.moves[0].type);
    assert.deepEqual([play.row, play.col], [other.row, other.col]);
    assert.ok(!snap.moves.map(text).includes(text(play)));
  }
});

test("walking: a target plays its move at once and names a pick", () => {
  const walks = all.filter(({ snap }) => snap.moves[0].type === "move");
  for (const { snap, ctx } of walks) {
    const state = stateOf(snap, ctx);
    assert.match(helpText(state), /tap a highlighted square\. A dot means you pick its flowers\.$/);
    for (const sq of squares(state).filter((q) => q.target)) {
      const { play } = intent(state, sq.key);
      assert.deepEqual([play.row, play.col], [sq.row, sq.col]);
    }
  }
});

test("panels: a panel per player, its pickings by colour, the seat to play", () => {
  for (const { snap, ctx } of all) {
    const list = panels(stateOf(snap, ctx), COLOURS);
    assert.equal(list.length, 2);
    list.forEach((panel, p) => {
      const player = snap.view.players[p];
      assert.equal(panel.current, snap.current === p);
      assert.equal(panel.label, `${ctx.names[p]}: ${player.score} point${player.score === 1 ? "" : "s"}`);
      assert.deepEqual(panel.rows.map((r) => r.colour), COLOURS);
      panel.rows.forEach((row) => {
        assert.equal(row.picked, `${player.pickings[row.colour]}×`);
        const last = player.last[row.colour];
        assert.equal(row.next, last === null ? "any" : last > 1 ? `< ${last}` : "done");
      });
    });
  }
});

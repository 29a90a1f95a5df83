// Floriado's aids for a beginner (issue 44), on the engine's snapshots: the dead ends the
// view lists are marked (a flag the drawing turns into a sign, and words in the square's
// accessible name) against an Easy computer (the tutorial's level) and while a hint is
// asked for, never otherwise; and a player who plays on alone is told so in plain words.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decisions } from "./fixtures.mjs";
import {
  aloneLine, createState, DEAD_END_WORDS, facingBar, helpText, receive, squares,
} from "../../web/games/floriado/model.js";
import { panels } from "../../web/games/floriado/model-panels.js";

const all = decisions("floriado-2");
const walk = all.find(({ snap }) => snap.moves[0].type === "move" && snap.moves.length >= 2);
const placement = all.find(({ snap }) => snap.moves[0].type === "place");

/** A copy of a fixture's snapshot with `dead` as its view's dead ends and these computers. */
function withDeadEnds({ snap, ctx }, dead, computers) {
  const copy = structuredClone(snap);
  copy.view.dead_ends = dead;
  copy.record.computers = computers;
  const state = createState();
  receive(state, copy, ctx);
  return state;
}

const deadWalk = () => {
  const [m] = walk.snap.moves;
  return [{ row: m.row, col: m.col, facing: null, why: "no-move" }];
};

test("against Easy a dead end is flagged and named: 'dead end: you could not move after this'", () => {
  const state = withDeadEnds(walk, deadWalk(), [null, "easy"]);
  const [m] = walk.snap.moves;
  const marked = squares(state).filter((sq) => sq.deadEnd);
  assert.deepEqual(marked.map((sq) => [sq.row, sq.col]), [[m.row, m.col]]);
  assert.equal(marked[0].deadEnd, "no-move");
  assert.ok(marked[0].label.endsWith(", dead end: you could not move after this"), marked[0].label);
  assert.ok(marked[0].label.startsWith(`${marked[0].name}, `), "the name still starts with the visible text");
  assert.match(helpText(state), /⊘ marks a dead end/);
});

test("a dead end where the player could walk on but never pick says so", () => {
  const [m] = walk.snap.moves;
  const state = withDeadEnds(walk, [{ row: m.row, col: m.col, facing: null, why: "no-pick" }], [null, "easy"]);
  const [marked] = squares(state).filter((sq) => sq.deadEnd);
  assert.equal(marked.deadEnd, "no-pick");
  assert.ok(marked.label.endsWith(DEAD_END_WORDS["no-pick"]));
  assert.equal(DEAD_END_WORDS["no-pick"], "dead end: you could not pick any more after this");
});

test("no marks against Medium, Hard or Expert, nor between people, unless a hint is asked for", () => {
  for (const computers of [[null, "medium"], [null, "hard"], ["expert", null], [null, null], undefined]) {
    const state = withDeadEnds(walk, deadWalk(), computers);
    assert.ok(squares(state).every((sq) => !sq.deadEnd), JSON.stringify(computers));
    assert.ok(squares(state).every((sq) => !sq.label.includes("dead end")));
    assert.doesNotMatch(helpText(state), /dead end/);
    state.hinting = true;
    assert.equal(squares(state).filter((sq) => sq.deadEnd).length, 1, "a hint shows them");
  }
});

test("a hint's marks last for its position only", () => {
  const state = withDeadEnds(walk, deadWalk(), [null, "hard"]);
  state.hinting = true;
  const next = all.find(({ snap }) => snap.ply > walk.snap.ply);
  receive(state, next.snap, next.ctx);
  assert.equal(state.hinting, false);
});

test("nothing is marked while the player may not act", () => {
  const state = withDeadEnds(walk, deadWalk(), [null, "easy"]);
  state.ctx = { ...state.ctx, interactive: false };
  assert.ok(squares(state).every((sq) => !sq.deadEnd));
});

test("placing: a facing that is a dead end says so on its button; a square only when all its facings are", () => {
  const [first] = placement.snap.moves;
  const facings = placement.snap.moves.filter((m) => m.row === first.row && m.col === first.col);
  const dead = [{ row: first.row, col: first.col, facing: first.facing, why: "no-move" }];
  const state = withDeadEnds(placement, dead, [null, "easy"]);
  const index = first.row * placement.snap.view.cols + first.col;
  assert.equal(squares(state)[index].deadEnd, facings.length === 1 ? "no-move" : null);
  state.selected = index;
  const bar = facingBar(state);
  const option = bar.options.find((o) => o.facing === first.facing);
  assert.equal(option.deadEnd, "no-move");
  assert.ok(option.word.endsWith("(dead end)"), "seen on the button");
  assert.ok(option.label.includes("dead end: you could not move after this"));
  for (const other of bar.options.filter((o) => o.facing !== first.facing)) {
    assert.equal(other.deadEnd, null);
    assert.equal(other.label, `Face ${other.word}`);
  }
  const all4 = placement.snap.moves.filter((m) => m.row === first.row && m.col === first.col)
    .map((m) => ({ row: m.row, col: m.col, facing: m.facing, why: "no-move" }));
  assert.equal(squares(withDeadEnds(placement, all4, [null, "easy"]))[index].deadEnd, "no-move");
});

/** A fixture's snapshot in which `out` is finished, for `why`. */
function finished({ snap, ctx }, out, why) {
  const copy = structuredClone(snap);
  copy.view.players[out].finished = true;
  copy.view.players[out].finished_why = why;
  const state = createState();
  receive(state, copy, ctx);
  return state;
}

test("when one player has no legal move, the line above the board says the other plays on alone", () => {
  const { snap, ctx } = walk;
  const out = 1 - snap.current;
  const [them, on] = [ctx.names[out], ctx.names[snap.current]];
  const state = finished(walk, out, "no-move");
  const line = `${them} has no legal move, so ${on} plays on alone until ${on} cannot pick any more either; `
    + "then the game ends.";
  assert.equal(aloneLine(state), line);
  assert.ok(helpText(state).startsWith(line), "the player playing on reads it too");
  state.ctx = { ...ctx, interactive: false };
  assert.equal(helpText(state), line, "and while the computer plays on alone, it replaces 'is playing'");
  assert.equal(panels(state, snap.view.colours)[out].note, "Finished: no legal move left.");
  const cannotPick = finished(walk, out, "no-pick");
  assert.match(aloneLine(cannotPick), new RegExp(`^${them} cannot pick any more flowers, so ${on} plays on alone`));
  assert.equal(panels(cannotPick, snap.view.colours)[out].note, "Finished: nothing within reach left to pick.");
  assert.equal(aloneLine(finished(walk, snap.current, null)), null, "nobody is out: no line");
});

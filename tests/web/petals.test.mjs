// Petals' model on the engine's own snapshots: what every tap means, which taps
// are offered, the column reorder and the Camellia's switch, the labels.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decisions, positions } from "./fixtures.mjs";
import { bouquetView, decisionView, panelsView, seatsView } from "../../web/games/petals/model-seats.js";
import { countDue, createState, handView, helpText, intent, movesOf, receive } from "../../web/games/petals/model.js";
import { trickView } from "../../web/games/petals/model-trick.js";
import { cellWords, countLine, faceText, labelWithText, nameLines } from "../../web/games/petals/text.js";

const all = decisions("petals-2");
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A state that received `snap` (and the snapshot before it, for `fresh`). */
function stateOf(snap, ctx) {
  const state = createState();
  receive(state, snap, ctx);
  return state;
}

/** The taps the view-model offers: `finals` (a move now, data-target) and `selects`. */
function offered(state) {
  const finals = [
    ...handView(state).cards.filter((c) => c.legal).map((c) => c.key),
    ...trickView(state).slots.filter((s) => s.face?.take).map((s) => s.face.key),
    ...bouquetView(state, state.me, true).cells.filter((c) => c.kind !== "cell").map((c) => c.key),
  ];
  const selects = [];
  for (const b of decisionView(state)?.buttons ?? []) (b.target ? finals : selects).push(b.key);
  return { finals, selects };
}

/** Every move the offered taps lead to, trying every sequence of selections up to `depth`. */
function reachable(state, depth = 3, found = []) {
  const { finals, selects } = offered(state);
  for (const key of finals) {
    const meant = intent(state, key);
    assert.ok(meant && "play" in meant, `${key} offered as a target but plays nothing`);
    if (!found.some((m) => same(m, meant.play))) found.push(meant.play);
  }
  if (depth > 0) {
    for (const key of selects) {
      const saved = state.arrange;
      const meant = intent(state, key);
      assert.ok(meant && "select" in meant, `${key} selects nothing`);
      reachable(state, depth - 1, found);
      state.arrange = saved;
    }
  }
  return found;
}

test("the fixture has every kind of decision but the round end's", () => {
  const kinds = new Set(all.flatMap(({ snap }) => snap.moves.map((m) => m.type)));
  for (const kind of ["play", "take", "place", "arrange"]) assert.ok(kinds.has(kind), kind);
});

test("every move is reachable by the offered taps, and every offered tap is a move", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    const found = reachable(state);
    for (const move of found) assert.ok(snap.moves.some((m) => same(m, move)), `ply ${snap.ply}: ${JSON.stringify(move)} is not a move`);
    for (const move of snap.moves) assert.ok(found.some((m) => same(m, move)), `ply ${snap.ply}: ${JSON.stringify(move)} cannot be reached`);
  }
});

test("a non-interactive view offers no targets and no tap means anything", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, { ...ctx, interactive: false });
    assert.deepEqual(movesOf(state), []);
    const { finals, selects } = offered(state);
    assert.deepEqual([...finals, ...selects], []);
    assert.ok(handView(state).cards.every((c) => !c.button));
    for (const key of ["play:1", "take:1", "place:0", "switch:0", "swap:01", "arrange", "keep", null]) assert.equal(intent(state, key), null);
    assert.match(helpText(state), / is deciding\.$/);
  }
});

test("a card that may not be played is still sent (the engine says why), a card not in hand is not", () => {
  let seen = 0;
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    const { cards } = handView(state);
    if (!snap.moves.some((m) => m.type === "play")) continue;
    for (const c of cards.filter((c) => !c.legal)) {
      seen += 1;
      assert.ok(c.button && c.label.includes("Not playable now:"));
      const meant = intent(state, c.key);
      assert.deepEqual(meant, { play: { type: "play", card: c.card.id } });
      assert.ok(!snap.moves.some((m) => same(m, meant.play)));
    }
    assert.equal(intent(state, "play:999"), null);
  }
  assert.ok(seen > 0, "the fixture has a card that may not be played");
});

test("labels start with what the card shows written", () => {
  for (const { snap, ctx } of all) {
    for (const c of handView(stateOf(snap, ctx)).cards) {
      assert.ok(c.label.startsWith(`${faceText(c.card)}: `), c.label);
      assert.equal(labelWithText(faceText(c.card), c.label), c.label);
    }
  }
});

test("the column reorder: swaps preview every order, Escape puts it back, a new decision starts afresh", () => {
  const index = all.findIndex(({ snap }) => snap.moves.some((m) => m.type === "arrange"));
  const { snap, ctx } = all[index];
  const state = stateOf(snap, ctx);
  const before = bouquetView(state, state.me, true).cells;
  // one name for one action, before and after a swap (issue 24)
  assert.equal(decisionView(state).buttons.at(-1).text, "Use this order");
  assert.equal(intent(state, null), null, "nothing to put back");
  assert.deepEqual(intent(state, "swap:01"), { select: [1, 0, 2] });
  const after = bouquetView(state, state.me, true).cells;
  // the left and middle columns traded places, their values hidden until placed
  for (const row of [0, 3, 6]) {
    const at = (cells, cell) => cells.find((c) => c.cell === cell);
    assert.equal(at(after, row).card?.id, at(before, row + 1).card?.id);
    assert.equal(at(after, row + 1).card?.id, at(before, row).card?.id);
  }
  assert.ok(after.every((c) => c.value === null));
  assert.equal(decisionView(state).buttons.at(-1).text, "Use this order");
  assert.deepEqual(intent(state, "arrange"), { play: { type: "arrange", order: [1, 0, 2] } });
  // re-select: the same swap again is the order as it was
  assert.deepEqual(intent(state, "swap:01"), { select: [0, 1, 2] });
  assert.deepEqual(intent(state, "swap:12"), { select: [0, 2, 1] });
  // cancel: Escape puts the columns back
  assert.deepEqual(intent(state, null), { select: [0, 1, 2] });
  assert.deepEqual(bouquetView(state, state.me, true).cells, before);
  // every order is two swaps away at most
  const orders = new Set(reachable(state, 3).map((m) => m.order.join()));
  assert.equal(orders.size, 6);
  // a later snapshot (here the next arrange decision) starts from the columns as they are
  intent(state, "swap:12");
  const next = all.slice(index + 1).find(({ snap: s }) => s.moves.some((m) => m.type === "arrange"));
  receive(state, next.snap, next.ctx);
  assert.deepEqual(state.arrange.order, [0, 1, 2]);
  const other = all[index + 1];
  receive(state, other.snap, other.ctx);
  assert.equal(state.arrange, null);
  assert.equal(intent(state, "swap:01"), null);
});

test("the Camellia's round-end switch: ⇄ on the other flowers, the Camellia marked, keep", () => {
  const { snap: placeSnap, ctx } = all.find(({ snap }) => snap.view.players[snap.current].bouquet.filter(Boolean).length >= 3);
  const snap = structuredClone(placeSnap);
  const me = snap.current;
  const filled = snap.view.players[me].bouquet.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
  const from = filled[0];
  snap.view.phase = "switch";
  snap.moves = [{ type: "keep" }, ...filled.slice(1).map((to) => ({ type: "switch", from, to }))];
  const state = stateOf(snap, ctx);
  const cells = bouquetView(state, me, true).cells;
  const switches = cells.filter((c) => c.kind === "switch");
  assert.deepEqual(switches.map((c) => c.cell).sort(), filled.slice(1).sort());
  for (const c of switches) assert.equal(c.label, `Switch the Camellia with ${c.card.name} (${cellWords(c.cell)})`);
  assert.ok(cells.find((c) => c.cell === from).camellia);
  assert.deepEqual(decisionView(state).buttons.map((b) => b.key), ["keep"]);
  assert.deepEqual(intent(state, "keep"), { play: { type: "keep" } });
  assert.deepEqual(intent(state, `switch:${filled[1]}`), { play: { type: "switch", from, to: filled[1] } });
  assert.equal(intent(state, `switch:${from}`), null);
  assert.equal(helpText(state), `${ctx.names[me]}: switch your Camellia or keep your bouquet.`);
  // the other seat's small bouquet offers nothing
  assert.ok(bouquetView(state, 1 - me, false).cells.every((c) => c.kind === "cell" && !c.camellia));
});

test("take and place: the trick's cards and the + spots, labelled", () => {
  for (const { snap, ctx } of all) {
    const state = stateOf(snap, ctx);
    const name = ctx.names[snap.current];
    if (snap.view.phase === "take") {
      const faces = trickView(state).slots.map((s) => s.face);
      assert.equal(faces.filter((f) => f.take).length, 2);
      assert.ok(faces.every((f) => f.label.startsWith("Take ")));
      assert.ok(faces.some((f) => f.label.startsWith("Take your own ")));
      assert.match(helpText(state), new RegExp(`^${name} wins the trick`));
    }
    if (snap.view.phase === "place") {
      const pending = snap.view.players[snap.current].pending;
      const places = bouquetView(state, state.me, true).cells.filter((c) => c.kind === "place");
      assert.equal(places.length, snap.moves.length);
      for (const c of places) assert.equal(c.label, `Place ${pending.name} in the ${cellWords(c.cell)}`);
      assert.equal(helpText(state), `${name}: place ${pending.name}: tap a + spot in your bouquet.`);
    }
  }
});

test("the seat drawn large: the viewer's, or the decider's in the public view", () => {
  for (const views of positions("petals-2")) {
    const pub = views.public;
    if (pub.current === null) continue;
    const ctx = { names: ["Ann", "Bob"], interactive: false, viewer: null, info: { id: "petals" } };
    assert.equal(stateOf(pub, ctx).me, pub.current);
    const other = 1 - pub.current;
    const seen = stateOf(views[String(other)], { ...ctx, viewer: other });
    assert.equal(seen.me, other);
    // the other hand is never in the view: backs only
    assert.equal(handView(stateOf(pub, ctx)).hidden, true);
    assert.equal(seatsView(seen).opp.head.title, ctx.names[pub.current]);
  }
});

test("fresh: only a new snapshot animates what its move placed", () => {
  const index = all.findIndex(({ snap }, i) => i > 0 && snap.view.events.some((e) => e.event === "place"));
  const { snap, ctx } = all[index];
  const placed = snap.view.events.find((e) => e.event === "place");
  const state = stateOf(all[index - 1].snap, all[index - 1].ctx);
  receive(state, snap, ctx);
  assert.equal(state.fresh, true);
  const fresh = (s) => bouquetView(s, placed.player, placed.player === s.me).cells.filter((c) => c.fresh).map((c) => c.cell);
  assert.deepEqual(fresh(state), [placed.cell]);
  receive(state, snap, ctx); // the same snapshot again: nothing new
  assert.deepEqual(fresh(state), []);
});

test("panels and the round-end count's trigger", () => {
  const { snap, ctx } = all[0];
  const state = stateOf(snap, ctx);
  const panels = panelsView(state);
  assert.deepEqual(panels.map((p) => p.key), ["seat:0", "seat:1"]);
  assert.equal(panels[snap.current].current, true);
  assert.match(panels[0].rounds, /^Rounds: no round scored yet$/);
  assert.match(panels[0].round, /^This round: 0 tricks won, bouquet 0 pts, 9 cards in hand$/);
  assert.equal(countDue(state), false);
  const scored = structuredClone(snap);
  scored.view.scoring = { round: 1 };
  scored.view.events = [{ event: "scored" }];
  assert.equal(countDue(stateOf(scored, ctx)), true);
  // issue 24: also when the computer goes on (the board not interactive), not behind
  // the pass-the-device screen, never in a replay nor at the game's end
  assert.equal(countDue(stateOf(scored, { ...ctx, interactive: false })), true);
  assert.equal(countDue(stateOf(scored, { ...ctx, interactive: false, waiting: true })), false);
  assert.equal(countDue(stateOf(scored, { ...ctx, interactive: false, replaying: true })), false);
  assert.equal(countDue(stateOf({ ...scored, over: true }, { ...ctx, interactive: false })), false);
});

test("words: names on two lines, what a face shows, the count's lines", () => {
  assert.deepEqual(nameLines("Daisy"), ["Daisy"]);
  assert.deepEqual(nameLines("Bird-of-Paradise"), ["Bird-of-", "Paradise"]);
  assert.deepEqual(nameLines("Bishop's Lace"), ["Bishop's", "Lace"]);
  const card = { id: 4, name: "Cornflower", suit: "W", value: 5, effect: "add", amount: 3, targets: [[1, 0]], text: "" };
  assert.equal(faceText(card), "5 W +3 Cornflower");
  assert.equal(faceText({ ...card, effect: null, amount: null }), "5 W Cornflower");
  assert.equal(labelWithText("5 W", "Play 5 W now"), "Play 5 W now");
  assert.equal(labelWithText("5 W", "Play it"), "5 W: Play it");
  assert.equal(countLine("Bluebell (8+2 from Iris): 10", true), "Bluebell (8+2 from Iris): 10");
  assert.equal(countLine("Lilly (13): 13", false), "Lilly (13): + 13");
});

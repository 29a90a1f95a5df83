// Anthokyklos's model (web/games/anthokyklos/model.js) on snapshots the Python engine
// wrote: what each tap means, what is offered to tap, the words and the flags the
// drawing gets. No DOM: the model touches none.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decisions, positions } from "./fixtures.mjs";
import { MIN_TAP, VIEW, BOUND, petalPoints, reachPx, skippedCells, zoomHalf } from "../../web/games/anthokyklos/geometry.js";
import { helpText, intent, createState, receive, ringOf, selectView } from "../../web/games/anthokyklos/model.js";
import { boardView, flowerView } from "../../web/games/anthokyklos/model-board.js";

const FIXTURES = ["anthokyklos-2", "anthokyklos-4"];
const WIDE = 900; // CSS px of a desktop's flower
const PHONE = 360;

/** A state holding this snapshot. */
function fresh(snap, ctx) {
  const state = createState();
  receive(state, snap, ctx);
  return state;
}

/** Copy the selection of a state (intent changes it in place). */
const copy = (state) => ({ ...state });

/** Every key the view-model offers: [key, "target" | "option" | "free"] ("free": a
 * highlighted space not offered as an option, which still answers a tap). */
function offered(state, width = WIDE) {
  const view = boardView(state, width);
  const out = [];
  for (const sp of view.flower.spaces) {
    if (sp.target) out.push([sp.key, "target"]);
    else if (sp.option) out.push([sp.key, "option"]);
    else if (sp.legal) out.push([sp.key, "free"]);
  }
  for (const pyr of view.pyramids) for (const t of pyr.tiles) if (t.target) out.push([t.key, "target"]);
  for (const c of view.cards) if (c.reserve) out.push([c.reserve.key, "option"]);
  return out;
}

/** Every move a player reaches by tapping what the model offers, at most two taps deep;
 * fails if a tap the model offers plays a move that is not in snap.moves. */
function reachable(snap, ctx, width) {
  const found = new Set();
  const start = fresh(snap, ctx);
  const legal = new Set(snap.moves.map((m) => JSON.stringify(m)));
  for (const [key] of offered(start, width)) {
    const first = copy(start);
    const out = intent(first, key);
    assert.ok(out, `${key} is offered but means nothing`);
    if (out.play) {
      assert.ok(legal.has(JSON.stringify(out.play)), `${key} plays ${JSON.stringify(out.play)}, not a legal move`);
      found.add(JSON.stringify(out.play));
      continue;
    }
    for (const [next] of offered(first, width)) {
      const second = copy(first);
      const done = intent(second, next);
      if (!done?.play) continue;
      assert.ok(legal.has(JSON.stringify(done.play)), `${key} then ${next} plays ${JSON.stringify(done.play)}, not a legal move`);
      found.add(JSON.stringify(done.play));
    }
  }
  return found;
}

for (const name of FIXTURES) {
  test(`${name}: every legal move is reached by the taps offered, and nothing else`, () => {
    let count = 0;
    for (const { snap, ctx } of decisions(name)) {
      for (const width of [WIDE, PHONE]) {
        const found = reachable(snap, ctx, width);
        for (const move of snap.moves) assert.ok(found.has(JSON.stringify(move)), `ply ${snap.ply}: ${JSON.stringify(move)} is not reachable`);
        assert.equal(found.size, snap.moves.length);
      }
      count++;
    }
    assert.ok(count >= 30, `only ${count} decisions`);
  });

  test(`${name}: every placement, tile first then space, and space first then tile`, () => {
    for (const { snap, ctx } of decisions(name)) {
      const free = new Set(snap.moves.filter((m) => m.type === "place").map((m) => m.space));
      for (const sp of flowerView(fresh(snap, ctx), WIDE).spaces) {
        assert.ok(!sp.target, "before a tile is chosen a space commits nothing: no target");
        assert.equal(sp.legal, free.has(sp.id));
        assert.ok(!sp.option || sp.legal);
      }
      for (const move of snap.moves.filter((m) => m.type === "place")) {
        const a = fresh(snap, ctx);
        assert.deepEqual(intent(a, `tile:${move.tile}`, { keyboard: true }), { focus: "space" });
        assert.equal(a.tile, move.tile);
        const space = flowerView(a, WIDE).spaces[move.space];
        assert.ok(space.target && space.strong && space.legal, `ply ${snap.ply}: space ${move.space} not offered for tile ${move.tile}`);
        assert.deepEqual(intent(a, `space:${move.space}`), { play: move });
        assert.equal(a.tile, null, "the selection goes once the move is sent");

        const b = fresh(snap, ctx);
        assert.deepEqual(intent(b, `space:${move.space}`), { focus: "tile" });
        assert.equal(b.space, move.space);
        const lit = flowerView(b, WIDE).spaces.filter((sp) => sp.legal || sp.selected);
        assert.deepEqual(lit.map((sp) => [sp.id, sp.selected, sp.target]), [[move.space, true, false]], "only the chosen space stays highlighted");
        const tile = boardView(b, WIDE).pyramids.flatMap((p) => p.tiles).find((t) => t.id === move.tile);
        assert.ok(tile.target && tile.pick && !tile.dim, `ply ${snap.ply}: tile ${move.tile} not offered for space ${move.space}`);
        assert.ok(tile.label.startsWith(`Place this ${tile.colour} tile on ${snap.view.spaces[move.space].where}`), tile.label);
        assert.deepEqual(intent(b, `tile:${move.tile}`), { play: move });
        assert.equal(b.space, null);
      }
    }
  });

  test(`${name}: a board that only shows offers nothing and answers no tap`, () => {
    for (const { snap, ctx } of decisions(name)) {
      const state = fresh(snap, { ...ctx, interactive: false });
      const view = boardView(state, WIDE);
      assert.ok(view.flower.spaces.every((sp) => !sp.target && !sp.option && !sp.legal));
      assert.ok(view.pyramids.every((p) => p.tiles.every((t) => t.kind !== "button" && !t.target)));
      assert.ok(view.cards.every((c) => !c.reserve && !c.held));
      assert.equal(view.help, snap.over ? "The flower is complete." : `${ctx.names[snap.current]} is playing.`);
      for (const move of snap.moves) {
        const key = move.type === "place" ? `tile:${move.tile}` : `reserve:${move.card}`;
        assert.equal(intent(state, key), null);
        assert.equal(intent(state, `space:${move.space ?? 0}`), null);
      }
      assert.equal(state.tile, null);
    }
  });

  test(`${name}: reservations are offered as the Reserve button, labelled with its words`, () => {
    let seen = 0;
    for (const { snap, ctx } of decisions(name)) {
      const reserves = snap.moves.filter((m) => m.type === "reserve");
      const state = fresh(snap, ctx);
      const cards = boardView(state, WIDE).cards;
      assert.deepEqual(cards.filter((c) => c.reserve).map((c) => c.card.id).sort(), reserves.map((m) => m.card).sort());
      const holds = snap.view.players[snap.current].reserved !== null;
      for (const c of cards) {
        if (c.reserve) assert.ok(c.reserve.label.startsWith(`Reserve “${c.card.name}”`), c.reserve.label);
        assert.equal(c.held, holds && c.card.reserved_by === null);
        assert.ok(c.label.startsWith(c.card.name));
        if (c.card.reserved_by !== null) assert.ok(c.label.endsWith(`reserved by ${ctx.names[c.card.reserved_by]}`));
      }
      for (const move of reserves) {
        const s = fresh(snap, ctx);
        const place = snap.moves.find((m) => m.type === "place");
        intent(s, `tile:${place.tile}`);
        assert.deepEqual(intent(s, `reserve:${move.card}`), { play: move });
        assert.equal(s.tile, null, "reserving drops the chosen tile");
        seen++;
      }
      if (!reserves.length) assert.equal(intent(fresh(snap, ctx), `reserve:${cards[0].card.id}`), null);
    }
    assert.ok(seen > 10);
  });
}

test("a tile tapped twice is put back; Put back, Cancel and Escape drop the selection", () => {
  const { snap, ctx } = decisions("anthokyklos-2")[0];
  const [a, b] = snap.moves.filter((m) => m.type === "place");
  const state = fresh(snap, ctx);
  assert.deepEqual(intent(state, `tile:${a.tile}`), { reveal: true }, "a tap brings the flower into view");
  assert.deepEqual(selectView(state), { kind: "tile", colour: state.snap.view.pyramids[0].tiles[a.tile].colour, text: `${state.snap.view.pyramids[0].tiles[a.tile].colour}, ring 1`, key: "putback" });
  assert.match(helpText(state), /^Rose: place the (red|yellow|blue) ring 1 tile on a highlighted space \(\+\)\.$/);
  const picked = boardView(state, WIDE).pyramids[0].tiles.find((t) => t.id === a.tile);
  assert.ok(picked.picked && !picked.target && picked.label.endsWith("chosen: tap again to put it back"));
  assert.deepEqual(intent(state, `tile:${a.tile}`), {});
  assert.equal(state.tile, null);
  intent(state, `tile:${a.tile}`);
  if (b.tile !== a.tile) {
    intent(state, `tile:${b.tile}`);
    assert.equal(state.tile, b.tile, "another tile replaces the chosen one");
  }
  assert.deepEqual(intent(state, "putback"), {});
  assert.equal(state.tile, null);
  assert.equal(selectView(state), null);
  assert.equal(intent(state, "putback"), null, "nothing to put back: nothing changes");
  intent(state, `space:${a.space}`);
  const at = snap.view.spaces[a.space].where;
  assert.match(at, /^the innermost ring at \d+ o'clock$/);
  assert.equal(selectView(state).text, `For the space on ${at}: choose a tile`);
  assert.ok(helpText(state).endsWith(`choose a ring 1 tile for the space on ${at}.`));
  assert.deepEqual(intent(state, "cancel"), {});
  assert.equal(state.space, null);
  intent(state, `space:${a.space}`);
  assert.deepEqual(intent(state, `space:${a.space}`), {}, "the same space again unchooses it");
  assert.equal(state.space, null);
  intent(state, `tile:${a.tile}`);
  assert.deepEqual(intent(state, null), {});
  assert.equal(state.tile, null);
  assert.equal(intent(state, null), null);
});

test("with a space chosen, only its tiles are offered; a tile of another ring is chosen instead", () => {
  for (const { snap, ctx } of decisions("anthokyklos-4")) {
    const places = snap.moves.filter((m) => m.type === "place");
    const rings = new Set(places.map((m) => ringOf(m.space)));
    if (rings.size < 2) continue;
    const move = places[0];
    const other = places.find((m) => ringOf(m.tile) !== ringOf(move.space));
    const state = fresh(snap, ctx);
    intent(state, `space:${move.space}`);
    const tiles = boardView(state, WIDE).pyramids.flatMap((p) => p.tiles).filter((t) => t.kind === "button");
    const fits = new Set(places.filter((m) => m.space === move.space).map((m) => m.tile));
    for (const t of tiles) assert.equal(t.target, fits.has(t.id), `tile ${t.id}`);
    for (const t of tiles) assert.equal(t.dim, !fits.has(t.id));
    const out = intent(state, `tile:${other.tile}`);
    assert.ok(!out.play);
    assert.equal(state.space, null);
    assert.equal(state.tile, other.tile);
    return;
  }
  assert.fail("no decision with two rings in play");
});

test("an illegal pair is sent as it is: the engine's refusal explains the rule", () => {
  const { snap, ctx } = decisions("anthokyklos-2")[0];
  const move = snap.moves.find((m) => m.type === "place");
  const state = fresh(snap, ctx);
  intent(state, `tile:${move.tile}`);
  const ring2 = flowerView(state, WIDE).spaces[9];
  assert.ok(!ring2.target && !ring2.legal);
  assert.equal(ring2.label, "Space on ring 2 from the centre at 1 o'clock, empty: not a free space for this tile");
  assert.deepEqual(intent(state, "space:9"), { play: { type: "place", tile: move.tile, space: 9 } });
});

test("a space that cannot take a tile says why, until the next tap", () => {
  const { snap, ctx } = decisions("anthokyklos-2")[0];
  const state = fresh(snap, ctx);
  assert.deepEqual(intent(state, "space:9"), {});
  assert.equal(state.space, null);
  assert.equal(helpText(state), "The space on ring 2 from the centre at 1 o'clock is not ready: it needs both tiles below it. Choose a tile first, then a highlighted space.");
  assert.deepEqual(intent(state, "cancel"), {}, "the note goes: a redraw");
  assert.ok(helpText(state).includes("take a tile from a pyramid, then tap a space of its ring — or reserve a Pattern card"));
  const later = decisions("anthokyklos-2").find(({ snap: s }) => s.view.spaces.some((sp) => sp.colour));
  const filled = later.snap.view.spaces.find((sp) => sp.colour);
  const s2 = fresh(later.snap, later.ctx);
  intent(s2, `space:${filled.id}`);
  assert.ok(helpText(s2).startsWith(`The space on ${filled.where} already has a tile.`));
  receive(s2, later.snap, later.ctx);
  assert.ok(!helpText(s2).includes("already has a tile"), "a new snapshot clears the note");
});

test("a new position or a board that only shows drops the selection", () => {
  const all = decisions("anthokyklos-2");
  const { snap, ctx } = all[0];
  const move = snap.moves.find((m) => m.type === "place");
  const state = fresh(snap, ctx);
  intent(state, `tile:${move.tile}`);
  receive(state, snap, ctx);
  assert.equal(state.tile, move.tile, "the same position keeps it (a refused move)");
  receive(state, snap, { ...ctx, interactive: false });
  assert.equal(state.tile, null);
  receive(state, snap, ctx);
  intent(state, `space:${move.space}`);
  receive(state, all[1].snap, all[1].ctx);
  assert.equal(state.space, null);
});

test("a claim just made: the banner, the outlined petals and the fresh cards", () => {
  let seen = 0;
  for (const name of FIXTURES) {
    for (const { snap, ctx } of decisions(name)) {
      const state = fresh(snap, ctx);
      const view = boardView(state, WIDE);
      const claim = snap.view.last_claim;
      const now = claim && claim.turn === snap.view.turn - 1;
      if (!now) {
        assert.equal(view.banner, null);
        assert.ok(view.flower.spaces.every((sp) => !sp.lit));
        assert.ok(view.panels.every((p) => p.cards.every((c) => !c.fresh)));
        continue;
      }
      seen++;
      const cells = new Set(claim.claims.flatMap((c) => c.cells));
      assert.match(view.banner.text, new RegExp(`^${ctx.names[claim.player]} claims “.+” \\(\\d+ points?\\)\\.$`));
      assert.ok(view.banner.more.endsWith(": the matching petals are outlined on the flower."));
      assert.deepEqual(view.flower.lit.sort(), [...cells].sort());
      for (const sp of view.flower.spaces) {
        assert.equal(sp.lit, cells.has(sp.id));
        if (sp.lit) assert.ok(sp.label.includes("part of the pattern just claimed"));
      }
      const fresh_ = view.panels[claim.player].cards.filter((c) => c.fresh).map((c) => c.card.id);
      assert.deepEqual(fresh_.sort(), claim.claims.map((c) => c.card).sort());
      if (claim.claims.length > 1) assert.ok(view.banner.text.includes("” and “"));
    }
  }
  assert.ok(seen >= 10, `${seen} claims`);
});

test("the panels: score, cards and reservation per player", () => {
  for (const { snap, ctx } of decisions("anthokyklos-4")) {
    const panels = boardView(fresh(snap, ctx), WIDE).panels;
    assert.equal(panels.length, 4);
    panels.forEach((p, i) => {
      const pl = snap.view.players[i];
      assert.equal(p.current, snap.current === i);
      assert.equal(p.score, pl.score);
      assert.ok(p.label.startsWith(`${ctx.names[i]}: `));
      assert.equal(p.reserved?.id ?? null, pl.reserved);
      assert.equal(p.cards.length, pl.cards.length);
    });
  }
});

test("the pyramids: ring 1's two top tiles at the start, the others blocked with a reason", () => {
  const { snap, ctx } = decisions("anthokyklos-4")[0];
  const pyramids = boardView(fresh(snap, ctx), WIDE).pyramids;
  assert.deepEqual(pyramids.map((p) => p.state), ["usable", "blocked", "blocked", "blocked", "blocked"]);
  assert.equal(pyramids[0].tiles.filter((t) => t.kind === "button").length, 2);
  assert.equal(pyramids[1].reason, "No free ring 2 space rests on two petals yet.");
  assert.equal(pyramids[1].label, "Ring 2 pyramid: 9 tiles left. No free ring 2 space rests on two petals yet.");
  assert.equal(pyramids[0].rows, "var(--row-open) var(--row-covered) var(--row-covered)");
  const covered = pyramids[0].tiles.find((t) => t.kind === "covered");
  assert.ok(covered.label.endsWith(", covered"));
  assert.ok(pyramids[1].tiles.find((t) => t.kind === "open").label.endsWith(", available when its ring has a free space"));
});

test("the zoom: the rings in play, a chosen ring deep enough to tap, the whole flower on request", () => {
  const { snap, ctx } = decisions("anthokyklos-2")[0];
  const state = fresh(snap, ctx);
  const start = flowerView(state, PHONE);
  assert.ok(start.half < VIEW && start.zoomed, "at the start only ring 1 and 2 are drawn");
  assert.equal(start.zoom.shown, false);
  const move = snap.moves.find((m) => m.type === "place");
  intent(state, `tile:${move.tile}`);
  const chosen = flowerView(state, PHONE);
  assert.ok(chosen.zoom.shown && chosen.zoom.text === "Show the whole flower");
  assert.deepEqual(intent(state, "zoom"), {});
  const whole = flowerView(state, PHONE);
  assert.equal(whole.half, VIEW);
  assert.equal(whole.zoom.text, "Zoom in on the ring");
  assert.equal(whole.zoom.shown, (BOUND[1] - BOUND[0]) * PHONE / (2 * VIEW) < MIN_TAP);
  assert.equal(zoomHalf({ width: 2000, chosen: null, zoomOff: false, filled: [5], free: [5] }), VIEW);
  assert.ok(reachPx(1, VIEW, WIDE) < reachPx(1, 200, WIDE));
  // a space is offered first (data-option) only where its petal is big enough to tap
  for (const sp of flowerView(fresh(snap, ctx), PHONE).spaces) if (sp.option) assert.ok(reachPx(sp.ring, start.half, PHONE) >= 48);
});

test("the zoom never cuts a petal one may tap: a chosen ring, or the rings in play, whole in the view box", () => {
  const reach = (ring) => Math.max(...[0, 40, 80, 120, 160, 200, 240, 280, 320].flatMap((a) => petalPoints(ring, a).flatMap(([x, y]) => [Math.abs(x), Math.abs(y)])));
  for (const width of [300, 360, 470, 540, 900]) {
    for (let ring = 1; ring <= 5; ring++) {
      const chosen = zoomHalf({ width, chosen: ring, zoomOff: false, filled: [], free: [ring] });
      assert.ok(reach(ring) <= chosen, `ring ${ring} chosen at ${width} px: tips reach ${reach(ring)}, the box ${chosen}`);
      const free = zoomHalf({ width, chosen: null, zoomOff: false, filled: [1], free: [ring] });
      assert.ok(reach(ring) <= free, `ring ${ring} free at ${width} px: tips reach ${reach(ring)}, the box ${free}`);
    }
  }
});

test("spread shapes show the lattice spaces they skip; compact ones none", () => {
  assert.deepEqual(skippedCells([[0, 0], [1, 0], [0, 1]]), []);
  assert.deepEqual(skippedCells([[0, 0], [2, 0], [0, 2]]).sort(), [[0, 1], [1, 0], [1, 1]].sort());
  const cards = positions("anthokyklos-4").flatMap((p) => p.public.view.display);
  for (const card of cards) if (card.shape === "line3" || card.shape === "triangle3") assert.deepEqual(skippedCells(card.cells), []);
});

test("a space where the chosen tile completes a Pattern card is marked (a star for its +)", () => {
  const { snap, ctx } = decisions("anthokyklos-2")[0];
  const [a] = snap.moves.filter((m) => m.type === "place");
  const b = snap.moves.find((m) => m.type === "place" && m.tile === a.tile && m.space !== a.space);
  const state = fresh(snap, ctx);
  const iris = { name: "Iris", points: 3, yours: true, reserved_by: null };
  const lily = { name: "Lily", points: 2, yours: false, reserved_by: 1 };
  state.previews = snap.moves.map((m) => ({
    completes: m === a ? [iris] : m === b ? [lily] : [],
    within_one: [],
    text: `A tile on ${m.type === "place" ? snap.view.spaces[m.space].where : "no space"} ${m === a ? "completes “Iris” (3 points)" : m === b ? "completes “Lily” (2 points, reserved by Iris)" : "completes no card"}.`,
  }));
  assert.ok(flowerView(state, WIDE).spaces.every((sp) => !sp.completes), "no tile chosen: no star");
  intent(state, `tile:${a.tile}`);
  const spaces = flowerView(state, WIDE).spaces;
  assert.deepEqual(spaces.filter((sp) => sp.completes).map((sp) => sp.id), [a.space], "a card reserved by another: no star");
  const marked = spaces[a.space];
  assert.ok(marked.legal && marked.target && marked.label.includes("completes “Iris” (3 points)"));
  assert.match(helpText(state), /Completes “Iris” \(3 points\) on the innermost ring at \d+ o'clock; “Lily” \(2 points, reserved by Iris\) on the innermost ring at \d+ o'clock \(marked ★\)\.$/);
  state.previews = null;
  assert.ok(flowerView(state, WIDE).spaces.every((sp) => !sp.completes), "before the previews arrive: no star");
});

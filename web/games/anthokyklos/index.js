// @ts-nocheck  (legacy module, typed as the redesign of issue 22 replaces it)
// Anthokyklos renderer: the flower (pistil + 5 rings of 9 petals), the 5 tile
// pyramids, the Pattern card display and the players' claimed cards. It knows no
// rules: targets come from `snap.moves`, everything else from `snap.view`, and an
// illegal tap (a tile on the wrong ring, an unsupported space) is sent to the
// engine, whose refusal explains the rule.
import { GridFocus, h, reducedMotion, s, shapeMark, target, watchScale } from "../../ui.js";

/** Colour-blind safe fills, each paired with a symbol and a letter. */
export const COLOURS = {
  red: { fill: "#d55e00", ink: "#3a1400", mark: "circle", letter: "R" },
  yellow: { fill: "#f0d43a", ink: "#4a3b00", mark: "triangle", letter: "Y" },
  blue: { fill: "#3a8fd0", ink: "#00243d", mark: "square", letter: "B" },
};
const ANY = { fill: "#ffffff", ink: "#333", mark: "any", letter: "?" };

// Ring boundaries (flower units; the view box is 2 * VIEW wide) and how far each
// ring's petal tips reach into the next ring. Outer rings are deeper, like a real
// flower; on a narrow screen the flower zooms on the ring being filled.
const BOUND = [112, 160, 214, 282, 368, 474];
const TIP = [0, 13, 17, 22, 28, 44];
const VIEW = 520;
const MIN_TAP = 46; // CSS px a ring must be deep before we stop zooming
// A free space is offered to tap first (before its tile) when its petal reaches this
// far (CSS px). Smaller ones still answer a tap, which only selects the space and
// zooms in on its ring: nothing is played by a slip of the finger.
const OPTION_REACH = 48;

const rad = (deg) => ((deg - 90) * Math.PI) / 180; // 0 degrees at twelve o'clock, clockwise
const polar = (r, deg) => [r * Math.cos(rad(deg)), r * Math.sin(rad(deg))];
const fmt = (n) => n.toFixed(1);

/** The petal (a hexagon in polar coordinates) of a space: exact tiling of the lattice. */
function petalPoints(ring, angle) {
  const r0 = BOUND[ring - 1];
  const r1 = BOUND[ring];
  const e0 = TIP[ring - 1];
  const e1 = TIP[ring];
  return [
    polar(r0 - e0, angle),
    polar(r0 + e0, angle + 20),
    polar(r1 - e1, angle + 20),
    polar(r1 + e1, angle),
    polar(r1 - e1, angle - 20),
    polar(r0 + e0, angle - 20),
  ];
}

function shrink(points, by) {
  const cx = points.reduce((a, p) => a + p[0], 0) / points.length;
  const cy = points.reduce((a, p) => a + p[1], 0) / points.length;
  return points.map(([x, y]) => {
    const dx = x - cx;
    const dy = y - cy;
    const d = Math.hypot(dx, dy) || 1;
    const k = Math.max(0, d - by) / d;
    return [cx + dx * k, cy + dy * k];
  });
}

/** A rounded closed path through the points (quadratic corners). */
function roundedPath(points, round = 0.28) {
  const n = points.length;
  const mid = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  let d = "";
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n];
    const cur = points[i];
    const next = points[(i + 1) % n];
    const a = mid(cur, prev, round);
    const b = mid(cur, next, round);
    d += `${i ? "L" : "M"}${fmt(a[0])},${fmt(a[1])}Q${fmt(cur[0])},${fmt(cur[1])} ${fmt(b[0])},${fmt(b[1])}`;
  }
  return `${d}Z`;
}

const centroid = (points) => [points.reduce((a, p) => a + p[0], 0) / points.length, points.reduce((a, p) => a + p[1], 0) / points.length];

/** A colour's mark centred on (x, y), radius r: colour-blind players read the shape. */
export function mark(kind, x, y, r, attrs = {}) {
  if (kind !== "any") return shapeMark(kind, x, y, r * 0.82, attrs);
  return s("text", { x, y: y + r * 0.55, "text-anchor": "middle", "font-size": r * 1.7, "font-weight": 800, ...attrs, fill: attrs.stroke || "#333" }, "?");
}

/** A small round pip: the colour with its mark (white with "?" for "any colour"). */
function pip(colour, size = 22) {
  const c = colour ? COLOURS[colour] : ANY;
  return s("svg", { viewBox: "0 0 24 24", width: size, height: size, class: "antho-pip", "aria-hidden": "true" },
    s("circle", { cx: 12, cy: 12, r: 10.5, fill: c.fill, stroke: "#222", "stroke-width": 1.5 }),
    mark(c.mark, 12, 12, colour ? 5.5 : 8, { fill: c.ink, stroke: c.ink, "stroke-width": 0.5 }));
}

/** The pips for a card's colour requirement, as [element, ...] joined by small words. */
function requirementPips(card) {
  const [a, b] = card.colours;
  const sep = (text) => h("span", { class: "sep", "aria-hidden": "true" }, text);
  switch (card.kind) {
    case "mono": return [pip(a), sep("all")];
    case "free_mono": return [pip(null), sep("all one")];
    case "either_mono": return [pip(a), sep("or"), pip(b), sep("all")];
    case "bi": return [pip(a), sep("+"), pip(b)];
    case "semi_bi": return [pip(a), sep("+"), pip(null)];
    case "free_bi": return [pip(null), sep("+"), pip(null)];
    case "tri": return [pip("red"), pip("yellow"), pip("blue")];
    default: return [];
  }
}

function atLeast(card) {
  if (!card.at_least) return null;
  const { count, colour } = card.at_least;
  return h("span", { class: "antho-xplus", title: `at least ${count} ${colour || "of one colour"}` },
    h("b", {}, `${count}+`), colour ? pip(colour, 18) : h("span", { class: "same" }, "same"));
}

const NEIGHBOURS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]];

/** The lattice spaces a spread shape leaves out (those inside its outline), so its
 * diagram shows how far apart its spaces are; none for a shape of touching spaces. */
export function skippedCells(cells) {
  const has = new Set(cells.map(([q, r]) => `${q},${r}`));
  const touching = cells.every(([q, r]) => NEIGHBOURS.some(([a, b]) => has.has(`${q + a},${r + b}`)));
  if (touching) return [];
  const span = (f) => [Math.min(...cells.map(f)), Math.max(...cells.map(f))];
  const [q0, q1] = span(([q]) => q);
  const [r0, r1] = span(([, r]) => r);
  const [s0, s1] = span(([q, r]) => q + r);
  const out = [];
  for (let q = q0; q <= q1; q++) {
    for (let r = r0; r <= r1; r++) {
      if (q + r >= s0 && q + r <= s1 && !has.has(`${q},${r}`)) out.push([q, r]);
    }
  }
  return out;
}

const hexPoints = (x, y) => {
  const hex = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    hex.push(`${fmt((x + Math.cos(a) * 0.5) * 100)},${fmt((y + Math.sin(a) * 0.5) * 100)}`);
  }
  return hex.join(" ");
};

/** The card's shape as a mini diagram of lattice cells (outward up). */
export function shapeDiagram(card, { width = 96, height = 64 } = {}) {
  const at = ([dq, dr]) => [dq + dr / 2, -0.866 * dr];
  const pts = card.cells.map(at);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const minX = Math.min(...xs) - 0.55;
  const maxX = Math.max(...xs) + 0.55;
  const minY = Math.min(...ys) - 0.55;
  const maxY = Math.max(...ys) + 0.55;
  const fill = card.kind === "mono" ? COLOURS[card.colours[0]] : null;
  const gaps = skippedCells(card.cells).map(at).map(([x, y]) =>
    s("polygon", { class: "skipped", points: hexPoints(x, y), fill: "none", stroke: "#a3967a", "stroke-width": 6, "stroke-dasharray": "12 9" }));
  const cells = pts.map(([x, y]) => s("g", {},
    s("polygon", { points: hexPoints(x, y), fill: fill ? fill.fill : "#efe6cf", stroke: "#3b3b2f", "stroke-width": 7, "stroke-linejoin": "round" }),
    fill ? mark(fill.mark, x * 100, y * 100, 16, { fill: fill.ink }) : s("circle", { cx: x * 100, cy: y * 100, r: 8, fill: "#8a7f63" })));
  return s("svg", {
    class: "antho-shape", width, height, "aria-hidden": "true", preserveAspectRatio: "xMidYMid meet",
    viewBox: `${fmt(minX * 100)} ${fmt(minY * 100)} ${fmt((maxX - minX) * 100)} ${fmt((maxY - minY) * 100)}`,
  }, [...gaps, ...cells]);
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

export function mount(boardEl, panelsEl, hooks) {
  const help = h("p", { class: "board-help" });
  const banner = h("div", { class: "antho-banner", role: "status", "aria-live": "polite", hidden: true });
  const svg = s("svg", { class: "antho-flower", role: "group", "aria-label": "The flower", viewBox: `${-VIEW} ${-VIEW} ${2 * VIEW} ${2 * VIEW}` });
  const pistil = s("g", { class: "pistil", "aria-hidden": "true" });
  const spacesLayer = s("g", { class: "spaces" });
  const litLayer = s("g", { class: "lit-layer", "aria-hidden": "true" });
  svg.append(pistil, spacesLayer, litLayer);
  const zoomBtn = h("button", { class: "btn antho-zoom", type: "button", hidden: true, onclick: () => { zoomOff = !zoomOff; draw(); } });
  const selectBar = h("div", { class: "antho-select", hidden: true });
  const flowerWrap = h("div", { class: "antho-flower-wrap" }, svg);
  // the help, the chosen tile (Put back) and the zoom: one bar over the flower
  const bar = h("div", { class: "antho-bar" }, help, selectBar, zoomBtn);
  const pyramidsEl = h("section", { class: "antho-pyramids", "aria-label": "Tile pyramids" });
  const side = h("div", { class: "antho-side" }, h("h2", { class: "antho-h" }, "Tiles"), pyramidsEl);
  const displayEl = h("section", { class: "antho-display", "aria-label": "Pattern cards" });
  const cardsBox = h("div", { class: "antho-cards" }, h("h2", { class: "antho-h" }, "Pattern cards ", h("span", { class: "deck" })), displayEl);
  const layout = h("div", { class: "antho-layout" }, flowerWrap, side, cardsBox);
  boardEl.append(bar, banner, layout);
  const focus = new GridFocus(spacesLayer);
  const scale = watchScale(svg);
  const onResize = () => snap && draw();
  window.addEventListener("resize", onResize);

  let snap = null;
  let ctx = null;
  let tile = null; // chosen tile id
  let space = null; // chosen space id (when the space was tapped first)
  let zoomOff = false;
  let pistilDrawn = false;
  let lastBanner = "";

  const view = () => snap.view;
  const moves = () => (ctx.interactive ? snap.moves : []);
  const places = () => moves().filter((m) => m.type === "place");
  const ringOf = (id) => Math.floor(id / 9) + 1;
  const tileById = (id) => view().pyramids[ringOf(id) - 1].tiles[id % 9];
  const spaceName = (sp) => `ring ${sp.ring}, space ${sp.index + 1}`;
  const cardById = (id) => view().display.find((c) => c.id === id) || view().players.flatMap((p) => p.cards).find((c) => c.id === id);

  function drawPistil() {
    if (pistilDrawn) return;
    pistilDrawn = true;
    const dots = [];
    for (let i = 0; i < 34; i++) {
      const a = i * 137.5;
      const r = 9 * Math.sqrt(i + 1.5);
      const [x, y] = polar(r, a);
      dots.push(s("circle", { cx: fmt(x), cy: fmt(y), r: 4.2, class: "seed" }));
    }
    pistil.append(s("circle", { r: BOUND[0] - 4, class: "disc" }), ...dots, s("circle", { r: 40, class: "centre" }), s("text", { class: "count", y: 13, "text-anchor": "middle" }, ""));
  }

  // -- selection ---------------------------------------------------------------------

  function chooseTile(id, { keyboard = false } = {}) {
    if (!ctx.interactive) return;
    if (space !== null) {
      const move = places().find((m) => m.tile === id && m.space === space);
      const sp = space;
      space = null;
      if (move || ringOf(id) === ringOf(sp)) {
        tile = null;
        hooks.play(move || { type: "place", tile: id, space: sp });
        return;
      }
    }
    tile = tile === id ? null : id;
    draw();
    if (tile !== null) {
      if (keyboard) focusFirstLegal();
      else revealFlower();
    }
  }

  function tapSpace(sp) {
    if (!ctx.interactive) return;
    if (tile !== null) {
      const move = places().find((m) => m.tile === tile && m.space === sp.id);
      const chosen = tile;
      tile = null;
      // Not legal? The engine says why (wrong ring, needs its supports, taken).
      hooks.play(move || { type: "place", tile: chosen, space: sp.id });
      return;
    }
    if (places().some((m) => m.space === sp.id)) {
      space = space === sp.id ? null : sp.id;
      draw();
      if (space !== null) pyramidsEl.querySelector(".ptile.pick")?.focus({ preventScroll: true });
      return;
    }
    const why = sp.colour ? "already has a tile" : sp.supports.length ? "is not ready: it needs both tiles below it" : "is not free";
    help.textContent = `${spaceName(sp)} ${why}. Choose a tile first, then a highlighted space.`;
  }

  function focusFirstLegal() {
    const first = spacesLayer.querySelector(".space.legal");
    if (!first) return;
    focus.row = Number(first.dataset.row);
    focus.col = Number(first.dataset.col);
    focus.refresh(true);
  }

  function revealFlower() {
    const box = svg.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight + box.height * 0.4) {
      bar.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
    }
  }

  // -- drawing ---------------------------------------------------------------------------

  function justClaimed() {
    const last = view().last_claim;
    return last && last.turn === view().turn - 1 ? last : null;
  }

  /** The flower's drawn width in CSS px (its box may be wider than tall on a tablet). */
  function flowerSize() {
    const box = svg.getBoundingClientRect();
    return Math.min(box.width, box.height || box.width) || 1;
  }

  /** Half the view box. A chosen tile or space: its ring, zoomed in until it is MIN_TAP
   * deep. Nothing chosen: the rings in play (a tile or a free space) and the next one,
   * zoomed in no further than the innermost free space needs; the rings beyond are
   * empty and cannot be played yet, so nothing is hidden. */
  function zoomHalf(plays) {
    const width = flowerSize();
    const wantedFor = (ring) => ((BOUND[ring] - BOUND[ring - 1]) * width) / (2 * MIN_TAP);
    const whole = (ring) => BOUND[ring] + TIP[ring] / 2;
    const chosen = tile !== null ? ringOf(tile) : space !== null ? ringOf(space) : null;
    if (zoomOff) return VIEW;
    if (chosen !== null) return Math.max(whole(chosen), Math.min(VIEW, wantedFor(chosen)));
    const rings = [...view().spaces.filter((sp) => sp.colour).map((sp) => sp.ring), ...plays.map((m) => ringOf(m.space))];
    if (!rings.length) return VIEW;
    const outer = Math.max(...rings);
    const inner = Math.min(...plays.map((m) => ringOf(m.space)), outer);
    if (outer >= 5) return VIEW;
    return Math.max(whole(outer), Math.min(whole(outer + 1), wantedFor(inner)));
  }

  /** How far a ring's petals reach (tip to tip) in CSS px at this zoom. */
  const reachPx = (ring, half) => ((BOUND[ring] - BOUND[ring - 1] + TIP[ring - 1] + TIP[ring]) * flowerSize()) / (2 * half);

  function drawZoom(half) {
    const ring = tile !== null ? ringOf(tile) : space !== null ? ringOf(space) : null;
    const zoomed = half < VIEW - 1;
    svg.setAttribute("viewBox", `${fmt(-half)} ${fmt(-half)} ${fmt(2 * half)} ${fmt(2 * half)}`);
    scale.update();
    svg.classList.toggle("zoomed", zoomed);
    const small = ring !== null && ((BOUND[ring] - BOUND[ring - 1]) * flowerSize()) / (2 * VIEW) < MIN_TAP;
    zoomBtn.hidden = !(zoomOff ? ring !== null && small : zoomed && ring !== null);
    zoomBtn.textContent = zoomOff ? "Zoom in on the ring" : "Show the whole flower";
  }

  function draw() {
    const v = view();
    drawPistil();
    const plays = places();
    const chosenTile = tile !== null ? tileById(tile) : null;
    if (tile !== null && !plays.some((m) => m.tile === tile)) tile = null;
    if (space !== null && !plays.some((m) => m.space === space)) space = null;
    const legalForTile = new Set(plays.filter((m) => m.tile === tile).map((m) => m.space));
    const legalAny = new Set(plays.map((m) => m.space));
    const claim = justClaimed();
    const lit = new Set(claim ? claim.claims.flatMap((c) => c.cells) : []);
    const hadFocus = spacesLayer.contains(document.activeElement);
    const half = zoomHalf(plays);
    const nodes = v.spaces.map((sp) => {
      const pts = petalPoints(sp.ring, sp.angle);
      const hit = roundedPath(pts, 0.12);
      const drawn = roundedPath(shrink(pts, 5), 0.3);
      const colour = sp.colour ? COLOURS[sp.colour] : null;
      const isLegal = tile !== null ? legalForTile.has(sp.id) : legalAny.has(sp.id) && (space === null || space === sp.id);
      const cls = ["space", colour ? "filled" : "empty", isLegal ? "legal" : "", tile !== null && isLegal ? "strong" : "", space === sp.id ? "selected" : "", lit.has(sp.id) ? "lit" : ""].join(" ");
      const [cx, cy] = centroid(pts);
      const g = s("g", { class: cls, "data-row": 5 - sp.ring, "data-col": sp.index, "data-space": sp.id, "data-target": isLegal && tile !== null, "data-option": isLegal && tile === null && reachPx(sp.ring, half) >= OPTION_REACH });
      g.append(s("path", { d: hit, class: "hit" }));
      g.append(s("path", { d: drawn, class: "petal", style: colour ? { fill: colour.fill } : undefined }));
      const size = Math.min(15, (BOUND[sp.ring] - BOUND[sp.ring - 1]) * 0.26);
      if (colour) g.append(mark(colour.mark, cx, cy, size, { fill: colour.ink, class: "mark" }));
      else if (isLegal) g.append(s("path", { class: "plus", d: `M${fmt(cx - size)},${fmt(cy)}h${fmt(2 * size)}M${fmt(cx)},${fmt(cy - size)}v${fmt(2 * size)}` }));
      g.append(s("path", { d: hit, class: "focus-ring", fill: "none", stroke: "none", opacity: 0 }));
      let label = `${spaceName(sp)}, ${sp.colour ? `${sp.colour} tile` : "empty"}`;
      if (lit.has(sp.id)) label += ", part of the pattern just claimed";
      if (tile !== null) label += isLegal ? `: place the ${chosenTile.colour} tile here` : sp.colour ? "" : ": not a free space for this tile";
      else if (isLegal) label += ": free, tap then choose a tile for it";
      target(g, label, () => tapSpace(sp));
      return g;
    });
    spacesLayer.replaceChildren(...nodes);
    focus.refresh(hadFocus);
    // the claimed pattern, outlined on top
    litLayer.replaceChildren(...[...lit].map((id) => {
      const sp = v.spaces[id];
      const d = roundedPath(shrink(petalPoints(sp.ring, sp.angle), 3), 0.3);
      return s("g", {}, s("path", { d, class: "lit-outline" }), s("path", { d, class: "lit-inner" }));
    }));
    litLayer.classList.toggle("animate", !reducedMotion());
    const placed = v.spaces.filter((sp) => sp.colour).length;
    pistil.querySelector(".count").textContent = `${placed}/45`;
    svg.setAttribute("aria-label", `The flower: ${placed} of 45 petals placed`);
    drawZoom(half);
    drawPyramids(plays);
    drawDisplay();
    drawBanner(claim);
    help.textContent = helpText(chosenTile);
  }

  function helpText(chosen) {
    if (snap.over) return "The flower is complete.";
    const name = ctx.names[snap.current];
    if (!ctx.interactive) return `${name} is playing.`;
    if (tile !== null) return `${name}: place the ${chosen.colour} ring ${ringOf(tile)} tile on a highlighted space (+).`;
    if (space !== null) return `${name}: choose a ring ${ringOf(space)} tile for ${spaceName(view().spaces[space])}.`;
    const canReserve = moves().some((m) => m.type === "reserve");
    return `${name}: take a tile from a pyramid, then tap a space of its ring${canReserve ? " — or reserve a Pattern card" : ""}.`;
  }

  function drawBanner(claim) {
    if (!claim) {
      banner.hidden = true;
      lastBanner = "";
      return;
    }
    const cards = claim.claims.map((c) => cardById(c.card)).filter(Boolean);
    const points = cards.reduce((a, c) => a + c.points, 0);
    const titles = cards.map((c) => `“${c.title}”`);
    const names = cards.map((c) => `“${c.name}”`);
    const text = `${ctx.names[claim.player]} claims ${titles.join(" and ")} (${plural(points, "point")}).`;
    const more = ` ${names.join(" and ")}: the matching petals are outlined on the flower.`;
    banner.hidden = false;
    if (text !== lastBanner) {
      lastBanner = text;
      banner.replaceChildren(h("span", { class: "star", "aria-hidden": "true" }, "★"), h("span", {}, text, h("span", { class: "more" }, more)));
      if (!reducedMotion()) {
        banner.classList.remove("pop");
        void banner.offsetWidth;
        banner.classList.add("pop");
      }
    }
  }

  /** The pyramid's rows, top first, each sized by what it holds: a tile one may take
   * (--row-open), only covered tiles (--row-covered) or nothing left (--row-gone). The
   * stylesheet gives all three the same height except where room is short. */
  function rowSizes(pyr) {
    const sizes = [];
    for (let row = 2; row >= 0; row--) {
      const left = pyr.tiles.filter((t) => t.row === row && !t.taken);
      sizes.push(left.some((t) => t.available) ? "var(--row-open)" : left.length ? "var(--row-covered)" : "var(--row-gone)");
    }
    return sizes.join(" ");
  }

  function drawPyramids(plays) {
    const v = view();
    const playable = new Set(plays.map((m) => m.tile));
    const hadFocus = pyramidsEl.contains(document.activeElement) ? document.activeElement.dataset.tile : null;
    const forSpace = space !== null ? new Set(plays.filter((m) => m.space === space).map((m) => m.tile)) : null;
    const boxes = v.pyramids.map((pyr) => {
      const left = pyr.tiles.filter((t) => !t.taken).length;
      const done = left === 0;
      const state = done ? "done" : pyr.usable ? "usable" : "blocked";
      const tiles = pyr.tiles.map((t) => {
        const pos = { gridRow: String(3 - t.row), gridColumn: `${t.row + 2 * t.col + 1} / span 2` };
        if (t.taken) return h("span", { class: "ptile taken", style: pos, "aria-hidden": "true" });
        const c = COLOURS[t.colour];
        const face = s("svg", { viewBox: "0 0 40 40", class: "face", "aria-hidden": "true" },
          s("path", { d: roundedPath([[20, 2], [37, 12], [37, 30], [20, 38], [3, 30], [3, 12]], 0.3), fill: c.fill, stroke: "#2b2b22", "stroke-width": 2 }),
          mark(c.mark, 20, 21, 9, { fill: c.ink }));
        const canPlay = ctx.interactive && playable.has(t.id);
        if (!canPlay) {
          const why = t.available ? (pyr.usable ? "" : ", available when its ring has a free space") : ", covered";
          return h("span", { class: `ptile ${t.available ? "open" : "covered"}`, style: pos, role: "img", "aria-label": `${t.colour} ring ${pyr.ring} tile${why}` }, face);
        }
        const picked = tile === t.id;
        const match = forSpace ? forSpace.has(t.id) : true;
        const label = forSpace ? `Place this ${t.colour} tile on ${spaceName(v.spaces[space])}` : picked ? `${t.colour} ring ${pyr.ring} tile, chosen: tap again to put it back` : `Take the ${t.colour} ring ${pyr.ring} tile`;
        return h("button", {
          type: "button", class: `ptile open ${picked ? "picked" : ""} ${forSpace && match ? "pick" : ""} ${forSpace && !match ? "dim" : ""}`,
          style: pos, "data-tile": t.id, "data-target": !picked && match, "aria-label": label, "aria-pressed": picked ? "true" : "false",
          onclick: (event) => chooseTile(t.id, { keyboard: event.detail === 0 }),
        }, face);
      });
      let reason = "";
      if (done) reason = "All placed.";
      else if (!pyr.usable) reason = pyr.ring === 1 ? "Ring 1 is full." : `No free ring ${pyr.ring} space rests on two petals yet.`;
      return h("article", { class: `pyramid ${state}`, "aria-label": `Ring ${pyr.ring} pyramid: ${plural(left, "tile")} left${reason ? `. ${reason}` : ""}` },
        h("h3", {}, h("span", { class: "ring-badge" }, String(pyr.ring)), `Ring ${pyr.ring}`, h("span", { class: "left" }, `${left} left`)),
        h("div", { class: "pgrid", style: { gridTemplateRows: rowSizes(pyr) } }, tiles),
        reason ? h("p", { class: "reason" }, reason) : null);
    });
    pyramidsEl.replaceChildren(...boxes);
    if (hadFocus) pyramidsEl.querySelector(`[data-tile="${hadFocus}"]`)?.focus({ preventScroll: true });
    if (tile !== null) {
      const t = tileById(tile);
      selectBar.hidden = false;
      selectBar.replaceChildren(h("span", {}, "Chosen: "), pip(t.colour, 22), h("span", {}, `${t.colour}, ring ${ringOf(tile)}`),
        h("button", { class: "btn", type: "button", onclick: () => { tile = null; draw(); } }, "Put back"));
    } else if (space !== null) {
      selectBar.hidden = false;
      selectBar.replaceChildren(h("span", {}, `For ${spaceName(v.spaces[space])}: choose a tile`),
        h("button", { class: "btn", type: "button", onclick: () => { space = null; draw(); } }, "Cancel"));
    } else {
      selectBar.hidden = true;
      selectBar.replaceChildren();
    }
  }

  function cardView(card, { small = false } = {}) {
    const el = h("div", { class: `pcard ${small ? "small" : ""}` },
      h("div", { class: "pts", "aria-label": plural(card.points, "point") }, String(card.points)),
      shapeDiagram(card, small ? { width: 54, height: 38 } : {}),
      h("div", { class: "title" }, card.title),
      small ? null : h("div", { class: "req" }, requirementPips(card), atLeast(card)),
      small ? null : h("div", { class: "words" }, card.requirement));
    return el;
  }

  function drawDisplay() {
    const v = view();
    const reserves = new Map(moves().filter((m) => m.type === "reserve").map((m) => [m.card, m]));
    const myHeld = snap.current !== null ? v.players[snap.current]?.reserved : null;
    cardsBox.querySelector(".deck").textContent = `(${plural(v.deck_count, "card")} in the deck)`;
    const items = v.display.map((card) => {
      const el = cardView(card);
      el.classList.add("display");
      el.title = card.requirement;
      if (card.reserved_by !== null) {
        el.classList.add("reserved");
        el.append(h("div", { class: "resv" }, h("span", { class: "seat", "aria-hidden": "true" }, String(card.reserved_by + 1)), `Reserved by ${ctx.names[card.reserved_by]}`));
      }
      const move = reserves.get(card.id);
      if (move) {
        el.append(h("button", { class: "btn reserve", type: "button", "data-option": true, "aria-label": `Reserve “${card.name}” (${plural(card.points, "point")}): uses your turn`, onclick: () => { tile = null; space = null; hooks.play(move); } }, "Reserve"));
      } else if (ctx.interactive && card.reserved_by === null && myHeld !== null && myHeld !== undefined) {
        el.append(h("p", { class: "note" }, "You hold a reservation."));
      }
      return h("article", { class: "pcard-wrap", "aria-label": `${card.name}, ${plural(card.points, "point")}${card.reserved_by !== null ? `, reserved by ${ctx.names[card.reserved_by]}` : ""}`, "data-card": card.id }, el);
    });
    if (!items.length) items.push(h("p", { class: "note" }, "No cards left."));
    displayEl.replaceChildren(...items);
  }

  function drawPanels() {
    const v = view();
    const claim = justClaimed();
    const panels = v.players.map((pl, p) => {
      const reserved = pl.reserved !== null ? cardById(pl.reserved) : null;
      const fresh = new Set(claim && claim.player === p ? claim.claims.map((c) => c.card) : []);
      const classes = ["panel", "antho-panel", snap.current === p ? "current" : "", snap.over && snap.winners.includes(p) ? "winner" : ""].join(" ");
      return h("article", { class: classes, "aria-label": `${ctx.names[p]}: ${plural(pl.score, "point")}, ${plural(pl.card_count, "card")}` },
        h("h3", {}, h("span", { class: "seat", "aria-hidden": "true" }, String(p + 1)), h("span", {}, ctx.names[p]),
          snap.current === p ? h("span", { class: "turn-chip" }, "to play") : null,
          h("span", { class: "score", title: "points" }, String(pl.score))),
        h("p", { class: "stats" }, `${plural(pl.score, "point")} · ${plural(pl.card_count, "card")}`),
        h("div", { class: "resv-line" }, h("span", { class: "lbl" }, "Reserved: "), reserved ? cardView(reserved, { small: true }) : h("span", { class: "none" }, "none")),
        pl.cards.length
          ? h("ul", { class: "claimed", "aria-label": "Claimed cards" }, pl.cards.map((c) => h("li", { class: fresh.has(c.id) ? "fresh" : "", title: c.name, "aria-label": `${c.name}, ${plural(c.points, "point")}` }, cardView(c, { small: true }))))
          : h("p", { class: "none" }, "No cards claimed yet."));
    });
    panelsEl.replaceChildren(...panels);
  }

  return {
    update(nextSnap, nextCtx) {
      if (snap && nextSnap.ply !== snap.ply) {
        tile = null;
        space = null;
      }
      snap = nextSnap;
      ctx = nextCtx;
      if (!ctx.interactive) {
        tile = null;
        space = null;
      }
      layout.classList.toggle("animate", !reducedMotion());
      draw();
      drawPanels();
    },
    resultDetails(final, { names }) {
      const players = final.view.players;
      const order = players.map((_, i) => i).sort((a, b) => players[b].score - players[a].score || players[b].card_count - players[a].card_count);
      const table = h("table", { class: "results breakdown" },
        h("thead", {}, h("tr", {}, h("th", {}, "Player"), h("th", { class: "num" }, "Points"), h("th", { class: "num" }, "Cards"))),
        h("tbody", {}, order.map((i) => h("tr", {}, h("th", { scope: "row" }, names[i]), h("td", { class: "num" }, String(players[i].score)), h("td", { class: "num" }, String(players[i].card_count))))));
      const top = Math.max(...players.map((p) => p.score));
      const tied = players.map((p, i) => (p.score === top ? i : -1)).filter((i) => i >= 0);
      let note = "Most points wins.";
      if (tied.length > 1) {
        note = final.winners.length === tied.length
          ? `${tied.map((i) => names[i]).join(" and ")} tie on ${plural(top, "point")} and on cards: they share the win.`
          : `${tied.map((i) => names[i]).join(" and ")} tie on ${plural(top, "point")}: the tie goes to more cards claimed.`;
      }
      const lists = order.map((i) => h("p", { class: "antho-final-cards" }, h("b", {}, `${names[i]}: `), players[i].cards.length ? players[i].cards.map((c) => `${c.title} (${c.points})`).join(", ") : "no cards"));
      return h("div", { class: "antho-final", "data-scores": "" }, table, h("p", { class: "tiebreak" }, note), lists);
    },
    destroy() {
      scale.stop();
      window.removeEventListener("resize", onResize);
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

// @ts-nocheck  (legacy module, typed as the redesign of issue 22 replaces it)
// Petals renderer: your hand as a fan of cards, the trick, the trump, both
// bouquets (yours large), the take / place / arrange / Camellia decisions, the
// round-end count and a gallery of all 52 cards. It knows no rules: what can be
// tapped comes from `snap.moves`, everything else from `snap.view`; a card that
// may not be played is still sent to the engine, whose refusal explains why.
import { h, labelInName, reducedMotion, s, shapeMark } from "../../ui.js";

// Okabe-Ito colours, each paired with a shape and a letter for colour-blind players.
export const SUITS = {
  W: { name: "Wild Wonders", fill: "#009e73", tint: "#dcf2e8", ink: "#00432f", shape: "star" },
  T: { name: "Tropical Treasures", fill: "#d55e00", tint: "#fbe2cf", ink: "#5e2700", shape: "triangle" },
  C: { name: "Country Classics", fill: "#0072b2", tint: "#d8e9f6", ink: "#00334f", shape: "circle" },
  G: { name: "Garden Greats", fill: "#cc79a7", tint: "#f6e2ee", ink: "#561e42", shape: "diamond" },
};
const KIND_WORDS = {
  add: "Adds to the base value of other cards",
  multiply: "Multiplies the base value of other cards",
  negate: "Negates other cards' effects",
  reactivate: "Triggers another card's effect once more",
  zero: "Sets another card's base value to zero",
  switch: "May switch places with another flower once, at the end of the round",
};
const ROWS = ["bottom", "middle", "top"];
const COLS = ["left", "middle", "right"];
const SEAT_MARKS = ["A", "B"];

const cellWords = (cell) => `${ROWS[Math.floor(cell / 3)]} row, ${COLS[cell % 3]} column`;
const short = (card) => `${card.name} (${card.suit} ${card.value})`;
export const cardWords = (card) =>
  `${card.name}, ${SUITS[card.suit].name} ${card.value}${card.text ? `. ${card.text}` : ", no effect"}`;

// -- drawing pieces -------------------------------------------------------------

/** A suit's shape centred on (x, y), radius r. */
export function suitMark(suit, x, y, r) {
  const { fill, shape } = SUITS[suit];
  return shapeMark(shape, x, y, r, { fill, stroke: "#1b1b1b", "stroke-width": 1.6, class: "suit-mark" });
}

function suitIcon(suit, size = 18) {
  return s("svg", { viewBox: "0 0 24 24", width: size, height: size, class: "suit-icon", "aria-hidden": "true" }, suitMark(suit, 12, 12, 10));
}

/** The effect-kind symbol (the rulebook's five kinds plus switch) in a white disc. */
export function effectIcon(kind, x, y, r) {
  const g = s("g", { class: `effect-icon effect-${kind}` });
  g.append(s("circle", { cx: x, cy: y, r, fill: "#ffffff", stroke: "#1b1b1b", "stroke-width": 2 }));
  const line = { fill: "none", stroke: "#1b1b1b", "stroke-width": r * 0.2, "stroke-linecap": "round", "stroke-linejoin": "round" };
  const k = r * 0.5;
  if (kind === "add") g.append(s("path", { d: `M${x - k} ${y}h${2 * k}M${x} ${y - k}v${2 * k}`, ...line }));
  else if (kind === "multiply") g.append(s("path", { d: `M${x - k} ${y - k}l${2 * k} ${2 * k}M${x + k} ${y - k}l${-2 * k} ${2 * k}`, ...line }));
  else if (kind === "negate") g.append(s("circle", { cx: x, cy: y, r: k * 1.05, ...line }), s("path", { d: `M${x - k * 0.75} ${y + k * 0.75}l${1.5 * k} ${-1.5 * k}`, ...line }));
  else if (kind === "reactivate") {
    const a0 = -Math.PI * 0.35;
    const sx = x + k * Math.cos(a0);
    const sy = y + k * Math.sin(a0);
    g.append(
      s("path", { d: `M${sx.toFixed(1)} ${sy.toFixed(1)}A${k} ${k} 0 1 0 ${(x + k).toFixed(1)} ${(y + k * 0.25).toFixed(1)}`, ...line }),
      s("path", { d: `M${(sx - k * 0.55).toFixed(1)} ${(sy - k * 0.1).toFixed(1)}L${sx.toFixed(1)} ${sy.toFixed(1)}L${(sx + k * 0.05).toFixed(1)} ${(sy - k * 0.6).toFixed(1)}`, ...line }),
    );
  } else if (kind === "zero") g.append(s("ellipse", { cx: x, cy: y, rx: k * 0.62, ry: k * 0.95, ...line })); // a drawn 0: no text to shrink below 12 px
  else if (kind === "switch") {
    g.append(s("path", { d: `M${x - k} ${y - k * 0.4}h${2 * k}l${-k * 0.5} ${-k * 0.5}M${x + k} ${y + k * 0.4}h${-2 * k}l${k * 0.5} ${k * 0.5}`, ...line }));
  }
  return g;
}

function amountText(card) {
  if (card.effect === "add") return `+${card.amount}`;
  if (card.effect === "multiply") return `×${card.amount}`;
  return "";
}

/** A tiny 3x3 diagram: the card's own cell (ring) and the cells it affects (filled). */
export function diagram(card, x, y, cell) {
  const t = card.targets;
  const xs = [0, ...t.map((d) => d[0])];
  const ys = [0, ...t.map((d) => d[1])];
  const x0 = Math.min(Math.min(...xs), Math.max(Math.max(...xs) - 2, -1));
  const y0 = Math.min(Math.min(...ys), Math.max(Math.max(...ys) - 2, -1));
  const g = s("g", { class: "diagram" });
  for (let r = 0; r < 3; r++) {
    const dy = y0 + 2 - r;
    for (let c = 0; c < 3; c++) {
      const dx = x0 + c;
      const self = dx === 0 && dy === 0;
      const hit = t.some(([a, b]) => a === dx && b === dy);
      const cx = x + c * cell;
      const cy = y + r * cell;
      g.append(s("rect", { x: cx + 0.6, y: cy + 0.6, width: cell - 1.2, height: cell - 1.2, rx: 1.5, class: hit ? "hit" : self ? "self" : "off" }));
      if (self) g.append(s("circle", { cx: cx + cell / 2, cy: cy + cell / 2, r: cell * 0.22, class: "self-dot" }));
    }
  }
  return g;
}

/** The name on one or two lines, shrunk to fit `width`. */
function nameText(name, x, y, width, size, ink) {
  let lines = [name];
  if (name.length > 10) {
    const hy = name.indexOf("-", 3);
    const sp = name.lastIndexOf(" ");
    if (sp > 0) lines = [name.slice(0, sp), name.slice(sp + 1)];
    else if (hy > 0) lines = [name.slice(0, name.lastIndexOf("-") + 1), name.slice(name.lastIndexOf("-") + 1)];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  const font = Math.min(size, width / (longest * 0.62));
  const top = y - ((lines.length - 1) * font * 1.05) / 2;
  // the narrowest card (CSS px, in steps) on which the name is 12 px at least: below
  // it the stylesheet leaves the name to the card's label
  const needs = [72, 96, 120, 160].find((w) => (font * w) / 100 >= 12) || 200;
  return lines.map((line, i) =>
    s("text", { x, y: (top + i * font * 1.05).toFixed(1), "text-anchor": "middle", "font-size": font.toFixed(1), class: `name needs-${needs}`, fill: ink }, line),
  );
}

/** A full card face (hand, trick, gallery): value, suit, name, effect icon and diagram. */
export function cardFace(card) {
  const suit = SUITS[card.suit];
  const svg = s("svg", { viewBox: "0 0 100 140", class: "petals-face", "aria-hidden": "true", focusable: "false" });
  svg.append(
    s("rect", { x: 2.5, y: 2.5, width: 95, height: 135, rx: 10, fill: suit.tint, stroke: suit.fill, "stroke-width": 5 }),
    s("text", { x: 9, y: 33, class: "value", fill: suit.ink }, String(card.value)),
    suitMark(card.suit, 81, 19, 12),
    s("text", { x: 81, y: 49, "text-anchor": "middle", class: "suit-letter", fill: suit.ink }, card.suit),
  );
  if (card.effect) {
    svg.append(effectIcon(card.effect, 20, 117, 14), diagram(card, 61, 99, 11.5));
    const amount = amountText(card);
    if (amount) svg.append(s("text", { x: 20, y: 97, "text-anchor": "middle", class: "amount", fill: "#1b1b1b" }, amount));
  }
  // The name comes last: a small card hides its name first (petals.css), and what it
  // still shows must read as the start of its accessible name (label in name).
  svg.append(...nameText(card.name, 50, 76, 84, 19, suit.ink));
  if (!card.effect) {
    const g = s("g", { class: "plain", "aria-hidden": "true" });
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      g.append(s("circle", { cx: 50 + Math.cos(a) * 8, cy: 116 + Math.sin(a) * 8, r: 6, fill: suit.fill, opacity: 0.55 }));
    }
    g.append(s("circle", { cx: 50, cy: 116, r: 4.5, fill: "#f4c542", stroke: "#1b1b1b", "stroke-width": 1 }));
    svg.append(g);
  }
  return svg;
}

function cardBack(extra = "") {
  const svg = s("svg", { viewBox: "0 0 100 140", class: `petals-back ${extra}`, "aria-hidden": "true", focusable: "false" });
  svg.append(
    s("rect", { x: 2.5, y: 2.5, width: 95, height: 135, rx: 10, class: "back-bg" }),
    s("rect", { x: 12, y: 12, width: 76, height: 116, rx: 6, class: "back-inner" }),
  );
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    svg.append(s("circle", { cx: 50 + Math.cos(a) * 14, cy: 70 + Math.sin(a) * 14, r: 11, class: "back-petal" }));
  }
  svg.append(s("circle", { cx: 50, cy: 70, r: 8, class: "back-heart" }));
  return svg;
}

/** A bouquet tile: value, suit, name, effect icon; `now` = its value after effects. */
function tile(card, now, small = false) {
  const svg = s("svg", { viewBox: "0 0 100 100", class: "petals-tile", "aria-hidden": "true", focusable: "false" });
  if (!card) {
    svg.append(s("rect", { x: 3, y: 3, width: 94, height: 94, rx: 9, class: "empty" }));
    return svg;
  }
  const suit = SUITS[card.suit];
  svg.append(
    s("rect", { x: 2.5, y: 2.5, width: 95, height: 95, rx: 9, fill: suit.tint, stroke: suit.fill, "stroke-width": 5 }),
    s("text", { x: 8, y: 29, class: "value", fill: suit.ink }, String(card.value)),
    suitMark(card.suit, 83, 17, 10),
  );
  if (card.effect) svg.append(effectIcon(card.effect, 17, 82, 11.5));
  if (now !== undefined && now !== null && now !== card.value) {
    const up = now > card.value;
    svg.append(s("g", { class: "now-badge" },
      s("rect", { x: 31, y: 58, width: 66, height: 39, rx: 9, class: up ? "now up" : "now down" }),
      s("text", { x: 64, y: 78, "text-anchor": "middle", "dominant-baseline": "central", class: "now-text" }, `${up ? "▲" : "▼"}${now}`),
    ));
  }
  // the name last, as on a card: what a small tile still shows starts its label
  svg.append(...(small ? nameText(card.name, 50, 56, 96, 23, suit.ink) : nameText(card.name, 50, 55, 88, 18, suit.ink)));
  return svg;
}

/**
 * The round-end count of both bouquets, the rulebook's way: crawling from bottom
 * left to top right in the view's crawl order (a snake: the middle row runs right
 * to left), each flower's value and what changed it, with a running total.
 * `start(animate)` steps through it (all at once under reduced motion).
 */
function buildCount(sc, names) {
  const crawl = sc.crawl;
  let timer = 0;
  const cols = sc.bouquets.map((b) => {
    const tiles = [];
    const grid = h("div", { class: "petals-bouquet count-grid", "aria-hidden": "true" });
    for (let row = 2; row >= 0; row--) {
      for (let col = 0; col < 3; col++) {
        const c = b.cells[row * 3 + col];
        const el = h("div", { class: "bq-cell", "data-cell": c.cell }, tile(c.card, c.value));
        tiles[c.cell] = el;
        grid.append(el);
      }
    }
    let first = true;
    const lines = [];
    for (const cell of crawl) {
      const c = b.cells[cell];
      if (!c.card) {
        lines[cell] = h("li", { class: "count-line empty" });
        continue;
      }
      // The rulebook writes the first line "Bluebell (8+2 ...): 10", the next ones "...: + 13".
      const text = first ? c.text : c.text.replace(/: (-?\d+)$/, ": + $1");
      first = false;
      lines[cell] = h("li", { class: "count-line", "data-cell": c.cell }, h("span", { class: "line-text" }, text), h("span", { class: "run" }));
    }
    const total = h("p", { class: "count-total" }, "Total: ", h("strong", {}, "0"));
    const head = h("h3", {}, h("span", { class: `seat seat-${b.player}`, "aria-hidden": "true" }, SEAT_MARKS[b.player]), ` ${names[b.player]}`);
    return { b, tiles, lines, total, el: h("div", { class: "count-col" }, head, grid, h("ol", { class: "count-lines" }, crawl.map((cell) => lines[cell])), total) };
  });
  // step k shows the k-th flower in crawl order
  const step = (k) => {
    const cell = crawl[k];
    for (const col of cols) {
      col.tiles.forEach((t) => t.classList.remove("counting", "source"));
      const c = col.b.cells[cell];
      if (!c?.card) continue;
      col.tiles[cell].classList.add("counting");
      for (const st of c.steps) col.tiles[st.by]?.classList.add("source");
      const run = crawl.slice(0, k + 1).reduce((a, i) => a + col.b.cells[i].value, 0);
      col.lines[cell].classList.add("shown");
      col.lines[cell].querySelector(".run").textContent = `(${run})`;
      col.total.querySelector("strong").textContent = String(run);
    }
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = 0;
  };
  const finish = () => {
    stop();
    for (let k = 0; k < 9; k++) step(k);
    for (const col of cols) {
      col.tiles.forEach((t) => t.classList.remove("counting", "source"));
      col.total.querySelector("strong").textContent = String(col.b.total);
    }
    skip.hidden = true;
    el.classList.add("done");
  };
  const skip = h("button", { type: "button", class: "btn", onclick: () => finish() }, "Show all");
  const buttons = h("div", { class: "decision-buttons" }, skip);
  const totals = sc.totals.map((t, p) => `${names[p]} ${t}`).join(" · ");
  const el = h(
    "section",
    { class: "petals-scoring petals-zone", role: "region", "aria-label": `Round ${sc.round} scoring` },
    h("h2", {}, `Round ${sc.round}: the bouquets are counted`),
    h("p", { class: "muted" }, "From bottom left to top right, snaking (the middle row right to left): each flower's value, what changed it, and the running total."),
    h("div", { class: "count-cols" }, cols.map((c) => c.el)),
    h("p", { class: "count-totals" }, `Game totals: ${totals}`),
    buttons,
  );
  const start = (animate) => {
    stop();
    if (!animate || reducedMotion()) return finish();
    let k = 0;
    step(0);
    timer = setInterval(() => {
      k += 1;
      if (k >= 9) finish();
      else step(k);
    }, 650);
  };
  return { el, buttons, start, stop };
}

// -- the renderer -------------------------------------------------------------

/** The table is laid out within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

export function mount(boardEl, panelsEl, hooks) {
  const root = h("div", { class: "petals-root" });
  const help = h("p", { class: "board-help", "aria-live": "polite" });
  const cardsBtn = h("button", { class: "btn", type: "button", "aria-haspopup": "dialog", onclick: () => openGallery() }, "Cards");
  const scoresBtn = h("button", { class: "btn", type: "button", hidden: true, onclick: () => openScoring(false) }, "Round scores");
  const bar = h("div", { class: "petals-bar" }, help, h("div", { class: "petals-tools" }, scoresBtn, cardsBtn));
  const scoringBox = h("div", { class: "petals-scoring-holder" });
  const table = h("div", { class: "petals-table" });
  root.append(bar, scoringBox, table);
  boardEl.append(root);

  let snap = null;
  let ctx = null;
  let me = 0; // the seat drawn at the bottom, large
  let arrange = null; // {ply, order} while previewing a column order
  let scoring = null; // {key, timer, panel}
  let scoredKey = null; // the snapshot whose round-end count was shown
  let gallery = null;
  let finalCount = null; // the count animating on the final screen
  let fresh = false; // this snapshot is a new move: animate what it changed

  const nm = (p) => ctx.names[p];

  // -- hand -----------------------------------------------------------------------
  function drawHand(view, moves) {
    const player = view.players[me];
    const plays = new Set(moves.filter((m) => m.type === "play").map((m) => m.card));
    const canPlay = moves.some((m) => m.type === "play");
    const box = h("div", { class: "petals-hand", role: "group", "aria-label": `${nm(me)}'s hand` });
    if (!player.hand) {
      const n = player.hand_count;
      const backs = h("div", { class: "petals-backs" });
      for (let i = 0; i < n; i++) backs.append(cardBack());
      box.append(backs, h("p", { class: "hand-note" }, n ? `${nm(me)}'s hand: ${n} card${n === 1 ? "" : "s"}, hidden while the screen is shared.` : `${nm(me)}'s hand is empty.`));
      box.classList.add("hidden-hand");
      return box;
    }
    const hand = player.hand;
    const mid = (hand.length - 1) / 2;
    hand.forEach((card, i) => {
      const legal = plays.has(card.id);
      let el;
      if (canPlay) {
        el = h(
          "button",
          {
            type: "button",
            class: `petals-card ${legal ? "legal" : "illegal"}`,
            "data-card": card.id,
            "data-target": legal,
            "aria-label": `${legal ? "Play" : "Not playable now:"} ${cardWords(card)}`,
            onclick: () => hooks.play({ type: "play", card: card.id }),
          },
          cardFace(card),
        );
      } else {
        el = h("div", { class: "petals-card", role: "img", "data-card": card.id, "aria-label": cardWords(card) }, cardFace(card));
      }
      el.setAttribute("aria-label", labelInName(el, el.getAttribute("aria-label")));
      el.style.setProperty("--rot", `${((i - mid) * 2.4).toFixed(1)}deg`);
      el.style.setProperty("--lift", `${((i - mid) ** 2 * 1.2).toFixed(1)}px`);
      box.append(el);
    });
    if (!hand.length) box.append(h("p", { class: "hand-note" }, "Your hand is empty."));
    return box;
  }

  // -- trick and trump ----------------------------------------------------------------
  function lastNews(view) {
    for (const e of [...view.events].reverse()) {
      if (e.event === "take") return `${nm(e.player)} took ${e.card.name}; ${nm(1 - e.player)} got ${e.other.name}.`;
      if (e.event === "deal") return `Round ${e.round}: ${nm(e.leader)} leads the first trick.`;
    }
    return "";
  }

  function drawTrick(view, moves) {
    const takes = new Map(moves.filter((m) => m.type === "take").map((m) => [m.card, m]));
    const plays = view.table.plays;
    const slots = h("div", { class: "trick-slots" });
    for (let i = 0; i < 2; i++) {
      const play = plays[i];
      if (!play) {
        slots.append(h("div", { class: "trick-slot empty" }, h("div", { class: "slot-card" }, h("span", {}, i === 0 ? "lead" : "answer")), h("div", { class: "slot-label" }, "\u00a0")));
        continue;
      }
      const card = play.card;
      const other = plays[1 - i]?.card;
      const winner = view.trick_winner === play.player;
      const justPlayed = fresh && view.events.some((e) => e.event === "play" && e.card.id === card.id);
      const label = `${nm(play.player)} ${i === 0 ? "led" : "answered"}${winner ? " · wins" : ""}`;
      let face;
      if (takes.has(card.id)) {
        const own = play.player === snap.current;
        face = h(
          "button",
          {
            type: "button",
            class: "slot-card take",
            "data-take": card.id,
            "data-target": "",
            "aria-label": `Take ${own ? "your own" : `${nm(play.player)}'s`} ${cardWords(card)}. ${nm(1 - snap.current)} gets ${other ? other.name : "the other card"}.`,
            onclick: () => hooks.play(takes.get(card.id)),
          },
          cardFace(card),
          h("span", { class: "take-chip", "aria-hidden": "true" }, "Take"),
        );
      } else {
        face = h("div", { class: `slot-card${justPlayed ? " fresh" : ""}`, role: "img", "aria-label": `${label}: ${cardWords(card)}` }, cardFace(card));
      }
      slots.append(h("div", { class: `trick-slot${winner ? " winner" : ""}` }, face, h("div", { class: "slot-label" }, winner ? h("strong", {}, label) : label)));
    }
    const trump = view.trump;
    const trumpBox = h(
      "div",
      { class: "trump", role: "img", "aria-label": `Trump suit: ${SUITS[trump.suit].name} (the flipped card is ${short(trump.card)})` },
      h("div", { class: "trump-card" }, cardFace(trump.card)),
      h("div", { class: "trump-text" }, h("span", { class: "muted" }, "Trump"), h("span", { class: "trump-suit" }, suitIcon(trump.suit, 20), ` ${SUITS[trump.suit].name}`)),
    );
    const info = h("p", { class: "trick-info" }, `Round ${view.round} of ${view.rounds} · trick ${view.trick} of 9`);
    const news = plays.length ? "" : lastNews(view);
    const lead = view.lead_suit ? h("p", { class: "lead-suit" }, "Lead suit: ", suitIcon(view.lead_suit, 16), ` ${SUITS[view.lead_suit].name}`) : null;
    return h("section", { class: "petals-zone petals-trick", "aria-label": "The trick" }, info, trumpBox, slots, lead, news ? h("p", { class: "news" }, news) : null);
  }

  // -- bouquets -----------------------------------------------------------------------
  function drawBouquet(view, p, large, moves) {
    const player = view.players[p];
    let cells = player.bouquet;
    let values = player.breakdown.map((b) => b.value);
    const texts = player.breakdown.map((b) => b.text);
    const mine = large && p === snap.current;
    const places = new Map(mine ? moves.filter((m) => m.type === "place").map((m) => [m.cell, m]) : []);
    const switches = new Map(mine ? moves.filter((m) => m.type === "switch").map((m) => [m.to, m]) : []);
    const from = moves.find((m) => m.type === "switch")?.from;
    const order = mine && arrange && moves.some((m) => m.type === "arrange") ? arrange.order : null;
    const moved = order && order.join() !== "0,1,2";
    if (moved) {
      const perm = (list) => list.map((_, i) => list[Math.floor(i / 3) * 3 + order[i % 3]]);
      cells = perm(cells);
      values = values.map(() => null);
    }
    const placedCell = moved || !fresh ? -1 : view.events.find((e) => e.event === "place" && e.player === p)?.cell;
    const grid = h("div", { class: `petals-bouquet${large ? " large" : " small"}`, role: "group", "aria-label": `${nm(p)}'s bouquet` });
    for (let row = 2; row >= 0; row--) {
      for (let col = 0; col < 3; col++) {
        const cell = row * 3 + col;
        const card = cells[cell];
        const where = cellWords(cell);
        const worth = card && values[cell] !== null ? `, worth ${values[cell]} now${texts[cell] && values[cell] !== card.value ? ` (${texts[cell]})` : ""}` : "";
        let el;
        if (places.has(cell)) {
          const pending = player.pending;
          el = h(
            "button",
            { type: "button", class: "bq-cell target place", "data-cell": cell, "data-target": "", "aria-label": `Place ${pending ? pending.name : "your card"} in the ${where}`, onclick: () => hooks.play(places.get(cell)) },
            tile(null),
            h("span", { class: "place-mark", "aria-hidden": "true" }, "+"),
          );
        } else if (switches.has(cell)) {
          el = h(
            "button",
            { type: "button", class: "bq-cell target switch", "data-cell": cell, "data-target": "", "aria-label": `Switch the Camellia with ${card.name} (${where})`, onclick: () => hooks.play(switches.get(cell)) },
            tile(card, values[cell], !large),
            h("span", { class: "switch-mark", "aria-hidden": "true" }, "⇄"),
          );
        } else {
          const label = card ? `${where}: ${cardWords(card)}${worth}` : `${where}: empty`;
          el = h("div", { class: `bq-cell${card ? "" : " is-empty"}${cell === from ? " camellia" : ""}${cell === placedCell ? " fresh" : ""}`, role: "img", "data-cell": cell, "aria-label": label }, tile(card, values[cell], !large));
        }
        grid.append(el);
      }
    }
    return grid;
  }

  function pendingBox(view, p) {
    const card = view.players[p].pending;
    if (!card) return null;
    return h("div", { class: "pending", role: "img", "aria-label": `${nm(p)} will place ${cardWords(card)}` }, h("span", { class: "muted" }, "To place"), h("div", { class: "pending-card" }, cardFace(card)));
  }

  function seatBadge(p) {
    return h("span", { class: `seat seat-${p}`, "aria-hidden": "true" }, SEAT_MARKS[p]);
  }

  function drawMine(view, moves) {
    const player = view.players[me];
    const head = h(
      "h3",
      { class: "zone-head" },
      seatBadge(me),
      h("span", {}, `${nm(me)}'s bouquet`),
      snap.current === me ? h("span", { class: "turn-chip" }, "to play") : null,
      h("span", { class: "zone-score" }, `${player.bouquet_score} pts`),
    );
    const body = h("div", { class: "mine-body" }, drawBouquet(view, me, true, moves), pendingBox(view, me));
    return h("section", { class: "petals-zone petals-mine", "aria-label": `${nm(me)}'s bouquet` }, head, body, drawDecision(view, moves));
  }

  function drawOpponent(view) {
    const p = 1 - me;
    const player = view.players[p];
    const backs = h("div", { class: "opp-backs", role: "img", "aria-label": `${nm(p)} holds ${player.hand_count} card${player.hand_count === 1 ? "" : "s"}` });
    for (let i = 0; i < player.hand_count; i++) backs.append(cardBack("mini"));
    const head = h(
      "h3",
      { class: "zone-head" },
      seatBadge(p),
      h("span", {}, nm(p)),
      snap.current === p ? h("span", { class: "turn-chip" }, "to play") : null,
      h("span", { class: "zone-score" }, `${player.bouquet_score} pts`),
    );
    const pending = player.pending;
    const pendingLine = pending
      ? h("p", { class: "opp-pending" }, "To place: ", suitIcon(pending.suit, 14), ` ${pending.name} ${pending.suit} ${pending.value}`)
      : null;
    return h("section", { class: "petals-zone petals-opp", "aria-label": `${nm(p)}'s bouquet and hand` }, head, backs, drawBouquet(view, p, false, []), pendingLine);
  }

  // -- arrange and switch ---------------------------------------------------------------
  function drawDecision(view, moves) {
    if (moves.some((m) => m.type === "arrange")) {
      if (!arrange || arrange.ply !== snap.ply) arrange = { ply: snap.ply, order: [0, 1, 2] };
      const swap = (a, b) => {
        const order = [...arrange.order];
        [order[a], order[b]] = [order[b], order[a]];
        arrange.order = order;
        draw();
        root.querySelector(`[data-swap="${a}${b}"]`)?.focus();
      };
      const done = () => {
        const key = arrange.order.join();
        const move = moves.find((m) => m.type === "arrange" && m.order.join() === key);
        hooks.play(move || { type: "arrange", order: arrange.order });
      };
      const kept = arrange.order.join() === "0,1,2";
      return h(
        "div",
        { class: "petals-decision", role: "group", "aria-label": "Arrange your columns" },
        h("p", {}, "Your bottom row is full: put the columns in the order you want. After this, the order is fixed."),
        h("div", { class: "decision-buttons" },
          h("button", { type: "button", class: "btn", "data-swap": "01", "aria-label": "Swap the left and middle columns", onclick: () => swap(0, 1) }, "⇄ Left · middle"),
          h("button", { type: "button", class: "btn", "data-swap": "12", "aria-label": "Swap the middle and right columns", onclick: () => swap(1, 2) }, "⇄ Middle · right"),
          h("button", { type: "button", class: "btn primary", "data-arrange-done": "", "data-target": "", onclick: done }, kept ? "Keep this order" : "Use this order"),
        ),
      );
    }
    if (moves.some((m) => m.type === "keep")) {
      const keep = moves.find((m) => m.type === "keep");
      return h(
        "div",
        { class: "petals-decision", role: "group", "aria-label": "Camellia" },
        h("p", {}, "Round end: your Camellia may switch places with any flower of your bouquet, once. Tap a flower marked ⇄ to switch, or keep the bouquet."),
        h("div", { class: "decision-buttons" }, h("button", { type: "button", class: "btn primary", "data-keep": "", "data-target": "", onclick: () => hooks.play(keep) }, "Keep my bouquet")),
      );
    }
    return null;
  }

  // -- help line ------------------------------------------------------------------------------
  function helpText(view, moves) {
    if (snap.over) return "The game is over.";
    const cur = snap.current;
    const name = nm(cur);
    if (!ctx.interactive || !moves.length) return `${name} is deciding.`;
    switch (view.phase) {
      case "lead":
        return `${name}: lead any card from your hand.`;
      case "follow":
        return `${name}: answer the trick. Raised cards can be played (follow ${SUITS[view.lead_suit].name} if you can).`;
      case "take":
        return `${name} wins the trick: tap the flower you take; ${nm(1 - cur)} gets the other.`;
      case "place":
        return `${name}: place ${view.players[cur].pending?.name ?? "your flower"}: tap a + spot in your bouquet.`;
      case "arrange":
        return `${name}: arrange your columns.`;
      case "switch":
        return `${name}: switch your Camellia or keep your bouquet.`;
      default:
        return "";
    }
  }

  // -- round-end count --------------------------------------------------------------------------
  function stopScoring() {
    scoring?.stop();
    scoring = null;
    scoringBox.replaceChildren();
  }

  function openScoring(animate) {
    stopScoring();
    const sc = snap.view.scoring;
    if (!sc) return;
    const count = buildCount(sc, ctx.names);
    const close = h("button", { type: "button", class: "btn primary", "data-close-scoring": "", onclick: () => stopScoring() }, "Close");
    count.buttons.append(close);
    scoring = count;
    scoringBox.replaceChildren(count.el);
    count.start(animate);
  }

  // -- gallery ---------------------------------------------------------------------------------
  function openGallery() {
    if (gallery || !snap) return;
    const deck = snap.view.deck || [];
    const closeBtn = h("button", { class: "btn primary", type: "button" }, "Close");
    const legend = h(
      "ul",
      { class: "gallery-legend" },
      Object.entries(KIND_WORDS).map(([kind, words]) =>
        h("li", {}, s("svg", { viewBox: "0 0 30 30", width: 30, height: 30, "aria-hidden": "true" }, effectIcon(kind, 15, 15, 13)), h("span", {}, words)),
      ),
    );
    const sections = Object.entries(SUITS).map(([id, suit]) =>
      h(
        "section",
        { class: "gallery-suit" },
        h("h3", {}, suitIcon(id, 22), ` ${suit.name} (${id})`),
        h(
          "ul",
          { class: "gallery-cards" },
          deck.filter((c) => c.suit === id).map((c) =>
            h("li", { class: "gallery-card", "data-card": c.id }, h("div", { class: "gallery-face" }, cardFace(c)), h("div", { class: "gallery-text" }, h("strong", {}, `${c.name}`), h("span", { class: "muted" }, ` ${id} ${c.value}`), h("p", {}, c.text || "No effect: scores its value."))),
          ),
        ),
      ),
    );
    const dialog = h(
      "div",
      { class: "dialog wide petals-gallery" },
      h("h2", {}, "All 52 cards"),
      h("p", {}, "Effects work on the cells shown in each card's little 3x3 diagram: the ring is the card itself, filled cells are the ones it affects. At round end the bouquet is counted in this order: switch, negate, re-activate, set to 0, multiply, add."),
      legend,
      sections,
      h("div", { class: "buttons" }, closeBtn),
    );
    const layer = h("div", { class: "overlay petals-gallery-layer", role: "dialog", "aria-modal": "true", "aria-label": "All 52 cards" }, dialog);
    const opener = document.activeElement;
    const close = () => {
      layer.remove();
      gallery = null;
      if (opener && opener.isConnected) opener.focus();
    };
    layer.addEventListener("keydown", (e) => {
      if (e.key === "Escape") close();
    });
    layer.addEventListener("click", (e) => {
      if (e.target === layer) close();
    });
    closeBtn.onclick = close;
    gallery = { layer, close };
    document.body.append(layer);
    closeBtn.focus({ preventScroll: true });
    dialog.scrollTop = 0;
  }

  // -- panels --------------------------------------------------------------------------------
  function drawPanels(view) {
    panelsEl.replaceChildren(
      ...view.players.map((pl, p) => {
        const cls = ["panel", snap.current === p ? "current" : "", snap.over && snap.winners.includes(p) ? "winner" : ""].join(" ");
        const rounds = pl.round_scores.length ? pl.round_scores.map((r, i) => `R${i + 1}: ${r}`).join(" · ") : "no round scored yet";
        const voids = pl.void.length ? h("p", { class: "note" }, "Has shown no ", ...pl.void.map((v) => h("span", { class: "void" }, suitIcon(v, 14), ` ${SUITS[v].name}`))) : null;
        return h(
          "article",
          { class: cls, "aria-label": `${nm(p)}: ${pl.score} points` },
          h("h3", {}, seatBadge(p), h("span", {}, nm(p)), snap.current === p ? h("span", { class: "turn-chip" }, "to play") : null, h("span", { class: "score", title: "total points" }, String(pl.score))),
          h("p", { class: "note" }, `Rounds: ${rounds}`),
          h("p", { class: "note" }, `This round: ${pl.tricks} trick${pl.tricks === 1 ? "" : "s"} won, bouquet ${pl.bouquet_score} pts, ${pl.hand_count} card${pl.hand_count === 1 ? "" : "s"} in hand`),
          voids,
        );
      }),
    );
  }

  // -- drawing ---------------------------------------------------------------------------------
  function draw() {
    const view = snap.view;
    const moves = ctx.interactive ? snap.moves : [];
    const hadFocus = table.contains(document.activeElement);
    const focusKey = hadFocus ? document.activeElement.dataset.swap : undefined;
    root.classList.toggle("animate", !reducedMotion());
    root.dataset.me = String(me);
    root.dataset.viewer = ctx.viewer === null ? "none" : String(ctx.viewer);
    root.dataset.phase = view.phase;
    help.textContent = helpText(view, moves);
    table.replaceChildren(drawMine(view, moves), drawTrick(view, moves), drawOpponent(view), drawHand(view, moves));
    scoresBtn.hidden = !view.scoring;
    scoresBtn.textContent = view.scoring ? `Round ${view.scoring.round} count` : "Round scores";
    if (hadFocus) {
      const next = (focusKey && table.querySelector(`[data-swap="${focusKey}"]`)) || table.querySelector("[data-target].legal, [data-target]");
      next?.focus({ preventScroll: true });
    }
  }

  return {
    update(nextSnap, nextCtx) {
      const prevPly = snap?.ply;
      fresh = prevPly !== nextSnap.ply;
      snap = nextSnap;
      ctx = nextCtx;
      const view = snap.view;
      if (ctx.viewer !== null && ctx.viewer !== undefined) me = ctx.viewer;
      else if (snap.current !== null) me = snap.current;
      if (prevPly !== undefined && prevPly !== snap.ply && scoring && scoredKey !== snap.ply) stopScoring();
      draw();
      drawPanels(view);
      const scoredNow = view.scoring && view.events.some((e) => e.event === "scored");
      // The count animates once, when the next player can see it; at the game's
      // end it animates on the final screen instead (resultDetails).
      if (scoredNow && scoredKey !== snap.ply && ctx.interactive && !snap.over) {
        scoredKey = snap.ply;
        openScoring(true);
        scoringBox.scrollIntoView?.({ block: "nearest" });
      }
    },
    resultDetails(final, { names: finalNames }) {
      const view = final.view;
      const rounds = view.players[0].round_scores.length;
      const table = h(
        "table",
        { class: "results petals-rounds" },
        h("thead", {}, h("tr", {}, h("th", {}, "Round"), ...finalNames.map((n) => h("th", { class: "num" }, n)))),
        h(
          "tbody",
          {},
          Array.from({ length: rounds }, (_, r) => h("tr", {}, h("th", { scope: "row" }, `Round ${r + 1}`), ...view.players.map((pl) => h("td", { class: "num" }, String(pl.round_scores[r]))))),
          h("tr", {}, h("th", { scope: "row" }, "Total"), ...view.players.map((pl) => h("td", { class: "num" }, String(pl.score)))),
        ),
      );
      let count = null;
      if (view.scoring) {
        finalCount?.stop();
        finalCount = count = buildCount(view.scoring, finalNames);
        count.start(true);
      }
      return h("div", { class: "petals-result", "data-scores": "" }, table, count?.el);
    },
    destroy() {
      stopScoring();
      finalCount?.stop();
      gallery?.close();
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

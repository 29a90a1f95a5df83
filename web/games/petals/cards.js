// Petals' static drawings: a card face (hand, trick, gallery), a card back, a
// bouquet tile, a suit's mark, a seat's badge, a tappable button and the effect icons. Each is made once per card and
// kept by the keyed render; nothing here knows the game's state.
import { h, s, shapeMark } from "../../ui.js";
import { SEAT_MARKS, SUITS, amountText, nameLines } from "./text.js";

/** @typedef {import("./text.js").Card} Card */

/**
 * A suit's shape centred on (x, y), radius r.
 * @param {string} suit
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function suitMark(suit, x, y, r) {
  const { fill, shape } = SUITS[suit];
  return shapeMark(shape, x, y, r, { fill, stroke: "#1b1b1b", "stroke-width": 1.6, class: "suit-mark" });
}

/**
 * @param {string} suit
 * @param {number} [size]
 */
export function suitIcon(suit, size = 18) {
  return s(
    "svg",
    { viewBox: "0 0 24 24", width: size, height: size, class: "suit-icon", "aria-hidden": "true" },
    suitMark(suit, 12, 12, 10),
  );
}

/**
 * The effect-kind symbol (the rulebook's five kinds plus switch) in a white disc.
 * @param {string} kind
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function effectIcon(kind, x, y, r) {
  const g = s("g", { class: `effect-icon effect-${kind}` });
  g.append(s("circle", { cx: x, cy: y, r, fill: "#ffffff", stroke: "#1b1b1b", "stroke-width": 2 }));
  const line = {
    fill: "none",
    stroke: "#1b1b1b",
    "stroke-width": r * 0.2,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  };
  const k = r * 0.5;
  if (kind === "add") g.append(s("path", { d: `M${x - k} ${y}h${2 * k}M${x} ${y - k}v${2 * k}`, ...line }));
  else if (kind === "multiply")
    g.append(s("path", { d: `M${x - k} ${y - k}l${2 * k} ${2 * k}M${x + k} ${y - k}l${-2 * k} ${2 * k}`, ...line }));
  else if (kind === "negate")
    g.append(
      s("circle", { cx: x, cy: y, r: k * 1.05, ...line }),
      s("path", { d: `M${x - k * 0.75} ${y + k * 0.75}l${1.5 * k} ${-1.5 * k}`, ...line }),
    );
  else if (kind === "reactivate") {
    const a0 = -Math.PI * 0.35;
    const sx = x + k * Math.cos(a0);
    const sy = y + k * Math.sin(a0);
    g.append(
      s("path", {
        d: `M${sx.toFixed(1)} ${sy.toFixed(1)}A${k} ${k} 0 1 0 ${(x + k).toFixed(1)} ${(y + k * 0.25).toFixed(1)}`,
        ...line,
      }),
      s("path", {
        d:
          `M${(sx - k * 0.55).toFixed(1)} ${(sy - k * 0.1).toFixed(1)}L${sx.toFixed(1)} ${sy.toFixed(1)}` +
          `L${(sx + k * 0.05).toFixed(1)} ${(sy - k * 0.6).toFixed(1)}`,
        ...line,
      }),
    );
  } else if (kind === "zero")
    // a drawn 0: no text to shrink below 12 px
    g.append(s("ellipse", { cx: x, cy: y, rx: k * 0.62, ry: k * 0.95, ...line }));
  else if (kind === "switch") {
    g.append(
      s("path", {
        d:
          `M${x - k} ${y - k * 0.4}h${2 * k}l${-k * 0.5} ${-k * 0.5}` +
          `M${x + k} ${y + k * 0.4}h${-2 * k}l${k * 0.5} ${k * 0.5}`,
        ...line,
      }),
    );
  }
  return g;
}

/**
 * A tiny 3x3 diagram: the card's own cell (ring) and the cells it affects (filled).
 * @param {Card} card
 * @param {number} x
 * @param {number} y
 * @param {number} cell
 */
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
      g.append(
        s("rect", {
          x: cx + 0.6,
          y: cy + 0.6,
          width: cell - 1.2,
          height: cell - 1.2,
          rx: 1.5,
          class: hit ? "hit" : self ? "self" : "off",
        }),
      );
      if (self) g.append(s("circle", { cx: cx + cell / 2, cy: cy + cell / 2, r: cell * 0.22, class: "self-dot" }));
    }
  }
  return g;
}

/**
 * The name on one or two lines, shrunk to fit `width`.
 * @param {string} name
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} size
 * @param {string} ink
 */
function nameText(name, x, y, width, size, ink) {
  const lines = nameLines(name);
  const longest = Math.max(...lines.map((l) => l.length));
  const font = Math.min(size, width / (longest * 0.62));
  const top = y - ((lines.length - 1) * font * 1.05) / 2;
  // the narrowest card (CSS px, in steps) on which the name is 12 px at least: below
  // it the stylesheet leaves the name to the card's label
  const needs = [72, 96, 120, 160].find((w) => (font * w) / 100 >= 12) || 200;
  return lines.map((line, i) =>
    s(
      "text",
      {
        x,
        y: (top + i * font * 1.05).toFixed(1),
        "text-anchor": "middle",
        "font-size": font.toFixed(1),
        class: `name needs-${needs}`,
        fill: ink,
      },
      line,
    ),
  );
}

/** @param {string} fill five petals around a golden heart: a card without effect */
function plainMark(fill) {
  const g = s("g", { class: "plain", "aria-hidden": "true" });
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    g.append(s("circle", { cx: 50 + Math.cos(a) * 8, cy: 116 + Math.sin(a) * 8, r: 6, fill, opacity: 0.55 }));
  }
  g.append(s("circle", { cx: 50, cy: 116, r: 4.5, fill: "#f4c542", stroke: "#1b1b1b", "stroke-width": 1 }));
  return g;
}

/**
 * A full card face (hand, trick, gallery): value, suit, name, effect icon and diagram.
 * What it shows written is `faceText(card)` (text.js), in the same order.
 * @param {Card} card
 */
export function cardFace(card) {
  const suit = SUITS[card.suit];
  const svg = s("svg", { viewBox: "0 0 100 140", class: "petals-face", "aria-hidden": "true", focusable: "false" });
  svg.append(
    s("rect", {
      x: 2.5,
      y: 2.5,
      width: 95,
      height: 135,
      rx: 10,
      fill: suit.tint,
      stroke: suit.fill,
      "stroke-width": 5,
    }),
    s("text", { x: 9, y: 33, class: "value", fill: suit.ink }, String(card.value)),
    suitMark(card.suit, 81, 19, 12),
    s("text", { x: 81, y: 49, "text-anchor": "middle", class: "suit-letter", fill: suit.ink }, card.suit),
  );
  if (card.effect) {
    svg.append(effectIcon(card.effect, 20, 117, 14), diagram(card, 61, 99, 11.5));
    const amount = amountText(card);
    if (amount)
      svg.append(s("text", { x: 20, y: 97, "text-anchor": "middle", class: "amount", fill: "#1b1b1b" }, amount));
  }
  // The name comes last: a small card hides its name first (style.css), and what it
  // still shows must read as the start of its accessible name (label in name).
  svg.append(...nameText(card.name, 50, 76, 84, 19, suit.ink));
  if (!card.effect) svg.append(plainMark(suit.fill));
  return svg;
}

/**
 * A card face whose texts read as separate words ("5 W +3 Cornflower", not
 * "5W+3Cornflower") to speech input and audits, which join text nodes as they are:
 * each SVG text gets a trailing space, which SVG drops from the drawing (the same as
 * web/ui.js labelInName does). For the hand, whose labels start with `faceText`.
 * @param {Card} card
 */
export function spacedFace(card) {
  const svg = cardFace(card);
  for (const text of svg.querySelectorAll("text")) {
    const node = text.firstChild;
    const value = node?.nodeValue;
    if (node && value !== null && value !== undefined && !/\s$/.test(value)) node.nodeValue = `${value} `;
  }
  return svg;
}

/** @param {string} [extra] a class: "mini" for the opponent's fan */
export function cardBack(extra = "") {
  const svg = s("svg", {
    viewBox: "0 0 100 140",
    class: `petals-back ${extra}`,
    "aria-hidden": "true",
    focusable: "false",
  });
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

/**
 * A bouquet tile: value, suit, name, effect icon; `now` = its value after effects.
 * @param {Card | null} card null: an empty cell
 * @param {number | null} [now]
 * @param {boolean} [small]
 */
export function tile(card, now = null, small = false) {
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
    svg.append(
      s(
        "g",
        { class: "now-badge" },
        s("rect", { x: 31, y: 58, width: 66, height: 39, rx: 9, class: up ? "now up" : "now down" }),
        s(
          "text",
          { x: 64, y: 78, "text-anchor": "middle", "dominant-baseline": "central", class: "now-text" },
          `${up ? "▲" : "▼"}${now}`,
        ),
      ),
    );
  }
  // the name last, as on a card: what a small tile still shows starts its label
  svg.append(
    ...(small ? nameText(card.name, 50, 56, 96, 23, suit.ink) : nameText(card.name, 50, 55, 88, 18, suit.ink)),
  );
  return svg;
}

/**
 * A native button keyed by its intent: `listen` takes nodes with role=button.
 * @param {import("../../ui.js").Attrs} attrs
 * @param {...any} children
 */
export const button = (attrs, ...children) => h("button", { type: "button", role: "button", ...attrs }, ...children);

/**
 * A seat's mark (A, B), as the zones, the panels and the count draw it.
 * @param {number} p
 */
export const seatBadge = (p) => h("span", { class: `seat seat-${p}`, "aria-hidden": "true" }, SEAT_MARKS[p]);

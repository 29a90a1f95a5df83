// The lobby's board pictures, drawn at build time (tools/board_pictures.py hands over each
// game's position on stdin as the engine's view): each game's own renderer pieces (its
// squares, tiles, cards, pyramids and petals, from web/games/<id>/) draw it, through a
// few lines of DOM enough for web/ui.js's h() and s(), and the game's own board rules
// of its stylesheet style it, with the page's colours (light-dark(), so that the picture
// follows the page's light or dark scheme, which Chromium hands to an SVG image).
// Writes <dist>/assets/boards/<id>.svg and <dist>/web/lobby/pictures.js.
//   node tools/board_pictures.mjs dist < views.json
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const WIDTH = 320; // every picture 16:10, so that the lobby's cards line up
const HEIGHT = 200;

// -- just enough DOM for h() and s() -------------------------------------------------

class FakeNode {}
class FakeText extends FakeNode {
  constructor(/** @type {unknown} */ text) {
    super();
    this.nodeValue = String(text);
  }
  toString() {
    return escape(this.nodeValue);
  }
}
class FakeElement extends FakeNode {
  constructor(/** @type {string} */ tag) {
    super();
    this.tagName = tag;
    /** @type {Map<string, string>} */
    this.attrs = new Map();
    /** @type {FakeNode[]} */
    this.childNodes = [];
    /** @type {Record<string, string>} */
    this.style = {};
  }
  setAttribute(/** @type {string} */ name, /** @type {unknown} */ value) {
    this.attrs.set(name, String(value));
  }
  getAttribute(/** @type {string} */ name) {
    return this.attrs.get(name) ?? null;
  }
  append(/** @type {any[]} */ ...nodes) {
    for (const node of nodes) this.childNodes.push(node instanceof FakeNode ? node : new FakeText(node));
  }
  set textContent(/** @type {unknown} */ text) {
    this.childNodes = [new FakeText(text)];
  }
  get firstChild() {
    return this.childNodes[0] ?? null;
  }
  get classList() {
    const names = () => (this.getAttribute("class") || "").split(/\s+/).filter(Boolean);
    return { add: (/** @type {string[]} */ ...more) => this.setAttribute("class", [...names(), ...more].join(" ")) };
  }
  addEventListener() {} // a picture takes no taps
  toString() {
    if (/\b(hit|focus-ring)\b/.test(this.getAttribute("class") || "")) return ""; // taps only, in a picture
    const style = Object.entries(this.style)
      .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${v}`)
      .join(";");
    const attrs = [...this.attrs, ...(style ? [["style", style]] : [])]
      .filter(([name]) => !name.startsWith("aria-") && name !== "focusable" && name !== "role")
      .map(([name, value]) => ` ${name}="${escape(value)}"`)
      .join("");
    return `<${this.tagName}${attrs}>${this.childNodes.join("")}</${this.tagName}>`;
  }
}
const escape = (/** @type {string} */ text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const body = new FakeElement("g"); // where a piece module puts its shared <defs> (petal_battle's stripes)
Object.assign(globalThis, {
  Node: FakeNode,
  document: {
    createElement: (/** @type {string} */ tag) => new FakeElement(tag),
    createElementNS: (/** @type {string} */ _, /** @type {string} */ tag) => new FakeElement(tag),
    createTextNode: (/** @type {unknown} */ text) => new FakeText(text),
    getElementById: () => null,
    body,
  },
});

const { s } = await import("../web/ui.js");
const floriado = await import("../web/games/floriado/pieces.js");
const petal = await import("../web/games/petal/pieces.js");
const petals = await import("../web/games/petals/cards.js");
const battle = await import("../web/games/petal_battle/pieces.js");
const antho = await import("../web/games/anthokyklos/pieces.js");
const geometry = await import("../web/games/anthokyklos/geometry.js");

// -- each game's picture: [the board's class (its stylesheet's rules), viewBox, nodes, alt] --

/** @typedef {{board: string, box: number[], nodes: any[], alt: string}} Drawing */

/** @returns {Drawing} */
function drawFloriado(/** @type {any} */ view) {
  const nodes = view.squares.map((/** @type {any} */ sq, /** @type {number} */ i) =>
    s("g", {}, floriado.squareContent({ ...sq, row: Math.floor(i / view.cols), col: i % view.cols, target: null })),
  );
  view.men.forEach((/** @type {any} */ man, /** @type {number} */ player) => {
    if (!man) return;
    const node = floriado.manNode(player);
    const x = floriado.PAD + man.col * floriado.CELL + 76;
    const y = floriado.PAD + man.row * floriado.CELL + (player === 0 ? 25 : 75);
    node.style = {}; // placed by its transform, as a drawing, not by the screen's transition
    node.setAttribute("transform", `translate(${x} ${y}) rotate(${{ N: 0, E: 90, S: 180, W: 270 }[man.facing]})`);
    nodes.push(node);
  });
  const [w, h] = [view.cols * floriado.CELL, view.rows * floriado.CELL];
  const alt = `Floriado's field: ${view.rows} rows of ${view.cols} squares of coloured flowers, numbered, `
    + "with the two players' men on it.";
  return { board: "floriado-board", box: [floriado.PAD, floriado.PAD, w, h], nodes, alt };
}

/** @returns {Drawing} */
function drawPetal(/** @type {any} */ view) {
  const nodes = [petal.patterns()];
  view.cells.forEach((/** @type {any} */ cell, /** @type {number} */ i) => {
    const x = petal.PAD + (i % view.cols) * petal.CELL;
    const y = petal.PAD + Math.floor(i / view.cols) * petal.CELL;
    if (i === view.tree) nodes.push(petal.drawTree(x, y));
    else if (cell.kind === "petal") nodes.push(petal.drawPetal(x, y, cell.colour, cell.number));
    else if (cell.kind === "flower") nodes.push(petal.drawFlower(x, y, cell));
  });
  const size = view.cols * petal.CELL;
  const alt = `Petal's board: ${view.rows} by ${view.cols} pink and green numbered petals around a tree, `
    + "some turned into flowers.";
  return { board: "petal-board", box: [petal.PAD, petal.PAD, size, view.rows * petal.CELL], nodes, alt };
}

/** @returns {Drawing} */
function drawPetals(/** @type {any} */ view) {
  const hand = view.players[0].hand.slice(0, 6);
  const nodes = hand.map((/** @type {any} */ card, /** @type {number} */ i) => {
    const face = petals.cardFace(card);
    const turn = (i - (hand.length - 1) / 2) * 9;
    for (const [k, v] of Object.entries({ x: 0, y: 0, width: 100, height: 140 })) face.setAttribute(k, v);
    return s("g", { transform: `translate(${70 + i * 62} 40) rotate(${turn} 50 260)` }, face);
  });
  const names = hand.map((/** @type {any} */ card) => card.name).join(", ");
  return { board: "petals-face", box: [-60, -40, 640, 400], nodes, alt: `A hand of Petals cards: ${names}.` };
}

/** @returns {Drawing} */
function drawBattle(/** @type {any} */ view) {
  battle.ensurePattern(); // Blue's stripes, into `body`
  /** @type {any[]} */
  const nodes = [];
  for (let i = 0; i < view.petals; i++) {
    const tip = battle.at(i, 250);
    const mid = battle.at(i, 170);
    nodes.push(s("ellipse", { class: "petal-shape", cx: mid.x, cy: mid.y, rx: 46, ry: 118,
      transform: `rotate(${36 * i} ${mid.x} ${mid.y})` }));
    nodes.push(s("text", { class: "petal-no", x: tip.x, y: tip.y + 7, "text-anchor": "middle" }, String(i + 1)));
  }
  nodes.push(s("circle", { class: "heart-disc", cx: battle.C, cy: battle.C, r: 70 }));
  view.board.forEach((/** @type {any} */ piece, /** @type {number} */ i) => {
    if (!piece) return;
    nodes.push(s("g", { transform: battle.standOn(i, piece.size) }, battle.pyramid(piece.size, piece.owner)));
  });
  const alt = "Petal Battle's daisy: ten numbered petals, with red and striped blue pyramids standing on some.";
  return { board: "pb-daisy", box: [0, 0, battle.VB, battle.VB], nodes: [...body.childNodes, ...nodes], alt };
}

/** @returns {Drawing} */
function drawAntho(/** @type {any} */ view) {
  const nodes = [s("circle", { r: geometry.BOUND[0] - 6, class: "disc" })];
  for (const space of view.spaces) {
    const points = geometry.petalPoints(space.ring, space.angle);
    const colour = space.colour ? antho.COLOURS[space.colour] : null;
    const [cx, cy] = geometry.centroid(points);
    const size = Math.min(15, (geometry.BOUND[space.ring] - geometry.BOUND[space.ring - 1]) * 0.26);
    nodes.push(s("g", { class: `space ${colour ? "filled" : "empty"}` },
      s("path", { d: geometry.roundedPath(geometry.shrink(points, 5), 0.3), class: "petal",
        style: colour ? { fill: colour.fill } : undefined }),
      colour ? antho.mark(colour.mark, cx, cy, size, { fill: colour.ink }) : null));
  }
  const placed = view.spaces.filter((/** @type {any} */ sp) => sp.colour).length;
  const alt = `Anthokyklos's flower: five rings of petal spaces around its heart, ${placed} of them `
    + "filled with red, yellow and blue tiles.";
  // the rings with tiles and the next one, in a 16:10 frame
  const rings = view.spaces.filter((/** @type {any} */ sp) => sp.colour).map((/** @type {any} */ sp) => sp.ring);
  const ring = Math.min(view.rings, 1 + Math.max(1, ...rings));
  const half = geometry.BOUND[ring] + geometry.TIP[ring];
  const box = [(-half * WIDTH) / HEIGHT, -half, (2 * half * WIDTH) / HEIGHT, 2 * half];
  return { board: "antho-flower", box, nodes: [s("g", { class: "pistil" }, nodes[0]),
    ...nodes.slice(1)], alt };
}

const DRAW = { floriado: drawFloriado, petal: drawPetal, petals: drawPetals, petal_battle: drawBattle,
  anthokyklos: drawAntho };

// -- styles: the page's colours and the game's own board rules --------------------------

const pageColours = () => {
  const css = readFileSync(join(ROOT, "web", "style.css"), "utf8");
  const root = css.match(/^:root \{[\s\S]*?^\}/m);
  if (!root) throw new Error("web/style.css has no :root block of colours");
  return root[0];
};

/** The game's one-line rules that style its board's class (not those inside @media). */
function boardRules(/** @type {string} */ game, /** @type {string} */ board) {
  const css = readFileSync(join(ROOT, "web", "games", game, "style.css"), "utf8");
  const rules = css.split("\n").filter((line) => /^[^\s@}][^{]*\{.*\}\s*$/.test(line) && line.includes(`.${board}`));
  if (!rules.length) throw new Error(`web/games/${game}/style.css has no rule for .${board}`);
  return rules.join("\n");
}

/** @returns {string} */
function svgOf(/** @type {string} */ game, /** @type {Drawing} */ drawing) {
  const style = `${pageColours()}\n${boardRules(game, drawing.board)}\nsvg { font-family: system-ui, sans-serif; }`;
  return `<svg xmlns="http://www.w3.org/2000/svg" class="${drawing.board}" width="${WIDTH}" height="${HEIGHT}" `
    + `viewBox="${drawing.box.join(" ")}"><style>${style}</style>${drawing.nodes.join("")}</svg>\n`;
}

const dist = process.argv[2];
if (!dist) throw new Error("usage: node tools/board_pictures.mjs <dist> < views.json");
const views = JSON.parse(readFileSync(0, "utf8"));
mkdirSync(join(dist, "assets", "boards"), { recursive: true });
/** @type {Record<string, {src: string, width: number, height: number, alt: string}>} */
const pictures = {};
for (const [game, view] of Object.entries(views)) {
  const draw = DRAW[/** @type {keyof typeof DRAW} */ (game)];
  if (!draw) throw new Error(`no picture for the game ${game}`);
  body.childNodes = [];
  const drawing = draw(view);
  writeFileSync(join(dist, "assets", "boards", `${game}.svg`), svgOf(game, drawing));
  pictures[game] = { src: `assets/boards/${game}.svg`, width: WIDTH, height: HEIGHT, alt: drawing.alt };
}
writeFileSync(
  join(dist, "web", "lobby", "pictures.js"),
  "// Written by tools/board_pictures.mjs at build time: each game's board picture and its alt text.\n"
    + `export const PICTURES = ${JSON.stringify(pictures, null, 1)};\n`,
);

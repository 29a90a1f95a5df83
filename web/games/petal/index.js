// @ts-nocheck  (legacy module, typed as the redesign of issue 22 replaces it)
// Petal renderer: draws the 7x7 board of petals, flowers (stacks) and the tree,
// the players' panels with their kept flowers, and turns taps into moves. It
// knows no rules: what a tile may do comes from `snap.moves`, everything else
// from `snap.view`; a tap that is no legal move is sent to the engine, whose
// refusal (a sentence) is shown as a toast.
import { boardLabels, GridFocus, h, reducedMotion, s, target, watchScale } from "../../ui.js";

const CELL = 100;
const PAD = 28; // room for the A-G / 1-7 labels
const FILES = "ABCDEFG";

// Each colour has a letter and a pattern as well as a hue, for colour-blind players:
// pink is dotted and marked P, green is striped and marked G.
export const COLOURS = {
  pink: { fill: "#c2477e", tint: "#fbe1ed", ink: "#5e1437", letter: "P", word: "pink" },
  green: { fill: "#2e7b3c", tint: "#dcefd6", ink: "#173f1e", letter: "G", word: "green" },
};

const words = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Tiles in words: "pink 3, 7; green 1" (colour by colour, numbers ascending). */
function tilesWords(tiles) {
  return Object.keys(COLOURS)
    .map((colour) => {
      const numbers = tiles.filter((t) => t.colour === colour).map((t) => t.number).sort((a, b) => a - b);
      return numbers.length ? `${colour} ${numbers.join(", ")}` : "";
    })
    .filter(Boolean)
    .join("; ");
}

/** One tile as a small chip: letter + number on its colour ("P3"). */
function chip(t) {
  return h("span", { class: `petal-chip ${t.colour}`, "aria-hidden": "true" }, `${COLOURS[t.colour].letter}${t.number}`);
}

function chips(tiles) {
  return h("span", { class: "petal-chips" }, tiles.map(chip), h("span", { class: "sr-only" }, tilesWords(tiles)));
}

/** A colour swatch with its letter, for panels and tables. */
function swatch(colour, size = 24) {
  const c = COLOURS[colour];
  return s(
    "svg",
    { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true", class: "petal-swatch" },
    s("rect", { x: 1.5, y: 1.5, width: 21, height: 21, rx: 5, fill: c.fill, stroke: "#222", "stroke-width": 1.5 }),
    s("text", { x: 12, y: 17, "text-anchor": "middle", "font-size": 15, "font-weight": 800, fill: "#fff" }, c.letter),
  );
}

function patterns() {
  // Dots for pink, diagonal stripes for green: drawn over the colour, in light ink.
  return s(
    "defs",
    {},
    s("pattern", { id: "petal-dots", width: 12, height: 12, patternUnits: "userSpaceOnUse" }, s("circle", { cx: 6, cy: 6, r: 2.6, fill: "#fff", opacity: 0.55 })),
    s(
      "pattern",
      { id: "petal-stripes", width: 12, height: 12, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      s("rect", { x: 0, y: 0, width: 4.5, height: 12, fill: "#fff", opacity: 0.45 }),
    ),
  );
}

const PATTERN = { pink: "url(#petal-dots)", green: "url(#petal-stripes)" };

/** A face-up petal: patterned frame in its colour, its letter, its number. */
function drawPetal(x, y, colour, number) {
  const c = COLOURS[colour];
  return s(
    "g",
    { class: `tile face ${colour}` },
    s("rect", { x: x + 6, y: y + 6, width: 88, height: 88, rx: 12, fill: c.fill }),
    s("rect", { x: x + 6, y: y + 6, width: 88, height: 88, rx: 12, fill: PATTERN[colour] }),
    s("rect", { x: x + 16, y: y + 16, width: 68, height: 68, rx: 8, fill: c.tint }),
    s("text", { x: x + 26, y: y + 37, "text-anchor": "middle", class: "letter", fill: c.ink }, c.letter),
    s("text", { x: x + 56, y: y + 76, "text-anchor": "middle", class: "number", fill: c.ink }, String(number)),
  );
}

/** A tile's back: its colour, its pattern, a white flower and its letter. */
function drawBack(x, y, colour, size = 80) {
  const c = COLOURS[colour];
  const cx = x + size / 2;
  const cy = y + size / 2 + 4;
  const petals = [];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    petals.push(s("circle", { cx: cx + Math.cos(a) * 12, cy: cy + Math.sin(a) * 12, r: 9, fill: "#fff", opacity: 0.9 }));
  }
  return s(
    "g",
    { class: `tile back ${colour}` },
    s("rect", { x, y, width: size, height: size, rx: 12, fill: c.fill, stroke: "#1d1d1d", "stroke-width": 2.5 }),
    s("rect", { x, y, width: size, height: size, rx: 12, fill: PATTERN[colour] }),
    petals,
    s("circle", { cx, cy, r: 7, fill: c.fill, stroke: "#fff", "stroke-width": 2 }),
    s("text", { x: x + 16, y: y + 27, "text-anchor": "middle", class: "letter", fill: "#fff" }, c.letter),
  );
}

/** A flower: a stack of tiles, the top one's back showing, its height on a badge. */
function drawFlower(x, y, cell) {
  const layers = Math.min(cell.height, 4) - 1;
  const g = s("g", { class: "flower" });
  for (let i = layers; i >= 1; i--) {
    g.append(s("rect", { class: "under", x: x + 5 + i * 5, y: y + 5 + i * 5, width: 76, height: 76, rx: 12 }));
  }
  const top = drawBack(x + 5, y + 5, cell.top, 76);
  top.classList.add("top");
  g.append(top);
  g.append(
    s("rect", { class: "badge", x: x + 46, y: y + 2, width: 52, height: 36, rx: 18 }),
    s("text", { class: "height", x: x + 72, y: y + 29, "text-anchor": "middle" }, `×${cell.height}`),
  );
  return g;
}

function drawTree(x, y) {
  return s(
    "g",
    { class: "tree", "aria-hidden": "true" },
    s("rect", { x: x + 6, y: y + 6, width: 88, height: 88, rx: 44, class: "tree-disc" }),
    s("rect", { x: x + 45, y: y + 52, width: 10, height: 30, rx: 3, fill: "#6b4423" }),
    s("circle", { cx: x + 50, cy: y + 40, r: 22, fill: "#3d7a35" }),
    s("circle", { cx: x + 36, cy: y + 50, r: 14, fill: "#4d8f42" }),
    s("circle", { cx: x + 64, cy: y + 50, r: 14, fill: "#4d8f42" }),
    s("circle", { cx: x + 42, cy: y + 34, r: 4, fill: COLOURS.pink.fill }),
    s("circle", { cx: x + 60, cy: y + 42, r: 4, fill: COLOURS.pink.fill }),
  );
}

function cellWords(cell, open) {
  if (cell.kind === "tree") return `${cell.name}, the tree`;
  if (cell.kind === "empty") return `${cell.name}, empty`;
  if (cell.kind === "petal") return `${cell.name}, ${cell.colour} ${cell.number} petal`;
  let text = `${cell.name}, flower of ${cell.height} tiles, ${cell.top} back on top`;
  if (open && cell.tiles) text += `, holding ${tilesWords(cell.tiles)}`;
  return text;
}

function tileWords(cell) {
  return cell.kind === "petal" ? `${cell.colour} ${cell.number}` : `${cell.height}-tile flower`;
}

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

export function mount(boardEl, panelsEl, hooks) {
  const svg = s("svg", { class: "petal-board", role: "group", "aria-label": "Petal board" });
  const labelsLayer = s("g", { "aria-hidden": "true" });
  const scale = watchScale(svg);
  const cellsLayer = s("g", {});
  const fxLayer = s("g", { "aria-hidden": "true", class: "fx" });
  svg.append(patterns(), labelsLayer, cellsLayer, fxLayer);
  const help = h("p", { class: "board-help" });
  const bar = h("div", { class: "petal-bar", role: "group", "aria-label": "Selected tile" });
  boardEl.append(help, svg, bar);
  const focus = new GridFocus(cellsLayer);
  cellsLayer.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && selected !== null) {
      event.preventDefault();
      selected = null;
      draw();
    }
  });
  let snap = null;
  let ctx = null;
  let selected = null; // square chosen as the tile to flip or pick
  let drawnLabels = false;
  const openKept = [false, false]; // kept-flower lists the players opened
  let animations = [];
  let refocus = false; // put focus back on the board after the next update

  function drawLabels(view) {
    if (drawnLabels) return;
    drawnLabels = true;
    svg.setAttribute("viewBox", `0 0 ${PAD + view.cols * CELL + 4} ${PAD + view.rows * CELL + 4}`);
    labelsLayer.append(...boardLabels(view.cols, view.rows, { pad: PAD, cell: CELL, files: FILES }));
    scale.update();
  }

  function options() {
    const flips = new Map();
    const picks = new Map();
    if (!ctx.interactive) return { flips, picks };
    for (const move of snap.moves) {
      if (move.type === "flip") {
        if (!flips.has(move.from)) flips.set(move.from, []);
        flips.get(move.from).push(move);
      } else if (move.type === "pick") {
        picks.set(move.cell, move);
      }
    }
    return { flips, picks };
  }

  function isSource(square, opts) {
    return opts.flips.has(square) || opts.picks.has(square);
  }

  /** A square next to `square` on the board (geometry only), for asking the engine why not. */
  function sideOf(square) {
    const cols = snap.view.cols;
    return square % cols < cols - 1 ? square + 1 : square - 1;
  }

  function tap(square) {
    if (!ctx.interactive) return;
    const opts = options();
    if (selected !== null) {
      if (square === selected) {
        selected = null;
        draw();
        return;
      }
      const move = (opts.flips.get(selected) || []).find((m) => m.to === square);
      if (move) {
        hooks.play(move);
        return;
      }
      if (isSource(square, opts)) {
        selected = square;
        draw();
        return;
      }
      // Not a destination: the engine says why ("You can't flip a petal onto the tree tile.").
      hooks.play({ type: "flip", from: selected, to: square });
      return;
    }
    if (isSource(square, opts)) {
      selected = square;
      draw();
      return;
    }
    const cell = snap.view.cells[square];
    if (cell.kind === "flower") hooks.play({ type: "pick", cell: square });
    else hooks.play({ type: "flip", from: square, to: sideOf(square) });
  }

  function label(cell, square, flags) {
    const parts = [cellWords(cell, snap.view.open_flowers)];
    if (flags.lastTo) parts.push("just flipped here");
    if (flags.selected) parts.push("selected: tap again to cancel");
    else if (flags.dest) parts.push(`tap to flip the ${tileWords(snap.view.cells[selected])} from ${snap.view.cells[selected].name} onto it`);
    else if (flags.source) parts.push(cell.kind === "flower" ? "tap to choose it, to flip or pick it" : "tap to choose it and see where it can flip");
    return parts.join(", ");
  }

  function draw() {
    const view = snap.view;
    drawLabels(view);
    const opts = options();
    if (selected !== null && !isSource(selected, opts)) selected = null;
    const dests = new Set((opts.flips.get(selected) || []).map((m) => m.to));
    const last = view.last;
    const hadFocus = cellsLayer.contains(document.activeElement);
    const nodes = view.cells.map((cell, i) => {
      const row = Math.floor(i / view.cols);
      const col = i % view.cols;
      const x = PAD + col * CELL;
      const y = PAD + row * CELL;
      const flags = {
        source: isSource(i, opts),
        dest: dests.has(i),
        selected: selected === i,
        lastTo: last?.type === "flip" && last.to === i,
        lastFrom: last && ((last.type === "flip" && last.from === i) || (last.type === "pick" && last.cell === i)),
      };
      const cls = ["cell", `kind-${cell.kind}`];
      for (const [flag, on] of Object.entries(flags)) if (on) cls.push(flag === "lastTo" ? "last-to" : flag === "lastFrom" ? "last-from" : flag);
      const g = s("g", { class: cls.join(" "), "data-row": row, "data-col": col, "data-square": cell.name, "data-kind": cell.kind, "data-target": (flags.source || flags.dest) && !flags.selected });
      g.append(s("rect", { class: "ground", x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 13 }));
      if (cell.kind === "petal") g.append(drawPetal(x, y, cell.colour, cell.number));
      else if (cell.kind === "flower") g.append(drawFlower(x, y, cell));
      else if (cell.kind === "tree") g.append(drawTree(x, y));
      else if (flags.lastFrom && last.type === "pick") {
        g.append(s("text", { x: x + 50, y: y + 56, "text-anchor": "middle", class: "picked-note" }, "picked"));
      }
      if (flags.dest) g.append(s("rect", { class: "mark", x: x + 4, y: y + 4, width: CELL - 8, height: CELL - 8, rx: 13 }));
      if (flags.selected) g.append(s("rect", { class: "select-mark", x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 14 }));
      g.append(s("rect", { class: "focus-ring", x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 15, fill: "none", stroke: "none", opacity: 0 }));
      target(g, label(cell, i, flags), () => tap(i));
      return g;
    });
    cellsLayer.replaceChildren(...nodes);
    focus.refresh(hadFocus);
    drawBar(opts);
    help.textContent = helpText();
  }

  /** "Ann (pink)", or just "Pink" when the player kept the seat's name. */
  function who(p) {
    const name = ctx.names[p];
    const colour = snap.view.players[p].colour;
    return name.toLowerCase() === colour ? name : `${name} (${colour})`;
  }

  function helpText() {
    if (snap.over) return "The game is over.";
    const name = who(snap.current);
    if (!ctx.interactive) return `${name} is playing.`;
    if (selected === null) return `${name}: tap a petal or a flower to see where it can go.`;
    // Only the squares it can go to wear the thick dashed frame: say how many, or that none do.
    const cell = snap.view.cells[selected];
    const places = (options().flips.get(selected) || []).length;
    if (!places) return `${name}: the flower on ${cell.name} has nowhere to flip; pick it below, or tap another petal or flower.`;
    const squares = places === 1 ? "the square" : `one of the ${places} squares`;
    return `${name}: tap ${squares} with a thick dashed frame to flip the ${tileWords(cell)} from ${cell.name} onto it.`;
  }

  function lastWords() {
    const last = snap.view.last;
    if (!last) return null;
    const name = who(last.player);
    if (last.type === "pick") {
      return [h("span", {}, `${name} picked the flower on ${snap.view.cells[last.cell].name}: `), chips(last.tiles), h("span", {}, `, scoring ${words(last.points, "point")}.`)];
    }
    const to = snap.view.cells[last.to].name;
    const from = snap.view.cells[last.from].name;
    return [h("span", {}, last.grew ? `${name} flipped a flower from ${from} onto ${to}: now ${last.height} tiles.` : `${name} flipped a petal from ${from} onto ${to}: a new flower.`)];
  }

  function drawBar(opts) {
    const view = snap.view;
    if (selected === null) {
      const last = lastWords();
      bar.className = "petal-bar idle";
      bar.replaceChildren(h("p", { class: "bar-text" }, last || "No move yet."));
      return;
    }
    const cell = view.cells[selected];
    const cancel = h("button", { class: "btn", type: "button", onclick: () => { selected = null; draw(); focus.refresh(true); } }, "Cancel");
    const parts = [];
    if (cell.kind === "petal") {
      const n = (opts.flips.get(selected) || []).length;
      parts.push(h("p", { class: "bar-text" }, chip(cell), ` ${cell.colour} ${cell.number} on ${cell.name}: ${n ? "tap a framed petal next to it to flip it there." : "it has nowhere to flip."}`));
    } else {
      const text = h("p", { class: "bar-text" }, `Flower on ${cell.name}: ${words(cell.height, "tile")}, ${cell.top} back on top`);
      if (cell.tiles) text.append(": ", chips(cell.tiles));
      text.append(".");
      parts.push(text);
      if (opts.picks.has(selected)) {
        const score = cell.would_score;
        const pickLabel = score === null ? "Pick this flower" : `Pick: scores ${words(score, "point")}`;
        const aria = score === null ? `Pick the flower on ${cell.name} and score it` : `Pick the flower on ${cell.name}, scoring ${words(score, "point")}`;
        parts.push(h("button", { class: "btn primary petal-pick", type: "button", "data-target": true, "aria-label": aria, onclick: () => {
          refocus = bar.contains(document.activeElement); // keyboard users land back on the board
          hooks.play(opts.picks.get(selected));
        } }, pickLabel));
      }
    }
    bar.className = "petal-bar selected";
    bar.replaceChildren(...parts, cancel);
  }

  /** The flipped tile flies from its square to the new flower and turns over. */
  function animateFlip(last) {
    const view = snap.view;
    const to = view.cells[last.to];
    const node = cellsLayer.querySelector(`[data-square="${to.name}"] .flower .top`);
    if (!node) return;
    const cols = view.cols;
    const dx = ((last.from % cols) - (last.to % cols)) * CELL;
    const dy = (Math.floor(last.from / cols) - Math.floor(last.to / cols)) * CELL;
    const ghost = drawBack(PAD + (last.to % cols) * CELL + 5, PAD + Math.floor(last.to / cols) * CELL + 5, to.top, 76);
    ghost.classList.add("ghost");
    fxLayer.append(ghost);
    node.style.opacity = "0";
    const anim = ghost.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) scaleX(1)` },
        { transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0.05)`, offset: 0.5 },
        { transform: "translate(0px, 0px) scaleX(1)" },
      ],
      { duration: 340, easing: "ease-in-out" },
    );
    const done = () => {
      ghost.remove();
      node.style.opacity = "";
    };
    anim.onfinish = done;
    anim.oncancel = done;
    animations.push(anim);
  }

  function stopAnimations() {
    for (const anim of animations) anim.cancel();
    animations = [];
  }

  function drawPanels() {
    const view = snap.view;
    const panels = view.players.map((player, p) => {
      const classes = ["panel", "petal-panel", snap.current === p ? "current" : "", snap.over && snap.winners.includes(p) ? "winner" : ""].join(" ");
      const kept = player.kept.map((flower, k) =>
        h("li", {}, h("span", { class: "kept-n" }, `${k + 1}.`), chips(flower.tiles), h("span", { class: "kept-points" }, `= ${words(flower.points, "point")}`)),
      );
      const details = h(
        "details",
        { class: "kept", open: openKept[p] && player.flowers > 0 },
        h("summary", {}, `Flowers kept: ${player.flowers}`, player.flowers ? h("span", { class: "hint" }, openKept[p] ? " (hide)" : " (show)") : null),
        player.flowers ? h("ol", {}, kept) : h("p", { class: "note" }, "None picked yet."),
      );
      details.addEventListener("toggle", () => {
        openKept[p] = details.open;
        details.querySelector(".hint")?.replaceChildren(details.open ? " (hide)" : " (show)");
      });
      const lines = [h("p", { class: "note" }, `${player.colour[0].toUpperCase()}${player.colour.slice(1)} · ${words(player.points, "point")} from flowers`)];
      if (snap.over) {
        lines.push(h("p", { class: "bonus" }, `Flower bonus: +${player.bonus}`, player.bonus ? ` (${view.bonus_per_flower} per flower fewer)` : ""));
      }
      return h(
        "article",
        { class: classes, "aria-label": `${ctx.names[p]}, ${player.colour}: ${words(player.score, "point")}, ${words(player.flowers, "flower")} kept` },
        h("h3", {}, swatch(player.colour), h("span", {}, ctx.names[p]), snap.current === p ? h("span", { class: "turn-chip" }, "to play") : null, h("span", { class: "score", title: "score" }, String(player.score))),
        lines,
        details,
      );
    });
    panelsEl.replaceChildren(...panels);
  }

  return {
    update(nextSnap, nextCtx) {
      stopAnimations();
      const previous = snap;
      if (previous && nextSnap.ply !== previous.ply) selected = null;
      snap = nextSnap;
      ctx = nextCtx;
      draw();
      drawPanels();
      if (refocus) focus.refresh(true);
      refocus = false;
      const last = snap.view.last;
      if (previous && snap.ply === previous.ply + 1 && last?.type === "flip" && !reducedMotion()) animateFlip(last);
    },
    resultDetails(final, { names }) {
      const players = final.view.players;
      const row = (title, cells) => h("tr", {}, h("th", { scope: "row" }, title), ...cells.map((c) => h("td", { class: "num" }, c)));
      const table = h(
        "table",
        { class: "results breakdown petal-breakdown" },
        h("thead", {}, h("tr", {}, h("th", {}, h("span", { class: "sr-only" }, "Score")), ...players.map((pl, p) => h("th", { scope: "col" }, swatch(pl.colour, 18), ` ${names[p]}`)))),
        h(
          "tbody",
          {},
          row("Flowers kept", players.map((pl) => String(pl.flowers))),
          row("Points from flowers", players.map((pl) => String(pl.points))),
          row(`Flower bonus (${final.view.bonus_per_flower} per flower fewer)`, players.map((pl) => `+${pl.bonus}`)),
          row("Total", players.map((pl) => String(pl.score))),
        ),
      );
      const parts = [table];
      if (players[0].score === players[1].score) {
        parts.push(h("p", { class: "note" }, players[0].flowers === players[1].flowers ? "Equal scores and equal flowers: a draw." : "Equal scores: the player with fewer flowers wins."));
      }
      players.forEach((pl, p) => {
        if (!pl.kept.length) return;
        parts.push(
          h("details", { class: "kept final-kept" }, h("summary", {}, `${names[p]}'s flowers`),
            h("ol", {}, pl.kept.map((flower) => h("li", {}, chips(flower.tiles), h("span", { class: "kept-points" }, `= ${words(flower.points, "point")}`))))),
        );
      });
      return h("div", { class: "petal-result" }, parts);
    },
    destroy() {
      scale.stop();
      stopAnimations();
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

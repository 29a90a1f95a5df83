// @ts-nocheck  (legacy module, typed as the redesign of issue 22 replaces it)
// Floriado renderer: draws the 5x8 field, the two men and the players' pickings,
// and turns taps into moves from the legal list. It knows no rules: targets come
// from `snap.moves`, "would pick" from the view's pickable squares, and an illegal
// tap is sent to the engine, whose refusal explains the rule.
import { boardLabels, GridFocus, h, reducedMotion, s, shapeMark, target, watchScale } from "../../ui.js";

const CELL = 100;
const PAD = 26; // room for the A-H / 1-5 labels
export const COLOURS = {
  yellow: { fill: "#f0d43a", tint: "#fbf1b8", ink: "#5c4a00", shape: "circle" },
  orange: { fill: "#e69f00", tint: "#f8dca0", ink: "#5a3a00", shape: "triangle" },
  red: { fill: "#d55e00", tint: "#f6c3a3", ink: "#5a2100", shape: "square" },
  pink: { fill: "#cc79a7", tint: "#f0cfe1", ink: "#5a1f40", shape: "diamond" },
  blue: { fill: "#0072b2", tint: "#b9dbf0", ink: "#00324f", shape: "star" },
};
const MEN = [
  { fill: "#6b7280", stroke: "#1f2937", text: "#ffffff", letter: "G" },
  { fill: "#ffffff", stroke: "#1f2937", text: "#1f2937", letter: "W" },
];
const FACING_WORDS = { N: "north", E: "east", S: "south", W: "west" };
const ARROWS = { N: "↑", E: "→", S: "↓", W: "←" };

function colourIcon(colour, size = 22) {
  const c = COLOURS[colour];
  return s("svg", { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true", class: "colour-icon" },
    shapeMark(c.shape, 12, 12, 10, { fill: c.fill, stroke: "#222", "stroke-width": 1.5 }));
}

function manIcon(player, size = 24) {
  const m = MEN[player];
  return s("svg", { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true" },
    s("circle", { cx: 12, cy: 12, r: 10, fill: m.fill, stroke: m.stroke, "stroke-width": 2 }),
    s("text", { x: 12, y: 12, "text-anchor": "middle", "dominant-baseline": "central", "font-size": 16, "font-weight": 800, fill: m.text }, m.letter));
}

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

export function mount(boardEl, panelsEl, hooks) {
  const svg = s("svg", { class: "floriado-board", role: "group", "aria-label": "Flower field" });
  const squaresLayer = s("g", {});
  const labelsLayer = s("g", { "aria-hidden": "true" });
  const scale = watchScale(svg);
  const menLayer = s("g", { "aria-hidden": "true", class: "men" });
  svg.append(labelsLayer, squaresLayer, menLayer);
  const facingBar = h("div", { class: "facing-bar", hidden: true, role: "group", "aria-label": "Choose a facing" });
  const help = h("p", { class: "board-help" });
  boardEl.append(help, svg, facingBar);
  const focus = new GridFocus(squaresLayer);
  const men = [0, 1].map((p) => drawMan(p));
  menLayer.append(...men);
  let selected = null; // square chosen for placement, waiting for a facing
  let snap = null;
  let ctx = null;
  let drawnLabels = false;

  function drawMan(player) {
    const m = MEN[player];
    const arrow = s("polygon", { points: "0,-33 9,-21 -9,-21", fill: m.stroke, class: "facing" });
    const group = s("g", { class: `man man-${player}`, style: { opacity: 0 } },
      arrow,
      s("circle", { r: 20, fill: m.fill, stroke: m.stroke, "stroke-width": 3.5 }),
      s("text", { "text-anchor": "middle", "dominant-baseline": "central", class: "man-letter", fill: m.text }, m.letter));
    return group;
  }

  function placeMan(player, man) {
    const group = men[player];
    if (!man) {
      group.style.opacity = 0;
      return;
    }
    const x = PAD + man.col * CELL + 76;
    const y = PAD + man.row * CELL + (player === 0 ? 25 : 75);
    const angle = { N: 0, E: 90, S: 180, W: 270 }[man.facing];
    group.style.opacity = 1;
    group.style.transform = `translate(${x}px, ${y}px)`;
    group.querySelector(".facing").style.transform = `rotate(${angle}deg)`;
  }

  function drawLabels(view) {
    if (drawnLabels) return;
    drawnLabels = true;
    svg.setAttribute("viewBox", `0 0 ${PAD + view.cols * CELL + 4} ${PAD + view.rows * CELL + 4}`);
    labelsLayer.append(...boardLabels(view.cols, view.rows, { pad: PAD, cell: CELL, files: "ABCDEFGH" }));
    scale.update();
  }

  function targetsOf(moves) {
    const map = new Map();
    for (const move of moves) {
      const key = move.row * 8 + move.col;
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(move);
    }
    return map;
  }

  function tapSquare(row, col) {
    if (!ctx.interactive) return;
    const key = row * snap.view.cols + col;
    const options = targetsOf(snap.moves).get(key) || [];
    const placing = snap.moves.length > 0 && snap.moves[0].type === "place";
    if (!options.length) {
      // Not a legal square: let the engine say why, in words.
      const move = placing ? { type: "place", row, col, facing: "N" } : { type: "move", row, col };
      hooks.play(move);
      return;
    }
    if (placing) {
      selected = key;
      draw();
      facingBar.querySelector("button")?.focus();
      return;
    }
    hooks.play(options[0]);
  }

  function describeSquare(sq, flags) {
    const parts = [sq.name];
    parts.push(sq.count ? `${sq.count} ${sq.colour}` : "picked, empty");
    if (flags.men.length) parts.push(`${flags.men.join(" and ")} here`);
    if (flags.target) parts.push(flags.picks ? "you can move here and pick" : "you can move here, nothing to pick");
    return parts.join(", ");
  }

  function draw() {
    const view = snap.view;
    drawLabels(view);
    const moves = ctx.interactive ? snap.moves : [];
    const targets = targetsOf(moves);
    svg.classList.toggle("placing", moves[0]?.type === "place");
    const mover = snap.current;
    const pickable = new Set(mover === null ? [] : view.players[mover].pickable);
    const hadFocus = squaresLayer.contains(document.activeElement);
    const nodes = [];
    view.squares.forEach((sq, i) => {
      const row = Math.floor(i / view.cols);
      const col = i % view.cols;
      const x = PAD + col * CELL;
      const y = PAD + row * CELL;
      const colour = COLOURS[sq.colour];
      const isTarget = targets.has(i);
      const picks = isTarget && pickable.has(i);
      const here = view.men.map((m, p) => (m && m.row === row && m.col === col ? ctx.names[p] : null)).filter(Boolean);
      const cls = ["square", sq.count ? "" : "empty", isTarget ? (picks ? "legal picks" : "legal") : "", selected === i ? "selected" : ""].join(" ");
      const g = s("g", { class: cls, "data-row": row, "data-col": col, "data-square": sq.name, "data-target": isTarget });
      // the whole square answers a tap (45 px on a 390 px phone), not only its drawn tile
      g.append(s("rect", { class: "hit", x, y, width: CELL, height: CELL, fill: "transparent" }));
      g.append(s("rect", { class: "focus-ring", x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 12, fill: "none", stroke: "none", opacity: 0 }));
      if (sq.count) {
        g.append(
          s("rect", { x: x + 5, y: y + 5, width: CELL - 10, height: CELL - 10, rx: 10, fill: colour.tint, stroke: colour.fill, "stroke-width": 3 }),
          shapeMark(colour.shape, x + 27, y + 28, 14, { fill: colour.fill, stroke: "#222", "stroke-width": 2 }),
          s("text", { x: x + 40, y: y + 80, "text-anchor": "middle", class: "count", fill: colour.ink }, String(sq.count)),
        );
      } else {
        g.append(s("rect", { x: x + 5, y: y + 5, width: CELL - 10, height: CELL - 10, rx: 10, class: "soil" }));
      }
      if (isTarget) {
        g.append(s("rect", { class: "mark", x: x + 8, y: y + 8, width: CELL - 16, height: CELL - 16, rx: 9 }));
        if (picks) g.append(s("circle", { class: "pick-dot", cx: x + 76, cy: y + 50, r: 7 }));
      }
      target(g, describeSquare(sq, { men: here, target: isTarget, picks }), () => tapSquare(row, col));
      nodes.push(g);
    });
    squaresLayer.replaceChildren(...nodes);
    focus.refresh(hadFocus);
    view.men.forEach((m, p) => placeMan(p, m));
    drawFacingBar(targets);
    help.textContent = helpText(view, moves);
  }

  function helpText(view, moves) {
    if (snap.over) return "The game is over.";
    const name = ctx.names[snap.current];
    if (!ctx.interactive) return `${name} is playing.`;
    if (moves[0]?.type === "place") {
      return selected === null ? `${name}: tap a square to place your man.` : `${name}: choose which way your man faces.`;
    }
    return `${name}: tap a highlighted square. A dot means you pick its flowers.`;
  }

  function drawFacingBar(targets) {
    if (selected === null || !targets.has(selected)) {
      facingBar.hidden = true;
      facingBar.replaceChildren();
      return;
    }
    const options = targets.get(selected);
    const sq = snap.view.squares[selected];
    facingBar.hidden = false;
    facingBar.replaceChildren(
      h("span", { class: "facing-label" }, `Start on ${sq.name} facing:`),
      ...options.map((move) =>
        h("button", { class: "btn", type: "button", "data-target": true, "aria-label": `Face ${FACING_WORDS[move.facing]}`, onclick: () => { selected = null; hooks.play(move); } },
          h("span", { class: "arrow", "aria-hidden": "true" }, ARROWS[move.facing]), FACING_WORDS[move.facing])),
      h("button", { class: "btn", type: "button", onclick: () => { selected = null; draw(); } }, "Cancel"),
    );
  }

  function drawPanels() {
    const view = snap.view;
    const panels = view.players.map((player, p) => {
      const rows = Object.keys(COLOURS).map((colour) => {
        const n = player.pickings[colour];
        const last = player.last[colour];
        return h("tr", {},
          h("th", { scope: "row" }, colourIcon(colour), h("span", { class: "sr-only" }, colour)),
          h("td", {}, `${n}×`),
          h("td", { class: "last" }, last === null ? "any" : last > 1 ? `< ${last}` : "done"));
      });
      const classes = ["panel", snap.current === p ? "current" : "", snap.over && snap.winners.includes(p) ? "winner" : ""].join(" ");
      const note = player.finished && !snap.over ? "Finished: nothing within reach left to pick." : "";
      return h("article", { class: classes, "aria-label": `${ctx.names[p]}: ${player.score} points` },
        h("h3", {}, manIcon(p), h("span", {}, ctx.names[p]), snap.current === p ? h("span", { class: "turn-chip" }, "to play") : null,
          h("span", { class: "score", title: "points" }, String(player.score))),
        h("table", { class: "pickings" },
          h("thead", {}, h("tr", {}, h("th", {}, h("span", { class: "sr-only" }, "Colour")), h("th", {}, "picked"), h("th", {}, "next"))),
          h("tbody", {}, rows)),
        note ? h("p", { class: "note" }, note) : null);
    });
    panelsEl.replaceChildren(...panels);
  }

  return {
    update(nextSnap, nextCtx) {
      if (snap && nextSnap.ply !== snap.ply) selected = null;
      snap = nextSnap;
      ctx = nextCtx;
      svg.classList.toggle("animate", !reducedMotion());
      draw();
      drawPanels();
    },
    resultDetails(final, { names }) {
      const table = h("table", { class: "results breakdown" },
        h("thead", {}, h("tr", {}, h("th", {}, "Colour"), ...names.map((n) => h("th", {}, n)))),
        h("tbody", {}, Object.keys(COLOURS).map((colour) =>
          h("tr", {}, h("th", { scope: "row" }, colourIcon(colour, 18), ` ${colour}`),
            ...final.view.players.map((pl) => h("td", { class: "num" }, `${pl.pickings[colour]}× = ${pl.points[colour]}`))))));
      return table;
    },
    destroy() {
      scale.stop();
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

// @ts-nocheck  (legacy module, typed as the redesign of issue 22 replaces it)
// Petal Battle renderer: the daisy (a ring of 10 petals), pyramids drawn as
// pyramids (size + pips, colour + pattern), each player's supply tray and
// sequencing stack, the action counter, and the sequencing screen. It knows no
// rules: targets come from `snap.moves`, everything else from `snap.view`; an
// illegal tap is sent to the engine, whose refusal explains the rule. A player
// left without an action passes inside the engine; `view.last.passes` says so and
// the help line and status show it. The End turn button exists only when the
// lobby option "Turns may end early" puts `end` in the moves.
import { GridFocus, h, labelInName, reducedMotion, s, target, watchScale } from "../../ui.js";

const VB = 600;
const C = VB / 2;
const PIECE_R = 182; // where a piece stands on its petal
const LABEL_R = 112; // the "slide"/"bump" hint on a target petal
const NUMBER_R = 266; // the petal number near its tip
const SIZE_NAMES = ["", "Small", "Medium", "Large"];
const SIZE_WORDS = ["", "small", "medium", "large"];
const WIDTH = [0, 46, 60, 74];
const HEIGHT = [0, 50, 66, 82];
// Okabe-Ito vermillion and blue; Blue pieces are also striped, Red ones solid.
export const SIDES = [
  { light: "#e0701c", dark: "#a84400", mark: "solid", word: "solid" },
  { light: "#1a86c4", dark: "#00507f", mark: "stripes", word: "striped" },
];
const PATTERN_ID = "pb-stripes";

const angleOf = (i) => ((-90 + 36 * i) * Math.PI) / 180;
const at = (i, r) => ({ x: C + r * Math.cos(angleOf(i)), y: C + r * Math.sin(angleOf(i)) });
const petalName = (i) => `petal ${i + 1}`;
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The passes inside the last move, in words (view.last.passes; none: ""). */
export function passSentence(last, names) {
  return (last?.passes || []).map((e) => (e.whole
    ? `${names[e.player]} had no action: their whole turn of ${plural(e.unused, "action")} passed.`
    : `${names[e.player]} had no action left: ${plural(e.unused, "action")} passed.`)).join(" ");
}

/** The stripes that mark Blue pieces: one <defs> per document, shared by every SVG. */
function ensurePattern() {
  if (document.getElementById(PATTERN_ID)) return;
  const defs = s("svg", { width: 0, height: 0, "aria-hidden": "true", style: { position: "absolute" }, class: "pb-defs" },
    s("defs", {},
      s("pattern", { id: PATTERN_ID, width: 9, height: 9, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
        s("rect", { x: 0, y: 0, width: 4, height: 9, fill: "#ffffff", opacity: 0.42 }))));
  document.body.append(defs);
}

/**
 * A pyramid standing on its base centre (0, 0): two visible faces, pips along the
 * front edge (1-3), solid (Red) or striped (Blue). `ghost` draws a dashed outline.
 */
export function pyramid(size, owner, { ghost = false, tint = false } = {}) {
  const w = WIDTH[size];
  const ht = HEIGHT[size];
  const apex = [0, -ht];
  const bl = [-w / 2, 0];
  const br = [w / 2, 0];
  const bf = [w * 0.14, 7];
  const pts = (...list) => list.map((p) => p.join(",")).join(" ");
  const side = SIDES[owner];
  if (ghost) {
    return s("g", { class: "ghost" }, s("polygon", { points: pts(apex, bl, bf, br), fill: "none", stroke: side.dark, "stroke-width": 3, "stroke-dasharray": "6 5", opacity: 0.7 }));
  }
  const g = s("g", { class: `pyr ${tint ? "tint" : ""}` },
    s("polygon", { points: pts(apex, bl, bf), fill: side.light }),
    s("polygon", { points: pts(apex, bf, br), fill: side.dark }));
  if (side.mark === "stripes") {
    g.append(s("polygon", { points: pts(apex, bl, bf, br), fill: `url(#${PATTERN_ID})` }));
  }
  g.append(s("polygon", { points: pts(apex, bl, bf, br), fill: "none", stroke: "#1b1b1b", "stroke-width": 2.5, "stroke-linejoin": "round" }));
  g.append(s("line", { x1: apex[0], y1: apex[1], x2: bf[0], y2: bf[1], stroke: "#1b1b1b", "stroke-width": 1.5 }));
  // pips on the lit face, near its base
  const r = 4.2;
  for (let k = 0; k < size; k++) {
    const t = (k + 1) / (size + 1);
    const x = bl[0] + (bf[0] - bl[0]) * t;
    const y = bl[1] + (bf[1] - bl[1]) * t - 9 - r * 0.2;
    g.append(s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r, fill: "#ffffff", stroke: "#1b1b1b", "stroke-width": 1.4 }));
  }
  return g;
}

/** A small stand-alone pyramid icon (panels, buttons, final screen). */
export function pyramidIcon(size, owner, { px = 34, tint = false, lying = false } = {}) {
  const g = pyramid(size, owner, { tint });
  if (lying) g.setAttribute("transform", "rotate(-90) translate(12, 0)");
  return s("svg", { viewBox: "-42 -88 84 98", width: px, height: Math.round((px * 98) / 84), "aria-hidden": "true", class: "pb-icon" }, g);
}

function petalPath() {
  // a petal pointing up from the heart of the daisy; rotated into place
  return "M0,-60 C66,-108 70,-250 0,-292 C-70,-250 -66,-108 0,-60 Z";
}

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

export function mount(boardEl, panelsEl, hooks) {
  ensurePattern();
  const help = h("p", { class: "board-help", "aria-live": "polite" });
  const seqBox = h("section", { class: "pb-seq", hidden: true, "aria-label": "Sequencing" });
  const svg = s("svg", { class: "pb-daisy", viewBox: `0 0 ${VB} ${VB}`, role: "group", "aria-label": "The daisy: 10 petals" });
  const scale = watchScale(svg);
  const petalLayer = s("g", {});
  const ghostLayer = s("g", { "aria-hidden": "true", class: "pb-ghosts" });
  const pieceLayer = s("g", { "aria-hidden": "true", class: "pb-pieces" });
  const fxLayer = s("g", { "aria-hidden": "true", class: "pb-fx" });
  const heart = s("g", { "aria-hidden": "true", class: "pb-heart" });
  svg.append(petalLayer, heart, ghostLayer, pieceLayer, fxLayer);
  const bar = h("div", { class: "pb-bar", role: "group", "aria-label": "Turn" });
  boardEl.append(help, seqBox, bar, svg);
  const focus = new GridFocus(petalLayer);

  let snap = null;
  let ctx = null;
  let sel = null; // {kind: "piece", at} | {kind: "supply", size} | {kind: "bump", from, to}
  let draft = []; // the sequencing stack being built, pips top first
  let draftKey = null;
  let seenPly = null;
  const timers = new Set();

  // -- reading the snapshot ---------------------------------------------------------
  const moves = () => (ctx && ctx.interactive ? snap.moves : []);
  const name = (p) => ctx.names[p];
  const pieceText = (cell) => (cell ? `${name(cell.owner)}'s ${SIZE_WORDS[cell.size]}` : "empty");
  const board = () => snap.view.board;
  const fromMoves = (i) => moves().filter((m) => m.from === i);
  const growAt = (i) => moves().find((m) => m.type === "grow" && m.at === i);
  const spawnTo = (i) => moves().find((m) => m.type === "spawn" && m.to === i);
  const endMove = () => moves().find((m) => m.type === "end");
  const selectable = (i) => fromMoves(i).length > 0 || Boolean(growAt(i));
  const playing = () => moves().length > 0 && moves()[0].type !== "sequence";
  const sequencing = () => moves().length > 0 && moves()[0].type === "sequence";

  function send(move) {
    sel = null;
    hooks.play(move);
  }

  /** What tapping petal i does now: {label, cls, hint, run}. */
  function petalAction(i) {
    const cell = board()[i];
    const base = `${petalName(i)[0].toUpperCase()}${petalName(i).slice(1)}: ${pieceText(cell)}`;
    // while stacking the Trio, a tap on the daisy asks the engine, which says to stack first
    if (sequencing()) return { label: `${base}. Stack your Trio first`, run: () => send(probe(i)) };
    if (!playing()) return { label: base, run: null };
    if (sel?.kind === "bump") {
      const options = bumpOptions(sel.from, sel.to);
      const choice = options.find((m) => m.push === i);
      if (choice) return { label: `${base}. Tap to bump the piece on ${petalName(sel.to)} here`, cls: "target push", hint: "goes here", run: () => send(choice) };
      if (i === sel.to) return { label: `${base}. Being bumped: choose where it goes`, cls: "bumping", run: null };
    }
    if (sel?.kind === "piece" || sel?.kind === "bump") {
      const from = sel.kind === "piece" ? sel.at : sel.from;
      if (i === from) return { label: `${base}, selected. Tap to cancel`, cls: "selected", run: () => { sel = null; draw(); } };
      const options = fromMoves(from).filter((m) => m.to === i);
      if (options.length) {
        const m = options[0];
        if (m.type === "slide" || m.type === "flip") return { label: `${base}. Tap to ${m.type} your ${SIZE_WORDS[board()[from].size]} here`, cls: "target move", hint: m.type, run: () => send(m) };
        const word = options.length > 1 ? "bump" : m.effect === "push" ? "bump" : m.effect === "reduce" ? "shrink" : "squish";
        const what = options.length > 1 ? "bump it, then choose where it goes" : bumpWords(m);
        return {
          label: `${base}. Tap to ${what}`,
          cls: `target bump ${word}`,
          hint: word,
          run: () => {
            if (options.length === 1) send(m);
            else { sel = { kind: "bump", from, to: i }; draw(); }
          },
        };
      }
    }
    if (sel?.kind === "supply") {
      const m = sel.size === 1 ? spawnTo(i) : moves().find((x) => x.type === "grow" && x.at === i && x.size === sel.size);
      if (m) return { label: `${base}. Tap to ${m.type === "spawn" ? "spawn a small here" : `grow it into a ${SIZE_WORDS[sel.size]}`}`, cls: "target supply", hint: m.type, run: () => send(m) };
    }
    if (selectable(i)) {
      const count = fromMoves(i).length + (growAt(i) ? 1 : 0);
      return { label: `${base}. Tap to choose it (${plural(count, "move")})`, cls: "own", run: () => { sel = { kind: "piece", at: i }; draw(); } };
    }
    if (!sel) {
      const m = spawnTo(i);
      if (m) return { label: `${base}. Tap to spawn a small here`, cls: "target supply", hint: "spawn", run: () => send(m) };
    }
    // Not a target: ask the engine, which says why in words.
    return { label: base, cls: "", run: () => send(probe(i)) };
  }

  function probe(i) {
    const cell = board()[i];
    if (sel?.kind === "supply") return sel.size === 1 ? { type: "spawn", to: i } : { type: "grow", at: i, size: sel.size };
    const from = sel?.kind === "piece" ? sel.at : sel?.kind === "bump" ? sel.from : null;
    if (from !== null) {
      const { petals, opposite } = snap.view;
      if (!cell) return { type: (i - from + petals) % petals === opposite ? "flip" : "slide", from, to: i };
      return { type: "bump", from, to: i, push: null, effect: "squish" };
    }
    if (!cell) return { type: "spawn", to: i };
    return { type: "slide", from: i, to: (i + 1) % 10 };
  }

  function bumpOptions(from, to) {
    return moves().filter((m) => m.type === "bump" && m.from === from && m.to === to);
  }

  function bumpWords(m) {
    const cell = board()[m.to];
    const what = `${pieceText(cell)}`;
    if (m.effect === "push") return `bump ${what} to ${petalName(m.push)}`;
    if (m.effect === "reduce") return `squish ${what}: it shrinks and your piece stays put`;
    return `squish ${what}: it is removed and your piece moves in`;
  }

  // -- drawing ----------------------------------------------------------------------
  /** Which control had the focus, so a redraw can give it back. */
  function focusKey() {
    const el = document.activeElement;
    if (!el || !(boardEl.contains(el) || panelsEl.contains(el))) return null;
    for (const attr of ["data-size", "data-slot", "data-pips", "data-push"]) {
      if (el.hasAttribute(attr)) return `[${attr}="${el.getAttribute(attr)}"]`;
    }
    if (el.classList.contains("pb-confirm")) return ".pb-confirm";
    if (el.classList.contains("pb-end")) return ".pb-end";
    return null;
  }

  function draw() {
    if (!snap) return;
    const view = snap.view;
    if (sel && !validSel()) sel = null;
    const hadFocus = petalLayer.contains(document.activeElement);
    const refocus = focusKey();
    const line = new Set(view.result?.line || []);
    const last = view.last;
    const lastPetals = new Set();
    if (last) for (const k of ["from", "to", "at"]) if (Number.isInteger(last[k])) lastPetals.add(last[k]);
    if (last?.bumped?.to != null) lastPetals.add(last.bumped.to);
    const petals = [];
    for (let i = 0; i < 10; i++) {
      const act = petalAction(i);
      const deg = 36 * i;
      const classes = ["pb-petal", act.cls || "", line.has(i) ? "line" : "", lastPetals.has(i) ? "last" : ""].join(" ");
      const g = s("g", { class: classes, "data-petal": i, "data-row": 0, "data-col": i, "data-target": /^(target|own)/.test(act.cls || "") });
      g.append(
        s("path", { class: "petal-shape", d: petalPath(), transform: `translate(${C} ${C}) rotate(${deg})` }),
        s("path", { class: "focus-ring", d: petalPath(), transform: `translate(${C} ${C}) rotate(${deg}) scale(0.97)`, fill: "none", stroke: "none", opacity: 0 }),
      );
      const num = at(i, NUMBER_R);
      g.append(s("text", { class: "petal-no", x: num.x.toFixed(1), y: (num.y + 7).toFixed(1), "text-anchor": "middle", "aria-hidden": "true" }, String(i + 1)));
      if (act.hint) {
        const p = at(i, LABEL_R);
        const wdt = Math.round(act.hint.length * 10.5 + 22);
        g.append(s("g", { class: "hint", "aria-hidden": "true" },
          s("rect", { x: (p.x - wdt / 2).toFixed(1), y: (p.y - 13).toFixed(1), width: wdt, height: 26, rx: 13 }),
          s("text", { x: p.x.toFixed(1), y: (p.y + 6).toFixed(1), "text-anchor": "middle" }, act.hint)));
      }
      target(g, act.label, () => {
        if (!ctx.interactive) return;
        const now = petalAction(i); // recompute: the selection may have changed
        now.run?.();
      });
      if (!ctx.interactive) g.setAttribute("aria-disabled", "true");
      petals.push(g);
    }
    petalLayer.replaceChildren(...petals);
    focus.refresh(hadFocus);
    drawHeart(view);
    drawPieces(view);
    drawBar(view);
    drawSequencing(view);
    drawPanels();
    // a pass happened inside the last move: say so first, marked (the help line is aria-live)
    const passed = snap.over ? "" : passSentence(view.last, ctx.names);
    help.replaceChildren(...(passed ? [h("span", { class: "pb-pass" }, h("strong", {}, "Pass: "), passed), " "] : []), helpText(view));
    if (refocus) {
      const el = boardEl.querySelector(`${refocus}:not([disabled])`) || panelsEl.querySelector(`${refocus}:not([disabled])`);
      el?.focus({ preventScroll: true });
    }
  }

  function validSel() {
    if (!playing()) return false;
    if (sel.kind === "piece") return selectable(sel.at);
    if (sel.kind === "bump") return bumpOptions(sel.from, sel.to).length > 1;
    if (sel.kind === "supply") return supplyMoves(sel.size).length > 0;
    return false;
  }

  function drawHeart(view) {
    const parts = [s("circle", { cx: C, cy: C, r: 70, class: "heart-disc" })];
    if (view.phase === "play") {
      parts.push(
        s("text", { x: C, y: C + 12, "text-anchor": "middle", class: "heart-big" }, String(view.actions_left)),
        s("text", { x: C, y: C + 36, "text-anchor": "middle", class: "heart-small" }, view.actions_left === 1 ? "action left" : "actions left"),
        s("text", { x: C, y: C - 34, "text-anchor": "middle", class: "heart-small" }, `round ${view.round} of 3`),
      );
    } else if (view.phase === "sequence") {
      parts.push(
        s("text", { x: C, y: C - 4, "text-anchor": "middle", class: "heart-small" }, "Sequencing"),
        s("text", { x: C, y: C + 22, "text-anchor": "middle", class: "heart-small" }, `${view.sequencing} of ${view.max_sequencings}`),
      );
    } else {
      parts.push(s("text", { x: C, y: C + 8, "text-anchor": "middle", class: "heart-small" }, "Game over"));
    }
    heart.replaceChildren(...parts);
  }

  function drawPieces(view) {
    const nodes = [];
    view.board.forEach((cell, i) => {
      if (!cell) return;
      const p = at(i, PIECE_R);
      const inner = s("g", { class: "pc" }, pyramid(cell.size, cell.owner));
      nodes.push(s("g", { "data-petal": i, "data-owner": cell.owner, "data-size": cell.size, transform: `translate(${p.x.toFixed(1)} ${(p.y + HEIGHT[cell.size] / 2).toFixed(1)})` }, inner));
    });
    pieceLayer.replaceChildren(...nodes);
    // where the last moved piece came from, as a dashed outline (static: no motion needed)
    const ghosts = [];
    const last = view.last;
    if (last && ["slide", "flip", "bump"].includes(last.type) && !view.board[last.from]) {
      const p = at(last.from, PIECE_R);
      ghosts.push(s("g", { transform: `translate(${p.x.toFixed(1)} ${(p.y + HEIGHT[last.size] / 2).toFixed(1)})` }, pyramid(last.size, last.player, { ghost: true })));
    }
    ghostLayer.replaceChildren(...ghosts);
  }

  function supplyMoves(size) {
    if (size === 1) return moves().filter((m) => m.type === "spawn");
    return moves().filter((m) => m.type === "grow" && m.size === size);
  }

  function drawBar(view) {
    const items = [];
    if (view.phase === "play") {
      const p = view.current;
      items.push(h("p", { class: "pb-counter", id: "pb-counter" },
        h("strong", {}, plural(view.actions_left, "action") + " left"),
        ` · ${name(p)}'s turn (${view.actions_total} this turn)`));
    }
    const buttons = [];
    if (playing()) {
      if (sel?.kind === "piece") {
        const g = growAt(sel.at);
        if (g) buttons.push(h("button", { class: "btn", type: "button", "data-target": true, onclick: () => send(g) }, `Grow into a ${SIZE_WORDS[g.size]}`));
      }
      if (sel?.kind === "bump") {
        for (const m of bumpOptions(sel.from, sel.to)) {
          buttons.push(h("button", { class: "btn", type: "button", "data-push": m.push ?? "", "data-target": true, onclick: () => send(m) }, m.effect === "push" ? `Push ${pieceText(board()[m.to])} to ${petalName(m.push)}` : bumpWords(m)));
        }
      }
      if (sel) buttons.push(h("button", { class: "btn", type: "button", onclick: () => { sel = null; draw(); } }, "Cancel"));
      const end = endMove(); // only with the lobby option "Turns may end early"
      if (end) buttons.push(h("button", { class: "btn primary pb-end", type: "button", "data-option": true, onclick: () => send(end) }, `End turn (${plural(view.actions_left, "action")} unused)`));
    }
    if (buttons.length) items.push(h("div", { class: "pb-buttons" }, buttons));
    bar.replaceChildren(...items);
    bar.hidden = !items.length;
  }

  function helpText(view) {
    if (snap.over) return resultSentence(snap, ctx.names);
    const p = view.current;
    const last = view.last;
    let reveal = "";
    if (last?.type === "reveal") {
      const why = { top: "smaller top pyramid", middle: "tops tie, smaller middle pyramid", tie: "identical stacks, first ready" }[last.why];
      reveal = `Stacks revealed: ${name(last.first)} goes first (${why}). `;
    }
    if (view.phase === "sequence") {
      if (sequencing()) return `${name(p)}: stack your sequencing Trio in secret.`;
      return `${name(p)} is stacking their sequencing Trio in secret.`;
    }
    if (!ctx.interactive) return `${reveal}${name(p)} is playing.`;
    if (sel?.kind === "piece") return `${reveal}Tap a marked petal to move there, or tap the piece again to cancel.`;
    if (sel?.kind === "bump") return `${reveal}Where does the bumped piece go? Tap a marked petal.`;
    if (sel?.kind === "supply") return `${reveal}Tap a marked petal to ${sel.size === 1 ? "spawn a small" : `grow into a ${SIZE_WORDS[sel.size]}`}.`;
    const orEnd = endMove() ? ", or end your turn" : "";
    return `${reveal}${name(p)}: tap one of your pieces, or a piece in your supply${orEnd}.`;
  }

  // -- the sequencing screen ----------------------------------------------------------
  function drawSequencing(view) {
    if (view.phase !== "sequence") {
      seqBox.hidden = true;
      seqBox.replaceChildren();
      return;
    }
    seqBox.hidden = false;
    const p = view.current;
    if (!sequencing()) {
      const ready = view.players.map((pl, q) => `${name(q)}: ${pl.ready ? "stack set" : "not yet"}`).join(" · ");
      seqBox.replaceChildren(h("h2", {}, `Sequencing ${view.sequencing}`), h("p", {}, `${name(p)} is stacking their Trio in secret. ${ready}`));
      return;
    }
    const key = `${snap.ply}:${p}`;
    if (draftKey !== key) {
      draftKey = key;
      draft = [];
      requestAnimationFrame(() => seqBox.scrollIntoView?.({ block: "nearest" }));
    }
    const tray = h("div", { class: "pb-tray", role: "group", "aria-label": "Your sequencing Trio" },
      [1, 2, 3].map((pips) => {
        const used = draft.includes(pips);
        const b = h("button", {
          class: "pb-trio", type: "button", "data-pips": pips, disabled: used, "data-target": !used,
          "aria-label": used ? `${SIZE_NAMES[pips]} (${plural(pips, "pip")}): already in your stack` : `Put your ${SIZE_NAMES[pips]} (${plural(pips, "pip")}) next in your stack`,
          onclick: (e) => { if (dragged(e)) return; addToDraft(pips); },
        }, pyramidIcon(pips, p, { px: 54 }), h("span", {}, SIZE_NAMES[pips]));
        draggable(b, pips, null);
        return b;
      }));
    const slots = ["Top: turn 1", "Middle: turn 2", "Bottom: turn 3"].map((label, k) => {
      const pips = draft[k];
      const slot = h("button", {
        class: `pb-slot ${pips ? "filled" : ""}`, type: "button", "data-slot": k,
        "aria-label": pips ? `${label}: ${SIZE_NAMES[pips]}, ${plural(pips, "action")}. Tap to take it out` : `${label}: empty`,
        onclick: (e) => { if (dragged(e)) return; if (pips) { draft.splice(k, 1); draw(); } },
      },
      h("span", { class: "slot-label" }, label),
      pips ? pyramidIcon(pips, p, { px: 40 }) : h("span", { class: "slot-empty", "aria-hidden": "true" }, "?"),
      h("span", { class: "slot-acts" }, pips ? plural(pips, "action") : "tap a pyramid"));
      slot.setAttribute("aria-label", labelInName(slot, slot.getAttribute("aria-label")));
      if (pips) draggable(slot, pips, k);
      return slot;
    });
    const done = draft.length === 3;
    const confirm = h("button", { class: "btn primary pb-confirm", type: "button", disabled: !done, "data-target": done, onclick: () => {
      const move = snap.moves.find((m) => m.type === "sequence" && m.order.join() === draft.join());
      if (move) { draft = []; send(move); }
    } }, "Confirm stack");
    const reset = h("button", { class: "btn pb-reset", type: "button", disabled: !draft.length, onclick: () => { draft = []; draw(); } }, "Reset");
    seqBox.replaceChildren(
      h("h2", {}, `${name(p)}: stack your Trio (Sequencing ${view.sequencing})`),
      h("p", { class: "pb-seq-help" }, "Tap (or drag) your pyramids in order, top first. The top one is how many actions you take on your next turn, and so on. The smaller top pyramid goes first in all three rounds."),
      h("div", { class: "pb-seq-row" }, tray, h("ol", { class: "pb-slots", "aria-label": "Your stack, top first" }, slots.map((x) => h("li", {}, x)))),
      h("div", { class: "pb-buttons" }, reset, confirm),
    );
  }

  function addToDraft(pips) {
    if (draft.includes(pips) || draft.length >= 3) return;
    draft.push(pips);
    if (draft.length === 2) draft.push([1, 2, 3].find((x) => !draft.includes(x)));
    draw();
    seqBox.querySelector(draft.length === 3 ? ".pb-confirm" : ".pb-trio:not([disabled])")?.focus();
  }

  // Drag a pyramid (from the tray or a slot) onto a slot; pointer events, so touch works too.
  let drag = null;
  let suppressClick = false;
  function dragged(event) {
    if (suppressClick) {
      suppressClick = false;
      event.preventDefault();
      return true;
    }
    return false;
  }
  function draggable(el, pips, fromSlot) {
    el.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      drag = { pips, fromSlot, x: event.clientX, y: event.clientY, moved: false, ghost: null, el };
    });
  }
  function onMove(event) {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 8) return;
    if (!drag.moved) {
      drag.moved = true;
      drag.ghost = h("div", { class: "pb-drag-ghost", "aria-hidden": "true" }, pyramidIcon(drag.pips, snap.view.current, { px: 44 }));
      document.body.append(drag.ghost);
    }
    drag.ghost.style.left = `${event.clientX - 22}px`;
    drag.ghost.style.top = `${event.clientY - 30}px`;
    event.preventDefault();
  }
  function onUp(event) {
    if (!drag) return;
    const d = drag;
    drag = null;
    if (!d.moved) return;
    d.ghost?.remove();
    suppressClick = true;
    setTimeout(() => (suppressClick = false), 0);
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest?.(".pb-slot");
    if (!over) return;
    const k = Number(over.dataset.slot);
    const next = [...draft];
    if (d.fromSlot !== null) {
      const other = next[k];
      next[k] = d.pips;
      next[d.fromSlot] = other;
    } else {
      const old = next.indexOf(d.pips);
      if (old >= 0) next[old] = next[k];
      next[k] = d.pips;
    }
    // keep it a stack: fill gaps from the top, complete the third when two are set
    draft = next.filter((x) => x);
    if (draft.length === 2) draft.push([1, 2, 3].find((x) => !draft.includes(x)));
    draw();
  }
  window.addEventListener("pointermove", onMove, { passive: false });
  window.addEventListener("pointerup", onUp);

  // -- panels ---------------------------------------------------------------------------
  function drawPanels() {
    const view = snap.view;
    const panels = view.players.map((pl, p) => {
      const mine = playing() && view.current === p;
      const supply = [1, 2, 3].map((size) => {
        const n = pl.supply[String(size)];
        const icon = pyramidIcon(size, p, { px: 30 });
        const count = h("span", { class: "count" }, `×${n}`);
        if (!mine) return h("span", { class: "pb-supply-item", "aria-label": `${SIZE_NAMES[size]}: ${n} in supply` }, icon, count);
        const options = supplyMoves(size);
        const verb = size === 1 ? "Spawn a small" : `Grow a piece into a ${SIZE_WORDS[size]}`;
        const pressed = sel?.kind === "supply" && sel.size === size;
        return h("button", {
          class: "pb-supply-item", type: "button", "data-size": size, "aria-pressed": String(pressed), disabled: !options.length, "data-target": options.length > 0 && !pressed,
          "aria-label": `${SIZE_NAMES[size]}: ${n} in supply. ${options.length ? `Tap, then tap a marked petal: ${verb}` : "nothing to do with it now"}`,
          onclick: () => { sel = pressed ? null : { kind: "supply", size }; draw(); },
        }, icon, count);
      });
      const classes = ["panel", "pb-panel", view.current === p ? "current" : "", snap.over && snap.winners.includes(p) && snap.winners.length === 1 ? "winner" : ""].join(" ");
      const onBoard = [3, 2, 1].map((k) => pl.on_board[String(k)] ? `${pl.on_board[String(k)]} ${SIZE_WORDS[k]}` : null).filter(Boolean).join(", ") || "none";
      return h("article", { class: classes, "data-player": p, "aria-label": `${name(p)} (${view.seats[p]}, ${SIDES[p].word} pieces)` },
        h("h3", {}, pyramidIcon(3, p, { px: 24 }), h("span", {}, name(p)),
          h("span", { class: "pb-seat" }, `${view.seats[p]} · ${SIDES[p].word}`),
          view.current === p && !snap.over ? h("span", { class: "turn-chip" }, view.phase === "sequence" ? "stacking" : "to play") : null),
        h("div", { class: "pb-row" }, h("span", { class: "pb-row-label" }, "Supply"), h("div", { class: "pb-supply" }, supply)),
        h("p", { class: "note" }, `On the daisy: ${onBoard}`),
        h("div", { class: "pb-row" }, h("span", { class: "pb-row-label" }, "Stack"), stackView(pl, p, view)));
    });
    panelsEl.replaceChildren(...panels);
  }

  function stackView(pl, p, view) {
    if (pl.hidden) {
      return h("div", { class: "pb-stack hidden", "data-hidden": "true" },
        [0, 1, 2].map(() => h("span", { class: "pb-back", "aria-hidden": "true" }, "?")),
        h("span", { class: "pb-stack-note" }, "set, hidden until both are ready"));
    }
    if (!pl.stack) {
      return h("div", { class: "pb-stack empty" }, h("span", { class: "pb-stack-note" }, view.phase === "over" ? "—" : "not stacked yet"));
    }
    const items = pl.stack.map((pips, k) => h("span", { class: `pb-stack-item ${k === 0 ? "top" : ""}` }, pyramidIcon(pips, p, { px: 28, tint: true }),
      h("span", { class: "pb-stack-note" }, k === 0 && view.phase === "play" ? `${pips} now` : String(pips))));
    const spent = pl.spent.map((pips) => h("span", { class: "pb-stack-item spent" }, pyramidIcon(pips, p, { px: 28, lying: true, tint: true }), h("span", { class: "pb-stack-note" }, "used")));
    const label = `Stack, top first: ${pl.stack.map((x) => SIZE_NAMES[x]).join(", ") || "all used"}${pl.spent.length ? `; used: ${pl.spent.map((x) => SIZE_NAMES[x]).join(", ")}` : ""}`;
    return h("div", { class: "pb-stack", "data-stack": (pl.chosen || pl.stack).join("-"), role: "img", "aria-label": label }, items, spent);
  }

  // -- animations (from view.last; none under reduced motion) ---------------------------------
  function animate(last) {
    if (!last || reducedMotion()) return;
    const node = (i) => pieceLayer.querySelector(`[data-petal="${i}"] .pc`);
    const shift = (from, to, size) => {
      const a = at(from, PIECE_R);
      const b = at(to, PIECE_R);
      return [a.x - b.x, a.y - b.y];
    };
    const slideIn = (el, [dx, dy], delay = 0, ms = 380) =>
      el?.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }], { duration: ms, delay, easing: "ease-out", fill: "backwards" });
    if (last.type === "slide" || last.type === "flip") {
      slideIn(node(last.to), shift(last.from, last.to), 0, last.type === "flip" ? 520 : 380);
    } else if (last.type === "spawn") {
      node(last.to)?.animate([{ transform: "scale(0.1)", opacity: 0 }, { transform: "scale(1)", opacity: 1 }], { duration: 360, easing: "ease-out" });
    } else if (last.type === "grow") {
      node(last.at)?.animate([{ transform: `scale(${last.from_size / last.size})` }, { transform: "scale(1.12)" }, { transform: "scale(1)" }], { duration: 460, easing: "ease-out" });
    } else if (last.type === "bump") {
      const b = last.bumped;
      const ms = last.by === "flip" ? 520 : 380;
      if (last.effect === "push") {
        slideIn(node(last.to), shift(last.from, last.to), 0, ms);
        slideIn(node(b.to), shift(b.from, b.to), ms * 0.7, 360);
      } else if (last.effect === "reduce") {
        const [dx, dy] = shift(last.to, last.from);
        node(last.from)?.animate([{ transform: "translate(0, 0)" }, { transform: `translate(${dx * 0.55}px, ${dy * 0.55}px)` }, { transform: "translate(0, 0)" }], { duration: ms + 200, easing: "ease-in-out" });
        node(last.to)?.animate([{ transform: `scale(${b.size / b.size_after})` }, { transform: `scale(${(b.size / b.size_after) * 1.05}, 0.45)` }, { transform: "scale(1)" }], { duration: 520, delay: ms * 0.45, easing: "ease-out", fill: "backwards" });
      } else {
        slideIn(node(last.to), shift(last.from, last.to), 120, ms);
        const p = at(last.to, PIECE_R);
        const ghost = s("g", { transform: `translate(${p.x.toFixed(1)} ${(p.y + HEIGHT[b.size] / 2).toFixed(1)})` }, s("g", { class: "pc" }, pyramid(b.size, b.owner)));
        fxLayer.append(ghost);
        const anim = ghost.firstChild.animate([{ transform: "scale(1, 1)", opacity: 1 }, { transform: "scale(1.3, 0.15)", opacity: 0.8 }, { transform: "scale(1.4, 0.05)", opacity: 0 }], { duration: 560, delay: ms * 0.55, easing: "ease-in", fill: "forwards" });
        const done = () => ghost.remove();
        anim.onfinish = done;
        const t = setTimeout(() => { timers.delete(t); done(); }, 2000);
        timers.add(t);
      }
    }
  }

  return {
    update(nextSnap, nextCtx) {
      const newPly = !snap || nextSnap.ply !== snap.ply;
      if (newPly || nextSnap.viewer !== snap?.viewer) sel = null;
      snap = nextSnap;
      ctx = nextCtx;
      draw();
      if (newPly && seenPly !== null && nextSnap.ply === seenPly + 1) animate(snap.view.last);
      if (newPly) seenPly = nextSnap.ply;
    },
    resultDetails(final, { names }) {
      return h("p", { class: "pb-result" }, resultSentence(final, names));
    },
    status(current, { names }) {
      if (current.over) return null;
      const passes = current.view.last?.passes || [];
      const passer = passes.length ? `${names[passes[passes.length - 1].player]} passed (no action) · ` : "";
      if (current.view.phase !== "sequence") return passer ? `${passer}${names[current.current]} to play` : null;
      return `${passer}${names[current.current]}: set your sequencing stack`;
    },
    destroy() {
      scale.stop();
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      for (const t of timers) clearTimeout(t);
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };

  function resultSentence(final, names) {
    const r = final.view.result;
    if (!r) return "";
    if (r.reason === "limit") return `A draw: nobody had won when the ${final.view.max_sequencings}th Sequencing ended.`;
    const w = r.winners[0];
    if (r.reason === "wipeout") return `${names[w]} wins: ${names[1 - w]} has no piece left on the daisy.`;
    const petals = r.line.map((i) => i + 1);
    return `${names[w]} wins with five petals in a row: ${petals.join(", ")}.`;
  }
}

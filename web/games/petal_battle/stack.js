// The sequencing Trio, stacked in secret (no DOM): the draft stack, top first, built by
// taps and drags on this device only; the third pyramid fills itself once two are set,
// and only Confirm sends it (one of the `sequence` moves in snap.moves).
import { nt, t } from "../../i18n.js";
import { actionsText, sizeName, textFirst } from "./text.js";

/** @typedef {import("./view.js").PbSnap} PbSnap */
/** @typedef {import("../../contract.js").PetalBattleMove} Move */

/**
 * What a tap or a drop does: a move to send, a new selection, a new draft stack, and
 * where the focus goes once it is drawn.
 * @typedef {object} Act
 * @property {Move} [play] send this move
 * @property {boolean} [probe] the move is not in snap.moves: the engine says why in words
 * @property {import("./model.js").Selection | null} [select] the new selection
 * @property {number[]} [draft] the new draft stack
 * @property {string} [focus] the key to focus once drawn
 */

/**
 * @typedef {object} SeqButton
 * @property {string} key
 * @property {number} pips
 * @property {string} label the accessible name (the visible text first)
 * @property {boolean} target
 * @property {boolean} disabled
 * @property {Act | null} act
 */

/**
 * @typedef {object} SeqSlot
 * @property {string} key
 * @property {number} k 0: the top
 * @property {number | undefined} pips
 * @property {string} title "Top: turn 1"
 * @property {string | null} mark "?" on an empty slot
 * @property {string} acts "2 actions", or "tap a pyramid"
 * @property {string} label
 * @property {Act | null} act
 */

/**
 * The sequencing screen of the player who stacks: the tray, the slots, Reset and Confirm.
 * @typedef {object} SeqStacking
 * @property {string} title
 * @property {number} owner the stacking seat (the pyramids' colour)
 * @property {SeqButton[]} trios
 * @property {SeqSlot[]} slots
 * @property {{key: string, disabled: boolean, act: Act | null}} reset
 * @property {{key: string, disabled: boolean, target: boolean, act: Act | null}} confirm
 */

/**
 * The sequencing screen of anyone else: who stacks and who is ready, in a sentence.
 * @typedef {{title: string, wait: string, owner: number, trios: [], slots: [], reset: null, confirm: null}} SeqWait
 */

/** @typedef {SeqStacking | SeqWait} SeqView */

const TRIO = [1, 2, 3];
/** The stack's three places, top first, each the turn it is for. */
const slotTitles = () => [t("Top: turn 1"), t("Middle: turn 2"), t("Bottom: turn 3")];

/**
 * A stack top first, without gaps; two set, the third is the one left.
 * @param {(number | undefined)[]} draft
 */
function complete(draft) {
  const next = draft.flatMap((x) => (x ? [x] : []));
  const left = TRIO.find((x) => !next.includes(x));
  if (next.length === 2 && left !== undefined) next.push(left);
  return next;
}

/**
 * The draft with `pips` put next (null: already in it, or the stack is full).
 * @param {number[]} draft
 * @param {number} pips
 */
export function added(draft, pips) {
  if (draft.includes(pips) || draft.length >= 3) return null;
  return complete([...draft, pips]);
}

/**
 * The draft with slot k taken out (null: the slot is empty).
 * @param {number[]} draft
 * @param {number} k
 */
export function removed(draft, k) {
  if (!draft[k]) return null;
  return draft.filter((_, j) => j !== k);
}

/**
 * The pyramid a drag from `key` carries: a tray pyramid, or a filled slot's.
 * @param {number[]} draft
 * @param {string} key
 * @returns {number | null}
 */
export function draggedPips(draft, key) {
  if (/^trio-[123]$/.test(key)) return Number(key.slice(5));
  if (/^slot-[012]$/.test(key)) return draft[Number(key.slice(5))] || null;
  return null;
}

/**
 * The draft after dragging from `key` (a tray pyramid, or a filled slot) onto slot k:
 * from a slot the two swap; from the tray it takes the slot, and where it was before
 * gets what the slot held. Null when nothing is dragged from there.
 * @param {number[]} draft
 * @param {string} key
 * @param {number} k
 */
export function dropped(draft, key, k) {
  const pips = draggedPips(draft, key);
  if (pips === null) return null;
  const next = [...draft];
  if (key.startsWith("slot-")) {
    const from = Number(key.slice(5));
    const other = next[k];
    next[k] = pips;
    next[from] = other;
  } else {
    const old = next.indexOf(pips);
    if (old >= 0) next[old] = next[k];
    next[k] = pips;
  }
  return complete(next);
}

/**
 * The tray: one button per pyramid, a used one disabled.
 * @param {number[]} draft
 * @returns {SeqButton[]}
 */
function trios(draft) {
  return TRIO.map((pips) => {
    const used = draft.includes(pips);
    const next = added(draft, pips);
    const focus = (/** @type {number[]} */ stack) =>
      stack.length === 3 ? "confirm" : `trio-${TRIO.find((x) => !stack.includes(x))}`;
    // Translators: a pyramid of the sequencing Trio, "Small (1 pip)"
    const what = nt("{size} ({n} pip)", "{size} ({n} pips)", pips, { size: sizeName(pips) });
    const label = used
      ? t("{pyramid}: already in your stack", { pyramid: what })
      : t("Put your {pyramid} next in your stack", { pyramid: what });
    return {
      key: `trio-${pips}`,
      pips,
      label: textFirst(sizeName(pips), label),
      target: !used,
      disabled: used,
      act: next && { draft: next, focus: focus(next) },
    };
  });
}

/**
 * The three slots, top first.
 * @param {number[]} draft
 * @returns {SeqSlot[]}
 */
function slots(draft) {
  return slotTitles().map((title, k) => {
    const pips = draft[k];
    const mark = pips ? null : "?";
    const acts = pips ? actionsText(pips) : t("tap a pyramid");
    const label = pips
      ? t("{slot}: {size}, {actions}. Tap to take it out", { slot: title, size: sizeName(pips), actions: acts })
      : t("{slot}: empty", { slot: title });
    const written = [title, mark, acts].filter(Boolean).join(" ");
    return {
      key: `slot-${k}`,
      k,
      pips,
      title,
      mark,
      acts,
      label: textFirst(written, label),
      act: pips ? { draft: removed(draft, k) ?? draft } : null,
    };
  });
}

/**
 * The sequencing screen (null outside a Sequencing): the stacking player's tray,
 * slots and buttons, or for anyone else who is stacking and who is ready.
 * @param {PbSnap} snap
 * @param {string[]} names
 * @param {number[]} draft
 * @param {boolean} stacking this viewer stacks now
 * @returns {SeqView | null}
 */
export function sequencingView(snap, names, draft, stacking) {
  const view = snap.view;
  const p = view.current;
  if (view.phase !== "sequence" || p === null) return null;
  if (!stacking) {
    const ready = view.players
      .map((pl, q) => {
        const name = names[q];
        return pl.ready ? t("{name}: stack set", { name }) : t("{name}: not yet", { name });
      })
      .join(" · ");
    return {
      title: t("Sequencing {n}", { n: view.sequencing }),
      wait: t("{name} is stacking their Trio in secret. {ready}", { name: names[p], ready }),
      owner: p,
      trios: [],
      slots: [],
      reset: null,
      confirm: null,
    };
  }
  const done = draft.length === 3;
  const move = done ? snap.moves.find((m) => m.type === "sequence" && m.order?.join() === draft.join()) : null;
  return {
    title: t("{name}: stack your Trio (Sequencing {n})", { name: names[p], n: view.sequencing }),
    owner: p,
    trios: trios(draft),
    slots: slots(draft),
    reset: { key: "reset", disabled: !draft.length, act: { draft: [] } },
    confirm: { key: "confirm", disabled: !done, target: done, act: move ? { play: move, draft: [] } : null },
  };
}

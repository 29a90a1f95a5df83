// Previews before a move commits (posy.coach's `coach_preview`, issue 25): what each
// legal move would do, asked of the engine once per position and kept until the next,
// so a renderer may draw them on its targets and in their accessible names.

import { language } from "../i18n.js";

/**
 * @typedef {object} Previewer
 * @property {(snap: import("../types.js").Snapshot, interactive: boolean) => (any[] | null)} of
 *   the previews parallel to `snap.moves` (each an object with a `text`, or null), or
 *   null while they are asked for, when the player may not act, or without an engine
 */

/**
 * @param {((snap: import("../types.js").Snapshot) => Promise<any[] | null>) | undefined} ask
 *   the shell's hook (Hooks.preview); absent, there are no previews
 * @param {() => void} onReady the previews arrived: redraw
 * @returns {Previewer}
 */
export function previewer(ask, onReady) {
  let key = "";
  /** @type {any[] | null} */
  let list = null;
  return {
    of(snap, interactive) {
      if (!ask || !interactive || snap.over || !snap.moves.length) return null;
      const now = `${snap.ply}:${snap.viewer}:${language()}`; // the engine writes them in the page's language
      if (now !== key) {
        key = now;
        list = null;
        ask(snap).then((answer) => {
          if (key !== now || !answer) return;
          list = answer;
          onReady();
        });
      }
      return list;
    },
  };
}

/**
 * The preview of the first legal move passing `test`, or null.
 * @param {import("../types.js").Snapshot} snap
 * @param {any[] | null} list
 * @param {(move: import("../types.js").Move) => boolean} test
 */
export function previewOf(snap, list, test) {
  if (!list) return null;
  const index = snap.moves.findIndex(test);
  return index < 0 ? null : list[index] ?? null;
}

/** A change of a count as it is written on a target: "+3", "−5" (a real minus), "±0". */
export const signed = (/** @type {number} */ n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

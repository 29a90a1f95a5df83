// The coach on the final screen and in the replay (issue 25): how many hints each
// person used (the record counts them: posy.coach's coach_hint), the review's part
// of the final dialog, and a reviewed decision opened in the replay with both moves.
import { h } from "../ui.js";
import { listNames } from "../board/words.js";
import { reviewSection } from "./review.js";

/**
 * The final screen's line about hints: "Ann used 2 hints.", "Played without hints.",
 * or null when hints were offered and none was used.
 * @param {{hints?: number[], hints_off?: boolean}} record
 * @param {string[]} names
 */
export function hintsText(record, names) {
  if (record.hints_off) return "Played without hints.";
  const used = (record.hints || []).flatMap((n, seat) =>
    n > 0 ? [`${names[seat]} used ${n} hint${n === 1 ? "" : "s"}`] : [],
  );
  return used.length ? `${listNames(used)}.` : null;
}

/**
 * @typedef {object} CoachHost what the game screen gives the coach
 * @property {(name: string, args?: object) => Promise<any>} call the game's engine session
 * @property {(at: number, note: HTMLElement) => Promise<void>} replayAt open the replay there
 * @property {(marks: Marks | null) => void} mark the moves to show on the replayed board
 */

/** @typedef {{ply: number, moves: {move: any, kind: "played" | "better"}[]}} Marks */

/**
 * What the coach adds to the final dialog (the hints line, the review), and `stop`,
 * for when the dialog closes.
 * @param {import("../types.js").Snapshot} snap
 * @param {string[]} names
 * @param {CoachHost} host
 * @param {() => void} closeDialog
 */
export function coachParts(snap, names, host, closeDialog) {
  const text = hintsText(snap.record, names);
  const review = reviewSection({
    call: host.call,
    open: (entry) => {
      closeDialog();
      host.mark({
        ply: entry.ply,
        moves: [
          { move: entry.played, kind: "played" },
          { move: entry.best, kind: "better" },
        ],
      });
      host.replayAt(entry.ply, h("p", { class: "review-note", role: "status" }, entry.text));
    },
  });
  return { parts: [text ? h("p", { class: "hints-used" }, text) : null, review.el], stop: review.stop };
}

/**
 * What each legal move of the seat deciding on screen would do (coach_preview), or null.
 * @param {(name: string, args?: object) => Promise<any>} call
 * @param {import("../types.js").Snapshot} snap
 */
export async function previews(call, snap) {
  const answer = await call("coach_preview", { all: true, ply: snap.ply, viewer: snap.current });
  return answer.ok ? answer.previews : null;
}

// The coach on the final screen and in the replay (issue 25): how many hints each
// person used (the record counts them: posy.coach's coach_hint), the review's part
// of the final dialog, and a reviewed decision opened in the replay with both moves.
import { language, nt, t } from "../i18n.js";
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
  if (record.hints_off) return t("Played without hints.");
  const used = (record.hints || []).flatMap((n, seat) =>
    n > 0 ? [nt("{name} used {n} hint", "{name} used {n} hints", n, { name: names[seat] })] : [],
  );
  if (!used.length) return null;
  // each a clause of one sentence in English ("Ann used 2 hints and Bob used 1 hint."); elsewhere, a sentence each
  return language() === "en" ? `${listNames(used)}.` : used.map((clause) => t("{clause}.", { clause })).join(" ");
}

/**
 * @typedef {object} CoachHost what the game screen gives the coach
 * @property {import("../types.js").SessionCall} call the game's engine session
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
 * @param {import("../types.js").SessionCall} call
 * @param {import("../types.js").Snapshot} snap
 */
export async function previews(call, snap) {
  const answer = await call("coach_preview", { all: true, ply: snap.ply, viewer: snap.current });
  return answer.ok ? (answer.previews ?? null) : null;
}

/** A slice of the review while the game is played: the longest a tap waits for the worker. */
export const IDLE_SLICE_MS = 100;
/** Before the first slice: the page's own calls on a new position (previews) go first, and
 * a player who taps on at once (a forced move, a quick reply) is not slowed by the review:
 * after a second without a move the player is thinking. At 250 ms, browser tests that tap
 * on quickly spent a fifth of their time waiting behind review slices (Petals: 108 s, 86 s
 * without), as a quick player would. */
export const IDLE_START_MS = 1000;

/**
 * The review worked out while a person thinks (issue 44: "Review my moves" took 174 s for
 * 57 decisions): while the game screen is waiting for a person's move, the engine reviews
 * the decisions already made, a slice at a time (posy.coach.live, `coach_review_idle`), so
 * that at the end only the last one or two are left. `poke` on every drawing says whether
 * the screen is idle; the slices stop as soon as it is not (a move, the computer's turn),
 * and none starts while the page waits for the engine (`hold`: a hint's search must not
 * share its time limit with the review). The worker answers in order, so a call the page
 * makes during a slice waits for that slice only.
 */
export class IdleReview {
  /**
   * @param {import("../types.js").SessionCall} call the game's engine session
   * @param {(ms: number) => Promise<void>} [wait] a pause (tests pass their own)
   */
  constructor(call, wait = (ms) => new Promise((done) => setTimeout(done, ms))) {
    this.call = call;
    this.wait = wait;
    this.idle = false;
    this.running = false;
    this.others = 0; // the page's other calls under way
    /** @type {number | null} the ply at which every decision made was reviewed */
    this.doneAt = null;
  }

  /**
   * The page's other engine calls pass through here: no slice starts while one is under way.
   * @template T
   * @param {Promise<T>} answer
   */
  hold(answer) {
    this.others += 1;
    const done = () => {
      this.others -= 1;
    };
    answer.then(done, done);
    return answer;
  }

  /** The screen is idle (a person to move, nothing pending) at `ply`, or not. */
  poke(/** @type {boolean} */ idle, /** @type {number} */ ply) {
    this.idle = idle;
    if (idle && !this.running && this.doneAt !== ply) this.run(ply);
  }

  async run(/** @type {number} */ ply) {
    this.running = true;
    try {
      await this.wait(IDLE_START_MS);
      while (this.idle) {
        if (this.others > 0) {
          await this.wait(IDLE_START_MS); // after the page's own call (previews, a hint), as on a new position
          continue;
        }
        const answer = await this.call("coach_review_idle", { slice_ms: IDLE_SLICE_MS });
        if (!answer.ok) break; // e.g. the game was closed meanwhile: the review after it still works
        if (answer.left === 0) {
          this.doneAt = ply;
          break;
        }
        await this.wait(0); // the page's events and calls between two slices
      }
    } finally {
      this.running = false;
    }
  }

  stop() {
    this.idle = false;
  }
}

/**
 * The game screen's calls to its engine session (`call`), with the review worked out while a
 * person thinks (IdleReview; none with friends: their device holds the game) waiting for them.
 * @param {import("../types.js").SessionCall} call the engine session's call
 * @param {boolean} friends
 */
export function reviewedCalls(call, friends) {
  /** @type {import("../types.js").SessionCall} */
  const held = (name, args) => (name === "coach_review_idle" || !idle ? call(name, args) : idle.hold(call(name, args)));
  const idle = friends ? null : new IdleReview(held);
  return {
    call: held,
    /** The screen is idle (a person to move, nothing pending) at `ply`, or not. */
    poke: (/** @type {boolean} */ interactive, /** @type {number} */ ply) => idle?.poke(interactive, ply),
    stop: () => idle?.stop(),
  };
}

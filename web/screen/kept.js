// The kept view of a save (issue 24): the snapshot the screen last drew, stored with
// the save so that reopening the game draws its board at once, while Python wakes up
// (web/screen/waking.js), instead of the boot screen. No DOM and no engine here:
// tests/web/screen_kept.test.mjs runs these on the engine's own snapshots.
//
// Never more than the screen showed: only what was drawn is kept (the engine's view
// for the seat on screen, which hides what that seat may not see), and only a view
// the game's first screen would show anyway when it is reopened: on a table of people
// passing one device around, a game with secrets opens on the public view (a hand-off
// comes first), so a hand drawn for one player is never kept.
import { languageAsked } from "../i18n.js";
import { openingViewer } from "./handoff.js";
import { seatsOf } from "./seats.js";

/**
 * The view a reopened game's first screen shows: a seat, null for the public view,
 * "current" for whoever decides (a game without secrets).
 * @param {import("../types.js").GameInfo} info
 * @param {{computers?: (string | null)[] | null, players?: number}} record
 */
export function wakingViewer(info, record) {
  const players = Number.isInteger(record.players) ? Number(record.players) : info.min_players;
  const computers = Array.isArray(record.computers) ? record.computers : null;
  return openingViewer({ ...seatsOf(computers, players), secrets: info.secrets });
}

/** Whether the screen may keep `snap` (drawn for `info`'s game of `record`) to draw it again on reopening. */
export function keepable(
  /** @type {import("../types.js").Snapshot} */ snap,
  /** @type {import("../types.js").GameInfo} */ info,
  /** @type {any} */ record,
) {
  if (snap.remote || !snap.view) return false; // a game with a friend reopens through its device (web/remote/)
  const viewer = wakingViewer(info, record);
  return !info.secrets || snap.viewer === viewer;
}

/**
 * What is kept of a drawn snapshot: what the renderer and the frame draw from, with no
 * moves (a kept board takes no input) and of the record only the names (not its seed
 * or moves, from which hidden cards could be worked out); nor its session, computers or
 * secret_pending (a kept board has no engine session and runs no computer).
 * Its language goes with it: its sentences (the log, the notes) are the engine's, written
 * in it.
 * @param {import("../types.js").Snapshot} snap
 * @returns {Omit<import("../types.js").Snapshot, "sid" | "computers" | "secret_pending"> & {lang: string}}
 */
export function keptView(snap) {
  const {
    game,
    view,
    current,
    viewer,
    over,
    scores,
    winners,
    ply,
    plies,
    log,
    public_decision,
    last_mover,
    status_note,
    end_reason,
  } = snap;
  const { players, names } = snap.record;
  return {
    ok: true, game, view, current, viewer, over, scores, winners, ply, plies, log, public_decision, last_mover,
    status_note: status_note ?? null, end_reason: end_reason ?? null,
    moves: [], can_undo: false, can_redo: false,
    record: /** @type {any} */ ({ game, players, names }),
    lang: languageAsked(),
  };
}

/**
 * The kept view to draw when `save` is reopened, or null: none kept, kept for another
 * position (a save written since wipes it, web/store.js keep), or not the view its
 * first screen shows.
 * @param {any} save the stored entry ({record, shown, ...})
 * @param {import("../types.js").GameInfo | undefined} info
 * @returns {import("../types.js").Snapshot | null}
 */
export function wakingView(save, info) {
  const record = save?.record;
  if (!save || save.remote || !Array.isArray(record?.moves) || save.shown?.ply !== record.moves.length) return null;
  return drawable(save.shown, info, record);
}

/**
 * `shown` if it is a kept view of `info`'s game that a reopened game with these seats
 * (its record's players and computers) opens on, in the page's language, else null. Whether it shows the save's
 * position is for the caller to check: wakingView compares the plies, web/opening.js a
 * copy's revision (web/mirror.js) with the save's.
 * @param {any} shown
 * @param {import("../types.js").GameInfo | undefined} info
 * @param {{players?: unknown, computers?: unknown}} seats
 * @returns {import("../types.js").Snapshot | null}
 */
export function drawable(shown, info, seats) {
  if (!info || !shown || typeof shown !== "object" || !shown.view || !seats || typeof seats !== "object") return null;
  if (
    shown.game !== info.id ||
    !Number.isInteger(shown.ply) ||
    !Array.isArray(shown.log) ||
    !Array.isArray(shown.record?.names) ||
    (shown.lang ?? "en") !== languageAsked() // its log and notes are in another language
  )
    return null;
  return keepable(shown, info, /** @type {any} */ (seats)) ? shown : null;
}

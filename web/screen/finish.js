// The game's end on screen: the host page told ("over"), then the final dialog with the
// coach's parts; and the request of a new game with the same table (Play again).
import { coachParts } from "./coach.js";
import { showResult } from "./result.js";
import { randomSeed } from "./services.js";

/**
 * What the game screen gives its end.
 * @typedef {object} FinishHost
 * @property {string[]} names
 * @property {(string | null)[]} levels the computers' levels, by seat
 * @property {number[]} here the seats of the persons on this device
 * @property {boolean} friends a game with friends on other devices: no review, replay or new game here
 *   (their devices hold the game)
 * @property {boolean} played it ended on this screen (the lobby's record counts it), not opened finished
 * @property {(type: string, detail: any) => void} events the host page's
 * @property {(snap: import("../types.js").Snapshot) => HTMLElement | null | undefined} details the renderer's
 *   own final words
 * @property {import("./coach.js").CoachHost} coach
 * @property {() => void} again a new game with the same table
 * @property {() => void} replay
 * @property {(() => void) | null} exit back to the lobby (none when embedded)
 */

/**
 * The game ended on screen: tell the host page, show the final dialog.
 * @param {import("../types.js").Snapshot} snap
 * @param {FinishHost} host
 */
export function showEnd(snap, host) {
  const { names, friends } = host;
  host.events("over", {
    scores: snap.scores,
    winners: snap.winners,
    names,
    record: snap.record,
    levels: host.levels,
    here: host.here,
    reason: snap.end_reason || null,
    resigned: snap.resigned ?? null,
    remote: friends,
    played: host.played,
  });
  // a resigned game's scores are as they stood: the renderer's own final words would not hold
  const details = snap.resigned === undefined ? host.details(snap) : null;
  let close = () => {};
  const coach = friends ? { parts: [], stop: () => {} } : coachParts(snap, names, host.coach, () => close());
  close = showResult(snap, {
    names,
    details: details || null,
    coach: coach.parts,
    onClose: coach.stop,
    onAgain: friends ? null : host.again,
    onReplay: friends ? null : host.replay,
    onExit: host.exit,
  });
}

/**
 * A new game with the same players, seats, levels and options, and a new deal.
 * @param {import("../types.js").GameRecord} record
 * @param {(string | null)[]} levels
 */
export function againRequest(record, levels) {
  const { game, players, options, names } = record;
  return {
    game,
    players,
    names,
    options,
    computers: levels,
    seed: randomSeed(),
    ...(record.hints_off ? { hints_off: true } : {}),
  };
}

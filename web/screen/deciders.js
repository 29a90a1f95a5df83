// Who decides each seat of a game screen, as seats.js's controllers: a person here, the
// computer (web/computer.js), a tutorial's scripted opponent in the computer's place, a
// friend on another device (their links: web/remote/seat.js).
import { ComputerTurns } from "../computer.js";
import { friendSeat } from "../remote/seat.js";
import { Seats, seatsOf } from "./seats.js";
import { setStatus } from "./services.js";

/**
 * What the game screen gives its deciders.
 * @typedef {object} DecidersHost
 * @property {import("../types.js").SessionCall} call ask the engine about this game
 * @property {(move: import("../types.js").Move, by: import("./seats.js").SeatController) => Promise<unknown>} play
 *   play a seat's move (history.js: resolves when it is on screen)
 */

/**
 * The seats of the game of `answer` (its first snapshot), and whether friends on other
 * devices hold some (their seats wait for their links).
 * @param {Pick<import("../engine.js").Engine, "catalog" | "cancel">} engine
 * @param {import("../types.js").Snapshot} answer
 * @param {import("../tutorial/coach.js").Tutorial | null} tutorial
 * @param {DecidersHost} host
 * @returns {{seats: Seats, friends: boolean}}
 */
export function deciders(engine, answer, tutorial, host) {
  const { levels } = seatsOf(answer.computers, answer.record.players);
  const status = (/** @type {Node} */ node) => setStatus(node);
  const { names } = answer.record;
  const play = (/** @type {import("../types.js").Move} */ move) => host.play(move, turns);
  /** @type {ComputerTurns} */
  const turns = new ComputerTurns(engine, { call: host.call, levels, names, play, status });
  const friend = answer.remote ? friendSeat(status) : null;
  // a tutorial's opponent plays its script's replies first, then hands over to the computer
  const computer = tutorial ? tutorial.opponent(turns, host.play) : turns;
  const seats = Seats.from(levels, computer, friend ? { seats: answer.my_seats ?? [], friend } : null);
  return { seats, friends: Boolean(friend) };
}

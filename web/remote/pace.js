// A game's pace with friends on other devices (posy.remote.clock): the choices offered
// when inviting, and the time left to answer, in words. A device that lets its time run
// out may have the game claimed from it (a forfeit). Pure, no DOM:
// tests/web/remote_pace.test.mjs. Every word in the page's language (web/i18n.js): a
// pace's label is read when it is shown (a getter), never when this module loads.
import { nt, pt, t } from "../i18n.js";

/** @typedef {{seconds: number, label: string}} Pace */

/** By link, friends answer when they can: days. */
export const LINK_PACES = /** @type {Pace[]} */ ([
  { seconds: 0, get label() { return t("No time limit"); } },
  { seconds: 86400, get label() { return t("1 day a move"); } },
  { seconds: 3 * 86400, get label() { return t("3 days a move"); } },
  { seconds: 7 * 86400, get label() { return t("A week a move"); } },
]);

/** Live, across the room: minutes. */
export const LIVE_PACES = /** @type {Pace[]} */ ([
  { seconds: 120, get label() { return t("2 minutes a move"); } },
  { seconds: 300, get label() { return t("5 minutes a move"); } },
  { seconds: 900, get label() { return t("15 minutes a move"); } },
]);

export const DEFAULT_PACE = 3 * 86400;
export const DEFAULT_LIVE_PACE = 300;

/** Whether `seconds` is a pace the engine accepts. */
export const isPace = (/** @type {unknown} */ seconds) =>
  [...LINK_PACES, ...LIVE_PACES].some((p) => p.seconds === seconds);

/** "3 days a move", "No time limit". */
export function paceWords(/** @type {number} */ seconds) {
  return [...LINK_PACES, ...LIVE_PACES].find((p) => p.seconds === seconds)?.label ?? t("No time limit");
}

const UNITS = /** @type {[number, string][]} */ ([[86400, "day"], [3600, "hour"], [60, "minute"], [1, "second"]]);

/** `n` of `unit` ("2 days"), in the page's language. */
function count(/** @type {number} */ n, /** @type {string} */ unit) {
  if (unit === "day") return nt("{n} day", "{n} days", n);
  if (unit === "hour") return nt("{n} hour", "{n} hours", n);
  if (unit === "minute") return nt("{n} minute", "{n} minutes", n);
  return nt("{n} second", "{n} seconds", n);
}

/**
 * A duration for a player, to the unit that still matters: "2 days 4 hours",
 * "3 hours 20 minutes", "12 minutes", "4 minutes 10 seconds" (seconds only under ten
 * minutes, where a live pace counts them), "40 seconds".
 * @param {number} seconds
 */
export function timeWords(seconds) {
  const left = Math.max(0, Math.ceil(seconds));
  const at = UNITS.findIndex(([size]) => left >= size);
  if (at < 0) return count(0, "second");
  const [size, unit] = UNITS[at];
  const whole = Math.floor(left / size);
  const [nextSize, nextUnit] = UNITS[at + 1] ?? [0, ""];
  const rest = nextSize ? Math.floor((left - whole * size) / nextSize) : 0;
  const finer = rest > 0 && (unit === "day" || unit === "hour" || (unit === "minute" && left < 600));
  if (!finer) return count(whole, unit);
  // Translators: a duration in two units, the larger first ("2 days 4 hours", "3 hours 20 minutes")
  return pt("duration", "{larger} {smaller}", { larger: count(whole, unit), smaller: count(rest, nextUnit) });
}

/**
 * @typedef {object} TimeLeft
 * @property {string} text the sentence to show
 * @property {boolean} claimable the friends' time is up: this device may claim the game
 * @property {boolean} urgent under a minute left (or none): shown as a warning
 * @property {number} next seconds until the sentence changes (when to draw it again)
 */

/**
 * The time left to answer, as a device's summary and the clock `now` (Unix seconds)
 * say: the friends' (`deadline`) while this device waits for them, this device's own
 * (`my_deadline`) on its turn; null with no pace, or once the game is over.
 * @param {{deadline?: number | null, my_deadline?: number | null, can_claim?: boolean, result?: any,
 *   to?: string[]}} remote
 * @param {number} now
 * @returns {TimeLeft | null}
 */
export function timeLeft(remote, now) {
  if (remote.result) return null;
  const who = remote.to?.length === 1 ? remote.to[0] : null;
  if (typeof remote.deadline === "number") {
    const left = remote.deadline - now;
    if (remote.can_claim || left <= 0) {
      const text = who
        ? t("{name}'s time to answer is up: you may claim the game.", { name: who })
        : t("The time to answer is up: you may claim the game.");
      return { text, claimable: true, urgent: true, next: 60 };
    }
    const time = timeWords(left);
    // Translators: {name} is a player's name, {time} a duration ("2 hours", "1 minute 30 seconds")
    const text = who
      ? t("{name} has {time} to answer.", { name: who, time })
      : t("{time} left for the next answer.", { time });
    return { text, claimable: false, urgent: left < 60, next: tick(left) };
  }
  if (typeof remote.my_deadline === "number") {
    const left = remote.my_deadline - now;
    if (left <= 0) {
      const text = who
        ? t("Your time to answer is up: {name} may claim the game.", { name: who })
        : t("Your time to answer is up: your friends may claim the game.");
      return { text, claimable: false, urgent: true, next: 60 };
    }
    const text = t("You have {time} to answer.", { time: timeWords(left) });
    return { text, claimable: false, urgent: left < 60, next: tick(left) };
  }
  return null;
}

/** Seconds until a countdown of `left` seconds reads differently (at least 1). */
function tick(/** @type {number} */ left) {
  if (left < 600) return 1;
  const step = left < 3 * 3600 ? 60 : 600;
  return Math.max(1, Math.min(step, Math.ceil(left % step) || step));
}

/** This device's clock for the engine (posy.remote reads every request's `now`): the
 * page's, so that a test's clock (Playwright's) is the device's. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

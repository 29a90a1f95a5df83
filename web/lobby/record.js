// The player's record: how each finished game ended, kept in localStorage by save id
// (so a game finished again after an undo is counted once), and the tally per game and
// opponent that the lobby shows. The tally outlives the finished saves themselves (the
// store keeps the last 20 for replay). The words and the tally are pure: tests/web/record.test.mjs.

import { formatList, language, t } from "../i18n.js";

const KEY = "posy:results";

/**
 * How one game ended, as GameView's "over" event tells it.
 * @typedef {object} Result
 * @property {string} game
 * @property {number} at when it ended (ms since 1970)
 * @property {string[]} names
 * @property {(string | null)[]} levels per seat: the computer's level, or null
 * @property {number[]} here the seats decided by a person on this device
 * @property {number[]} winners
 * @property {number[]} scores
 * @property {string | null} reason why it ended, when not by the rules' own end ("White resigned."), in
 *   the language it ended in
 * @property {number | null} [resigned] the seat that resigned: its words are written when read, in the
 *   reader's language (results kept before it was noted have their reason only)
 * @property {boolean} remote played with a friend on another device
 */

/** Who resigned, in words: "Ann resigned." (a resigned game's last position says it, and the
 * record writes it when read, in the language of the moment). @param {string} name */
export const resignedWords = (name) => t("{name} resigned.", { name });

/** Who the people here played against: "friend", a computer level, or "people" (only people here). */
export function opponentOf(/** @type {Result} */ result) {
  if (result.remote) return "friend";
  const level = result.levels.find((lv, seat) => lv && !result.here.includes(seat));
  return level || "people";
}

/** "won" | "lost" | "draw" for the people here, "void" for a game with a friend voided on a
 * cheat (nobody won); null when everyone playing was here (pass-and-play). */
export function outcomeOf(/** @type {Result} */ result) {
  const players = result.names.length;
  if (result.remote && !result.winners.length) return "void";
  if (result.here.length === players || !result.here.length) return null;
  if (result.winners.length === players) return "draw";
  return result.winners.some((seat) => result.here.includes(seat)) ? "won" : "lost";
}

/**
 * Played and won per game and opponent, in the catalog's order of games, then of opponents;
 * a game the computers played among themselves counts for nobody.
 * @param {Record<string, Result>} results
 * @param {string[]} games the game ids in lobby order
 * @param {string[]} opponents the opponents in the order to list them ("people", levels..., "friend")
 * @returns {{game: string, opponent: string, played: number, won: number | null, voided: number}[]}
 */
export function tally(results, games, opponents) {
  /** @type {Map<string, {game: string, opponent: string, played: number, won: number | null, voided: number}>} */
  const rows = new Map();
  for (const result of Object.values(results)) {
    if (!result.here?.length) continue; // computers played each other: nobody's record
    const opponent = opponentOf(result);
    const key = `${result.game} ${opponent}`;
    const won = opponent === "people" ? null : 0;
    const row = rows.get(key) || { game: result.game, opponent, played: 0, won, voided: 0 };
    row.played++;
    if (row.won !== null && outcomeOf(result) === "won") row.won++;
    if (outcomeOf(result) === "void") row.voided++;
    rows.set(key, row);
  }
  const rank = (/** @type {string[]} */ list, /** @type {string} */ id) =>
    list.includes(id) ? list.indexOf(id) : list.length;
  return [...rows.values()].sort(
    (a, b) => rank(games, a.game) - rank(games, b.game) || rank(opponents, a.opponent) - rank(opponents, b.opponent),
  );
}

/**
 * The final score, for the Recent games list: "32–8" (yours first) when one person here
 * played one other seat, else every seat's "Ann 30, Bob 20, Cy 12"; "" when unknown.
 * @param {Result} result
 */
export function scoreWords(result) {
  const { names, scores, here } = result;
  if (!Array.isArray(scores) || scores.length !== names.length || !scores.every(Number.isFinite)) return "";
  if (names.length === 2 && here.length === 1) return `${scores[here[0]]}–${scores[1 - here[0]]}`;
  return names.map((name, seat) => `${name} ${scores[seat]}`).join(", ");
}

/**
 * One finished game in words, for the Recent games list: "You won 32–8 against Gray
 * (computer, Medium)". The score is where the list shows how it ended; the rules' own
 * sentence for the end ("Neither player can pick any more flowers…") is left to the game's
 * final screen. A resigned or voided game says why instead (its scores are as they stood).
 * @param {Result} result
 * @param {(level: string) => string} levelWord "medium" -> "Medium"
 * @param {{resigned?: boolean}} [how] the game was resigned (its save says so)
 */
export function resultWords(result, levelWord, { resigned = false } = {}) {
  const others = result.names.map((name, seat) => ({ name, seat })).filter(({ seat }) => !result.here.includes(seat));
  const computer = (/** @type {string} */ name, /** @type {string} */ level) =>
    // Translators: a computer opponent in the lobby's recent games: its seat's name and level
    t("{name} (computer, {level})", { name, level: levelWord(level) });
  const who = others
    .map(({ name, seat }) => {
      const level = result.levels[seat];
      return level ? computer(name, level) : name;
    })
    .join(", ");
  const outcome = outcomeOf(result);
  const winning = result.winners.map((seat) => result.names[seat]);
  const winners = language() === "en" ? winning.join(" and ") : formatList(winning);
  const resigner = typeof result.resigned === "number" ? result.names[result.resigned] : undefined;
  const said = resigner === undefined ? result.reason : resignedWords(resigner);
  const why = resigned || outcome === "void" ? said : null;
  const score = why ? "" : scoreWords(result);
  const pair = score !== "" && result.names.length === 2 && result.here.length === 1; // "32–8", yours first
  // Translators: {score} is like "32–8", the player's own score first; {who} names the opponents
  if (pair && outcome === "won") return t("You won {score} against {who}", { score, who });
  if (pair && outcome === "lost") return t("You lost {score} to {who}", { score, who });
  if (pair && outcome === "draw") return t("A draw with {who}, {score}", { score, who });
  const words = outcome === "won" ? t("You won against {who}", { who })
    : outcome === "lost" ? t("You lost to {who}", { who })
      : outcome === "draw" ? t("A draw with {who}", { who })
        : outcome === "void" ? t("Void, against {who}", { who })
          : t("{names} won", { names: winners });
  // Translators: how a game ended, then why ("You won against Gray. Gray resigned.")
  if (why) return t("{result}. {reason}", { result: words, reason: why });
  // Translators: how a game ended, then its scores ("Ann won: Ann 30, Bob 20")
  return score ? t("{result}: {score}", { result: words, score }) : words;
}

// -- kept in this browser ---------------------------------------------------------------

/** Every result kept, by save id; an unreadable store reads as empty. @returns {Record<string, Result>} */
export function readResults() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null");
    return stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
  } catch {
    return {};
  }
}

function writeResults(/** @type {Record<string, Result>} */ results) {
  try {
    localStorage.setItem(KEY, JSON.stringify(results));
  } catch {
    // storage full or blocked: the record is a convenience, the game itself is saved
  }
}

/** Keep how game `id` ended (a game finished again after an undo replaces its result). */
export function noteResult(/** @type {string} */ id, /** @type {Result} */ result) {
  writeResults({ ...readResults(), [id]: result });
}

/** Forget every result (the lobby's "Clear the record", once confirmed). */
export function clearResults() {
  localStorage.removeItem(KEY);
}

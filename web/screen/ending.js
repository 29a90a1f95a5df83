// Resigning a game played on this device. The rules engine has no resignation (a record
// is the moves, and every game ends by its own rules), so it lives on the page: the save
// keeps `resigned: seat` beside the record, and the position on screen is drawn as a
// finished one that says who resigned. The record itself stays as the engine accepts it.
// No DOM here: tests/web/ending.test.mjs.
import { resultText } from "./result.js";
import { t } from "../i18n.js";
import { resignedWords } from "../lobby/record.js";

/**
 * Who resigns when a person here chooses Resign: the person deciding now, else (the
 * computer or a friend is deciding) the first seat a person here decides; null when
 * nobody here plays (computers playing each other) or the game is over.
 * @param {{current: number | null, over: boolean}} snap
 * @param {number[]} persons the seats decided by taps on this device
 */
export function resigner(snap, persons) {
  if (snap.over || !persons.length) return null;
  return snap.current !== null && persons.includes(snap.current) ? snap.current : persons[0];
}

/**
 * The position `snap` as a game that `seat` resigned: over, nobody to move, nothing to
 * take back; the others with the best score among them win. Only the last position of
 * the record is resigned (a replay's earlier ones are drawn as they were).
 * @template {{ply: number, plies: number, over: boolean, scores: number[]}} S
 * @param {S} snap
 * @param {number | null} seat
 * @param {string[]} names
 * @returns {S}
 */
export function resignedSnap(snap, seat, names) {
  if (seat === null || seat === undefined || snap.over || snap.ply !== snap.plies) return snap;
  const others = names.map((_, i) => i).filter((i) => i !== seat);
  const best = Math.max(...others.map((i) => snap.scores[i] ?? 0));
  const winners = others.filter((i) => (snap.scores[i] ?? 0) === best);
  return { ...snap, over: true, current: null, winners, moves: [], can_undo: false, can_redo: false,
    end_reason: resignedWords(names[seat]), resigned: seat };
}

/**
 * What the menu's Resign offers: the seat that would resign and the sentence that ends
 * the game ("White resigns. Game over: Gray wins."); null when nobody here may resign.
 * @param {import("../types.js").Snapshot} snap
 * @param {number[]} persons
 * @param {string[]} names
 */
export function resignOffer(snap, persons, names) {
  const seat = resigner(snap, persons);
  if (seat === null) return null;
  const result = resultText(resignedSnap(snap, seat, names), names);
  // Translators: asked before resigning; {result} is the status line of the end ("Game over: Gray wins")
  return { seat, words: t("{name} resigns. {result}.", { name: names[seat], result }) };
}

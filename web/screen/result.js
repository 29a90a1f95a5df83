// The final screen: who won, the scores (or the game's own details), and what next.
import { overlay } from "../board/dialog.js";
import { formatNumber, nt, t } from "../i18n.js";
import { h, listNames } from "../ui.js";

/** A game with friends voided on a cheat (posy.remote's result "cheat"): nobody won it. */
const voided = (/** @type {import("../types.js").Snapshot} */ snap) =>
  Boolean(snap.result && (snap.result.kind === "cheat" || !snap.result.fair));

/** The status line of a finished game. */
export function resultText(/** @type {import("../types.js").Snapshot} */ snap, /** @type {string[]} */ names) {
  if (voided(snap)) return t("Game over: void");
  if (snap.winners.length === names.length && names.length > 1) return t("Game over: a draw");
  const winners = listNames(snap.winners.map((w) => names[w]));
  // Translators: {names} are the winners' names, as a list ("Ann and Bob")
  return nt("Game over: {names} wins", "Game over: {names} win", snap.winners.length, { names: winners });
}

/** The seats from the highest score down. */
export function ranking(/** @type {import("../types.js").Snapshot} */ snap) {
  return snap.scores.map((_, i) => i).sort((a, b) => snap.scores[b] - snap.scores[a]);
}

/**
 * The final dialog. `details`: the renderer's own element, which replaces the plain
 * table when it carries the scores itself (data-scores). A game with friends on other
 * devices has neither Play again nor Replay (null: its device holds the game), and a void
 * one no scores (nobody won it).
 * @param {import("../types.js").Snapshot} snap
 * `coach`: the hints used and the review (review.js), under the scores.
 * @param {{names: string[], details: HTMLElement | null, onAgain: (() => void) | null,
 *   onReplay: (() => void) | null, onExit: (() => void) | null, coach?: (Node | null)[], onClose?: () => void}} options
 */
export function showResult(snap, { names, details, onAgain, onReplay, onExit, coach = [], onClose = () => {} }) {
  const rows = ranking(snap).map((i) =>
    h(
      "tr",
      {},
      // Translators: a name in the final scores' table
      h("th", { scope: "row" }, snap.winners.includes(i) ? t("{name} (winner)", { name: names[i] }) : names[i]),
      h("td", { class: "num" }, formatNumber(snap.scores[i])),
    ),
  );
  const again = onAgain
    ? h("button", { class: "btn primary", type: "button", autofocus: true }, t("Play again"))
    : null;
  const replay = onReplay ? h("button", { class: "btn", type: "button", id: "final-replay" }, t("Replay")) : null;
  const first = !again; // with friends, the board comes first
  const look = h(
    "button",
    { class: first ? "btn primary" : "btn", type: "button", autofocus: first },
    t("See the board"),
  );
  const lobby = onExit ? h("button", { class: "btn", type: "button" }, t("Lobby")) : null;
  const scored = !voided(snap);
  const plain =
    details?.hasAttribute("data-scores") || !scored ? null : h("table", { class: "results" }, h("tbody", {}, rows));
  const { close } = overlay(
    h(
      "div",
      { class: "dialog", id: "final" },
      h("h2", {}, resultText(snap, names)),
      snap.end_reason ? h("p", { class: "end-reason" }, snap.end_reason) : null,
      snap.result && snap.result.text !== snap.end_reason // a cheat's sentence says the game is void
        ? h("p", { class: `notice ${snap.result.fair ? "fair" : "error"}` }, snap.result.text)
        : null,
      plain,
      scored ? details : null,
      ...coach,
      h("div", { class: "buttons" }, again, replay, look, lobby),
    ),
    { label: t("Final score"), onClose },
  );
  const then = (/** @type {() => void} */ next) => () => {
    close();
    next();
  };
  if (again && onAgain) again.onclick = then(onAgain);
  if (replay && onReplay) replay.onclick = then(onReplay);
  look.onclick = close;
  if (lobby && onExit) lobby.onclick = then(onExit);
  return close;
}

/** Take the final dialog down (an undo from the end of the game). */
export function closeResult() {
  document.querySelector("#final")?.closest(".overlay")?.remove();
}

// The final screen: who won, the scores (or the game's own details), and what next.
import { overlay } from "../board/dialog.js";
import { h, listNames } from "../ui.js";

/** The status line of a finished game. */
export function resultText(/** @type {import("../types.js").Snapshot} */ snap, /** @type {string[]} */ names) {
  if (!snap.winners.length) return "Game over: void"; // a game with a friend voided on a cheat: nobody won
  if (snap.winners.length === names.length && names.length > 1) return "Game over: a draw";
  return `Game over: ${listNames(snap.winners.map((w) => names[w]))} win${snap.winners.length === 1 ? "s" : ""}`;
}

/** The seats from the highest score down. */
export function ranking(/** @type {import("../types.js").Snapshot} */ snap) {
  return snap.scores.map((_, i) => i).sort((a, b) => snap.scores[b] - snap.scores[a]);
}

/**
 * The final dialog. `details`: the renderer's own element, which replaces the plain
 * table when it carries the scores itself (data-scores).
 * @param {import("../types.js").Snapshot} snap
 * `coach`: the hints used and the review (review.js), under the scores.
 * @param {{names: string[], details: HTMLElement | null, onAgain: () => void, onReplay: () => void,
 *   onExit: (() => void) | null, coach?: (Node | null)[], onClose?: () => void}} options
 */
export function showResult(snap, { names, details, onAgain, onReplay, onExit, coach = [], onClose = () => {} }) {
  const rows = ranking(snap).map((i) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, snap.winners.includes(i) ? `${names[i]} (winner)` : names[i]),
      h("td", { class: "num" }, String(snap.scores[i])),
    ),
  );
  const again = h("button", { class: "btn primary", type: "button", autofocus: true }, "Play again");
  const replay = h("button", { class: "btn", type: "button" }, "Replay");
  const look = h("button", { class: "btn", type: "button" }, "See the board");
  const lobby = onExit ? h("button", { class: "btn", type: "button" }, "Lobby") : null;
  const plain = details?.hasAttribute("data-scores") ? null : h("table", { class: "results" }, h("tbody", {}, rows));
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
      details,
      ...coach,
      h("div", { class: "buttons" }, again, replay, look, lobby),
    ),
    { label: "Final score", onClose },
  );
  const then = (/** @type {() => void} */ next) => () => {
    close();
    next();
  };
  again.onclick = then(onAgain);
  replay.onclick = then(onReplay);
  look.onclick = close;
  if (lobby && onExit) lobby.onclick = then(onExit);
  return close;
}

/** Take the final dialog down (an undo from the end of the game). */
export function closeResult() {
  document.querySelector("#final")?.closest(".overlay")?.remove();
}

// "Suggest a move": the Hard computer's choice for the person deciding now, searched
// from that seat's own information only (posy.coach, the same fairness as the computer
// player), with one line saying why in the game's words, and a button to play it. The
// move is marked "Hint" in place on the board (Renderer.mark, web/board/marks.js) while
// its notice is up: until it is closed or a move is played.
import { h } from "../ui.js";
import { setStatus, toast } from "./services.js";
import { pt, t } from "../i18n.js";

/**
 * Ask the engine for a hint; null (and a sentence said) when it gave none.
 * @param {import("../types.js").SessionCall} call the game's engine session
 * @param {import("../types.js").Snapshot} snap
 * @returns {Promise<{move: import("../types.js").Move, text: string, hints: number[]} | null>} hints: the
 *   hints used per seat, this one counted (the record keeps them)
 */
export async function suggest(call, snap) {
  document.querySelector("#hint-notice")?.remove();
  setStatus(
    h(
      "span",
      { class: "thinking", role: "status" },
      h("span", { class: "spinner", "aria-hidden": "true" }),
      h("span", { class: "text" }, t("Looking for a good move…")),
    ),
  );
  document.body.dataset.thinking = "true";
  const answer = await call("coach_hint", { seat: snap.current, ply: snap.ply, limit: true });
  delete document.body.dataset.thinking;
  if (!answer.ok) {
    toast(answer.error);
    return null;
  }
  if (!answer.done) return null; // never: asked without slice_ms, the search runs to its end
  setStatus(h("span", { class: "text" }, t("A suggestion is shown above the board.")));
  return { ...answer.hint, hints: answer.hints };
}

/** The hint shown now: its move, the position it is for, and its notice (gone: no hint). */
let shown = /** @type {{ply: number, move: import("../types.js").Move, box: HTMLElement} | null} */ (null);

/**
 * The marks a board shows for the hint: its move, while its notice is up and the position
 * on screen is the one it was made for (not while replaying); null for none.
 * @param {import("../types.js").Snapshot} snap
 * @param {boolean} replaying
 * @returns {{move: import("../types.js").Move, kind: "hint"}[] | null}
 */
export function hintMarks(snap, replaying) {
  if (!shown || replaying || !shown.box.isConnected || shown.ply !== snap.ply) return null;
  return [{ move: shown.move, kind: "hint" }];
}

/** Where the suggested move is: the board's own word for its mark (board/marks.js), quoted. */
function markedWords() {
  // Translators: {word} is the word drawn over the suggested move on the board ("Hint")
  return t("It is marked “{word}” on the board.", { word: pt("board mark", "Hint") });
}

/**
 * The hint above the board: its sentence, Play it, and a close button.
 * @param {{text: string}} hint
 * @param {() => void} play
 * @param {() => void} [closed] the notice was closed (the board's mark comes off)
 */
export function hintNotice(hint, play, closed = () => {}) {
  const box = h("div", { class: "notice hint", id: "hint-notice", role: "status" });
  const close = () => {
    box.remove();
    closed();
  };
  // Translators: before the engine's suggested move, in bold ("Suggestion: pick the pink flower on C3.")
  box.append(h("p", {}, h("strong", {}, t("Suggestion: ")), hint.text),
    h("div", { class: "buttons" },
      h("button", { class: "btn primary", type: "button", onclick: () => { close(); play(); } }, t("Play it")),
      h("button", { class: "btn", type: "button", onclick: close }, t("Close"))));
  return box;
}

/**
 * What the game screen lends a hint.
 * @typedef {object} HintHost
 * @property {import("./state.js").ScreenState} state the position on screen (`snap`), the hints
 *   used counted into its record through `set`, the screen state's one writer
 * @property {import("../types.js").SessionCall} call the game's engine session
 * @property {() => void} save save the position on screen now (the hints used are saved at once,
 *   not only with the next move)
 * @property {(el: HTMLElement) => void} notice show above the board
 * @property {(move: import("../types.js").Move) => Promise<boolean>} play a move chosen on this device
 * @property {(marks: {move: import("../types.js").Move, kind: "hint"}[] | null) => void} mark show the
 *   hint's move on the board (Renderer.mark), or take it off
 */

/** The game screen's Hint (its button, the menu's): `offerHint` with the screen's host.
 * @param {HintHost} host */
export const hinter = (host) => () => offerHint(host);

/** A suggested move for the person deciding now (posy.coach: Hard's search from that
 * seat's own information), shown above the board with a button to play it.
 * @param {HintHost} host */
export async function offerHint(host) {
  const { state } = host;
  const snap = state.snap;
  const answer = await suggest(host.call, snap);
  if (!answer || state.snap !== snap) return; // the position moved on meanwhile
  // the hints used per seat, this one counted: into the record on screen, saved at once
  state.set({ snap: { ...snap, record: { ...snap.record, hints: answer.hints } } });
  host.save();
  const box = hintNotice(answer, () => host.play(answer.move), () => host.mark(null));
  host.notice(box);
  shown = { ply: snap.ply, move: answer.move, box };
  host.mark(hintMarks(snap, false));
  const marked = document.querySelector('.board [data-mark="hint"]');
  if (!marked) return; // a move the board does not draw (a stack order in progress): the words alone
  box.querySelector("p")?.append(" ", h("span", { class: "hint-where" }, markedWords()));
  marked.scrollIntoView?.({ block: "nearest" }); // a phone's hand of cards may lie below the fold
}

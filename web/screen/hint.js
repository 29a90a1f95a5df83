// "Suggest a move": the Hard computer's choice for the person deciding now, searched
// from that seat's own information only (posy.coach, the same fairness as the computer
// player), with one line saying why in the game's words, and a button to play it.
import { h } from "../ui.js";
import { setStatus, toast } from "./services.js";

/**
 * Ask the engine for a hint; null (and a sentence said) when it gave none.
 * @param {(name: string, args?: object) => Promise<any>} call the game's engine session
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
      h("span", { class: "text" }, "Looking for a good move…"),
    ),
  );
  document.body.dataset.thinking = "true";
  const answer = await call("coach_hint", { seat: snap.current, ply: snap.ply, limit: true });
  delete document.body.dataset.thinking;
  if (!answer.ok) {
    toast(answer.error);
    return null;
  }
  setStatus(h("span", { class: "text" }, "A suggestion is shown above the board."));
  return { ...answer.hint, hints: answer.hints };
}

/**
 * The hint above the board: its sentence, Play it, and a close button.
 * @param {{text: string}} hint
 * @param {() => void} play
 */
export function hintNotice(hint, play) {
  const box = h("div", { class: "notice hint", id: "hint-notice", role: "status" });
  const close = () => box.remove();
  box.append(h("p", {}, h("strong", {}, "Suggestion: "), hint.text),
    h("div", { class: "buttons" },
      h("button", { class: "btn primary", type: "button", onclick: () => { close(); play(); } }, "Play it"),
      h("button", { class: "btn", type: "button", onclick: close }, "Close")));
  return box;
}

/**
 * What the game screen lends a hint.
 * @typedef {object} HintHost
 * @property {() => import("../types.js").Snapshot} current the position on screen
 * @property {(name: string, args?: object) => Promise<any>} call the game's engine session
 * @property {(hints: number[]) => void} count the hints used per seat: into the record, saved at once
 *   (not only with the next move)
 * @property {(el: HTMLElement) => void} notice show above the board
 * @property {(move: import("../types.js").Move) => Promise<boolean>} play a move chosen on this device
 */

/** A suggested move for the person deciding now (posy.coach: Hard's search from that
 * seat's own information), shown above the board with a button to play it.
 * @param {HintHost} host */
export async function offerHint(host) {
  const snap = host.current();
  const answer = await suggest(host.call, snap);
  if (!answer || host.current() !== snap) return; // the position moved on meanwhile
  host.count(answer.hints);
  host.notice(hintNotice(answer, () => host.play(answer.move)));
}

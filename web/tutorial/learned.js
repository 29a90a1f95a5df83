// Which games' tutorials were played through, kept in this browser (localStorage), and
// the lobby's "Learn to play" button, which says so.
import { h } from "../ui.js";

const KEY = "posy:learned";

/** @returns {Record<string, boolean>} */
function read() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "{}") || {};
  } catch {
    return {};
  }
}

export const learned = (/** @type {string} */ id) => Boolean(read()[id]);

export function markLearned(/** @type {string} */ id) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [id]: true }));
  } catch {
    // remembering is a convenience: the tutorial still works without storage
  }
}

/**
 * A game card's "Learn to play": starts the guided first game; once played through it
 * also shows "Learned".
 * @param {{id: string, title: string}} info
 * @param {(id: string, button: HTMLElement) => void} start
 */
export function learnButton(info, start) {
  const done = learned(info.id);
  return h("button", { class: "btn quick learn", type: "button", "data-learn": info.id, onclick: (/** @type {Event} */ event) => start(info.id, /** @type {HTMLElement} */ (event.currentTarget)) },
    "Learn to play", done ? h("span", { class: "learned" }, "✓ Learned") : null);
}

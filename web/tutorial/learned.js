// Which games' tutorials were played through, and which saved games are tutorials (so a
// reload resumes the coach), kept in this browser (localStorage); and the lobby's
// "Learn to play" button, which says so.
import { t } from "../i18n.js";
import { h } from "../ui.js";

const KEY = "posy:learned";
const GAMES_KEY = "posy:tutorial-saves";

/** @returns {Record<string, any>} */
function read(key = KEY) {
  try {
    return JSON.parse(localStorage.getItem(key) || "{}") || {};
  } catch {
    return {};
  }
}

function write(/** @type {string} */ key, /** @type {Record<string, any>} */ value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // remembering is a convenience: the tutorial still works without storage
  }
}

export const learned = (/** @type {string} */ id) => Boolean(read()[id]);

export const markLearned = (/** @type {string} */ id) => write(KEY, { ...read(), [id]: true });

/** The game whose tutorial the saved game `saveId` is, or null. */
export const tutorialOf = (/** @type {string} */ saveId) => read(GAMES_KEY)[saveId] || null;

/** Remember (game id) or forget (null) that saved game `saveId` is a tutorial. */
export function rememberTutorial(/** @type {string} */ saveId, /** @type {string | null} */ game) {
  const all = read(GAMES_KEY);
  if (game) all[saveId] = game;
  else delete all[saveId];
  write(GAMES_KEY, all);
}

/**
 * A game card's "Learn to play": starts the guided first game; once played through it
 * also shows "Learned".
 * @param {{id: string, title: string}} info
 * @param {(id: string, button: HTMLElement) => void} start
 */
export function learnButton(info, start) {
  const done = learned(info.id);
  return h(
    "button",
    {
      class: "btn quick learn",
      type: "button",
      "data-learn": info.id,
      onclick: (/** @type {Event} */ event) => start(info.id, /** @type {HTMLElement} */ (event.currentTarget)),
    },
    // Translators: a game card's button that starts the game's tutorial.
    t("Learn to play"),
    // Translators: shown on the "Learn to play" button once its tutorial was played through.
    done ? h("span", { class: "learned" }, t("✓ Learned")) : null,
  );
}

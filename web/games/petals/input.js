// Petals' input: a tap, a click, Enter or Space on a keyed target (a hand card, a
// trick card to take, a + spot, a ⇄ flower, a decision's button) and Escape become
// intents for the model (web/board/input.js). The targets are native buttons, each
// in the tab order as before.
import { listen } from "../../board/input.js";

/**
 * @param {Element} root
 * @param {(key: string | null) => void} onIntent
 * @returns {() => void} removes the listeners
 */
export const listenTable = (root, onIntent) => listen(root, (key) => onIntent(key));

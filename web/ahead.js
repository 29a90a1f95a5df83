// What the app fetches ahead of need, and when: a game's renderer before its board, the
// game screen once the first screen is up, and work held until the page is idle after a
// paint. Apart from app.js, which only says when each is wanted.
import { gameScreen, preloadGraph } from "./graphs.js";
import { prepareRenderer } from "./screen/renderers.js";

/** A game's renderer modules (all at once) and stylesheet, fetched ahead of its board. */
export function prepareGame(/** @type {unknown} */ id) {
  if (typeof id !== "string") return;
  preloadGraph(`games/${id}/index.js`);
  prepareRenderer(id);
}

/** Fetch the game screen once the first screen is up (a Start tapped then, or the engine's
 * answer to a reopened game, finds it there); or at once if that screen never comes. */
export function prepareGameScreen(/** @type {Promise<unknown>} */ firstScreen) {
  // a few modules a task, from the task after the one that runs this module (a reopened game's
  // kept board is up by then): ahead of need, not in one long task
  const task = () => new Promise((resolve) => setTimeout(resolve, 0));
  const fetched = firstScreen.catch(() => {}).then(task).then(() => gameScreen({ gradually: true }));
  fetched.catch(() => {}); // openGame reports a failure
}

/** Once the page is idle (or half a second later at most). */
const idle = () =>
  new Promise((resolve) =>
    "requestIdleCallback" in window ? requestIdleCallback(resolve, { timeout: 500 }) : setTimeout(resolve, 0),
  );
/** After the next paint, once the page is idle. */
export const afterPaintIdle = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))).then(idle);

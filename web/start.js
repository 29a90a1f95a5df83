// The page's entry (index.html's one module script): what every first screen needs
// first (opening.js: the settings, the engine, a reopened game's kept board), then the
// app (app.js: the lobby, the routes), imported on demand with its whole graph
// preloaded at once (graphs.js). On any address the app is imported at once, except a
// saved game reopened by its address (#play=<save id>): there the app waits until the
// game's kept board is drawn, whose modules would otherwise take the connections and
// the main thread first (a cold start fetched ~30 modules before the renderer's).
import { preloadGraph } from "./graphs.js";
import { engine, reopening } from "./opening.js";

/** The app, its modules all at once (catalog.js LAZY_GRAPHS). */
function app() {
  preloadGraph("app.js");
  import("./app.js").catch((error) => console.error(error)); // e.g. offline with a half-filled cache
}
/** After the next paint: a task queued from a frame's callback runs once that frame is drawn. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** Once the kept board is drawn (waking.js marks it) and painted, or there is none to draw. */
const keptPainted = (/** @type {import("./opening.js").Reopening} */ { waking }) =>
  new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("posy-kept").length) return;
      observer.disconnect();
      resolve(0);
    }).observe({ type: "mark", buffered: true });
    waking.then(resolve, resolve);
  }).then(painted);

// The kept board is painted before the app's ~40 modules are fetched and run (they held
// its paint back by 120-230 ms on a loaded machine), and before the engine's runtime
// starts downloading (the game's first call starts it sooner if need be); a save that
// takes long to read (a stalled storage) does not hold the app back for ever. On the
// lobby, app.js starts the engine once the lobby is painted.
if (reopening) {
  keptPainted(reopening).then(() => engine.start());
  Promise.race([reopening.waking.then(painted), new Promise((resolve) => setTimeout(resolve, 1000))]).then(app);
} else app();

// The engine's start as the app sees it: booting, ready or failed, the page's marks when it
// is up, and a Start button that shows its progress while a game waits for it. Apart from
// app.js, whose routes and screens only ask whether the engine is there.
import { prepareGameScreen } from "./ahead.js";
import { bootState, toast } from "./screen/services.js";
import { t } from "./i18n.js";
import { engine } from "./opening.js";

let engineState = "booting"; // "ready" | "failed"

export const ENGINE_FAILED = () => t("The games could not start in this browser. Try reloading the page.");

/** Follow the engine's start: the page's marks once it is up; `failed()` once it could not start. */
export function followEngine(/** @type {() => void} */ failed) {
  engine.ready.then(
    () => {
      engineState = "ready";
      performance.mark("posy-interactive", { detail: engine.timing });
      document.documentElement.dataset.engine = "ready";
      document.documentElement.dataset.boot = engine.timing?.boot || "normal"; // "snapshot": the fast start
    },
    (error) => {
      engineState = "failed";
      console.error(error);
      failed();
    },
  );
}

/**
 * Wait for the engine, showing its progress on `button` (the Start the player tapped)
 * meanwhile. Resolves false, with a sentence, if the engine could not start.
 * @param {HTMLElement | null} button
 */
export async function engineFor(button) {
  engine.start(); // a Start tapped before the page went idle after its first paint
  if (engineState === "booting") prepareGameScreen(Promise.resolve()); // needed once the engine is up
  if (engineState === "booting" && button) {
    const label = button.textContent;
    const show = (/** @type {Event} */ event) =>
      (button.textContent = bootState(/** @type {CustomEvent} */ (event).detail).text);
    button.toggleAttribute("disabled", true);
    button.setAttribute("aria-busy", "true");
    button.textContent = t("Loading the games…");
    engine.addEventListener("progress", show);
    await engine.ready.catch(() => {});
    engine.removeEventListener("progress", show);
    button.toggleAttribute("disabled", false);
    button.removeAttribute("aria-busy");
    button.textContent = label;
  }
  await engine.ready.catch(() => {});
  if (engineState === "failed") toast(ENGINE_FAILED());
  return engineState === "ready";
}

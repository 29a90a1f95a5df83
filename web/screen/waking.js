// A saved game reopened: its board drawn at once from the view kept with its save
// (kept.js), while Python wakes up in the worker, instead of the boot screen. The
// board takes no input (inert, no moves) and says it is waking up (aria-busy, a small
// line above it); GameView.open replaces it with the engine's answer in one task.
import { watchTargets } from "../reveal.js";
import { h } from "../ui.js";
import { Frame } from "./frame.js";
import { wakingView } from "./kept.js";

const nothing = () => {};

/**
 * Draw `save`'s kept view into `root`, or nothing (null) when it has none to draw.
 * @param {HTMLElement} root
 * @param {any} save the stored entry, as just read
 * @param {import("../types.js").GameInfo | undefined} info
 * @param {{renderer: () => Promise<import("../types.js").RendererModule>, style: () => Promise<unknown>}} load
 *   the game's renderer and stylesheet (shell.js RENDERERS, loadStyle)
 * @returns {Promise<{destroy: () => void} | null>}
 */
export async function wake(root, save, info, load) {
  const shown = wakingView(save, info);
  if (!shown || !info) return null;
  let module;
  try {
    [module] = await Promise.all([load.renderer(), load.style()]);
  } catch {
    return null; // the engine's answer says what is wrong, if anything
  }
  if (!root.querySelector("#boot")) return null; // another screen is up already
  const frame = new Frame(root, { info, module, embedded: false, watch: false, kept: true, reveal: watchTargets,
    play: async () => false, undo: nothing, redo: nothing, menu: nothing, pause: nothing });
  const names = shown.record.names;
  frame.draw(shown, { names, info, interactive: false, replaying: false, back: { undo: false, redo: false }, automatic: null });
  frame.menuBtn.disabled = true; // it saves and shares the game: the engine's record is needed
  frame.board.inert = true;
  frame.panels.inert = true;
  root.setAttribute("aria-busy", "true");
  frame.notice(h("p", { class: "waking", id: "waking" }, "Waking up the game…"));
  performance.mark("posy-kept"); // the benchmark's "resumed board visible"
  document.documentElement.dataset.waking = "";
  return {
    destroy() {
      root.removeAttribute("aria-busy");
      delete document.documentElement.dataset.waking;
      frame.destroy();
    },
  };
}

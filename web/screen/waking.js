// A saved game reopened: its board drawn at once from the view kept with its save
// (kept.js), while Python wakes up in the worker, instead of the boot screen. The
// board takes no input (inert, no moves) and says it is waking up (aria-busy, and in the
// status line); GameView.open takes its frame over once the engine answers (Frame.adopt:
// the board is updated in place, not built and laid out a second time), or replaces it
// in one task.
import { watchTargets } from "../reveal.js";
import { h } from "../ui.js";
import { Frame } from "./frame.js";
import { setActions, setStatus } from "./services.js";
import { t } from "../i18n.js";

const nothing = () => {};

/**
 * @typedef {object} WakingBoard
 * @property {() => void} destroy taken down, for the screen that replaces it
 * @property {() => Frame | null} take its frame, no longer waking, for the game screen to adopt (Frame.adopt);
 *   null once taken or taken down
 * @property {() => void} withdraw taken down, and the boot screen it covered put back
 */

/**
 * Draw `shown`, a save's kept view (kept.js wakingView or drawable), into `root`, over
 * its boot screen; null when nothing was drawn.
 * @param {HTMLElement} root
 * @param {import("../types.js").Snapshot | null} shown
 * @param {import("../types.js").GameInfo | undefined} info
 * @param {{renderer: () => Promise<import("../types.js").RendererModule>, style: () => Promise<unknown>}} load
 *   the game's renderer and stylesheet (shell.js RENDERERS, loadStyle)
 * @param {{hintsOff?: boolean}} [how] `hintsOff`: the game is played without hints (no Hint button; the
 *   others have it, disabled, where the game screen has it: nothing moves when the screen takes the board over)
 * @returns {Promise<WakingBoard | null>}
 */
export async function wake(root, shown, info, load, { hintsOff = false } = {}) {
  if (!shown || !info) return null;
  let module;
  try {
    [module] = await Promise.all([load.renderer(), load.style()]);
  } catch {
    return null; // the engine's answer says what is wrong, if anything
  }
  if (!root.querySelector("#boot")) return null; // another screen is up already
  const covered = [...root.childNodes];
  const frame = new Frame(root, { info, module, embedded: false, watch: false, kept: true, reveal: watchTargets,
    play: async () => false, undo: nothing, redo: nothing, menu: nothing, pause: nothing,
    hint: hintsOff ? null : nothing });
  const names = shown.record.names;
  frame.draw(shown, {
    names,
    info,
    interactive: false,
    replaying: false,
    back: { undo: false, redo: false },
    automatic: null,
  });
  frame.buttons.menu.disabled = true; // it saves and shares the game: the engine's record is needed
  frame.board.inert = true;
  frame.panels.inert = true;
  root.setAttribute("aria-busy", "true");
  // in the status line, where the game screen says whose turn it is: a line above the board
  // would move the board when it goes (a layout shift, 0.03 in Lighthouse's reopened game)
  const waking = { class: "text waking", id: "waking", elementtiming: "posy-kept" };
  const notice = h("span", waking, t("Waking up the game…"));
  setStatus(notice);
  // the benchmark's "resumed board visible": built, and (elementtiming, with the board) painted
  performance.mark("posy-kept");
  document.documentElement.dataset.waking = "";
  let up = true;
  const awake = () => {
    up = false;
    root.removeAttribute("aria-busy");
    delete document.documentElement.dataset.waking;
    notice.remove();
  };
  const destroy = () => {
    if (!up) return;
    awake();
    frame.destroy();
  };
  return {
    destroy,
    take() {
      if (!up) return null;
      awake();
      return frame;
    },
    withdraw() {
      if (!up) return;
      destroy();
      setActions();
      setStatus();
      root.replaceChildren(...covered);
    },
  };
}

// The game screen's saves (web/screen/persistence.js), with what the screen does when
// another tab moved the game on: it stops, loads that tab's position as a new engine
// session when the player asks, and plays on from it; a game with a friend follows the
// other tab's device at once.
import { Saves } from "./persistence.js";

/**
 * What the game screen gives its saves.
 * @typedef {object} TabsHost
 * @property {import("./state.js").ScreenState} state
 * @property {import("./persistence.js").SavesHost["call"]} call ask the engine about this game
 * @property {import("./persistence.js").SavesHost["notify"]} notify show the notice that another tab moved on
 * @property {() => void} cancel stop every seat deciding
 * @property {(snap: import("../types.js").Snapshot) => void} render
 * @property {(snap: import("../types.js").Snapshot) => Promise<void>} show
 * @property {(record: import("../types.js").GameRecord)
 *   => Promise<import("../types.js").SessionCallAnswer<"load">>} load
 *   the record in a new engine session
 * @property {(sid: string | undefined) => void} session play on in engine session `sid` (the one before is
 *   closed)
 * @property {(message: string) => void} toast
 * @property {() => boolean} gone the screen was closed
 * @property {import("../remote/session.js").RemoteEngine | null} device a game with a friend: its device
 */

/**
 * The saves of the game on screen.
 * @param {import("./persistence.js").StorePort} store
 * @param {string} saveId
 * @param {any} saved the save as read, or null for a new game
 * @param {TabsHost} host
 */
export function screenSaves(store, saveId, saved, host) {
  const { state, call, notify, toast, gone } = host;
  const tabs = otherTabs(host);
  const follow = host.device && tabs.follow;
  return new Saves(store, saveId, saved, { state, call, toast, gone, notify, ...tabs, follow });
}

/**
 * What the screen does when another tab moved the game on (SavesHost's stop, load, resume, follow).
 * @param {TabsHost} host
 */
function otherTabs(host) {
  const { state } = host;
  return {
    /** Another tab moved on: no more playing here until its position is loaded. */
    stop() {
      state.set({ stale: true });
      host.cancel();
      host.render(state.snap);
    },

    /** @param {import("../types.js").GameRecord} record */
    async load(record) {
      const answer = await host.load(record);
      if (answer.ok) return answer;
      host.toast(answer.error);
      return null;
    },

    /** Tests wait for a load to end (`body[data-loading]`), as for a move (`data-busy`).
     * @param {boolean} on */
    loading(on) {
      if (on) document.body.dataset.loading = "";
      else delete document.body.dataset.loading;
    },

    /** @param {import("../types.js").Snapshot} answer */
    async resume(answer) {
      host.session(answer.sid);
      state.set({ stale: false, holder: null, shownSecrets: null, shownResult: answer.over });
      await host.show(answer);
    },

    /** A game with a friend that another tab moved on: shown here as it stands there
     * (to its end, if it ended there), and playable here as well.
     * @param {any} save */
    async follow(save) {
      if (!host.device) return;
      const answer = await host.device.adopt(save);
      if (!answer.ok || host.gone()) return;
      host.cancel();
      state.set({ holder: null, shownSecrets: null });
      await host.show(answer);
    },
  };
}

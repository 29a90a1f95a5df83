// What a player asks of the game screen besides a move: pause the computers, resign, and
// the game menu with what it offers now (web/screen/menu.js draws it).
import { resignOffer } from "./ending.js";
import { openMenu } from "./menu.js";
import { toast } from "./services.js";
import { t } from "../i18n.js";

/**
 * What the game screen gives its commands.
 * @typedef {object} CommandsHost
 * @property {import("../types.js").GameInfo} info
 * @property {import("./state.js").ScreenState} state
 * @property {Pick<import("./frame.js").Frame, "tableMode" | "setTableMode" | "hintOffered" | "setPaused">} frame
 * @property {Pick<import("./seats.js").Seats, "paused" | "pause" | "start" | "cancel" | "persons">} seats
 * @property {() => string[]} names
 * @property {boolean} friends a game with friends on other devices (its panel has its own offers)
 * @property {(() => void) | null} exit back to the lobby (none when embedded)
 * @property {(() => void) | null} again a new game with the same table (none when the host page has none)
 * @property {() => void} hint suggest a move
 * @property {(snap: import("../types.js").Snapshot) => void} render
 * @property {(snap: import("../types.js").Snapshot) => Promise<void>} show
 */

export class Commands {
  /** @param {CommandsHost} host */
  constructor(host) {
    this.host = host;
  }

  togglePause() {
    const { seats, frame, state } = this.host;
    const paused = !seats.paused;
    seats.pause(paused);
    frame.setPaused(paused);
    if (!paused) seats.start(state.snap);
    else this.host.render(state.snap);
  }

  /** End the game now: `seat` resigned (saved with the game, shown on the final screen). */
  async resign(/** @type {number} */ seat) {
    const { state, seats } = this.host;
    if (state.busy) return toast(t("A move is on its way: resign once it has been played."));
    seats.cancel();
    state.set({ resigned: seat });
    await this.host.show(state.snap);
  }

  /** The game menu, with what it offers now (no resigning or new game with a friend on
   * another device, whose panel has its own; no hint unless one may be asked). */
  menu() {
    const { frame, state, friends, again } = this.host;
    const names = this.host.names();
    const resign = friends || state.stale ? null : resignOffer(state.snap, this.host.seats.persons, names);
    openMenu({
      info: this.host.info,
      current: () => state.snap,
      tableMode: frame.tableMode,
      onExit: this.host.exit,
      onHint: frame.hintOffered ? () => this.host.hint() : null,
      onNewGame: again && !friends ? again : null,
      resign: resign && { words: resign.words, confirm: () => this.resign(resign.seat) },
      onTableMode: (on) => {
        frame.setTableMode(on);
        this.host.render(state.snap);
      },
    });
  }
}

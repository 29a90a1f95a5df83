// The game's history on screen: play a move, take it back, redo it. Every position
// the engine answers goes to the screen's `show`; who may act and what is drawn
// next are handoff.js's decisions.
import { nextViewer, secretsAfterUndo } from "./handoff.js";
import { closeResult } from "./result.js";
import { toast } from "./services.js";

/**
 * @typedef {object} HistoryHost what the game screen gives its history
 * @property {import("./state.js").ScreenState} state
 * @property {import("./seats.js").Seats} seats
 * @property {() => import("./handoff.js").Table} table
 * @property {import("../types.js").SessionCall} call ask the engine about this game
 * @property {(answer: any) => Promise<void>} show
 * @property {(snap: any) => void} render
 * @property {(type: string, detail: any) => void} events
 */

export class History {
  constructor(/** @type {HistoryHost} */ host) {
    this.host = host;
  }

  /**
   * Send a move. `by`: the controller of a seat not decided by taps on this device
   * (the computer); left out, the move comes from a person here, and only on their turn.
   * @param {import("../types.js").Move} move
   * @param {{by?: import("./seats.js").SeatController | null}} [options]
   */
  async play(move, { by = null } = {}) {
    const { state, seats } = this.host;
    if (state.busy || state.stale) return false;
    if (!by && seats.decider(state.snap)) return false; // not the person's turn
    state.set({ busy: true });
    document.body.dataset.busy = ""; // a move is on its way (tests wait for it to land)
    try {
      let answer;
      try {
        answer = await this.host.call("play", { move, viewer: nextViewer(this.host.table()) });
      } finally {
        state.set({ busy: false });
      }
      if (!answer.ok) {
        toast(answer.error);
        this.host.render(state.snap);
        return false;
      }
      if (!by) state.set({ holder: answer.last_mover }); // whoever just tapped has the device
      this.host.events("move", {
        move: answer.record.moves.at(-1),
        ply: answer.ply,
        current: answer.current,
        log: answer.log.at(-1),
      });
      await this.host.show(answer);
      return true;
    } finally {
      delete document.body.dataset.busy;
    }
  }

  async undo() {
    const { state, seats } = this.host;
    if (state.busy || state.stale) return;
    seats.cancel(); // with computers, undo goes back to the person's last decision
    const answer = await this.host.call("undo", { viewer: nextViewer(this.host.table()) });
    if (!answer.ok) {
      toast(answer.error);
      return seats.start(state.snap);
    }
    // the mover gets their decision back: on a secrets game, they hold the device
    state.set({ shownSecrets: secretsAfterUndo(answer, this.host.table()), shownResult: false });
    closeResult();
    await this.host.show(answer);
  }

  async redo() {
    const { state, seats } = this.host;
    if (state.busy || state.stale) return;
    seats.cancel();
    const answer = await this.host.call("redo", { viewer: nextViewer(this.host.table()) });
    if (!answer.ok) return toast(answer.error);
    await this.host.show(answer);
  }
}

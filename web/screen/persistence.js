// Saving the game on screen after every move, and noticing when another tab moved it
// on (web/store.js: every save carries a revision; a tab writes only over the one it
// last read or wrote). The store and the page come in as ports, so node tests run
// this on a store in memory.
import { h } from "../ui.js";

/** The notice that another tab moved this game on, with its button to load that position. */
export function staleNotice(/** @type {() => void} */ onLoad) {
  const load = h("button", { class: "btn primary", type: "button", onclick: onLoad }, "Show the latest position");
  return h("div", { class: "notice stale", role: "alert" }, h("p", {}, "This game was continued in another tab or window."), load);
}

/**
 * @typedef {object} StorePort the part of web/store.js this uses
 * @property {(id: string) => Promise<any>} get
 * @property {(id: string, entry: object, rev: number | undefined) => Promise<{ok: boolean, rev?: number, conflict?: boolean, error?: string}>} put
 * @property {(onChange: (id: string) => void) => () => void} watch
 */

/**
 * @typedef {object} SavesHost what the game screen gives its saves
 * @property {import("./state.js").ScreenState} state
 * @property {(name: string, args?: object) => Promise<any>} call ask the engine about this game
 * @property {(message: string) => void} toast
 * @property {() => boolean} gone the screen was closed
 * @property {() => void} stop another tab moved on: stop playing here
 * @property {(onLoad: () => Promise<void>) => () => void} notify show staleNotice(onLoad);
 *   returns what takes it down
 * @property {(record: any) => Promise<any>} load load a record (a new engine session): its
 *   first snapshot, or null when it did not load (the player was told)
 * @property {(answer: any) => Promise<void>} resume play on from that snapshot
 */

export class Saves {
  /**
   * @param {StorePort} store
   * @param {string} saveId
   * @param {number | undefined} rev the revision of the save as last read (store.put)
   * @param {SavesHost} host
   */
  constructor(store, saveId, rev, host) {
    this.store = store;
    this.saveId = saveId;
    this.rev = rev;
    this.host = host;
    /** @type {Promise<void> | null} */
    this.saving = null;
    this.unwatch = store.watch((id) => id === saveId && this.otherTabMoved());
  }

  /** Save the position on screen, after every move. Saves run one after another (each
   * carries the revision the one before it wrote), also when the first one was not
   * awaited; one that failed does not stop the next. */
  save() {
    this.saving = (this.saving || Promise.resolve()).catch(() => {}).then(() => this.write());
    return this.saving;
  }

  /** A secret still face down is left out of every snapshot's record (so nothing drawn,
   * exported or shared shows it); the save asks for the whole record, so a reload loses
   * nothing. */
  async write() {
    const { snap, stale, replayAt } = this.host.state;
    if (stale || replayAt !== null) return;
    let record = snap.record;
    if (snap.secret_pending) {
      const full = await this.host.call("saved_record");
      if (full.ok) record = full.record;
    }
    // a game with a friend saves its device (web/remote/): the chain and this device's secrets
    const remote = snap.device;
    const entry = remote ? { record, finished: Boolean(snap.result), remote, status: snap.status, myTurn: snap.my_turn, computers: snap.computers } : { record, finished: snap.over, ...(snap.resigned === undefined ? {} : { resigned: snap.resigned }) };
    const result = await this.store.put(this.saveId, entry, this.rev);
    if (result.ok) this.rev = result.rev;
    else if (result.conflict) await this.otherTabMoved();
    else this.host.toast(result.error);
  }

  /** Another tab saved this game: stop playing here, offer its position. */
  async otherTabMoved() {
    const latest = await this.store.get(this.saveId);
    if (this.host.gone() || this.host.state.stale || !latest || latest.rev === this.rev) return;
    this.host.stop();
    const remove = this.host.notify(async () => {
      // the record and its revision are read together: loading takes a while, and
      // another tab may save meanwhile; then this tab's next save is a conflict
      // (and this notice comes back) instead of overwriting the newer position
      const newest = await this.store.get(this.saveId);
      if (!newest) return this.host.toast("This game is no longer saved in this browser.");
      const answer = await this.host.load(newest.record);
      if (!answer) return;
      remove();
      this.rev = newest.rev;
      await this.host.resume(answer);
    });
  }

  stop() {
    this.unwatch();
  }
}

// Saving the game on screen after every move, and noticing when another tab moved it
// on (web/store.js: every save carries a revision; a tab writes only over the one it
// last read or wrote). The store and the page come in as ports, so node tests run
// this on a store in memory.
import { canonical } from "../share.js";
import { t } from "../i18n.js";
import { h } from "../ui.js";
import { keptView } from "./kept.js";

/** `value`, once the page is idle (at most a second later); at once where nothing says when that is. */
const idle = (/** @type {any} */ value) =>
  "requestIdleCallback" in globalThis
    ? new Promise((resolve) => requestIdleCallback(() => resolve(value), { timeout: 1000 }))
    : Promise.resolve(value);

/**
 * What a save holds, as text to compare: the record, and who resigned (kept beside it,
 * web/screen/ending.js), so that a resignation is a new position to write.
 * @param {{record?: any, resigned?: number | null}} entry
 */
function heldText({ record, resigned }) {
  return canonical(record) + (resigned === undefined || resigned === null ? "" : `|resigned ${resigned}`);
}

const CONTINUED = () => t("This game was continued in another tab or window.");
const NOT_KEPT = () => t("Your move was not kept: this game was continued in another tab or window.");

/**
 * The notice that another tab moved this game on, with its button to load that position.
 * `lost()` changes its sentence: a move made here could not be saved.
 * @returns {StaleNotice}
 */
export function staleNotice(/** @type {() => Promise<void>} */ onLoad) {
  // one load at a time: the button waits, disabled, until the position it asked for is shown
  const onclick = async () => {
    load.disabled = true;
    try {
      await onLoad();
    } finally {
      load.disabled = false;
    }
  };
  const load = h("button", { class: "btn primary", type: "button", onclick }, t("Show the latest position"));
  const text = h("p", {}, CONTINUED());
  const el = h("div", { class: "notice stale", role: "alert" }, text, load);
  return { el, lost: () => (text.textContent = NOT_KEPT()) };
}

/** @typedef {{el: HTMLElement, lost: () => void}} StaleNotice */

/** SavesHost.notify for a game screen's frame (web/screen/frame.js): the notice above its board. */
export const notifyOn =
  (/** @type {{notice: (el: HTMLElement) => () => void}} */ frame) => (/** @type {() => Promise<void>} */ onLoad) => {
    const notice = staleNotice(onLoad);
    return { remove: frame.notice(notice.el), lost: notice.lost };
  };

/**
 * @typedef {object} StorePort the part of web/store.js this uses
 * @property {(id: string) => Promise<import("../store.js").SaveEntry | null>} get
 * @property {(id: string, entry: import("../store.js").NewEntry, rev: number | undefined)
 *   => Promise<import("../store.js").PutResult>} put
 * @property {(onChange: (id: string) => void) => () => void} watch
 * @property {(id: string, shown: object, rev: number | undefined) => Promise<boolean>} keep
 */

/**
 * @typedef {object} SavesHost what the game screen gives its saves
 * @property {import("./state.js").ScreenState} state
 * @property {import("../types.js").SessionCall} call ask the engine about this game
 * @property {(message: string) => void} toast
 * @property {() => boolean} gone the screen was closed
 * @property {() => void} stop another tab moved on: stop playing here
 * @property {(onLoad: () => Promise<void>) => {remove: () => void, lost: () => void}} notify show
 *   staleNotice(onLoad); returns what takes it down, and what says a move here was not kept
 * @property {(record: any) => Promise<any>} load load a record (a new engine session): its
 *   first snapshot, or null when it did not load (the player was told)
 * @property {(answer: any) => Promise<void>} resume play on from that snapshot
 * @property {(on: boolean) => void} [loading] another tab's position is being loaded here (from
 *   the notice's tap until it is shown, or found stale again), or no longer
 * @property {((save: any) => Promise<void>) | null} [follow] a game with a friend on another
 *   device: another tab's save (its device, the whole game as that tab knows it) is shown
 *   here at once, with no notice; a device's chain only grows, and its revision keeps two
 *   tabs from growing it two ways
 */

export class Saves {
  /**
   * @param {StorePort} store
   * @param {string} saveId
   * @param {{rev?: number, record?: any, resigned?: number | null, remote?: string} | null | undefined} saved
   *   the save as last read (null: none yet); `remote`: a game with a friend's device (its JSON text)
   * @param {SavesHost} host
   */
  constructor(store, saveId, saved, host) {
    this.store = store;
    this.saveId = saveId;
    this.rev = saved?.rev;
    // the position the save holds at `rev`: showing it again writes nothing (a load
    // that wrote a revision would make another tab's next move a conflict, and lose it)
    this.held = saved?.remote ?? (saved?.record ? heldText(saved) : null);
    this.host = host;
    /** @type {Promise<boolean> | null} */
    this.saving = null;
    /** @type {{remove: () => void, lost: () => void} | null} */
    this.notice = null;
    /** @type {import("../types.js").Snapshot | null} the last view kept */
    this.shown = null;
    this.loading = false; // another tab's position is being loaded
    this.unwatch = store.watch((id) => id === saveId && this.otherTabMoved());
  }

  /** Save `snap` (by default the position on screen), after every move. Saves run one
   * after another (each carries the revision the one before it wrote), also when the
   * first one was not awaited; one that failed does not stop the next. Resolves false
   * when the position was not kept because another tab holds a newer one: the screen
   * must not show it as played (the notice says so). */
  save(snap = this.host.state.snap) {
    this.saving = (this.saving || Promise.resolve(true)).catch(() => true).then(() => this.write(snap));
    return this.saving;
  }

  /** A secret still face down is left out of every snapshot's record (so nothing drawn,
   * exported or shared shows it); the save asks for the whole record, so a reload loses
   * nothing. */
  async write(/** @type {any} */ snap) {
    const { stale, replayAt } = this.host.state;
    if (replayAt !== null) return true;
    if (stale) return this.notKept();
    let record = snap.record;
    if (snap.secret_pending) {
      const full = await this.host.call("saved_record", {});
      if (full.ok) record = full.record;
    }
    // a game with a friend saves its device (web/remote/): the chain and this device's secrets
    const remote = snap.device;
    const text = remote ?? heldText({ record, resigned: snap.resigned });
    if (text !== null && text === this.held) return true;
    const entry = remote
      ? {
          record,
          finished: Boolean(snap.result),
          remote,
          status: snap.status,
          myTurn: snap.my_turn,
          computers: snap.computers,
        }
      : { record, finished: snap.over, ...(snap.resigned === undefined ? {} : { resigned: snap.resigned }) };
    const result = await this.store.put(this.saveId, entry, this.rev);
    if (result.ok) {
      this.rev = result.rev;
      this.held = text;
      return true;
    }
    if (!result.conflict) {
      // storage full: the move stays on screen, the player is told
      this.host.toast(result.error ?? t("The game could not be saved."));
      return true;
    }
    if (remote && this.host.follow) this.host.toast(NOT_KEPT()); // the screen follows the other tab
    await this.otherTabMoved();
    return this.notKept();
  }

  /** Keep `snap`, just drawn, with the save (web/screen/kept.js: the caller checked it
   * may be kept), once the save of its position is written: a kept view belongs to the
   * revision it shows, and the next save drops it. */
  keep(/** @type {import("../types.js").Snapshot} */ snap) {
    if (snap === this.shown) return;
    this.shown = snap;
    const view = keptView(snap);
    // in an idle moment: writing it (the save's entry cloned into IndexedDB, its copy in
    // localStorage) is for the next reopening, not for the screen drawing now; with the
    // revision it is of (the store keeps nothing over a newer one)
    (this.saving || Promise.resolve(true)).catch(() => false)
      .then((kept) => idle(kept && this.rev))
      .then((rev) => rev !== false && !this.host.state.stale && this.store.keep(this.saveId, view, rev));
  }

  /** The position was not saved: another tab holds a newer one. */
  notKept() {
    this.notice?.lost();
    return false;
  }

  /** Another tab saved this game (or may have: a screen just opened from a save read a
   * while ago, a load that took a while): stop playing here, offer its position. Since
   * showing a saved position writes nothing, no conflict would tell. */
  async otherTabMoved() {
    const latest = await this.store.get(this.saveId);
    if (this.host.gone() || this.host.state.stale || !latest || latest.rev === this.rev) return;
    if (this.host.follow && latest.remote) {
      this.rev = latest.rev;
      this.held = latest.remote; // showing it writes nothing
      // not awaited: a save that found the conflict is still running, and the position
      // followed is saved (as the very device held, so not written) after it
      void this.host.follow(latest);
      return;
    }
    this.host.stop();
    const notice = this.host.notify(async () => {
      if (this.loading) return; // a tap on an older notice while a load is under way
      this.loading = true;
      this.host.loading?.(true);
      try {
        await this.loadLatest(notice);
      } finally {
        this.loading = false;
        this.host.loading?.(false);
      }
    });
    this.notice = notice;
  }

  /** Load the position another tab saved and play on from it; this tab is stale again at
   * once if a save was heard meanwhile. */
  async loadLatest(/** @type {{remove: () => void}} */ notice) {
    // the record and its revision are read together: loading takes a while, and
    // another tab may save meanwhile; then this tab's next save is a conflict
    // (and this notice comes back) instead of overwriting the newer position
    const newest = await this.store.get(this.saveId);
    if (!newest) return this.host.toast(t("This game is no longer saved in this browser."));
    const answer = await this.host.load(newest.record);
    if (!answer) return;
    notice.remove();
    if (this.notice === notice) this.notice = null;
    this.rev = newest.rev;
    this.held = heldText(newest);
    await this.host.resume(answer);
    await this.otherTabMoved(); // a save meanwhile was heard while this tab was still stale
  }

  stop() {
    this.unwatch();
  }
}

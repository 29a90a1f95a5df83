// GameView's parts (web/shell.js), each made and wired to the view: its history, its frame,
// the hint, the replay, the commands and the saves, every callback a call back into the view
// (each module of web/screen/ is handed its host, never the view). Apart from shell.js, so
// that GameView reads as the coordination itself.
import { previews } from "./screen/coach.js";
import { watchTargets } from "./reveal.js";
import * as store from "./store.js";
import { Frame } from "./screen/frame.js";
import { History } from "./screen/history.js";
import { hinter } from "./screen/hint.js";
import { notifyOn } from "./screen/persistence.js";
import { Replay } from "./screen/replay.js";
import { toast } from "./screen/services.js";
import { Commands } from "./screen/commands.js";
import { screenSaves } from "./screen/tabs.js";

/** @typedef {import("./shell.js").GameView} GameView */
/** @typedef {import("./screen/open.js").ScreenParts} Parts */

/** Play, undo and redo (screen/history.js). @param {GameView} view */
export function historyOf(view) {
  return new History({
    state: view.state,
    seats: view.seats,
    table: () => view.table(),
    call: (name, args) => view.call(name, args),
    show: (next) => view.show(next),
    render: (snap) => view.render(snap),
    events: (type, detail) => view.events(type, detail),
  });
}

/**
 * The page around the board (screen/frame.js), its buttons the view's.
 * @param {GameView} view
 * @param {HTMLElement} root
 * @param {{info: Parts["info"], module: Parts["module"], embedded: boolean, kept: Parts["kept"],
 *   friend: boolean, hintsOff?: boolean}} how `friend`: a game with friends (no hint, no previews);
 *   `hintsOff`: a game played without hints
 */
export function frameOf(view, root, { info, module, embedded, kept, friend, hintsOff }) {
  return Frame.open(root, {
    info,
    module,
    embedded,
    watch: view.seats.mode === "watch",
    reveal: watchTargets,
    play: (move) => view.personPlay(move),
    undo: () => view.history.undo(),
    redo: () => view.history.redo(),
    menu: () => view.commands.menu(),
    pause: () => view.commands.togglePause(),
    hint: friend || hintsOff ? null : () => view.hint(),
    preview: friend ? undefined : (snap) => previews((name, args) => view.call(name, args), snap),
  }, kept);
}

/** A suggested move for the person deciding now (screen/hint.js). @param {GameView} view */
export function hinterOf(view) {
  return hinter({
    state: view.state,
    call: (name, args) => view.call(name, args),
    notice: (el) => view.frame.notice(el),
    save: () => view.saves.save(),
    play: (move) => view.personPlay(move),
    mark: (marks) => view.frame.renderer.mark?.(marks),
  });
}

/** The replay of the game (screen/replay.js), in the frame's replay bar. @param {GameView} view */
export function replayOf(view) {
  return new Replay({
    bar: view.frame.replayBar,
    state: view.state,
    call: (name, args) => view.call(name, args),
    render: (snap) => view.render(snap),
  });
}

/**
 * Pause, resign, the menu (screen/commands.js).
 * @param {GameView} view
 * @param {{info: Parts["info"], embedded: boolean, onRestart: Parts["onRestart"]}} how
 */
export function commandsOf(view, { info, embedded, onRestart }) {
  return new Commands({
    info,
    state: view.state,
    frame: view.frame,
    seats: view.seats,
    names: () => view.names,
    friends: Boolean(view.remote),
    exit: embedded ? null : () => view.onExit(),
    again: onRestart ? () => view.again() : null,
    hint: () => view.hint(),
    render: (snap) => view.render(snap),
    show: (next) => view.show(next),
  });
}

/**
 * The saves of the game and other tabs on it (screen/tabs.js, persistence.js).
 * @param {GameView} view
 * @param {string} saveId
 * @param {Parts["saved"]} saved its save as read, or null for a new game
 * @param {import("./remote/session.js").RemoteEngine | null} device a game with friends' device, or null
 */
export function savesOf(view, saveId, saved, device) {
  return screenSaves(store, saveId, saved, {
    state: view.state,
    call: (name, args) => view.call(name, args),
    notify: notifyOn(view.frame),
    cancel: () => view.seats.cancel(),
    render: (snap) => view.render(snap),
    show: (next) => view.show(next),
    load: (record) => view.call("load", { record, viewer: null }),
    session: (sid) => {
      view.call("close", {});
      view.sid = sid ?? "";
    },
    toast,
    gone: () => view.destroyed,
    device,
  });
}

// Games with a friend on another device, from the lobby's side: inviting, opening a
// friend's link (an invitation to join, or the next moves of a game this device holds),
// and resuming one from the saved games. Each remote game is one save, "remote-<game
// id>", holding its device (posy.remote's JSON: the message chain, this device's own
// secrets); the game screen (GameView, through RemoteEngine) draws it once the lots are
// drawn, and a small screen of its own says what it waits for until then.
import { h } from "../ui.js";
import { t } from "../i18n.js";
import { showInvitation } from "./invitation.js";
import { isRemoteHash, textOf, usedUp } from "./links.js";
import { RemotePanel } from "./panel.js";
import { pair } from "./pairing.js";
import { RemoteEngine } from "./session.js";
import { live } from "./live/live.js";
import { codeOf } from "./live/sdp.js";
import { noteResult } from "../lobby/record.js";
import { entryOf, forward, saveIdOf, sendSaved } from "./outbox.js";
import { DEFAULT_PACE, nowSeconds } from "./pace.js";

/**
 * @typedef {object} FlowHost what the app gives remote games
 * @property {import("../engine.js").Engine} engine
 * @property {HTMLElement} main
 * @property {import("../store.js")} store
 * @property {(id: string) => import("../types.js").GameInfo | undefined} gameInfo
 * @property {(answer: any, saveId: string, saved: any, engine: RemoteEngine) => Promise<any>} openGame resolves
 *   with the game screen
 * @property {(notice?: string) => void} showLobby
 * @property {(message: string) => void} toast
 */

export class RemoteGames {
  /** @param {FlowHost} host */
  constructor(host) {
    this.host = host;
    /** @type {{id: string, engine: RemoteEngine, view: any} | null} the remote game on screen */
    this.screen = null;
    live.host = {
      receive: (game, text) => this.receiveLive(game, text),
      catchUp: (game) => this.catchUp(game),
      toast: host.toast,
    };
    host.store.written(sendSaved);
    /** @type {Promise<unknown>} the screen change under way (serial) */
    this.changing = Promise.resolve();
  }

  /** The engine's remote_* call `name`, at this device's time (the page's clock), typed by `Calls`.
   * @template {keyof import("../contract.js").Calls & `remote_${string}`} K
   * @param {K} name
   * @param {Omit<import("../contract.js").Calls[K]["args"], "now">} args
   * @returns {Promise<import("../engine.js").CallAnswer<K>>} */
  call(name, args) {
    // the caller's arguments and the clock are the call's (tsc does not recombine an Omit of a generic)
    const request = /** @type {import("../engine.js").CallArgs<K>} */ ({ now: nowSeconds(), ...args });
    return this.host.engine.call(name, request);
  }

  /** One screen change at a time: a friend's move that comes (live) while the screen for
   * the one before is still opening waits for it, and is then drawn on it, instead of
   * opening a second game screen beside the first (a loaded phone takes seconds to open one).
   * Only what starts a change (the player, a link, the live channel) goes through here. */
  serial(/** @type {() => Promise<unknown>} */ job) {
    const next = this.changing.then(job, job);
    this.changing = next.catch(() => {});
    return next;
  }

  /** Save the device's answer (over revision `rev`), then show it. */
  async keep(/** @type {any} */ answer, /** @type {number | undefined} */ rev) {
    forward(answer);
    const id = saveIdOf(answer.game_id);
    const result = await this.host.store.put(id, entryOf(answer), rev);
    if (!result.ok)
      return this.host.showLobby(result.error || t("This game was changed in another tab: open it from the lobby."));
    await this.show(answer, id, { ...entryOf(answer), rev: result.rev });
  }

  /** The board when there is one, else what the game waits for. */
  async show(/** @type {any} */ answer, /** @type {string} */ id, /** @type {any} */ saved) {
    const engine = new RemoteEngine(this.host.engine, answer, saved.computers);
    engine.onSend = forward;
    this.screen = { id, engine, view: null };
    if (answer.view) {
      const view = await this.host.openGame(engine.last, id, saved, engine);
      if (this.screen?.engine === engine) this.screen.view = view;
      return;
    }
    usedUp(id); // a reload shows this screen again
    const info = this.host.gameInfo(answer.game);
    const panel = new RemotePanel({
      act: (name, args) => engine.act(name, args),
      show: (next) => this.serial(() => this.keep(next, saved.rev)),
      toast: this.host.toast,
    });
    // the screen waits (a friend to join, the lots, the deal): a device's own computers wait too
    panel.update(answer);
    const lobby = h(
      "button",
      { class: "btn", type: "button", onclick: () => this.host.showLobby() },
      t("Back to the lobby"),
    );
    const heading = t("{game} with a friend", { game: info?.title || "Posy" });
    this.host.main.replaceChildren(h("div", { class: "remote-wait" }, h("h1", {}, heading), panel.el, lobby));
    document.documentElement.dataset.remote = answer.phase;
  }

  /** A new game with friends: `request` as for a local game (its `computers` run on this
   * device), `friends` the seats they take. */
  invite(/** @type {any} */ request, /** @type {number[]} */ friends) {
    return this.serial(() => this.start(request, friends));
  }

  async start(/** @type {any} */ request, /** @type {number[]} */ friends) {
    let next = 1;
    const seats = Array.from({ length: request.players }, (_, s) => (friends.includes(s) ? next++ : 0));
    const answer = await this.call("remote_invite", {
      game: request.game,
      players: request.players,
      options: request.options,
      seats,
      names: request.names,
      pace: request.pace ?? DEFAULT_PACE,
    });
    if (!answer.ok) return this.host.showLobby(answer.error);
    await this.keep({ ...answer, computers: request.computers || [] }, undefined);
  }

  /** A saved remote game, from the lobby or a reload. */
  resume(/** @type {string} */ id, /** @type {any} */ save) {
    return this.serial(() => this.restore(id, save));
  }

  async restore(/** @type {string} */ id, /** @type {any} */ save) {
    const answer = await this.call("remote_state", { device: save.remote });
    if (!answer.ok) {
      return this.host.showLobby(t("Your game with a friend could not be restored: {error}", { error: answer.error }));
    }
    await this.show(answer, id, save);
  }

  /** A friend's link (an address with #remote=…, or the text pasted); when it is dealt
   * with (applied, refused or asking to join), html[data-links] counts it. */
  async open(/** @type {string} */ input) {
    try {
      await this.serial(() => this.apply(input));
    } finally {
      const root = document.documentElement;
      root.dataset.links = String(Number(root.dataset.links || 0) + 1);
    }
  }

  async apply(/** @type {string} */ input, quiet = false) {
    if (codeOf(input)) return this.pair(input);
    const text = textOf(input);
    if (!text) return this.host.showLobby(t("That is not a Posy link: copy the whole link your friend sent."));
    const found = await this.call("remote_identify", { link: text });
    if (!found.ok) return this.host.showLobby(t("That link could not be opened: {error}", { error: found.error }));
    const id = saveIdOf(found.game_id);
    const saved = await this.host.store.get(id);
    if (saved) return this.applyTo(id, saved, text, { quiet, part: Boolean(found.parts) });
    if (found.invitation) return this.askToJoin(found, text);
    this.host.showLobby(t("That link is for a game this device does not hold: open your friend's invitation first."));
  }

  /** A friend's link for game `id`, saved here as `saved`: applied on the board on
   * screen when it shows that very save (the link opened in its own tab: its move is
   * drawn as it comes, with its log line), else over the save and shown. `part`: one
   * part of a long link (the page offers nothing to send while the others come). */
  async applyTo(
    /** @type {string} */ id,
    /** @type {any} */ saved,
    /** @type {string} */ text,
    { quiet = false, part = false },
  ) {
    const screen = this.screen;
    const here =
      screen?.id === id && screen.view && !screen.view.destroyed && screen.engine.device === saved.remote
        ? screen
        : null;
    const answer = here
      ? await here.engine.receive(text, part)
      : await this.call("remote_receive", { device: saved.remote, link: text });
    if (!answer.ok) {
      this.host.toast(t("That link was not applied: {error}", { error: answer.error }));
      if (here) return usedUp(id);
      return this.show(await this.call("remote_state", { device: saved.remote }), id, saved);
    }
    if (answer.cheat) noteVoid(id, answer); // the game ends here, whatever the screen shows
    // a cheat: the panel says it
    if (answer.status && answer.applied === 0 && !quiet && !answer.cheat) this.host.toast(answer.status);
    if (here) {
      usedUp(id);
      return here.view.show(here.engine.last);
    }
    return this.keep(
      { ...answer, arriving: part && answer.applied === 0, computers: saved.computers || [] },
      saved.rev,
    );
  }

  /** The invitation's screen (invitation.js): joined, this device's link goes back. */
  askToJoin(/** @type {any} */ found, /** @type {string} */ text) {
    const info = this.host.gameInfo(found.game);
    if (!info) return this.host.showLobby(t("That invitation is for a game this version of Posy does not have."));
    showInvitation(found, info.title, {
      close: () => this.host.showLobby(),
      join: async (name, remove) => {
        const answer = await this.call("remote_join", { link: text, name });
        if (!answer.ok) return this.host.toast(answer.error);
        remove();
        await this.serial(() => this.keep(answer, undefined));
      },
    });
  }

  // -- live (web/remote/live/): the same messages over a WebRTC data channel ------------

  /** A link's text from the friend's device over the live channel: applied on the board
   * on screen (with its animation and log line), else as an opened link would be. */
  async receiveLive(/** @type {string} */ game, /** @type {string} */ text) {
    const root = document.documentElement;
    root.dataset.live = String(Number(root.dataset.live || 0) + 1); // the tests wait on it
    await this.serial(() => this.arrived(game, text));
  }

  /** That text, once the screen change before it is done. */
  async arrived(/** @type {string} */ game, /** @type {string} */ text) {
    const screen = this.screen;
    if (screen?.id === saveIdOf(game) && screen.view && !screen.view.destroyed) {
      const answer = await screen.engine.act("receive", { link: text });
      if (!answer.ok) {
        return this.host.toast(t("A move from your friend's device was not applied: {error}", { error: answer.error }));
      }
      forward(answer);
      if (/** @type {any} */ (answer).applied) await screen.view.show(answer);
      return;
    }
    await this.apply(text, true);
  }

  /** A friend's device is here (again): what it may lack of this game, whoever made it
   * (posy.remote.api.catch_up; in a star this device relays the other friends' too). */
  async catchUp(/** @type {string} */ game) {
    const screen = this.screen?.id === saveIdOf(game) ? this.screen : null;
    const device = screen ? screen.engine.device : (await this.host.store.get(saveIdOf(game)))?.remote;
    if (!device) return null;
    const answer = await this.call("remote_catch_up", { device });
    return answer.ok ? answer.link_text : null;
  }

  /** A friend's pairing code (scanned with the phone's camera, opened or pasted): pairing.js. */
  pair(/** @type {string} */ input) {
    return pair(this, input);
  }
}

export { isRemoteHash };

/** A game voided on a cheat goes into the player's record as void (web/lobby/record.js):
 * played, won by nobody, with the sentence that names the device. @param {string} id @param {any} answer */
function noteVoid(id, answer) {
  const names = /** @type {string[]} */ (answer.names);
  noteResult(id, { game: answer.game, at: Date.now(), names, levels: names.map(() => null), here: answer.my_seats,
    winners: [], scores: answer.scores || names.map(() => 0), reason: answer.result.text, remote: true });
}

// A remote game seen by the game screen as one more engine session. GameView asks its
// engine for "play", "view", "undo", "think"...; for a game with a friend on another
// device those go to the device (posy.remote through the bridge's remote_* calls),
// whose every answer carries the snapshot the renderers draw and the device itself
// (JSON, saved in IndexedDB with the game). Nothing here knows a game's rules.

/**
 * A device's answer (posy.remote.page): the snapshot, and what the page reads of the summary.
 * @typedef {object} RemoteFields
 * @property {any} [remote]
 * @property {any} [device] the device, JSON text
 * @property {number} [applied] how many of a friend's messages a link added
 * @property {boolean} [send] this call made something the friends must get
 * @property {boolean} [arriving] a part of a friend's long link came: the others are awaited
 * @typedef {import("../types.js").Snapshot & RemoteFields} RemoteSnapshot
 */

const LIMITS = { easy: 0.3, medium: 0.3, hard: 0.95, expert: 2.9 }; // posy.ai's time limits per level (seconds)

const NO_TAKE_BACK = "In a game with a friend, a move is taken back only if they agree: use “Ask to take back”.";

export class RemoteEngine {
  /**
   * @param {import("../engine.js").Engine} engine the real engine
   * @param {RemoteSnapshot} answer the device's latest answer
   */
  constructor(engine, answer, computers = null) {
    this.engine = engine;
    this.catalog = engine.catalog;
    /** the computer seats this device runs (a level each, null for a person): kept with the save */
    this.computers = computers || answer.computers || [];
    this.last = this.mark(answer);
    /** @type {(answer: RemoteSnapshot) => void} what this device made goes to its friends (live, when connected) */
    this.onSend = () => {};
  }

  /** The device's answer with this device's computer seats in it (the game screen starts
   * their turns as in any game); the device itself does not know them. */
  mark(/** @type {RemoteSnapshot} */ answer) {
    return answer.ok && this.computers.length ? { ...answer, computers: this.computers } : answer;
  }

  get device() {
    return this.last.device;
  }

  /**
   * The device's answer to one action, kept as the latest when it is ok.
   * @param {string} name e.g. "play", "offer", "receive"
   * @param {object} [args]
   * @returns {Promise<RemoteSnapshot>}
   */
  async act(name, args = {}) {
    const answer = this.mark(await this.engine.call(`remote_${name}`, { device: this.device, ...args }));
    if (answer.ok && answer.device) this.last = answer;
    if (answer.ok) this.onSend(answer);
    return answer;
  }

  /**
   * A friend's link, applied to this device. `part`: one part of a long link; while the
   * others come, the answer says so (`arriving`: the panel offers nothing to send).
   * @param {string} link
   * @param {boolean} part
   * @returns {Promise<RemoteSnapshot>}
   */
  async receive(link, part) {
    const answer = await this.act("receive", { link });
    if (answer.ok && answer.device && part && answer.applied === 0) this.last = { ...answer, arriving: true };
    return answer.ok ? this.last : answer;
  }

  /**
   * Another tab's save of this game (its device, newer than this one's): this engine
   * goes on from there.
   * @param {{remote: string}} save
   * @returns {Promise<RemoteSnapshot>}
   */
  async adopt(save) {
    const answer = this.mark(await this.engine.call("remote_state", { device: save.remote }));
    if (answer.ok) this.last = answer;
    return answer;
  }

  /**
   * GameView's calls, answered by the device.
   * @param {string} name
   * @param {{[key: string]: any}} [args]
   */
  async call(name, args = {}) {
    if (name === "play") return this.act("play", { move: args.move });
    if (name === "view") return { ...this.last };
    if (name === "undo" || name === "redo") return { ok: false, error: NO_TAKE_BACK };
    if (name === "saved_record") return { ok: true, record: this.last.record };
    if (name === "think") {
      // a computer seat of this device decides on exactly what the device knows (posy.remote.api.think)
      const level = this.computers[this.last.current ?? -1];
      return this.engine.call("remote_think", { device: this.device, level, time_limit: LIMITS[level] ?? 0.95 });
    }
    if (name === "close") return { ok: true };
    return { ok: false, error: "That is not possible in a game with a friend on another device." };
  }

  /** @param {number} token */
  cancel(token) {
    this.engine.cancel(token);
  }
}

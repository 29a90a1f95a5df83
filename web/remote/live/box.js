// The "Play live" part of a remote game's panel (web/remote/panel.js) and of the
// pairing screen: the button that starts pairing, this device's code (a QR code, the
// same as a link and as text), the friend's code to scan or paste, and once paired,
// whether the friend is here. It is redrawn when the connection changes, not with
// every move (a code being typed or scanned stays as it is).
import { h } from "../../ui.js";
import { PARAM, saveServers, serversText } from "./config.js";
import { scanWithCamera } from "./camera.js";
import { live } from "./live.js";
import { drawCode } from "./qr.js";
import { codeOf, decode } from "./sdp.js";

/** The address that opens Posy on this code (the host page's ICE servers go along). */
export function liveLink(/** @type {string} */ code) {
  const url = new URL(location.href);
  const servers = url.searchParams.get(PARAM);
  url.search = servers === null ? "" : `?${PARAM}=${encodeURIComponent(servers)}`;
  url.hash = `live=${code}`;
  return url.href;
}

/**
 * The code shown: QR, link, text. A copy button for each of the two.
 * @param {string} code
 * @param {string} caption what to do with it (the QR code's accessible name too)
 */
async function codeBlock(code, caption) {
  const link = liveLink(code);
  const field = (/** @type {string} */ value, /** @type {string} */ label, /** @type {string} */ id) => {
    const input = h("input", { type: "text", readonly: true, value, id, class: "remote-link", "aria-label": label });
    input.addEventListener("focus", () => input.select());
    const copy = h("button", { class: "btn", type: "button", onclick: () => navigator.clipboard?.writeText(value).then(() => (copy.textContent = "Copied"), () => input.select()) }, `Copy the ${label.toLowerCase()}`);
    return h("div", { class: "remote-send-row" }, input, h("div", { class: "buttons" }, copy));
  };
  return h("div", { class: "live-code", "data-code": code, "data-bytes": link.length },
    h("p", {}, caption), h("div", { class: "live-qr-frame" }, await drawCode(link, caption)),
    field(link, "Link", "live-link"), field(code, "Code", "live-text"));
}

/**
 * The friend's code: scan it with the camera, or paste it (or its link).
 * @param {{lead: string, friend: string, id: string, use: (text: string) => Promise<void>, say: (m: string) => void}} parts
 */
function codeForm({ lead, friend, id, use, say }) {
  const input = h("input", { type: "text", id: `${id}-input`, autocomplete: "off", placeholder: "posylive.…", "aria-label": `Paste ${friend}'s code` });
  const scan = async () => {
    const text = await scanWithCamera(`Scan ${friend}'s code`, say);
    if (text) await use(text);
  };
  const form = h("form", { class: "live-answer", id },
    h("p", {}, lead),
    h("div", { class: "buttons" }, h("button", { class: "btn primary", type: "button", id: `${id}-scan`, onclick: scan }, `Scan ${friend}'s code`)),
    h("label", { for: `${id}-input` }, `Paste ${friend}'s code`), input,
    h("div", { class: "buttons" }, h("button", { class: "btn", type: "submit", id: `${id}-connect` }, "Connect")));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    use(input.value);
  });
  return form;
}

/** The optional STUN/TURN servers: none unless the person names some here. */
function serversForm(/** @type {(m: string) => void} */ say) {
  const input = h("input", { type: "text", id: "ice-servers", value: serversText(), autocomplete: "off", placeholder: "stun:stun.example.org:3478" });
  const save = h("button", { class: "btn", type: "button", onclick: () => say(saveServers(input.value) || (input.value.trim() ? "Saved: new pairings use these servers." : "Saved: no server, devices in one room only.")) }, "Save the servers");
  return h("details", { class: "live-servers" }, h("summary", {}, "Connection servers (optional)"),
    h("p", {}, "Left empty, Posy connects devices on the same network only and contacts no server. To play across networks, name a STUN or TURN server you trust, separated by commas."),
    h("label", { for: "ice-servers" }, "Servers"), input, h("div", { class: "buttons" }, save));
}

/**
 * @typedef {object} BoxHost
 * @property {(message: string) => void} toast
 */

export class LiveBox {
  /** @param {BoxHost} host */
  constructor(host) {
    this.host = host;
    this.el = h("div", { class: "live-box", id: "live" });
    /** @type {any} */
    this.remote = null;
    this.drawn = "";
    live.addEventListener("change", () => this.draw());
    ensureStyle();
  }

  /** @param {any} remote the device's summary (names, me, game_id), or null before a game exists */
  update(remote) {
    this.remote = remote;
    this.draw();
  }

  get game() {
    return this.remote?.game_id || null;
  }

  /** The friend's name as this device knows it. */
  get friend() {
    const r = this.remote;
    const theirs = r ? r.names.filter((/** @type {string} */ _, /** @type {number} */ s) => !r.my_seats.includes(s)) : [];
    return live.friend || theirs[0] || "your friend";
  }

  draw() {
    const mine = live.game === this.game || !this.game; // the pairing screen (no game yet) shows the connection it made
    const state = mine ? live.state : "idle";
    const key = `${state}:${live.code}:${this.game}:${live.friend}:${this.remote?.over}`;
    if (key === this.drawn || !this.el.isConnected && this.drawn) return;
    this.drawn = key;
    this.render(state).then((nodes) => this.drawn === key && this.el.replaceChildren(...nodes));
  }

  /** @param {import("./live.js").LiveState} state */
  async render(state) {
    const friend = this.friend;
    const say = this.host.toast;
    if (state === "offering") {
      return [await codeBlock(live.code, `Let ${friend} scan this code with their camera, or open its link.`),
        codeForm({ lead: `Then scan the code ${friend}'s device shows:`, friend, id: "live-answer", use: (text) => this.accept(text), say })];
    }
    if (state === "answering") return [await codeBlock(live.code, `Now let ${live.friend || "your friend"}'s device scan this code (or send it its link): the devices then connect.`)];
    const here = h("p", { class: "live-presence", role: "status", "data-live": state }, live.presence(friend));
    if (state === "open" || state === "away") return [here];
    const devices = this.remote ? new Set(this.remote.seats).size : 2;
    if (this.remote?.result) return state === "closed" ? [here] : [];
    // 3 or 4 devices (Anthokyklos) would need a star through the inviter or a mesh of
    // pairings, 2 or 3 pairs of codes each: not done, such a game goes by link
    if (devices > 2) return [h("p", {}, "Playing live across the room is for two devices: with three or four, the moves go by link.")];
    const start = h("button", { class: "btn primary", type: "button", id: "live-start", onclick: () => {
      start.disabled = true; // gathering the candidates takes a moment: one code at a time
      this.offer().finally(() => (start.disabled = false));
    } }, state === "closed" ? "Pair again" : "Play live across the room");
    const why = h("p", {}, "In the same room? Pair the two devices by scanning two codes, and moves go across at once, with no server.");
    // the other way round (the friend's device made the first code): folded, it is the rarer case
    const theirs = h("details", { class: "live-theirs" }, h("summary", { id: "live-theirs" }, `${friend[0].toUpperCase()}${friend.slice(1)}'s device shows a code?`),
      codeForm({ lead: "Scan it, or paste it, and this device answers with its own code.", friend, id: "live-offer", use: (text) => this.answer(text), say }));
    return [state === "closed" ? here : why, h("div", { class: "buttons" }, start), theirs, serversForm(say)];
  }

  async offer() {
    try {
      await live.offer(this.game, this.me);
    } catch (error) {
      this.host.toast(`Pairing could not start in this browser: ${error.message}`);
    }
  }

  /** A friend's first code, read on this device: answer it here when it is for this
   * game (or for none yet), else open the game it is for (web/remote/flow.js, pair). */
  async answer(/** @type {string} */ text) {
    try {
      const code = decode(text);
      if (code.game && this.game && code.game !== this.game) {
        location.hash = `live=${codeOf(text)}`;
        return;
      }
      await live.answer(text, this.me);
    } catch (error) {
      this.host.toast(error.message);
    }
  }

  /** This device's player's name, said to the friend's device. */
  get me() {
    const r = this.remote;
    return r ? r.names[r.my_seats[0]] : "";
  }

  async accept(/** @type {string} */ text) {
    try {
      await live.accept(text);
    } catch (error) {
      this.host.toast(error.message);
    }
  }
}

/** The live box's own stylesheet, once (style-src 'self': a file, not inline). */
function ensureStyle() {
  if (document.querySelector("link[data-live-style]")) return;
  document.head.append(h("link", { rel: "stylesheet", href: new URL("./live.css", import.meta.url).href, "data-live-style": "" }));
}

// The "Play live" part of a remote game's panel (web/remote/panel.js) and of the
// pairing screen: the button that starts pairing, this device's code (a QR code, the
// same as a link and as text), the friend's code to scan or paste, and once paired,
// whether the friend is here. The inviter of three or four devices pairs each friend's
// device in turn (friends.js); a friend's device then only answers the inviter's code.
// It is redrawn when the connections change, not with every move (a code being typed
// or scanned stays as it is).
import { h } from "../../ui.js";
import { t } from "../../i18n.js";
import { codeBlock, codeForm, serversForm } from "./codes.js";
import { deviceName, devicesOf, isHub, starKey, starRows } from "./friends.js";
import { live } from "./live.js";
import { codeOf, decode } from "./sdp.js";

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

  /** The friend's name as this device knows it (with three or four devices, the inviter's);
   * "" before it is known (the sentences then say "your friend"). */
  get friend() {
    const r = this.remote;
    const theirs = r
      ? r.names.filter((/** @type {string} */ _, /** @type {number} */ s) => !r.my_seats.includes(s))
      : [];
    return live.friend || (devicesOf(r) > 2 ? deviceName(r, 0) : theirs[0]) || "";
  }

  draw() {
    // the pairing screen (no game yet) shows the connection it made
    const mine = live.game === this.game || !this.game;
    const state = mine ? live.state : "idle";
    const hub = isHub(this.remote);
    const star = hub && `${starKey()}:${this.remote.names}:${this.remote.joined}`;
    const key = `${state}:${live.code}:${this.game}:${live.friend}:${this.remote?.over}:${star}`;
    if (key === this.drawn || !this.el.isConnected && this.drawn) return;
    this.drawn = key;
    const say = this.host.toast;
    const nodes = hub
      ? starRows(this.remote, { offer: (d) => this.offer(d), accept: (text) => this.accept(text), say })
      : this.render(state);
    nodes.then((n) => this.drawn === key && this.el.replaceChildren(...n.filter((node) => node !== null)));
  }

  /** @param {import("./live.js").LiveState} state */
  async render(state) {
    const friend = this.friend;
    const say = this.host.toast;
    if (state === "offering") {
      const caption = friend
        ? t("Let {name} scan this code with their camera, or open its link.", { name: friend })
        : t("Let your friend scan this code with their camera, or open its link.");
      return [
        await codeBlock(live.code, caption),
        codeForm({
          lead: friend
            ? t("Then scan the code {name}'s device shows:", { name: friend })
            : t("Then scan the code your friend's device shows:"),
          friend,
          id: "live-answer",
          use: (text) => this.accept(text),
          say,
        }),
      ];
    }
    if (state === "answering") {
      const caption = live.friend
        ? t("Now let {name}'s device scan this code (or send it its link): the devices then connect.", {
            name: live.friend,
          })
        : t("Now let your friend's device scan this code (or send it its link): the devices then connect.");
      return [await codeBlock(live.code, caption)];
    }
    const here = h(
      "p",
      { class: "live-presence", role: "status", "data-live": state },
      live.presence(live.line, friend),
    );
    if (state === "open" || state === "away") return [here];
    if (this.remote?.result) return state === "closed" ? [here] : [];
    // the other way round (the friend's device made the first code): folded, it is the rarer case
    const folded = h(
      "details",
      { class: "live-theirs" },
      h(
        "summary",
        { id: "live-theirs" },
        friend ? t("{name}'s device shows a code?", { name: friend }) : t("Your friend's device shows a code?"),
      ),
      codeForm({
        lead: t("Scan it, or paste it, and this device answers with its own code."),
        friend,
        id: "live-offer",
        use: (text) => this.answer(text),
        say,
      }),
    );
    // three or four devices: a star through the inviter's device, which makes every code (friends.js)
    if (devicesOf(this.remote) > 2) {
      const how = h(
        "p",
        {},
        friend
          ? t(
              "In the same room? {name} pairs each friend's device in turn: " +
                "scan the code {name}'s device shows for you, and moves go across at once.",
              { name: friend },
            )
          : t(
              "In the same room? Your friend pairs each friend's device in turn: " +
                "scan the code your friend's device shows for you, and moves go across at once.",
            ),
      );
      return [state === "closed" ? here : how, folded, serversForm(say)];
    }
    const start = h("button", { class: "btn primary", type: "button", id: "live-start", onclick: () => {
      start.disabled = true; // gathering the candidates takes a moment: one code at a time
      this.offer().finally(() => (start.disabled = false));
    } }, state === "closed" ? t("Pair again") : t("Play live across the room"));
    const why = h(
      "p",
      {},
      t("In the same room? Pair the two devices by scanning two codes, and moves go across at once, with no server."),
    );
    return [state === "closed" ? here : why, h("div", { class: "buttons" }, start), folded, serversForm(say)];
  }

  /** This device's code, for the friend's device `device` when the inviter pairs several. */
  async offer(/** @type {number | null} */ device = null) {
    try {
      await live.offer(this.game, this.me, device);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.host.toast(t("Pairing could not start in this browser: {error}", { error: reason }));
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
      this.host.toast(error instanceof Error ? error.message : String(error));
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
      this.host.toast(error instanceof Error ? error.message : String(error));
    }
  }
}

/** The live box's own stylesheet, once (style-src 'self': a file, not inline). */
function ensureStyle() {
  if (document.querySelector("link[data-live-style]")) return;
  document.head.append(
    h("link", { rel: "stylesheet", href: new URL("./live.css", import.meta.url).href, "data-live-style": "" }),
  );
}

// What a remote game shows above its board (or alone, before the board exists): where
// the game stands, the link to send and to whom (the Web Share API where the device has
// it, else Copy, and the link itself to select), the offers (take back, draw, resign)
// the time the friend has left to answer (and, once it has run out, Claim the game) and,
// at the end, how the game ended. Its buttons act through the device.
import { h } from "../ui.js";
import { linkFor } from "./links.js";
import { LiveBox } from "./live/box.js";
import { reach } from "./live/friends.js";
import { live } from "./live/live.js";

/**
 * @typedef {object} PanelHost
 * @property {(name: string, args?: object) => Promise<any>} act one action of the device (offer, answer, resign)
 * @property {(answer: any) => void} show draw the device's answer
 * @property {(message: string) => void} toast
 */

/** @param {{links: string[], link_text: string}} remote the device's summary (snap.remote or the answer itself) */
function sendRows(remote) {
  const parts = remote.links.length > 1 ? remote.links : [remote.link_text];
  return parts.map((text, i) => {
    const url = linkFor(text);
    const label = parts.length > 1 ? `Link ${i + 1} of ${parts.length}` : "Link";
    const field = h("input", { type: "text", readonly: true, value: url, class: "remote-link", "aria-label": label });
    field.addEventListener("focus", () => field.select());
    const copy = h(
      "button",
      { class: "btn", type: "button", "data-copy": i },
      parts.length > 1 ? `Copy link ${i + 1}` : "Copy the link",
    );
    copy.onclick = async () => {
      field.select();
      try {
        await navigator.clipboard.writeText(url);
        copy.textContent = "Copied";
      } catch {
        copy.textContent = "Select the link and copy it";
      }
    };
    const buttons = [copy];
    if (typeof navigator.share === "function") {
      buttons.unshift(
        h(
          "button",
          {
            class: "btn primary",
            type: "button",
            onclick: () => navigator.share({ title: "Posy", text: "Your move in Posy:", url }).catch(() => {}),
          },
          parts.length > 1 ? `Send link ${i + 1}` : "Send…",
        ),
      );
    }
    return h("div", { class: "remote-send-row" }, field, h("div", { class: "buttons" }, buttons));
  });
}

/** @param {string[]} names */
const toWhom = (names) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/**
 * The panel's content for one answer of the device.
 * @param {any} remote
 * @param {PanelHost & {again?: () => void}} host `again`: the player asks to send the last link again
 * @param {boolean} [again] they did
 */
export function panelContent(remote, host, again = false) {
  const said = remote.result && remote.status.endsWith(remote.result.text); // the result below says it
  const parts = said ? [] : [h("p", { class: "remote-status", role: "status" }, remote.status)];
  if (remote.result) {
    const fair = remote.result.fair; // a cheat's sentence names the device and says the game is void
    parts.push(
      h(
        "p",
        { class: `notice ${fair ? "fair" : "error"}`, id: "audit", role: fair ? null : "alert" },
        remote.result.text,
      ),
    );
  }
  parts.push(...paceParts(remote, host));
  // what this call made (a move, lots drawn): a long run of this device's moves (a
  // friend out of moves) may not fit one link, so each is offered (live: to the friends
  // whose devices are connected, web/remote/live/friends.js); nothing when it made
  // nothing (a part of a friend's long link came), unless the player asks to send again
  if (remote.link_text && (remote.send || again)) parts.push(...sendParts(remote));
  else if (canResend(remote)) {
    parts.push(
      h(
        "div",
        { class: "buttons" },
        h(
          "button",
          { class: "btn", type: "button", id: "remote-again", onclick: host.again },
          "Send the last link again",
        ),
      ),
    );
  }
  parts.push(...offerButtons(remote, host));
  return parts;
}

/** The friends may lack this device's last link (its page was reloaded before it was
 * sent, or a friend lost it): it is offered again when the player asks. Not while a
 * friend's long link arrives (they have this device's), nor once the game is void. */
const canResend = (/** @type {any} */ remote) =>
  Boolean(remote.link_text) && !remote.my_turn && !remote.arriving && !(remote.result && !remote.result.fair);

/** "2 days", "3 hours", "5 minutes": a time left, in words. */
export function leftWords(/** @type {number} */ seconds) {
  for (const [size, unit] of /** @type {[number, string][]} */ ([[86400, "day"], [3600, "hour"], [60, "minute"]])) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      return `${n} ${unit}${n === 1 ? "" : "s"}`;
    }
  }
  return "less than a minute";
}

/**
 * The pace: the time the friend's device has left to answer, or, once it has run out,
 * Claim the game (a signed claim the friends' devices check against the chain's times).
 * @param {any} remote
 * @param {PanelHost} host
 */
function paceParts(remote, host) {
  if (remote.result || !remote.pace) return [];
  const now = Date.now() / 1000;
  if (remote.my_deadline) {
    return [
      h("p", { class: "remote-pace" }, `You have ${leftWords(Math.max(0, remote.my_deadline - now))} to answer.`),
    ];
  }
  if (!remote.deadline) return [];
  if (!remote.can_claim && now < remote.deadline) {
    return [
      h(
        "p",
        { class: "remote-pace" },
        `Your friend has ${leftWords(remote.deadline - now)} to answer; after that you may claim the game.`,
      ),
    ];
  }
  const claim = async () => {
    if (!confirm("Claim the game? Your friend's device stopped answering: you win, and it is recorded.")) return;
    const answer = await host.act("claim", {});
    if (!answer.ok) return host.toast(answer.error);
    host.show(answer);
  };
  return [
    h(
      "div",
      { class: "remote-claim" },
      h("p", {}, "Your friend's device has not answered in time."),
      h(
        "div",
        { class: "buttons" },
        h("button", { class: "btn primary", type: "button", id: "remote-claim", onclick: claim }, "Claim the game"),
      ),
    ),
  ];
}

/** Whom to send the link to, and the link (or, live, whom it went to). @param {any} remote */
function sendParts(remote) {
  const parts = [];
  const { live: across, via, link } = reach(remote);
  const on = via.length ? `, who passes it on to ${toWhom(via)}` : "";
  if (across.length) parts.push(h("p", { class: "remote-to" }, `Sent live to ${toWhom(across)}${on}.`));
  if (link.length) {
    parts.push(h("p", { class: "remote-to" }, h("strong", {}, `Send this to ${toWhom(link)}:`),
      " they open it in their browser, and the game goes on there."), ...sendRows(remote));
  }
  return parts;
}

/**
 * Take back, draw and resign on this device's turn; accept or decline an offer made to it.
 * @param {any} remote
 * @param {PanelHost} host
 */
function offerButtons(remote, host) {
  if (remote.over || remote.result || remote.phase !== "play" || !remote.my_turn) return [];
  const run = async (/** @type {string} */ name, /** @type {object} */ args) => {
    const answer = await host.act(name, args);
    if (!answer.ok) return host.toast(answer.error);
    host.show(answer);
  };
  const button = (/** @type {string} */ text, /** @type {() => void} */ onclick, cls = "btn") =>
    h("button", { class: cls, type: "button", onclick }, text);
  if (remote.offer && remote.offer.by !== remote.me) {
    const what = remote.offer.kind === "draw" ? "a draw" : "to take back their last move";
    return [
      h(
        "div",
        { class: "remote-offer" },
        h("p", {}, `Your friend offers ${what}.`),
        h(
          "div",
          { class: "buttons" },
          button("Accept", () => run("answer", { accept: true }), "btn primary"),
          button("Decline", () => run("answer", { accept: false })),
        ),
      ),
    ];
  }
  const resign = button("Resign", () => {
    if (confirm("Resign this game? Your friend wins.")) run("resign", {});
  });
  const few = remote.names.length === 2;
  return [h("div", { class: "buttons remote-actions" },
    few ? button("Ask to take back", () => run("offer", { kind: "undo" })) : null,
    few ? button("Offer a draw", () => run("offer", { kind: "draw" })) : null, resign)];
}

/** The panel above a remote game's board, redrawn with every answer of its device. */
export class RemotePanel {
  /** @param {PanelHost} host */
  constructor(host) {
    this.host = host;
    this.el = h("section", { class: "remote-panel", "aria-label": "Game with a friend", id: "remote" });
    // playing live across the room (web/remote/live/): pairing, then the friend's presence
    this.live = new LiveBox({ toast: host.toast });
    /** @type {any} */
    this.last = null;
    /** the player asked to send the last link again */
    this.again = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} redraws when the friend's time runs out */
    this.timer = undefined;
    live.addEventListener("change", () => this.last && this.el.isConnected && this.update(this.last));
  }

  /** @param {any} remote */
  update(remote) {
    if (remote.device !== this.last?.device) this.again = false; // asked for that device's link
    this.last = remote;
    const again = () => {
      this.again = true;
      this.update(remote);
      /** @type {HTMLElement | null} */ (this.el.querySelector(".remote-link"))?.focus();
    };
    this.el.replaceChildren(...panelContent(remote, { ...this.host, again }, this.again), this.live.el);
    this.live.update(remote);
    clearTimeout(this.timer); // the friend's time runs out while the page shows it: offer the claim then
    const wait =
      remote.deadline && !remote.can_claim && !remote.result ? remote.deadline * 1000 - Date.now() + 1000 : 0;
    if (wait > 0 && wait < 2 ** 31)
      this.timer = setTimeout(() => this.el.isConnected && this.update({ ...remote, can_claim: true }), wait);
  }
}

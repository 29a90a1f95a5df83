// What a remote game shows above its board (or alone, before the board exists): where
// the game stands, the link to send and to whom (the Web Share API where the device has
// it, else Copy, and the link itself to select), the offers (take back, draw, resign)
// the time the friend has left to answer (and, once it has run out, Claim the game) and,
// at the end, how the game ended. Its buttons act through the device.
import { confirmDialog } from "../board/dialog.js";
import { h } from "../ui.js";
import { formatList, t } from "../i18n.js";
import { linkFor } from "./links.js";
import { nowSeconds, timeLeft } from "./pace.js";
import { LiveBox } from "./live/box.js";
import { reach } from "./live/friends.js";
import { live } from "./live/live.js";

/**
 * @typedef {object} PanelHost
 * @property {import("./session.js").RemoteEngine["act"]} act one action of the device (offer, answer, resign)
 * @property {(answer: any) => void} show draw the device's answer
 * @property {(message: string) => void} toast
 */

/** @param {{links: string[], link_text: string}} remote the device's summary (snap.remote or the answer itself) */
function sendRows(remote) {
  const parts = remote.links.length > 1 ? remote.links : [remote.link_text];
  return parts.map((text, i) => {
    const url = linkFor(text);
    const label = parts.length > 1 ? t("Link {part} of {parts}", { part: i + 1, parts: parts.length }) : t("Link");
    const field = h("input", { type: "text", readonly: true, value: url, class: "remote-link", "aria-label": label });
    field.addEventListener("focus", () => field.select());
    const copy = h(
      "button",
      { class: "btn", type: "button", "data-copy": i },
      parts.length > 1 ? t("Copy link {part}", { part: i + 1 }) : t("Copy the link"),
    );
    copy.onclick = async () => {
      field.select();
      try {
        await navigator.clipboard.writeText(url);
        copy.textContent = t("Copied");
      } catch {
        copy.textContent = t("Select the link and copy it");
      }
    };
    const buttons = [copy];
    const share = t("Your move in Posy:");
    if (typeof navigator.share === "function") {
      buttons.unshift(
        h(
          "button",
          {
            class: "btn primary",
            type: "button",
            // the words go to the friend as the player's own message, in the player's language
            onclick: () => navigator.share({ title: "Posy", text: share, url }).catch(() => {}),
          },
          parts.length > 1 ? t("Send link {part}", { part: i + 1 }) : t("Send…"),
        ),
      );
    }
    return h("div", { class: "remote-send-row" }, field, h("div", { class: "buttons" }, buttons));
  });
}

/** The friends' names as a list in the page's language ("Bob and Cy"). @param {string[]} names */
const toWhom = (names) => formatList(names);

/**
 * The panel's content for one answer of the device.
 * @param {any} remote
 * @param {PanelHost & {again?: () => void}} host `again`: the player asks to send the last link again
 * @param {boolean} [again] they did
 * @param {Node[]} [pace] the time left to answer (RemotePanel.pace), under the status
 */
export function panelContent(remote, host, again = false, pace = []) {
  // a finished game's status is its result, which the notice below says: above it, only
  // who resigned (from the result's fields, never by reading the sentence)
  const resigned = remote.result?.kind === "resign" && remote.result.by;
  const status = !remote.result ? remote.status : resigned ? t("{name} resigned.", { name: remote.result.by }) : "";
  /** @type {Node[]} */
  const parts = status ? [h("p", { class: "remote-status", role: "status" }, status)] : [];
  if (remote.result) {
    const fair = remote.result.fair; // a cheat's sentence names the device and says the game is void
    parts.push(
      h(
        "p",
        { class: `notice ${fair ? "fair" : "error"}`, id: "audit", role: fair ? "status" : "alert" },
        remote.result.text,
      ),
    );
  }
  parts.push(...pace);
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
          t("Send the last link again"),
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

/** One action of the device, then its answer drawn (or its refusal said). */
const runner = (/** @type {PanelHost} */ host) => {
  /** @type {<N extends import("./session.js").DeviceAction>(name: N, args: import("./session.js").ActArgs<N>)
   *   => Promise<void>} */
  const run = async (name, args) => {
    const answer = await host.act(name, args);
    if (!answer.ok) return host.toast(answer.error);
    host.show(answer);
  };
  return run;
};

/**
 * Claim the game from a device whose time to answer ran out (a signed claim the friends'
 * devices check against the chain's times): it forfeits. Asked first.
 * @param {any} remote
 * @param {PanelHost} host
 */
function claimButton(remote, host) {
  const who = remote.to?.length === 1 ? remote.to[0] : null;
  const words = who
    ? t("{name}'s device did not answer in time: the game ends, and {name} loses by forfeit.", { name: who })
    : t("A friend's device did not answer in time: the game ends, and that friend loses by forfeit.");
  const claim = () =>
    confirmDialog({
      id: "claim-confirm",
      title: t("Claim the game?"),
      words,
      yes: t("Claim the game"),
      no: t("Wait longer"),
      onYes: () => runner(host)("claim", {}),
    });
  return h(
    "div",
    { class: "buttons remote-claim" },
    h("button", { class: "btn primary", type: "button", id: "remote-claim", onclick: claim }, t("Claim the game")),
  );
}

/** Whom to send the link to, and the link (or, live, whom it went to). @param {any} remote */
function sendParts(remote) {
  const parts = [];
  const { live: across, via, link } = reach(remote);
  if (across.length) {
    const sent = via.length
      ? // Translators: {names}, the friends whose devices are connected; {others}, the ones they pass the move on to
        t("Sent live to {names}, who passes it on to {others}.", { names: toWhom(across), others: toWhom(via) })
      : t("Sent live to {names}.", { names: toWhom(across) });
    parts.push(h("p", { class: "remote-to" }, sent));
  }
  if (link.length) {
    const whom = t("Send this to {names}:", { names: toWhom(link) });
    // Translators: follows "Send this to {names}:", in bold before it
    const then = t("they open it in their browser, and the game goes on there.");
    parts.push(h("p", { class: "remote-to" }, h("strong", {}, whom), " ", then), ...sendRows(remote));
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
  const run = runner(host);
  const button = (/** @type {string} */ text, /** @type {() => void} */ onclick, cls = "btn") =>
    h("button", { class: cls, type: "button", onclick }, text);
  if (remote.offer && remote.offer.by !== remote.me) {
    const offered =
      remote.offer.kind === "draw"
        ? t("Your friend offers a draw.")
        : t("Your friend offers to take back their last move.");
    return [
      h(
        "div",
        { class: "remote-offer" },
        h("p", {}, offered),
        h(
          "div",
          { class: "buttons" },
          button(t("Accept"), () => run("answer", { accept: true }), "btn primary"),
          button(t("Decline"), () => run("answer", { accept: false })),
        ),
      ),
    ];
  }
  const resign = button(t("Resign"), () => {
    if (confirm(t("Resign this game? Your friend wins."))) run("resign", {});
  });
  const few = remote.names.length === 2;
  return [h("div", { class: "buttons remote-actions" },
    few ? button(t("Ask to take back"), () => run("offer", { kind: "undo" })) : null,
    few ? button(t("Offer a draw"), () => run("offer", { kind: "draw" })) : null, resign)];
}

/** The panel above a remote game's board, redrawn with every answer of its device. */
export class RemotePanel {
  /** @param {PanelHost} host */
  constructor(host) {
    this.host = host;
    this.el = h("section", { class: "remote-panel", "aria-label": t("Game with a friend"), id: "remote" });
    // playing live across the room (web/remote/live/): pairing, then the friend's presence
    this.live = new LiveBox({ toast: host.toast });
    /** @type {any} */
    this.last = null;
    /** the player asked to send the last link again */
    this.again = false;
    /** @type {ReturnType<typeof setTimeout> | undefined} the time left's next count */
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
    const pace = this.pace(remote);
    this.el.replaceChildren(...panelContent(remote, { ...this.host, again }, this.again, pace), this.live.el);
    this.live.update(remote);
  }

  /** The time left to answer (pace.js), counted down while the panel shows `remote`;
   * once the friends' time is up, the button that claims the game. */
  pace(/** @type {any} */ remote) {
    clearTimeout(this.timer);
    const left = timeLeft(remote, nowSeconds());
    if (!left) return [];
    const line = h("p", { class: `remote-pace${left.urgent ? " urgent" : ""}`, id: "remote-pace" }, left.text);
    const count = (/** @type {number} */ seconds) => {
      this.timer = setTimeout(() => {
        if (this.last !== remote || !this.el.isConnected) return; // redrawn, or gone
        const now = timeLeft(remote, nowSeconds());
        if (!now || now.claimable !== left.claimable) return this.update(remote); // the time is up: the claim
        line.textContent = now.text;
        line.classList.toggle("urgent", now.urgent);
        count(now.next);
      }, seconds * 1000);
    };
    count(left.next);
    return left.claimable ? [line, claimButton(remote, this.host)] : [line];
  }
}

// One WebRTC connection between two devices, paired by two codes: the offering
// device's (its session description) and the answering device's. ICE gathering is
// awaited before a code is made (no trickle ICE: a code is shown once, so it must
// hold every candidate). One ordered, reliable data channel carries JSON messages.
import { t } from "../../i18n.js";
import { iceServers } from "./config.js";
import { CodeError, decode, encode, rebuild, strip } from "./sdp.js";

const GATHER_LIMIT = 5000; // ms: an unreachable STUN/TURN server must not hold the code back for ever

/** @param {RTCPeerConnection} pc resolves when every candidate is gathered (or after GATHER_LIMIT) */
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve(undefined);
    const timer = setTimeout(resolve, GATHER_LIMIT);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState !== "complete") return;
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

/**
 * Events: "open" (the channel is up), "stall" (no packets for a while: it may come
 * back), "resume" (it came back), "close" (it went down for good), "message" (detail: the
 * parsed JSON), "garbled" (detail: a sentence; a message that is not Posy's JSON).
 */
export class Peer extends EventTarget {
  constructor(servers = iceServers()) {
    super();
    /** the configuration this connection was made with: no ICE server unless one was named */
    this.config = { iceServers: servers };
    this.pc = new RTCPeerConnection(this.config);
    /** @type {RTCDataChannel | null} */
    this.channel = null;
    this.closed = false;
    this.pc.addEventListener("connectionstatechange", () => {
      const now = this.pc.connectionState;
      if (["failed", "closed"].includes(now)) this.close();
      // "disconnected" (a Wi-Fi change, a sleeping device) may come back by itself
      else if (now === "disconnected") this.dispatchEvent(new Event("stall"));
      else if (now === "connected" && this.open) this.dispatchEvent(new Event("resume"));
    });
  }

  get open() {
    return this.channel?.readyState === "open";
  }

  /** The offering device's code; `game` is the remote game's id, when there is one. */
  async offer(/** @type {string | undefined} */ game) {
    this.attach(this.pc.createDataChannel("posy", { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    await gathered(this.pc);
    return encode({ ...strip(this.pc.localDescription?.sdp ?? "", "offer"), ...(game ? { game } : {}) });
  }

  /** The answering device's code, for an offer's (already decoded) fields. */
  async answer(/** @type {import("./sdp.js").Pairing} */ offer) {
    if (offer.kind !== "offer")
      throw new CodeError(t("That is an answer code: scan the code your friend's device shows first."));
    this.pc.addEventListener("datachannel", (event) => this.attach(event.channel));
    await this.pc.setRemoteDescription({ type: "offer", sdp: rebuild(offer) });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    await gathered(this.pc);
    return encode(strip(this.pc.localDescription?.sdp ?? "", "answer"));
  }

  /** The answering device's code, on the offering device: the devices then connect. */
  async accept(/** @type {string} */ text) {
    const answer = decode(text);
    if (answer.kind !== "answer")
      throw new CodeError(
        t(
          "That is a code to start pairing, not your friend's answer: " +
            "scan the code their device shows after scanning yours.",
        ),
      );
    if (this.pc.signalingState !== "have-local-offer")
      throw new CodeError(t("This pairing is already done: show a new code."));
    try {
      await this.pc.setRemoteDescription({ type: "answer", sdp: rebuild(answer) });
    } catch {
      throw new CodeError(
        t("That answer does not fit this device's code: scan the answer made for the code on this screen."),
      );
    }
  }

  /** @param {RTCDataChannel} channel */
  attach(channel) {
    this.channel = channel;
    channel.addEventListener("open", () => this.dispatchEvent(new Event("open")));
    channel.addEventListener("close", () => this.close());
    channel.addEventListener("message", (event) => {
      if (this.closed) return; // what was still in flight when the friend said goodbye
      let data = null;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        data = null;
      }
      if (!data || typeof data !== "object" || data.posy !== "live") {
        this.dispatchEvent(
          new CustomEvent("garbled", {
            detail: t("A message from your friend's device could not be read; it was ignored."),
          }),
        );
        return;
      }
      this.dispatchEvent(new CustomEvent("message", { detail: data }));
    });
  }

  /** Send one message; false when the channel is not open (the caller goes by link). */
  send(/** @type {object} */ message) {
    if (!this.open || !this.channel) return false;
    this.channel.send(JSON.stringify({ posy: "live", ...message }));
    return true;
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.channel?.close();
    this.pc.close();
    this.dispatchEvent(new Event("close"));
  }
}

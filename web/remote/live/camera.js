// Scanning a code with the device's camera, inside Posy: a dialog with the camera's
// picture, read a few times a second (web/remote/live/qr.js) until a Posy code shows.
// The picture never leaves the page. Without a camera (or permission) it says so,
// and the person pastes the code instead.
import { overlay } from "../../board/dialog.js";
import { t } from "../../i18n.js";
import { h } from "../../ui.js";
import { readCode } from "./qr.js";
import { codeOf } from "./sdp.js";

const EVERY = 250; // ms between two reads of the picture

/**
 * Open the camera and resolve with the first Posy code it reads; null when the person
 * closes the dialog, or the camera cannot be used (`say` then tells why).
 * @param {string} title what to scan ("Scan Ann's code")
 * @param {(message: string) => void} say
 * @returns {Promise<string | null>}
 */
export async function scanWithCamera(title, say) {
  /** @type {MediaStream} */
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch {
    say(t("Posy could not use the camera here: paste the code instead (or open its link)."));
    return null;
  }
  const video = h("video", {
    class: "live-camera",
    autoplay: true,
    muted: true,
    playsinline: true,
    // Translators: {title} is the dialog's title ("Scan Bob's code")
    "aria-label": t("{title}: the camera's picture", { title }),
  });
  video.srcObject = stream;
  const note = h("p", { role: "status" }, t("Hold the code inside the picture."));
  return new Promise((resolve) => {
    let timer = 0;
    const stop = (/** @type {string | null} */ text) => {
      clearTimeout(timer);
      stream.getTracks().forEach((track) => track.stop());
      layer.remove();
      resolve(text);
    };
    const dialog = h(
      "div",
      { class: "dialog live-scan" },
      h("h2", {}, title),
      video,
      note,
      h(
        "div",
        { class: "buttons" },
        h("button", { class: "btn", type: "button", onclick: () => stop(null) }, t("Cancel")),
      ),
    );
    const { layer } = overlay(dialog, { label: title, onClose: () => stop(null) });
    const look = async () => {
      if (!layer.isConnected) return;
      const text = video.readyState >= 2 ? await readCode(video).catch(() => null) : null;
      if (text && codeOf(text)) return stop(text);
      if (text) note.textContent = t("That is not a Posy code: scan the one on your friend's screen.");
      timer = window.setTimeout(look, EVERY);
    };
    look();
  });
}

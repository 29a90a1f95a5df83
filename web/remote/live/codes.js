// What pairing shows, shared by the live box of two devices (box.js) and the inviter's
// rows of three or four (friends.js): this device's code (a QR code, the same as a link
// and as text), the form that takes a friend's code (scanned or pasted), and the
// optional connection servers.
import { h } from "../../ui.js";
import { t } from "../../i18n.js";
import { PARAM, saveServers, serversText } from "./config.js";
import { scanWithCamera } from "./camera.js";
import { drawCode } from "./qr.js";

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
 * @param {string} [title] whom it is for ("Code for Carol"), when this device pairs several
 */
export async function codeBlock(code, caption, title = "") {
  const link = liveLink(code);
  const field = (
    /** @type {string} */ value,
    /** @type {string} */ label,
    /** @type {string} */ copyLabel,
    /** @type {string} */ id,
  ) => {
    const input = h("input", { type: "text", readonly: true, value, id, class: "remote-link", "aria-label": label });
    input.addEventListener("focus", () => input.select());
    const copy = h(
      "button",
      {
        class: "btn",
        type: "button",
        onclick: () =>
          navigator.clipboard?.writeText(value).then(
            () => (copy.textContent = t("Copied")),
            () => input.select(),
          ),
      },
      copyLabel,
    );
    return h("div", { class: "remote-send-row" }, input, h("div", { class: "buttons" }, copy));
  };
  return h(
    "div",
    { class: "live-code", "data-code": code, "data-bytes": link.length },
    title ? h("p", { class: "live-for" }, h("strong", {}, title)) : null,
    h("p", {}, caption),
    h("div", { class: "live-qr-frame" }, await drawCode(link, caption)),
    field(link, t("Link"), t("Copy the link"), "live-link"),
    field(code, t("Code"), t("Copy the code"), "live-text"),
  );
}

/**
 * The friend's code: scan it with the camera, or paste it (or its link).
 * @param {{lead: string, friend: string, id: string, use: (text: string) => Promise<void>,
 *   say: (m: string) => void}} parts `friend`: the friend's name, "" when not known yet
 */
export function codeForm({ lead, friend, id, use, say }) {
  const paste = friend ? t("Paste {name}'s code", { name: friend }) : t("Paste your friend's code");
  const scanLabel = friend ? t("Scan {name}'s code", { name: friend }) : t("Scan your friend's code");
  const input = h("input", {
    type: "text",
    id: `${id}-input`,
    autocomplete: "off",
    placeholder: "posylive.…",
    "aria-label": paste,
  });
  const scan = async () => {
    const text = await scanWithCamera(scanLabel, say);
    if (text) await use(text);
  };
  const form = h(
    "form",
    { class: "live-answer", id },
    h("p", {}, lead),
    h(
      "div",
      { class: "buttons" },
      h("button", { class: "btn primary", type: "button", id: `${id}-scan`, onclick: scan }, scanLabel),
    ),
    h("label", { for: `${id}-input` }, paste),
    input,
    h("div", { class: "buttons" }, h("button", { class: "btn", type: "submit", id: `${id}-connect` }, t("Connect"))),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    use(input.value);
  });
  return form;
}

/** The optional STUN/TURN servers: none unless the person names some here. */
export function serversForm(/** @type {(m: string) => void} */ say) {
  const input = h("input", {
    type: "text",
    id: "ice-servers",
    value: serversText(),
    autocomplete: "off",
    placeholder: "stun:stun.example.org:3478",
  });
  const save = h(
    "button",
    {
      class: "btn",
      type: "button",
      onclick: () =>
        say(
          saveServers(input.value) ||
            (input.value.trim()
              ? t("Saved: new pairings use these servers.")
              : t("Saved: no server, devices in one room only.")),
        ),
    },
    t("Save the servers"),
  );
  return h(
    "details",
    { class: "live-servers" },
    h("summary", {}, t("Connection servers (optional)")),
    h(
      "p",
      {},
      t(
        "Left empty, Posy connects devices on the same network only and contacts no server. " +
          "To play across networks, name a STUN or TURN server you trust, separated by commas.",
      ),
    ),
    h("label", { for: "ice-servers" }, t("Servers")),
    input,
    h("div", { class: "buttons" }, save),
  );
}

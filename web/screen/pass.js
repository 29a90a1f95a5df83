// The pass-the-device screen between two people on one device (docs/architecture.md, "Hidden
// information on one device"). Who is handed the device, and who may take their move
// back from here, are decided in handoff.js.
import { overlay } from "../board/dialog.js";
import { t } from "../i18n.js";
import { h } from "../ui.js";

/**
 * Show the hand-off screen; resolves "ready" when the next player taps in, or "undo"
 * when the player who just moved takes it back instead.
 * @param {{name: string, undoBy: string | null, rotate: boolean}} options `undoBy`: the
 *   name of the player offered to take their move back, or null; `rotate`: turn the
 *   screen toward the far player (table mode)
 * @returns {Promise<"ready" | "undo">}
 */
export function passDevice({ name, undoBy, rotate }) {
  return new Promise((resolve) => {
    const words = t("I am {name}: show my turn", { name });
    const ready = h("button", { class: "btn primary", type: "button", autofocus: true }, words);
    const parts = [
      h("h2", {}, t("Pass the device to {name}", { name })),
      h("p", {}, t("Tap when only they can see the screen.")),
      ready,
    ];
    const undo =
      undoBy === null
        ? null
        : h("button", { class: "btn", type: "button" }, t("{name}: take my move back", { name: undoBy }));
    // in table mode the offer faces the player who just moved, not the one across
    const undoBox = undo && h("div", { class: "handoff-undo" }, undo);
    const content = h("div", { class: "handoff-layer" }, h("div", { class: "dialog handoff" }, ...parts), undoBox);
    const { close } = overlay(content, { label: t("Pass to {name}", { name }), rotate });
    ready.onclick = () => {
      close();
      resolve("ready");
    };
    if (undo) {
      undo.onclick = () => {
        close();
        resolve("undo");
      };
    }
  });
}

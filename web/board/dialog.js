// The modal dialog every screen uses (the final score, the hand-off, the menu, a
// game's own panels): focus moves in and is trapped there, Escape and a visible
// close button dismiss it when it may be dismissed, and focus goes back where it was.
import { t } from "../i18n.js";
import { h, icon } from "../ui.js";

/**
 * A modal dialog; `rotate` turns it toward the player across the table.
 * @param {HTMLElement} content the dialog (class "dialog") or a layer holding one
 * @param {{label?: string, onClose?: () => void, rotate?: boolean}} [options]
 * @returns {{layer: HTMLElement, close: () => void}}
 */
export function overlay(content, { label, onClose, rotate = false } = {}) {
  const layer = h("div", {
    class: `overlay${rotate ? " rotated" : ""}`,
    role: "dialog",
    "aria-modal": "true",
    "aria-label": label,
  });
  const opener = /** @type {HTMLElement | null} */ (document.activeElement);
  const close = () => {
    layer.remove();
    onClose?.();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };
  layer.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && onClose) close();
    if (event.key !== "Tab") return;
    // keep keyboard focus inside the dialog, as a modal should
    const focusable = [
      ...layer.querySelectorAll("button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])"),
    ]
      .map((n) => /** @type {HTMLElement} */ (n))
      .filter((n) => !(/** @type {HTMLButtonElement} */ (n).disabled) && n.offsetParent !== null);
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  if (onClose) {
    // a dialog that may be dismissed: a ✕ in its top corner, and a tap beside it. The ✕
    // sits in a head that stays while the dialog scrolls, with the dialog's title beside
    // it, so that what scrolls passes under the head instead of under the ✕ alone.
    const dialog = content.classList.contains("dialog") ? content : content.querySelector(".dialog");
    if (dialog) {
      const head = h("div", { class: "dialog-head" });
      const title = dialog.firstElementChild;
      if (title?.tagName === "H2") head.append(title);
      head.append(
        h("button", { class: "dialog-close", type: "button", "aria-label": t("Close"), onclick: close }, icon("close")),
      );
      dialog.prepend(head);
    }
    layer.addEventListener("click", (event) => event.target === layer && close());
  }
  layer.append(content);
  document.body.append(layer);
  // Focus the main button without scrolling to it: a dialog opens at its top.
  const first = /** @type {HTMLElement | null} */ (
    layer.querySelector("[autofocus]") || layer.querySelector(".buttons button") || layer.querySelector("button")
  );
  first?.focus({ preventScroll: true });
  for (const box of layer.querySelectorAll(".dialog")) box.scrollTop = 0;
  return { layer, close };
}


/**
 * Ask before something that cannot be taken back: the question, what it does in a
 * sentence, and two buttons; the safe one has the focus.
 * @param {{id: string, title: string, words: string, yes: string, no: string, onYes: () => void}} ask
 */
export function confirmDialog({ id, title, words, yes, no, onYes }) {
  const yesBtn = h("button", { class: "btn primary", type: "button", id: `${id}-yes` }, yes);
  const noBtn = h("button", { class: "btn", type: "button", autofocus: true }, no);
  const { close } = overlay(
    h(
      "div",
      { class: "dialog", id },
      h("h2", {}, title),
      h("p", {}, words),
      h("div", { class: "buttons" }, yesBtn, noBtn),
    ),
    { label: title, onClose: () => {} },
  );
  noBtn.onclick = close;
  yesBtn.onclick = () => {
    close();
    onYes();
  };
}

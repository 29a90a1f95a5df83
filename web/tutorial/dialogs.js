// What the coach puts in the page's dialogs: the one that asks whether to skip the tutorial,
// and the final screen's summary of what it taught; and the coach's stylesheet. Apart from
// coach.js, which follows the script step by step.
import { overlay } from "../board/dialog.js";
import { t } from "../i18n.js";
import { h } from "../ui.js";

/** Escape: leave the tutorial? `onSkip()` once Skip is tapped. */
export function askSkip(/** @type {() => void} */ onSkip) {
  const skip = h("button", { class: "btn", type: "button", "data-coach": "confirm-skip" }, t("Skip tutorial"));
  const stay = h("button", { class: "btn primary", type: "button", autofocus: true }, t("Keep learning"));
  const title = t("Skip the tutorial?");
  const { close } = overlay(
    h(
      "div",
      { class: "dialog" },
      h("h2", {}, title),
      h("p", {}, t("You can finish this game on your own against the computer.")),
      h("div", { class: "buttons" }, stay, skip),
    ),
    { label: title, onClose: () => {} },
  );
  stay.onclick = close;
  skip.onclick = () => {
    close();
    onSkip();
  };
}

/**
 * After a guided game, the final screen sums up what it taught: a line under the result, and
 * the rules learned.
 * @param {string} title the game's
 * @param {import("../contract.js").Script["clauses"]} clauses the rules the game taught
 */
export function sumUp(title, clauses) {
  // a line under the result, and the list after the scores, before the buttons
  const heading = document.querySelector("#final > .dialog-head"); // the result and the ✕
  const buttons = document.querySelector("#final > .buttons");
  if (!heading || !buttons) return;
  // Translators: on the final screen after a tutorial; {game} is the game's title.
  const done = t("You played your first game of {game}! What you learned is listed below.", { game: title });
  heading.after(h("p", { class: "coach-done" }, done));
  const learnedTitle = t("What you learned");
  buttons.before(h("section", { class: "coach-summary", "aria-label": learnedTitle },
    h("h3", {}, learnedTitle),
    h("ul", {}, clauses.map((c) => h("li", {}, c.text)))));
}

/** The coach's stylesheet, once. */
export function loadStyle() {
  if (document.querySelector("link[data-tutorial-style]")) return;
  document.head.append(
    h("link", { rel: "stylesheet", href: new URL("./style.css", import.meta.url).href, "data-tutorial-style": "" }),
  );
}

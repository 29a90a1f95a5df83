// The players' panels (one per seat, keyed): the shared seat header, the rounds'
// scores, this round's tricks and bouquet, the suits a player has shown void.
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { seatHeader } from "../../board/seat.js";
import { language, t } from "../../i18n.js";
import { h } from "../../ui.js";
import { seatBadge, suitIcon } from "./cards.js";
import { panelsView } from "./model-seats.js";
import { around, suitName } from "./text.js";

/** @typedef {ReturnType<typeof panelsView>[number]} Panel */

/** A suit a player has shown void in. @param {string} v */
const voidMark = (v) => h("span", { class: "void" }, suitIcon(v, 14), ` ${suitName(v)}`);

/** @type {import("../../board/keyed.js").KeyedSpec<Panel>} */
const PANEL = {
  key: (pl) => pl.key,
  create: () => h("article", {}),
  update: (el, pl) => {
    patch(el, { class: pl.class, "aria-label": pl.label });
    contentOnce(el, `${JSON.stringify(pl)}:${language()}`, () => [
      seatHeader({ name: pl.name, mark: seatBadge(pl.seat), current: pl.current, score: pl.score }),
      h("p", { class: "note" }, pl.rounds),
      h("p", { class: "note" }, pl.round),
      pl.voids.length > 0 &&
        // Translators: the suits a player has shown void in: {suits} are the suits' icons and names
        h("p", { class: "note" }, ...around(t("Has shown no {suits}", { suits: "{suits}" }), pl.voids.map(voidMark))),
    ]);
  },
};

/**
 * @param {Element} panelsEl
 * @param {import("./model.js").Shown} state
 */
export const drawPanels = (panelsEl, state) => keyed(panelsEl, panelsView(state), PANEL);

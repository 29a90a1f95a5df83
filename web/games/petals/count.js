// The round-end count of both bouquets, the rulebook's way: crawling from bottom
// left to top right in the view's crawl order (a snake: the middle row runs right
// to left), each flower's value and what changed it, with a running total. It
// steps through the flowers on a timer (all at once under reduced motion), on the
// board after a round and on the final screen; `resultDetails` adds the rounds' table.
import { pt, t } from "../../i18n.js";
import { reducedMotion } from "../../board/motion.js";
import { h } from "../../ui.js";
import { seatBadge, tile } from "./cards.js";
import { countLine } from "./text.js";

/**
 * The view's `scoring`: both bouquets as counted, with the crawl order.
 * @typedef {object} Scoring
 * @property {number} round
 * @property {number[]} crawl the cells in counting order
 * @property {number[]} totals the game's totals, by seat
 * @property {ScoredBouquet[]} bouquets
 */
/**
 * @typedef {object} ScoredBouquet
 * @property {number} player
 * @property {number} total
 * @property {{cell: number, card: import("./text.js").Card | null, value: number, text: string,
 *   steps: {by: number}[]}[]} cells
 */

/**
 * @typedef {object} Count
 * @property {HTMLElement} el the count's section
 * @property {HTMLElement} buttons its row of buttons ("Show all"; the board adds "Close")
 * @property {(animate: boolean) => void} start
 * @property {() => void} stop
 */

/**
 * One bouquet's column: its tiles, its lines in crawl order, its total.
 * @param {ScoredBouquet} b
 * @param {number[]} crawl
 * @param {string} name
 */
function countColumn(b, crawl, name) {
  /** @type {HTMLElement[]} */
  const tiles = [];
  const grid = h("div", { class: "petals-bouquet count-grid", "aria-hidden": "true" });
  for (let row = 2; row >= 0; row--) {
    for (let col = 0; col < 3; col++) {
      const c = b.cells[row * 3 + col];
      tiles[c.cell] = h("div", { class: "bq-cell", "data-cell": c.cell }, tile(c.card, c.value));
      grid.append(tiles[c.cell]);
    }
  }
  let first = true;
  /** @type {HTMLElement[]} */
  const lines = [];
  /** @type {HTMLElement[]} each line's running total, by cell */
  const runs = [];
  for (const cell of crawl) {
    const c = b.cells[cell];
    if (!c.card) {
      lines[cell] = h("li", { class: "count-line empty" });
      continue;
    }
    const text = countLine(c.text, first);
    first = false;
    runs[cell] = h("span", { class: "run" });
    lines[cell] = h(
      "li",
      { class: "count-line", "data-cell": c.cell },
      h("span", { class: "line-text" }, text),
      runs[cell],
    );
  }
  const sum = h("strong", {}, "0");
  // Translators: a bouquet's total in the round's count, followed by the number
  const total = h("p", { class: "count-total" }, t("Total: "), sum);
  const head = h("h3", {}, seatBadge(b.player), ` ${name}`);
  const el = h(
    "div",
    { class: "count-col" },
    head,
    grid,
    h(
      "ol",
      { class: "count-lines" },
      crawl.map((cell) => lines[cell]),
    ),
    total,
  );
  return { b, tiles, lines, runs, sum, el };
}

/**
 * The count of a round's bouquets, ready to `start`.
 * @param {Scoring} sc
 * @param {string[]} names
 * @returns {Count}
 */
export function buildCount(sc, names) {
  const crawl = sc.crawl;
  let timer = 0;
  const cols = sc.bouquets.map((b) => countColumn(b, crawl, names[b.player]));
  const unmark = () => cols.forEach((col) => col.tiles.forEach((t) => t.classList.remove("counting", "source")));
  // step k shows the k-th flower in crawl order
  const step = (/** @type {number} */ k) => {
    const cell = crawl[k];
    unmark();
    for (const col of cols) {
      const c = col.b.cells[cell];
      if (!c?.card) continue;
      col.tiles[cell].classList.add("counting");
      for (const st of c.steps) col.tiles[st.by]?.classList.add("source");
      const run = crawl.slice(0, k + 1).reduce((a, i) => a + col.b.cells[i].value, 0);
      col.lines[cell].classList.add("shown");
      col.runs[cell].textContent = `(${run})`;
      col.sum.textContent = String(run);
    }
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = 0;
  };
  const finish = () => {
    stop();
    for (let k = 0; k < 9; k++) step(k);
    unmark();
    for (const col of cols) col.sum.textContent = String(col.b.total);
    skip.hidden = true;
    el.classList.add("done");
  };
  // Translators: a button: show the whole count at once, without the animation
  const skip = h("button", { type: "button", class: "btn", onclick: () => finish() }, t("Show all"));
  const buttons = h("div", { class: "decision-buttons" }, skip);
  const totals = sc.totals.map((total, p) => `${names[p]} ${total}`).join(" · ");
  // Translators: the round's count's accessible name: {number} is the round
  const region = t("Round {number} scoring", { number: sc.round });
  const el = h(
    "section",
    { class: "petals-scoring petals-zone", role: "region", "aria-label": region },
    h("h2", {}, t("Round {number}: the bouquets are counted", { number: sc.round })),
    h(
      "p",
      { class: "muted" },
      t(
        "From bottom left to top right, snaking (the middle row right to left): each flower's value, " +
          "what changed it, and the running total.",
      ),
    ),
    h(
      "div",
      { class: "count-cols" },
      cols.map((c) => c.el),
    ),
    // Translators: {totals} is each player's name and total, "Ann 40 · Ben 35"
    h("p", { class: "count-totals" }, t("Game totals: {totals}", { totals })),
    buttons,
  );
  const start = (/** @type {boolean} */ animate) => {
    stop();
    if (!animate || reducedMotion()) return finish();
    let k = 0;
    step(0);
    timer = window.setInterval(() => {
      k += 1;
      if (k >= 9) finish();
      else step(k);
    }, 650);
  };
  return { el, buttons, start, stop };
}

/**
 * The count on the board, in `box`, with a Close button; animated when `animate`.
 * @param {HTMLElement} box
 * @param {Scoring} sc
 * @param {string[]} names
 * @param {boolean} animate
 * @returns {{stop: () => void}} stops and removes it
 */
export function boardCount(box, sc, names, animate) {
  const count = buildCount(sc, names);
  const close = () => {
    count.stop();
    box.replaceChildren();
  };
  count.buttons.append(
    h("button", { type: "button", class: "btn primary", "data-close-scoring": "", onclick: close }, t("Close")),
  );
  // Close at the top, where it is in view however long the count (issue 24); Escape too
  count.el.prepend(count.buttons);
  count.el.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.stopPropagation(); // not the table's Escape (a previewed column order)
    close();
  });
  box.replaceChildren(count.el);
  count.start(animate);
  return { stop: close };
}

/**
 * The final screen's details: the rounds' scores, and the last round's count.
 * @param {import("./view.js").PetalsView} view
 * @param {string[]} names
 * @returns {{el: HTMLElement, count: Count | null}}
 */
export function resultTable(view, names) {
  const rounds = view.players[0].round_scores.length;
  const row = (/** @type {string} */ head, /** @type {(pl: import("./view.js").PetalsPlayer) => number} */ cell) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, head),
      ...view.players.map((pl) => h("td", { class: "num" }, String(cell(pl)))),
    );
  const table = h(
    "table",
    { class: "results petals-rounds" },
    h(
      "thead",
      {},
      // Translators: the heading of the final table's column of rounds
      h("tr", {}, h("th", {}, pt("table heading", "Round")), ...names.map((n) => h("th", { class: "num" }, n))),
    ),
    h(
      "tbody",
      {},
      // Translators: a row of the final table: a round's scores
      Array.from({ length: rounds }, (_, r) => row(t("Round {number}", { number: r + 1 }), (pl) => pl.round_scores[r])),
      row(t("Total"), (pl) => pl.score),
    ),
  );
  const count = view.scoring ? buildCount(view.scoring, names) : null;
  count?.start(true);
  return { el: h("div", { class: "petals-result", "data-scores": "" }, table, count?.el), count };
}

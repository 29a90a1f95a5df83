// Roving keyboard focus over a board's grid of cells: one tab stop, arrow keys between
// cells. Apart from web/ui.js (which re-exports it, as the games import it from there):
// the element builders do not need it, and it needs none of them.

/**
 * Roving focus over a grid of targets: one tab stop for the whole board, arrow
 * keys move between cells (elements with data-row / data-col) that `usable` allows
 * (all of them unless a board says otherwise: Anthokyklos', those its zoom shows).
 * Keeps the focused cell across redraws.
 */
export class GridFocus {
  /** @param {Element} root the layer of cells @param {(cell: Element) => boolean} [usable] */
  constructor(root, usable = () => true) {
    this.root = root;
    this.usable = usable;
    this.row = 0;
    this.col = 0;
    // Chromium makes an SVG element with a focus listener (the focusin below) a tab stop
    // of its own, with no name: a Tab landed on each game's layer of cells before its
    // roving stop. An explicit -1 keeps it out of the tab order.
    if (root instanceof SVGElement && !root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1");
    root.addEventListener("keydown", (event) => {
      if (event instanceof KeyboardEvent) this.#key(event);
    });
    root.addEventListener("focusin", (event) => {
      const cell = event.target instanceof Element ? event.target.closest("[data-row]") : null;
      if (cell) {
        this.row = Number(cell.getAttribute("data-row"));
        this.col = Number(cell.getAttribute("data-col"));
      }
    });
  }

  /** @returns {(HTMLElement | SVGElement)[]} */
  cells() {
    return [...this.root.querySelectorAll("[data-row][data-col]")].filter(
      (c) => c instanceof HTMLElement || c instanceof SVGElement,
    );
  }

  /** Call after every redraw: exactly one cell is in the tab order.
   * @param {boolean} restoreFocus */
  refresh(restoreFocus) {
    const cells = this.cells();
    if (!cells.length) return;
    const current = this.#find(this.row, this.col) || cells[0];
    for (const cell of cells) cell.setAttribute("tabindex", cell === current ? "0" : "-1");
    if (restoreFocus) current.focus({ preventScroll: true });
  }

  /** @param {number} row @param {number} col @returns {HTMLElement | SVGElement | null} */
  #find(row, col) {
    const cell = this.root.querySelector(`[data-row="${row}"][data-col="${col}"]`);
    return cell instanceof HTMLElement || cell instanceof SVGElement ? cell : null;
  }

  /** @param {KeyboardEvent} event */
  #key(event) {
    const step = STEPS[event.key];
    if (!step) return;
    const cells = this.cells();
    if (!cells.length) return;
    const rows = Math.max(...cells.map((c) => Number(c.dataset.row))) + 1;
    const cols = Math.max(...cells.map((c) => Number(c.dataset.col))) + 1;
    let row = this.row;
    let col = this.col;
    for (let i = 0; i < Math.max(rows, cols); i++) {
      row = (row + step[0] + rows) % rows;
      col = (col + step[1] + cols) % cols;
      const next = this.#find(row, col);
      if (next && this.usable(next)) {
        event.preventDefault();
        this.row = row;
        this.col = col;
        this.refresh(true);
        return;
      }
    }
  }
}

/** @type {{[key: string]: [number, number]}} */
const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

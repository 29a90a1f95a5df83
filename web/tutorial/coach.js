// A guided first game (issue 25): a mode of the normal game screen. The script
// (posy.tutorial, through the bridge's "tutorial" call) lists steps by ply: the coach
// explains (Next), asks the person for one move (only that move is accepted: any other
// tap on the board is answered with the step's rule sentence), or lets the scripted
// opponent reply. After the last step the person plays on against the computer, and the
// final screen sums up the rules the game taught. GameView (web/shell.js) hands it the
// person's moves (`refuses`), each position shown (`show`), the computer's seat
// (`opponent`) and the end (`finished`); it knows no rules itself.
import { reducedMotion } from "../board/motion.js";
import { PACE_MS } from "../computer.js";
import { formatNumber, t } from "../i18n.js";
import { h } from "../ui.js";
import { Bubble } from "./bubble.js";
import { markLearned, rememberTutorial } from "./learned.js";
import { askSkip, loadStyle, sumUp } from "./dialogs.js";

/** A tutorial's script and its steps: posy.tutorial.script's answer (web/contract.d.ts). */
/** @typedef {import("../contract.js").ScriptStep} TutorialStep */
/** @typedef {import("../contract.js").Script} Script */
/** @typedef {import("../screen/seats.js").SeatController} SeatController */

/** A move as text with its keys sorted, so two equal moves compare equal. */
const canonical = (/** @type {any} */ value) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );

// what a tap on the board can be: a renderer's keyed target, or anything marked as one
const TAPPABLE = "[data-key], [data-target], [data-option]";

export class Tutorial {
  /**
   * @param {Script} script @param {string} title the game's title, for the summary
   * @param {(() => Promise<{script: Script, title: string} | null>) | null} [again] both again, in the
   *   page's language now (its ids and moves are the same in every language)
   */
  constructor(script, title, again = null) {
    this.script = script;
    this.title = title;
    this.again = again;
    this.onLanguage = () => this.relanguage();
    this.steps = script.steps;
    this.heard = new Set(); // the explanations whose Next was tapped
    this.tap = 0; // taps made so far toward the current step's move
    this.guiding = true; // false once the guided part is over or skipped
    this.completed = false; // the guided part was played to its end (not skipped)
    /** @type {import("../types.js").Snapshot | null} */
    this.snap = null;
    /** @type {Bubble | null} */
    this.bubble = null;
    /** @type {HTMLElement | null} */
    this.root = null;
    /** @type {import("../types.js").Snapshot | null} the opponent's position, waiting for its step */
    this.pending = null;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.timer = undefined;
    /** @type {SeatController | null} */
    this.computer = null;
    /** @type {((move: any) => Promise<unknown>) | null} */
    this.reply = null;
    this.saveId = "";
    /** @type {Element | null} the element last tapped by Enter or Space */
    this.keyed = null;
    this.onTap = (/** @type {Event} */ event) => this.filterTap(event);
    this.onKey = (/** @type {KeyboardEvent} */ event) => this.key(event);
  }

  /**
   * The controller of the computer's seat: the script's replies while the guided part
   * lasts, then the computer (`computer`) for the rest of the game.
   * @param {SeatController} computer
   * @param {(move: any, by: SeatController) => Promise<unknown>} play
   * @returns {SeatController}
   */
  opponent(computer, play) {
    this.computer = computer;
    const tutorial = this;
    /** @type {SeatController} */
    const seat = {
      kind: computer.kind,
      isLocalPerson: false,
      get deciding() { return Boolean(computer.deciding); },
      get paused() { return Boolean(computer.paused); },
      start(snap) { tutorial.pending = snap; tutorial.drive(); },
      cancel() { tutorial.pending = null; clearTimeout(tutorial.timer); computer.cancel(); },
      pause(paused) { computer.pause?.(paused); },
      shown() { computer.shown?.(); },
    };
    this.reply = (move) => play(move, seat);
    return seat;
  }

  /** The game screen is up (save `saveId`): the coach's bubble, and the taps it filters. */
  mount(/** @type {HTMLElement} */ root, /** @type {string} */ saveId) {
    this.root = root;
    this.saveId = saveId;
    rememberTutorial(saveId, this.script.game); // a reload resumes the coach
    loadStyle();
    this.bubble = new Bubble({ onNext: () => this.next(), onSkip: () => this.stop() });
    for (const type of ["click", "pointerdown"]) document.addEventListener(type, this.onTap, true);
    document.addEventListener("keydown", this.onKey, true);
    document.addEventListener("posy:language", this.onLanguage); // the player chose another language
    document.body.dataset.tutorial = this.script.game;
  }

  /** The page speaks another language now: the script and the bubble again, in it, at the same step. */
  async relanguage() {
    const found = await this.again?.();
    if (!found || found.script.steps.length !== this.steps.length) return;
    ({ script: this.script, title: this.title } = found);
    this.steps = found.script.steps;
    if (!this.bubble) return; // the guided part is over: the summary will read the new script
    this.bubble.destroy();
    this.bubble = new Bubble({ onNext: () => this.next(), onSkip: () => this.stop() });
    if (this.snap) this.present();
  }

  /** The index of the step for `ply`, or -1 when the script has none left there. */
  index(/** @type {number} */ ply) {
    return this.steps.findIndex((s, i) => s.ply === ply && !(s.kind === "say" && this.heard.has(i)));
  }

  get step() {
    const i = this.guiding && this.snap ? this.index(this.snap.ply) : -1;
    return i === -1 ? null : this.steps[i];
  }

  /** A position is on screen: say its step. */
  show(/** @type {import("../types.js").Snapshot} */ snap) {
    this.snap = snap;
    this.tap = 0;
    if (this.guiding) this.present();
  }

  present() {
    const i = this.snap ? this.index(this.snap.ply) : -1;
    if (i === -1) return this.complete();
    const step = this.steps[i];
    const last = i === this.steps.length - 1;
    // Translators: the last explanation's button: the guided part ends and the learner plays on freely.
    const playOn = t("Play on");
    const next = step.kind === "say" ? (last ? playOn : t("Next")) : null;
    // the opponent's move just before stays in view, so it can be read after it happened
    const then = i > 0 && this.steps[i - 1].kind === "reply" && step.kind !== "reply" ? this.steps[i - 1].say : "";
    this.bubble?.say({
      // Translators: above the tutorial's sentence; {game} is the game's title.
      count: t("{game} tutorial: step {step} of {steps}", {
        game: this.title,
        step: formatNumber(i + 1),
        steps: formatNumber(this.steps.length),
      }),
      then,
      say: step.say,
      next,
      target: () => this.target(step),
    });
    document.body.dataset.tutorialStep = String(i);
    if (step.kind === "say") this.bubble?.next.focus({ preventScroll: true });
  }

  /** What the ring shows: the next tap of a move, what an explanation is about, where the opponent goes. */
  target(/** @type {TutorialStep} */ step) {
    const taps = step.taps || [];
    const selector =
      step.kind === "say" ? step.point : step.kind === "move" ? taps[Math.min(this.tap, taps.length - 1)] : taps.at(-1);
    return selector ? document.querySelector(selector) : null;
  }

  /** Next: the explanation is heard; the script goes on (the opponent may reply now). */
  next() {
    const i = this.snap ? this.index(this.snap.ply) : -1;
    if (i === -1 || this.steps[i].kind !== "say") return;
    this.heard.add(i);
    const hadFocus = this.bubble?.el.contains(document.activeElement);
    this.present();
    const step = this.step;
    if (hadFocus && step?.kind === "move")
      /** @type {HTMLElement | null} */ (this.target(step))?.focus?.({ preventScroll: true });
    this.drive();
  }

  /** The scripted opponent plays its step's move (after the computers' pace), or the
   * computer decides once the script is over; an explanation first waits for Next. */
  drive() {
    const snap = this.pending;
    if (!snap) return;
    const step = this.step;
    if (step && step.kind !== "reply") return;
    this.pending = null;
    if (!step) return this.computer?.start(snap);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.snap === snap) this.reply?.(step.move);
    }, reducedMotion() ? 0 : 2 * PACE_MS); // time to read what the coach says of it
  }

  /** The person's move: refused (with the rule's sentence) unless it is the step's. */
  refuses(/** @type {import("../types.js").Move} */ move) {
    const step = this.step;
    if (!step || (step.kind === "move" && canonical(move) === canonical(step.move))) return false;
    this.explain(step);
    return true;
  }

  explain(/** @type {TutorialStep} */ step) {
    const why =
      step.kind === "say"
        ? t("Tap Next to go on.")
        : step.kind === "reply"
          ? // Translators: said when the learner taps while the computer's move is shown; {name} is its player's name.
            t("Wait: {name} is moving.", { name: this.script.names[1 - this.script.you] })
          : step.rule;
    this.bubble?.explain(why);
  }

  /** A tap (click, pointer, Enter, Space) on the board: let through only the step's next one. */
  filterTap(/** @type {Event} */ event) {
    const step = this.step;
    const el = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!step || !el || !this.root?.contains(el) || el.closest(".log, .game-top")) return;
    // Enter or Space on a button may also click it: one tap, counted at the key
    const again = event.type === "click" && this.keyed === el;
    this.keyed = event.type === "keydown" ? el : null;
    if (again) return;
    const want = step.kind === "move" ? document.querySelector(step.taps?.[this.tap] || "") : null;
    if (want && (want === el || want.contains(el) || el.contains(want))) {
      if (event.type !== "pointerdown") this.tap += 1;
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type !== "pointerdown") this.explain(step);
  }

  key(/** @type {KeyboardEvent} */ event) {
    if (!this.guiding || (event.target instanceof Element && event.target.closest(".overlay"))) return;
    if (event.key === "Enter" || event.key === " ") return this.filterTap(event);
    if (event.key !== "Escape") return;
    if (this.tap > 0) this.tap = 0; // the renderer takes its selection back itself
    else this.ask();
  }

  /** Escape: leave the tutorial? */
  ask() {
    askSkip(() => this.stop());
  }

  /** The guided part is over (played through): remember it, and let the person play on. */
  complete() {
    if (!this.guiding) return;
    this.completed = true;
    markLearned(this.script.game);
    this.stop();
  }

  /** Leave guiding (skipped or done): the game goes on as a normal game against the computer. */
  stop() {
    if (!this.completed) rememberTutorial(this.saveId, null); // skipped: a reload shows a normal game
    this.guiding = false;
    this.unmount();
    this.drive();
  }

  /** The game ended: after a guided game, the final screen sums up what it taught. */
  finished() {
    rememberTutorial(this.saveId, null);
    if (!this.completed) return;
    sumUp(this.title, this.script.clauses);
  }

  unmount() {
    this.bubble?.destroy();
    this.bubble = null;
    for (const type of ["click", "pointerdown"]) document.removeEventListener(type, this.onTap, true);
    document.removeEventListener("keydown", this.onKey, true);
    delete document.body.dataset.tutorial;
    delete document.body.dataset.tutorialStep;
  }

  destroy() {
    document.removeEventListener("posy:language", this.onLanguage);
    clearTimeout(this.timer);
    this.guiding = false;
    this.unmount();
  }
}

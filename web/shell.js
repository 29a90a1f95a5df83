// @ts-nocheck  (legacy module, typed as the redesign of issue 22 replaces it)
// What the app page and the embed page share: small services (toast, dialogs,
// rules page, service worker, boot progress) and GameView, the game screen with
// its hand-offs, undo/redo, saving, replay, export/share and final screen.
// It knows no rules: legality, scores and views come from the engine; the
// per-game renderer draws the view and reports the move the player chose.
import { ComputerTurns, seatsOf } from "./computer.js";
import * as share from "./share.js";
import { watchTargets } from "./reveal.js";
import * as store from "./store.js";
import { overlay } from "./board/dialog.js";
import { h, icon, listNames } from "./ui.js";

export { overlay };

export const RENDERERS = {
  floriado: () => import("./games/floriado/index.js"),
  petal: () => import("./games/petal/index.js"),
  petals: () => import("./games/petals/index.js"),
  petal_battle: () => import("./games/petal_battle/index.js"),
  anthokyklos: () => import("./games/anthokyklos/index.js"),
};

const $ = (id) => document.getElementById(id);

// -- small services ------------------------------------------------------------

let toastTimer = 0;
export function toast(message) {
  const box = $("toast");
  box.textContent = message;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (box.hidden = true), 4500);
}

export function setStatus(...content) {
  $("status")?.replaceChildren(...content);
}

export function setActions(...buttons) {
  $("actions")?.replaceChildren(...buttons);
}

export function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return words[0] * 2 ** 21 + (words[1] >>> 11); // a safe integer
}

export async function showRules(info) {
  const body = h("div", { class: "rules-page" }, h("p", {}, "Loading the rules…"));
  const closeBtn = h("button", { class: "btn primary", type: "button", autofocus: true }, "Close");
  const { close } = overlay(h("div", { class: "dialog wide" }, body, h("div", { class: "buttons" }, closeBtn)), {
    label: `${info.title} rules`,
    onClose: () => {},
  });
  closeBtn.onclick = close;
  try {
    const response = await fetch(new URL(`../assets/rules/${info.id}.html`, import.meta.url));
    if (!response.ok) throw new Error(String(response.status));
    // Our own static page, parsed inertly; scripts and handlers are dropped.
    const doc = new DOMParser().parseFromString(await response.text(), "text/html");
    doc.querySelectorAll("script, iframe, object, embed, style, link").forEach((n) => n.remove());
    doc.querySelectorAll("*").forEach((n) => {
      for (const attr of [...n.attributes]) if (attr.name.startsWith("on")) n.removeAttribute(attr.name);
    });
    body.replaceChildren(...doc.body.childNodes);
  } catch {
    body.replaceChildren(h("p", {}, "The rules page could not be loaded."));
  }
}

/**
 * Fetch a game's renderer and stylesheet ahead of need (each loads once), so that its
 * board is drawn the moment the engine answers: while Python boots, not after.
 */
export function prepareRenderer(id) {
  if (typeof id !== "string" || !Object.hasOwn(RENDERERS, id)) return;
  RENDERERS[id]().catch(() => {}); // GameView.open reports a failure
  loadStyle(id);
}

/**
 * The viewer a game's first screen shows, so that the engine's first answer can be
 * drawn as it is: the one person playing computers, everyone's view in a game without
 * secrets, the public view otherwise (a hand-off comes first) and when computers
 * play each other. What GameView.show would otherwise ask the engine for again.
 */
export function openingViewer(info, computers, players) {
  const seats = seatsOf(computers, players || computers?.length || info.min_players);
  if (seats.mode === "solo") return seats.persons[0];
  return seats.mode === "people" && !info.secrets ? "current" : null;
}

/** The game's own stylesheet, loaded once; resolves when it applies (or failed). */
export function loadStyle(id) {
  const existing = document.querySelector(`link[data-game-style="${id}"]`);
  if (existing) return existing.loaded;
  const link = h("link", { rel: "stylesheet", href: new URL(`./games/${id}/style.css`, import.meta.url).href, "data-game-style": id });
  link.loaded = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = resolve;
  });
  document.head.append(link);
  return link.loaded;
}

// -- offline and updates ---------------------------------------------------------------

/** Register the service worker; announce a new build instead of forcing it mid-game. */
export async function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  // The first install takes control of this page (clients.claim) while it runs the
  // same build: nothing to reload. Only a worker replacing an older one, or the update
  // the player chose, reloads the page.
  const hadController = Boolean(navigator.serviceWorker.controller);
  try {
    const registration = await navigator.serviceWorker.register(new URL("../sw.js", import.meta.url), { scope: "../" });
    if (!registration) return; // blocked (some embedded browsers, test runners)
    const announce = (worker) => {
      if (!worker || !navigator.serviceWorker.controller) return; // first install: nothing to update
      showUpdate(worker);
    };
    announce(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => worker.state === "installed" && announce(worker));
    });
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (reloading || !(hadController || updateChosen)) return;
      reloading = true;
      location.reload();
    });
  } catch (error) {
    console.warn("posy: offline mode unavailable:", error.message);
  }
}

let updateChosen = false;

function showUpdate(worker) {
  if ($("update")) return;
  const bar = h("div", { class: "update", id: "update", role: "status" },
    h("span", {}, "Update ready."),
    h("button", { class: "btn primary", type: "button", onclick: () => {
      updateChosen = true;
      worker.postMessage("skip-waiting");
    } }, "Reload"),
    h("button", { class: "btn", type: "button", onclick: () => bar.remove() }, "Later"));
  document.body.append(bar);
}

/** Show the worker's progress on the boot screen: downloading, starting Python, rules. */
export function bootProgress(detail) {
  const bar = document.querySelector("#boot .bar");
  const stage = $("stage");
  const meter = document.querySelector("#boot .progress");
  if (!bar || !stage) return;
  const { fraction, text } = bootState(detail);
  bar.style.width = `${Math.max(2, fraction * 100)}%`;
  meter?.setAttribute("aria-valuenow", String(Math.round(fraction * 100)));
  stage.textContent = text;
}

/** How far the engine's boot is, from the worker's progress message: {fraction, text}. */
export function bootState(detail) {
  let fraction = 0;
  let text = "Loading…";
  if (detail.stage === "download") {
    const total = Math.max(detail.total, 15e6);
    fraction = Math.min(detail.loaded / total, 1) * 0.7;
    text = `Downloading the games (${(detail.loaded / 1e6).toFixed(1)} MB)…`;
    if (detail.loaded >= detail.total && detail.total > 9e6) text = "Starting Python…";
  } else if (detail.stage === "rules") {
    fraction = 0.95;
    text = "Loading the rules…";
  }
  return { fraction, text };
}

// -- the game screen ----------------------------------------------------------------------

/**
 * One game on screen. `options.embedded` drops the lobby chrome; `options.events`
 * receives "move" and "over" notifications (the embed page forwards them).
 */
export class GameView {
  /** `saved`: the save as the caller just read it, or null for a new one (each spares a
   * read of IndexedDB on the way to the board); left out, it is read here.
   * @param {any} engine
   * @param {any} answer
   * @param {{root: HTMLElement, saveId: string, saved?: any, embedded?: boolean, events?: (type: string, detail: any) => void, onExit?: () => void, onRestart?: (next: any) => void}} options
   */
  static async open(engine, answer, { root, saveId, saved: known, embedded = false, events = () => {}, onExit = () => {}, onRestart }) {
    const info = engine.catalog.games.find((g) => g.id === answer.game);
    const renderer = RENDERERS[info.id];
    if (!renderer) throw new Error(`${info.title} cannot be played in this version of Posy yet.`);
    const [module, saved] = await Promise.all([renderer(), known === undefined ? store.get(saveId) : known, loadStyle(info.id)]);
    const rev = saved?.rev;
    const view = new GameView({ engine, info, module, answer, root, saveId, rev, embedded, events, onExit, onRestart });
    // A board is drawn only once its save is on disk, unless there is nothing to lose:
    // a new game before its first move, or the very position this save already holds.
    const held = answer.record.moves.length === 0 || (saved && share.canonical(saved.record) === share.canonical(answer.record));
    await view.show(answer, { saveFirst: !held });
    return view;
  }

  constructor({ engine, info, module, answer, root, saveId, rev, embedded, events, onExit, onRestart }) {
    const sid = answer.sid;
    Object.assign(this, { engine, info, sid, saveId, embedded, events, onExit, onRestart });
    this.snap = null;
    this.rev = rev; // the revision of the save this view last read or wrote (see store.put)
    this.holder = null; // who has the device (hidden-information games): see show()
    this.shownSecrets = null;
    this.busy = false;
    this.stale = false; // another tab moved this game on
    this.replayAt = null; // the ply shown while replaying a finished game
    this.tableMode = localStorage.getItem("posy:table-mode") === "1";
    // who plays: persons pass the device around ("people"), one person plays computers
    // ("solo": their own view throughout, no hand-offs), or computers play each other ("watch")
    this.seats = seatsOf(answer.computers, answer.record.players);
    this.turns = new ComputerTurns(engine, {
      sid,
      levels: this.seats.levels,
      names: answer.record.names,
      play: (move) => this.play(move, { computer: true }),
      status: (node) => setStatus(node),
    });
    this.boardEl = h("div", { class: `board game-${info.id}` });
    // focusable, so the panels scroll by keyboard where they scroll in their own box (fit-screen)
    this.panelsEl = h("section", { class: "panels", "aria-label": "Players", tabindex: "0" });
    // focusable, so the log scrolls by keyboard too
    this.logList = h("ol", { tabindex: "0", "aria-label": "Moves so far" });
    this.replayBar = h("div", { class: "replay", hidden: true });
    const logBox = h("section", { class: "log", "aria-label": "Move log" }, h("h2", {}, "Moves"), this.logList);
    const title = h("h1", { class: "sr-only" }, info.title); // the page's heading, for screen readers
    // notices and the replay bar sit above the board, in one box of their own
    this.topEl = h("div", { class: "game-top" }, this.replayBar);
    this.root = h("div", { class: `game${this.tableMode ? " table-mode" : ""}` }, title, this.topEl, this.boardEl, this.panelsEl, logBox);
    root.replaceChildren(this.root);
    // A renderer that draws within its board box (module.fitsScreen) gets a game screen
    // exactly one screen tall at tablet and desktop sizes (style.css, "fit").
    document.documentElement.classList.toggle("fit-screen", Boolean(module.fitsScreen));
    this.targets = watchTargets(this.root);
    // A game opens at its top (status, hint and board), wherever the lobby was scrolled.
    if (!embedded) window.scrollTo({ top: 0, behavior: "instant" });
    this.renderer = module.mount(this.boardEl, this.panelsEl, {
      play: (move) => this.play(move),
      announce: (text) => setStatus(h("span", { class: "text" }, text)),
    });
    this.undoBtn = h("button", { class: "btn", type: "button", id: "undo", onclick: () => this.undo() }, icon("undo"), h("span", { class: "label" }, "Undo"));
    this.redoBtn = h("button", { class: "btn", type: "button", id: "redo", onclick: () => this.redo() }, icon("redo"), h("span", { class: "label" }, "Redo"));
    const rulesBtn = h("button", { class: "btn", type: "button", id: "rules", onclick: () => showRules(info) }, icon("rules"), h("span", { class: "label" }, "Rules"));
    const menuBtn = h("button", { class: "btn", type: "button", id: "menu", "aria-haspopup": "dialog", onclick: () => this.menu() }, icon("menu"), h("span", { class: "label" }, "Menu"));
    this.pauseBtn = null;
    if (this.seats.mode === "watch") {
      this.pauseBtn = h("button", { class: "btn", type: "button", id: "pause", onclick: () => this.togglePause() }, icon("pause"), h("span", { class: "label" }, "Pause"));
      setActions(this.pauseBtn, rulesBtn, menuBtn);
    } else {
      setActions(this.undoBtn, this.redoBtn, rulesBtn, menuBtn);
    }
    this.unwatch = store.watch((id) => id === this.saveId && this.otherTabMoved());
  }

  destroy() {
    this.destroyed = true;
    delete document.body.dataset.ply; // no board on screen (tests wait for the next one)
    document.documentElement.classList.remove("fit-screen");
    this.targets.stop();
    this.unwatch();
    this.turns.cancel();
    this.renderer.destroy?.();
    document.querySelectorAll(".overlay").forEach((n) => n.remove());
    this.engine.call("close", { sid: this.sid });
  }

  get names() {
    return this.snap.record.names;
  }

  call(name, args = {}) {
    return this.engine.call(name, { sid: this.sid, ...args });
  }

  /**
   * Show a snapshot. On hidden-information games a player's secrets are drawn only
   * behind a hand-off screen, unless that player's own secrets are already on
   * screen. Two things are tracked: `holder`, the seat who has the device (the last
   * to decide, or to tap in on a hand-off screen), which decides who may undo; and
   * `shownSecrets`, whose private view is on screen (null for the public view).
   * Public decisions (no secrets needed) are drawn from the spectator view, unless
   * the decider's own secrets are on screen already.
   */
  async show(answer, { saveFirst = true } = {}) {
    this.snap = answer;
    const saving = this.save();
    if (saveFirst) await saving;
    if (this.seats.mode !== "people") return this.showFixed(answer);
    const next = answer.current;
    if (!this.info.secrets || answer.over || next === null) {
      if (!this.info.secrets && !answer.over && answer.viewer !== next) {
        const mine = await this.call("view", { viewer: next });
        if (mine.ok) this.snap = answer = mine;
      }
      this.render(answer);
      return;
    }
    if (answer.public_decision && this.shownSecrets === next) {
      // the decider's own secrets are already on screen: keep them there
      const mine = answer.viewer === next ? answer : await this.call("view", { viewer: next });
      if (mine.ok) {
        this.snap = mine;
        this.render(mine);
        return;
      }
    }
    if (answer.public_decision || this.shownSecrets !== next) {
      if (answer.viewer !== null) {
        const open = await this.call("view", { viewer: null });
        if (open.ok) this.snap = answer = open;
      }
    }
    if (answer.public_decision) {
      this.shownSecrets = null;
      this.render(answer);
      return;
    }
    if (this.shownSecrets !== next) {
      this.shownSecrets = null;
      this.render(answer, { waiting: true }); // public view only, behind the hand-off screen
      const handed = await this.handOff(next);
      if (!handed) return; // the previous player took their move back instead
      this.holder = next;
    }
    const mine = answer.viewer === next ? answer : await this.call("view", { viewer: next });
    if (!mine.ok) return toast(mine.error);
    this.shownSecrets = next;
    this.snap = mine;
    this.render(mine);
  }

  /** The seat whose view stays on screen when computers play: the one person, or the public view. */
  get fixedViewer() {
    return this.seats.mode === "solo" ? this.seats.persons[0] : null;
  }

  /** With computers at the table there are no hand-offs: one view throughout, and the
   * computer's turns run by themselves. */
  async showFixed(answer) {
    const viewer = this.fixedViewer;
    if (answer.viewer !== viewer) {
      const mine = await this.call("view", { viewer });
      if (mine.ok) this.snap = answer = mine;
    }
    this.holder = viewer;
    this.render(answer);
    this.turns.shown();
    this.turns.start(answer);
  }

  togglePause() {
    const paused = !this.turns.paused;
    this.turns.pause(paused);
    this.pauseBtn.querySelector(".label").textContent = paused ? "Resume" : "Pause";
    this.pauseBtn.querySelector(".icon").replaceWith(icon(paused ? "play" : "pause"));
    if (!paused) this.turns.start(this.snap);
    else this.render(this.snap);
  }

  /** What play/undo/redo ask the bridge to draw next. */
  get nextViewer() {
    if (this.seats.mode !== "people") return this.fixedViewer;
    return this.info.secrets ? null : "current"; // the next screen may belong to someone else
  }

  /** The pass-the-device screen; resolves true when the next player taps in. */
  handOff(seat) {
    return new Promise((resolve) => {
      const name = this.names[seat];
      const ready = h("button", { class: "btn primary", type: "button", autofocus: true }, `I am ${name}: show my turn`);
      const parts = [h("h2", {}, `Pass the device to ${name}`), h("p", {}, "Tap when only they can see the screen."), ready];
      const mover = this.snap.last_mover;
      const rotate = this.tableMode && this.names.length === 2 && seat === 1;
      let undo = null;
      let undoBox = null;
      if (this.snap.can_undo && mover !== null && mover === this.holder) {
        undo = h("button", { class: "btn", type: "button" }, `${this.names[mover]}: take my move back`);
        // in table mode the offer faces the player who just moved, not the one across
        undoBox = h("div", { class: "handoff-undo" }, undo);
      }
      const content = h("div", { class: "handoff-layer" }, h("div", { class: "dialog handoff" }, ...parts), undoBox);
      const { close } = overlay(content, { label: `Pass to ${name}`, rotate });
      ready.onclick = () => {
        close();
        resolve(true);
      };
      if (undo) {
        undo.onclick = async () => {
          close();
          resolve(false);
          await this.undo();
        };
      }
    });
  }

  render(snap, { waiting = false } = {}) {
    const names = this.names;
    const replaying = this.replayAt !== null;
    const computersTurn = this.turns.isComputer(snap.current);
    const interactive = !waiting && !replaying && !this.stale && !snap.over && !this.busy && !computersTurn && snap.moves.length > 0;
    this.renderer.update(snap, { names, info: this.info, interactive, viewer: snap.viewer, replaying });
    // table mode: on the far player's turn, the board (their hand, their prompts) turns to them
    this.boardEl.classList.toggle("facing-far", this.tableMode && names.length === 2 && snap.current === 1 && interactive);
    this.logList.replaceChildren(...snap.log.map((line) => h("li", {}, line)));
    this.logList.scrollTop = this.logList.scrollHeight;
    // pass-and-play with secrets: only the player holding the device may take back or redo
    const secretsOk = (seat) => !this.info.secrets || this.seats.mode !== "people" || seat === this.holder;
    this.undoBtn.disabled = waiting || replaying || this.stale || !snap.can_undo || !secretsOk(snap.last_mover);
    this.redoBtn.disabled = waiting || replaying || this.stale || !snap.can_redo || !secretsOk(snap.current);
    this.panelsEl.querySelectorAll(":scope > *").forEach((panel, seat) => panel.setAttribute("data-seat", String(seat)));
    if (replaying) setStatus(h("span", { class: "text" }, `Replay: move ${snap.ply} of ${snap.plies}`));
    else if (snap.over) setStatus(h("span", { class: "text" }, this.resultText(snap)));
    else if (computersTurn && this.turns.thinking) {
      // the thinking indicator stays up
    } else if (computersTurn && this.turns.paused) setStatus(h("span", { class: "text" }, `Paused: ${names[snap.current]} to play`));
    else setStatus(h("span", { class: "text" }, this.renderer.status?.(snap, { names }) || `${names[snap.current]} to play`));
    if (interactive && snap.ply > 0) this.targets.schedule(); // a game still opens at its top
    document.body.dataset.ply = String(snap.ply);
    if (!performance.getEntriesByName("posy-board").length) performance.mark("posy-board"); // the benchmark's "board drawn"
    document.body.dataset.over = String(snap.over);
    document.body.dataset.turn = snap.over ? "over" : computersTurn ? "computer" : "person";
    if (snap.over && !replaying && !this.shownResult) {
      this.shownResult = true;
      this.events("over", { scores: snap.scores, winners: snap.winners, names, record: snap.record });
      this.showResult(snap);
    }
  }

  resultText(snap) {
    const names = this.names;
    if (snap.winners.length === names.length && names.length > 1) return "Game over: a draw";
    return `Game over: ${listNames(snap.winners.map((w) => names[w]))} win${snap.winners.length === 1 ? "s" : ""}`;
  }

  showResult(snap) {
    const names = this.names;
    const order = names.map((_, i) => i).sort((a, b) => snap.scores[b] - snap.scores[a]);
    const rows = order.map((i) =>
      h("tr", {}, h("th", { scope: "row" }, snap.winners.includes(i) ? `${names[i]} (winner)` : names[i]), h("td", { class: "num" }, String(snap.scores[i]))),
    );
    const again = h("button", { class: "btn primary", type: "button", autofocus: true }, "Play again");
    const replay = h("button", { class: "btn", type: "button" }, "Replay");
    const look = h("button", { class: "btn", type: "button" }, "See the board");
    const lobby = this.embedded ? null : h("button", { class: "btn", type: "button" }, "Lobby");
    const extra = this.renderer.resultDetails?.(snap, { names }) || null;
    // details that carry the scores themselves (data-scores) replace the plain table
    const plain = extra?.hasAttribute("data-scores") ? null : h("table", { class: "results" }, h("tbody", {}, rows));
    const { close } = overlay(
      h("div", { class: "dialog", id: "final" }, h("h2", {}, this.resultText(snap)), plain, extra,
        h("div", { class: "buttons" }, again, replay, look, lobby)),
      { label: "Final score", onClose: () => {} },
    );
    again.onclick = () => {
      close();
      const record = snap.record;
      this.onRestart?.({ game: record.game, players: record.players, names: record.names, options: record.options, computers: this.seats.levels, seed: randomSeed() });
    };
    replay.onclick = () => {
      close();
      this.startReplay();
    };
    look.onclick = close;
    if (lobby) {
      lobby.onclick = () => {
        close();
        this.onExit();
      };
    }
  }

  // -- saving ------------------------------------------------------------------

  /** Save the position on screen, after every move. Saves run one after another (each
   * carries the revision the one before it wrote), also when the first one was not
   * awaited; one that failed does not stop the next. */
  save() {
    this.saving = (this.saving || Promise.resolve()).catch(() => {}).then(() => this.write());
    return this.saving;
  }

  /** A secret still face down is left out of every snapshot's record (so nothing drawn,
   * exported or shared shows it); the save asks for the whole record, so a reload loses
   * nothing. */
  async write() {
    if (this.stale || this.replayAt !== null) return;
    let record = this.snap.record;
    if (this.snap.secret_pending) {
      const full = await this.call("saved_record");
      if (full.ok) record = full.record;
    }
    const result = await store.put(this.saveId, { record, finished: this.snap.over }, this.rev);
    if (result.ok) this.rev = result.rev;
    else if (result.conflict) await this.otherTabMoved();
    else toast(result.error);
  }

  /** Another tab saved this game: stop playing here, offer its position. */
  async otherTabMoved() {
    const latest = await store.get(this.saveId);
    if (this.destroyed || this.stale || !latest || latest.rev === this.rev) return;
    this.stale = true;
    this.turns.cancel();
    this.render(this.snap);
    const load = h("button", { class: "btn primary", type: "button" }, "Show the latest position");
    const bar = h("div", { class: "notice stale", role: "alert" }, h("p", {}, "This game was continued in another tab or window."), load);
    this.topEl.prepend(bar);
    load.onclick = async () => {
      // the record and its revision are read together: loading takes a while, and
      // another tab may save meanwhile; then this tab's next save is a conflict
      // (and this notice comes back) instead of overwriting the newer position
      const newest = await store.get(this.saveId);
      if (!newest) return toast("This game is no longer saved in this browser.");
      const answer = await this.engine.call("load", { record: newest.record, viewer: null });
      if (!answer.ok) return toast(answer.error);
      this.engine.call("close", { sid: this.sid });
      bar.remove();
      this.sid = this.turns.sid = answer.sid;
      this.rev = newest.rev;
      this.stale = false;
      this.holder = null;
      this.shownSecrets = null;
      this.shownResult = answer.over;
      await this.show(answer);
    };
  }

  // -- moves, undo, redo ----------------------------------------------------------------

  async play(move, { computer = false } = {}) {
    if (this.busy || this.stale) return false;
    if (!computer && this.turns.isComputer(this.snap.current)) return false; // not the person's turn
    this.busy = true;
    document.body.dataset.busy = ""; // a move is on its way (tests wait for it to land)
    try {
      let answer;
      try {
        answer = await this.call("play", { move, viewer: this.nextViewer });
      } finally {
        this.busy = false;
      }
      if (!answer.ok) {
        toast(answer.error);
        this.render(this.snap);
        return false;
      }
      if (!computer) this.holder = answer.last_mover; // whoever just tapped has the device
      this.events("move", { move: answer.record.moves.at(-1), ply: answer.ply, current: answer.current, log: answer.log.at(-1) });
      await this.show(answer);
      return true;
    } finally {
      delete document.body.dataset.busy;
    }
  }

  async undo() {
    if (this.busy || this.stale) return;
    this.turns.cancel(); // with computers, undo goes back to the person's last decision
    const answer = await this.call("undo", { viewer: this.nextViewer });
    if (!answer.ok) {
      toast(answer.error);
      return this.turns.start(this.snap);
    }
    // the mover gets their decision back: on a secrets game, they hold the device
    if (this.info.secrets && !answer.public_decision && this.seats.mode === "people") this.shownSecrets = this.holder === answer.current ? answer.current : null;
    this.shownResult = false;
    document.querySelector("#final")?.closest(".overlay")?.remove();
    await this.show(answer);
  }

  async redo() {
    if (this.busy || this.stale) return;
    this.turns.cancel();
    const answer = await this.call("redo", { viewer: this.nextViewer });
    if (!answer.ok) return toast(answer.error);
    await this.show(answer);
  }

  // -- replay -----------------------------------------------------------------------

  async startReplay() {
    this.replayAt = 0;
    const slider = h("input", { type: "range", min: 0, max: this.snap.plies, value: 0, id: "replay-slider", "aria-label": "Move" });
    const step = (delta) => this.replayTo(Math.min(this.snap.plies, Math.max(0, this.replayAt + delta)));
    slider.addEventListener("input", () => this.replayTo(Number(slider.value)));
    this.replayBar.replaceChildren(
      h("button", { class: "btn", type: "button", "aria-label": "Previous move", onclick: () => step(-1) }, "◀"),
      slider,
      h("button", { class: "btn", type: "button", "aria-label": "Next move", onclick: () => step(1) }, "▶"),
      h("button", { class: "btn", type: "button", onclick: () => this.stopReplay() }, "Done"),
    );
    this.replaySlider = slider;
    this.replayBar.hidden = false;
    await this.replayTo(0);
    // the bar and the board under it in view (a phone was scrolled down to the final screen)
    window.scrollTo({ top: 0, behavior: "instant" });
    slider.focus({ preventScroll: true });
  }

  async replayTo(ply) {
    const answer = await this.call("view", { at: ply, viewer: null });
    if (!answer.ok) return toast(answer.error);
    this.replayAt = ply;
    this.replaySlider.value = String(ply);
    this.render(answer);
  }

  async stopReplay() {
    this.replayAt = null;
    this.replayBar.hidden = true;
    const answer = await this.call("view", { viewer: null });
    if (answer.ok) this.render(answer);
  }

  // -- menu: export, share, table mode -------------------------------------------------

  menu() {
    const exportBtn = h("button", { class: "btn", type: "button" }, "Save to a file");
    const shareBtn = h("button", { class: "btn", type: "button" }, "Copy a share link");
    const table = h("input", { type: "checkbox", checked: this.tableMode, id: "table-mode" });
    const closeBtn = h("button", { class: "btn primary", type: "button" }, "Close");
    const lobby = this.embedded ? null : h("button", { class: "btn", type: "button" }, "Back to the lobby");
    const linkBox = h("div", { class: "share-box" });
    const note = this.secretsNote();
    const { close } = overlay(
      h("div", { class: "dialog", id: "game-menu" }, h("h2", {}, this.info.title),
        h("div", { class: "menu-list" }, note, exportBtn, shareBtn, linkBox,
          h("label", { class: "check" }, table, "Table mode: turn the far player's panel, and the board on their turn, toward them"), lobby),
        h("div", { class: "buttons" }, closeBtn)),
      { label: "Game menu", onClose: () => {} },
    );
    closeBtn.onclick = close;
    exportBtn.onclick = () => this.exportFile();
    shareBtn.onclick = async () => {
      const link = await share.toLink(this.snap.record);
      const field = h("input", { type: "text", readonly: true, value: link, "aria-label": "Share link", id: "share-link" });
      linkBox.replaceChildren(field);
      field.select();
      try {
        await navigator.clipboard.writeText(link);
        toast(note ? "Link copied. It holds the hidden cards: use it to continue on another device." : "Link copied. Anyone who opens it continues from this position.");
      } catch {
        toast("Copy the link from the box.");
      }
    };
    table.onchange = () => {
      this.tableMode = table.checked;
      localStorage.setItem("posy:table-mode", this.tableMode ? "1" : "0");
      this.root.classList.toggle("table-mode", this.tableMode);
      this.render(this.snap);
    };
    if (lobby) {
      lobby.onclick = () => {
        close();
        this.onExit();
      };
    }
  }

  /** What a file or link of an unfinished hidden-information game gives away, in words. */
  secretsNote() {
    if (!this.info.secrets || this.snap.over) return null;
    const parts = ["The file and the link hold every hidden card and stack of this game: they are for continuing it on another device, not for showing to another player."];
    if (this.snap.secret_pending) parts.push("A choice made face down and not yet revealed is left out: that player makes it again.");
    return h("p", { class: "notice secrets-note", id: "secrets-note" }, parts.join(" "));
  }

  exportFile() {
    const record = this.snap.record;
    const blob = new Blob([share.toFile(record)], { type: "application/json" });
    const link = h("a", { href: URL.createObjectURL(blob), download: `posy-${record.game}-${new Date().toISOString().slice(0, 10)}.json` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }
}

// The Posy shell: boot progress, lobby, game view, hand-offs, log, final screen.
// It knows no rules: legality, scores and views all come from the engine; the
// per-game renderer draws the view and reports the move the player chose.
import { Engine } from "./engine.js";
import { h, icon, listNames } from "./ui.js";

const SAVE_KEY = "posy:current";
const SETUP_KEY = "posy:setup";
const RENDERERS = {
  floriado: () => import("./games/floriado.js"),
  anthokyklos: () => import("./games/anthokyklos.js"),
};

const $ = (id) => document.getElementById(id);
const main = $("main");
const engine = new Engine();
let catalog = null;
let game = null; // the GameView on screen, if any

// -- small services ------------------------------------------------------------

let toastTimer = 0;
export function toast(message) {
  const box = $("toast");
  box.textContent = message;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (box.hidden = true), 4000);
}

function setStatus(...content) {
  $("status").replaceChildren(...content);
}

function setActions(...buttons) {
  $("actions").replaceChildren(...buttons);
}

function readJSON(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writeJSON(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    toast("This browser would not save the game (storage is full or blocked).");
  }
}

function randomSeed() {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return words[0] * 2 ** 21 + (words[1] >>> 11); // a safe integer
}

function gameInfo(id) {
  return catalog.games.find((g) => g.id === id);
}

function overlay(content, { label, onClose } = {}) {
  const layer = h("div", { class: "overlay", role: "dialog", "aria-modal": "true", "aria-label": label });
  const close = () => {
    layer.remove();
    onClose?.();
  };
  layer.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && onClose) close();
  });
  layer.append(content);
  document.body.append(layer);
  (layer.querySelector("[autofocus]") || layer.querySelector("button"))?.focus();
  return { layer, close };
}

async function showRules(info) {
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
    doc.querySelectorAll("script, iframe, object, embed").forEach((n) => n.remove());
    doc.querySelectorAll("*").forEach((n) => {
      for (const attr of [...n.attributes]) if (attr.name.startsWith("on")) n.removeAttribute(attr.name);
    });
    body.replaceChildren(...doc.body.childNodes);
  } catch {
    body.replaceChildren(h("p", {}, "The rules page could not be loaded."));
  }
}

// -- boot --------------------------------------------------------------------------

function bootProgress(detail) {
  const bar = document.querySelector("#boot .bar");
  const stage = $("stage");
  const meter = document.querySelector("#boot .progress");
  if (!bar || !stage) return;
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
  bar.style.width = `${Math.max(2, fraction * 100)}%`;
  meter.setAttribute("aria-valuenow", String(Math.round(fraction * 100)));
  stage.textContent = text;
}

async function boot() {
  setStatus();
  engine.addEventListener("progress", (event) => bootProgress(event.detail));
  $("home").addEventListener("click", () => showLobby());
  try {
    await engine.ready;
  } catch (error) {
    $("boot")?.classList.add("failed");
    $("stage").textContent = "The games could not start in this browser. Try reloading the page.";
    console.error(error);
    return;
  }
  catalog = engine.catalog;
  performance.mark("posy-interactive");
  document.documentElement.dataset.engine = "ready";
  const save = readJSON(SAVE_KEY);
  if (location.hash === "#play" && save && !save.finished) {
    await resume(save);
  } else {
    showLobby();
  }
}

// -- lobby -----------------------------------------------------------------------------

function showLobby(notice) {
  game?.destroy();
  game = null;
  if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  setStatus(h("span", { class: "text" }, "Choose a game"));
  setActions();
  const params = new URLSearchParams(location.search);
  const wanted = params.get("game");
  const save = readJSON(SAVE_KEY);
  const notices = [];
  if (notice) notices.push(h("div", { class: "notice error", role: "alert" }, h("p", {}, notice)));
  if (wanted && !gameInfo(wanted)) {
    notices.push(
      h("div", { class: "notice error", role: "alert" }, h("p", {}, `There is no game called “${wanted.slice(0, 40)}” in Posy. Pick one below.`)),
    );
  }
  if (save && !save.finished && gameInfo(save.record?.game)) {
    const info = gameInfo(save.record.game);
    const moves = save.record.moves?.length ?? 0;
    notices.push(
      h(
        "div",
        { class: "notice" },
        h("p", {}, `Unfinished ${info.title} game: ${listNames(save.record.names || [])}, ${moves} move${moves === 1 ? "" : "s"} in.`),
        h("button", { class: "btn primary", type: "button", onclick: () => resume(save) }, "Continue"),
        h("button", { class: "btn", type: "button", onclick: () => { writeJSON(SAVE_KEY, null); showLobby(); } }, "Abandon"),
      ),
    );
  }
  const setupBox = h("section", { class: "setup", "aria-live": "polite" });
  const cards = catalog.games.map((info) =>
    h(
      "li",
      {},
      h(
        "button",
        {
          class: "game-card",
          type: "button",
          "aria-pressed": "false",
          "data-game": info.id,
          onclick: (event) => {
            for (const b of document.querySelectorAll(".game-card")) b.setAttribute("aria-pressed", String(b === event.currentTarget));
            showSetup(setupBox, info);
          },
        },
        h("span", { class: "title" }, info.title),
        h("span", {}, info.blurb),
        h("span", { class: "meta" }, playersText(info)),
      ),
    ),
  );
  const lobby = h("div", { class: "lobby" }, h("h1", {}, "Posy"), h("p", {}, "Five flower games to play together on one device."), notices, h("ul", { class: "games" }, cards), setupBox);
  main.replaceChildren(lobby);
  const preselect = gameInfo(wanted) || (catalog.games.length === 1 ? catalog.games[0] : null);
  if (preselect) lobby.querySelector(`[data-game="${preselect.id}"]`).click();
}

function playersText(info) {
  return info.min_players === info.max_players ? `${info.min_players} players` : `${info.min_players}–${info.max_players} players`;
}

function showSetup(box, info) {
  const remembered = readJSON(SETUP_KEY)?.[info.id] || {};
  const form = h("form", { "aria-label": `${info.title} setup` });
  let players = remembered.players && remembered.players >= info.min_players && remembered.players <= info.max_players ? remembered.players : info.min_players;
  const namesBox = h("fieldset", {}, h("legend", {}, "Players"));
  const drawNames = () => {
    namesBox.querySelectorAll(".field").forEach((n) => n.remove());
    for (let i = 0; i < players; i++) {
      namesBox.append(
        h(
          "div",
          { class: "field" },
          h("label", { for: `name-${i}` }, info.seats[i]),
          h("input", { type: "text", id: `name-${i}`, name: `name-${i}`, maxlength: 24, autocomplete: "off", value: remembered.names?.[i] || info.seats[i] }),
        ),
      );
    }
  };
  const parts = [h("h2", {}, info.title)];
  if (info.min_players !== info.max_players) {
    const select = h(
      "select",
      { id: "players", onchange: (e) => { players = Number(e.target.value); drawNames(); } },
      Array.from({ length: info.max_players - info.min_players + 1 }, (_, k) => {
        const n = info.min_players + k;
        return h("option", { value: n, selected: n === players }, `${n} players`);
      }),
    );
    parts.push(h("div", { class: "field" }, h("label", { for: "players" }, "How many"), select));
  }
  drawNames();
  parts.push(namesBox);
  if (info.options.length) {
    const box = h("fieldset", {}, h("legend", {}, "Options"));
    for (const option of info.options) {
      const value = remembered.options?.[option.name] ?? option.default;
      if (typeof option.default === "boolean") {
        box.append(h("label", { class: "check" }, h("input", { type: "checkbox", name: `opt-${option.name}`, checked: value }), option.label));
      } else {
        box.append(
          h("div", { class: "field" }, h("label", { for: `opt-${option.name}` }, option.label),
            h("select", { id: `opt-${option.name}`, name: `opt-${option.name}` }, option.choices.map((c) => h("option", { value: JSON.stringify(c), selected: c === value }, String(c))))),
        );
      }
      if (option.help) box.append(h("p", { class: "help" }, option.help));
    }
    parts.push(box);
  }
  parts.push(
    h(
      "div",
      { class: "buttons" },
      h("button", { class: "btn primary", type: "submit", id: "start" }, `Start ${info.title}`),
      h("button", { class: "btn", type: "button", onclick: () => showRules(info) }, icon("rules"), "Rules"),
    ),
  );
  form.append(...parts);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const names = Array.from({ length: players }, (_, i) => form.elements[`name-${i}`].value.trim() || info.seats[i]);
    const options = {};
    for (const option of info.options) {
      const field = form.elements[`opt-${option.name}`];
      options[option.name] = typeof option.default === "boolean" ? field.checked : JSON.parse(field.value);
    }
    const all = readJSON(SETUP_KEY) || {};
    all[info.id] = { players, names, options };
    writeJSON(SETUP_KEY, all);
    startGame({ game: info.id, players, names, options, seed: randomSeed() });
  });
  box.replaceChildren(form);
}

// -- games -----------------------------------------------------------------------------

async function startGame(request) {
  const answer = await engine.call("start", { ...request, viewer: null });
  if (!answer.ok) return showLobby(answer.error);
  await openGame(answer);
}

async function resume(save) {
  const answer = await engine.call("load", { record: save.record, viewer: null });
  if (!answer.ok) {
    // Keep the save: nothing the player did is thrown away by a failed load.
    return showLobby(`Your saved game could not be restored: ${answer.error}`);
  }
  await openGame(answer);
}

async function openGame(answer) {
  game?.destroy();
  const info = gameInfo(answer.game);
  const renderer = RENDERERS[info.id];
  if (!renderer) return showLobby(`${info.title} cannot be played in this version of Posy yet.`);
  const [module] = await Promise.all([renderer(), loadStyle(info.id)]);
  game = new GameView(info, module, answer.sid);
  if (location.hash !== "#play") history.pushState(null, "", "#play");
  await game.show(answer);
}

/** The game's own stylesheet, loaded once; resolves when it applies (or failed). */
function loadStyle(id) {
  const existing = document.querySelector(`link[data-game-style="${id}"]`);
  if (existing) return existing.loaded;
  const link = h("link", { rel: "stylesheet", href: new URL(`./games/${id}.css`, import.meta.url).href, "data-game-style": id });
  link.loaded = new Promise((resolve) => {
    link.onload = resolve;
    link.onerror = resolve;
  });
  document.head.append(link);
  return link.loaded;
}

window.addEventListener("popstate", () => {
  if (location.hash !== "#play" && game) showLobby();
});

class GameView {
  constructor(info, module, sid) {
    this.info = info;
    this.sid = sid;
    this.snap = null;
    this.holder = null; // the seat the device was last handed to (hidden-information games)
    this.busy = false;
    this.boardEl = h("div", { class: `board game-${info.id}` });
    this.panelsEl = h("section", { class: "panels", "aria-label": "Players" });
    this.logList = h("ol", {});
    const logBox = h("section", { class: "log", "aria-label": "Move log" }, h("h2", {}, "Moves"), this.logList);
    this.root = h("div", { class: "game" }, this.boardEl, this.panelsEl, logBox);
    main.replaceChildren(this.root);
    this.renderer = module.mount(this.boardEl, this.panelsEl, {
      play: (move) => this.play(move),
      announce: (text) => setStatus(h("span", { class: "text" }, text)),
    });
    this.undoBtn = h("button", { class: "btn", type: "button", onclick: () => this.undo() }, icon("undo"), h("span", { class: "label" }, "Undo"));
    this.rulesBtn = h("button", { class: "btn", type: "button", onclick: () => showRules(info) }, icon("rules"), h("span", { class: "label" }, "Rules"));
    setActions(this.undoBtn, this.rulesBtn);
  }

  destroy() {
    this.renderer.destroy?.();
    document.querySelectorAll(".overlay").forEach((n) => n.remove());
    engine.call("close", { sid: this.sid });
  }

  get names() {
    return this.snap.record.names;
  }

  /**
   * Show a snapshot. On hidden-information games the device is handed over
   * before a player's secrets are drawn: `holder` is the seat the device was
   * last given to. Public decisions (no secrets needed) are drawn from the
   * spectator view, so they need no hand-off at all.
   */
  async show(answer) {
    this.snap = answer;
    this.save();
    const next = answer.current;
    if (!this.info.secrets || answer.over || next === null) {
      if (!this.info.secrets && !answer.over && answer.viewer !== next) {
        const mine = await engine.call("view", { sid: this.sid, viewer: next });
        if (mine.ok) this.snap = answer = mine;
      }
      this.render(answer);
      return;
    }
    if (answer.public_decision) {
      if (answer.viewer !== null) {
        const open = await engine.call("view", { sid: this.sid, viewer: null });
        if (open.ok) this.snap = answer = open;
      }
      this.holder = next;
      this.render(answer);
      return;
    }
    if (this.holder !== next) {
      if (answer.viewer !== null) {
        const open = await engine.call("view", { sid: this.sid, viewer: null });
        if (open.ok) this.snap = answer = open;
      }
      this.render(answer, { waiting: true }); // public view only, behind the hand-off screen
      await this.handOff(next);
      this.holder = next;
    }
    const mine = answer.viewer === next ? answer : await engine.call("view", { sid: this.sid, viewer: next });
    if (!mine.ok) return toast(mine.error);
    this.snap = mine;
    this.render(mine);
  }

  handOff(seat) {
    return new Promise((resolve) => {
      const button = h("button", { class: "btn primary", type: "button", autofocus: true }, `I am ${this.names[seat]}: show my turn`);
      const { close } = overlay(
        h("div", { class: "dialog handoff" }, h("h2", {}, `Pass the device to ${this.names[seat]}`), h("p", {}, "Tap when only they can see the screen."), button),
        { label: `Pass to ${this.names[seat]}` },
      );
      button.onclick = () => {
        close();
        resolve();
      };
    });
  }

  render(snap, { waiting = false } = {}) {
    const names = this.names;
    const interactive = !waiting && !snap.over && !this.busy && snap.moves.length > 0;
    const ctx = { names, info: this.info, interactive, viewer: snap.viewer };
    this.renderer.update(snap, ctx);
    this.logList.replaceChildren(...snap.log.map((line) => h("li", {}, line)));
    this.logList.scrollTop = this.logList.scrollHeight;
    this.undoBtn.disabled = !snap.can_undo || this.info.secrets;
    if (snap.over) {
      setStatus(h("span", { class: "text" }, this.resultText(snap)));
    } else {
      setStatus(h("span", { class: "text" }, `${names[snap.current]} to play`));
    }
    document.body.dataset.ply = String(snap.ply);
    document.body.dataset.over = String(snap.over);
    if (snap.over && !this.shownResult) {
      this.shownResult = true;
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
    const lobby = h("button", { class: "btn", type: "button" }, "Lobby");
    const look = h("button", { class: "btn", type: "button" }, "See the board");
    const extra = this.renderer.resultDetails?.(snap, { names }) || null;
    const { close } = overlay(
      h("div", { class: "dialog", id: "final" }, h("h2", {}, this.resultText(snap)), h("table", { class: "results" }, h("tbody", {}, rows)), extra, h("div", { class: "buttons" }, again, look, lobby)),
      { label: "Final score", onClose: () => {} },
    );
    const record = snap.record;
    again.onclick = () => {
      close();
      startGame({ game: record.game, players: record.players, names: record.names, options: record.options, seed: randomSeed() });
    };
    lobby.onclick = () => {
      close();
      showLobby();
    };
    look.onclick = close;
  }

  save() {
    writeJSON(SAVE_KEY, { record: this.snap.record, finished: this.snap.over, savedAt: Date.now() });
  }

  async play(move) {
    if (this.busy) return false;
    this.busy = true;
    let answer;
    try {
      // Secrets games get the spectator view back: the next screen may belong to someone else.
      answer = await engine.call("play", { sid: this.sid, move, viewer: this.info.secrets ? null : "current" });
    } finally {
      this.busy = false;
    }
    if (!answer.ok) {
      toast(answer.error);
      this.render(this.snap);
      return false;
    }
    await this.show(answer);
    return true;
  }

  async undo() {
    if (this.busy) return;
    const answer = await engine.call("undo", { sid: this.sid, viewer: "current" });
    if (!answer.ok) return toast(answer.error);
    this.shownResult = false;
    await this.show(answer);
  }
}

boot();

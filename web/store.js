// Saved games in localStorage: one key per game ("posy:game:<id>"), written after
// every move, so a reload or a closed tab loses nothing.
//
// Two tabs on one game: every save carries a revision number. A tab writes only
// if the stored revision is still the one it last saw; otherwise another tab has
// moved the game on, and this tab must load that position instead of overwriting
// it (see `put`). Damaged entries are listed, never silently deleted.

const PREFIX = "posy:game:";
const KEEP_FINISHED = 20; // finished games kept (for replay, export); older ones go

export function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function parse(text) {
  try {
    const entry = JSON.parse(text);
    if (entry && typeof entry === "object" && entry.record && typeof entry.record === "object") return entry;
  } catch {
    // fall through: damaged
  }
  return null;
}

/** Every saved game, newest first: {id, record, finished, savedAt, rev} or {id, damaged: true}. */
export function list() {
  const out = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const id = key.slice(PREFIX.length);
    const entry = parse(localStorage.getItem(key));
    out.push(entry ? { ...entry, id } : { id, damaged: true, savedAt: 0 });
  }
  return out.sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0));
}

export function get(id) {
  const text = localStorage.getItem(PREFIX + id);
  return text === null ? null : parse(text);
}

/**
 * Save `entry` for game `id` if nobody else has since `rev` (the revision this tab
 * last read or wrote). Returns {ok, rev} or {ok: false, conflict: true} or
 * {ok: false, error} when storage is full or blocked.
 */
export function put(id, entry, rev) {
  const current = get(id);
  if (current && rev !== undefined && current.rev !== rev) return { ok: false, conflict: true };
  const next = (current?.rev || 0) + 1;
  try {
    localStorage.setItem(PREFIX + id, JSON.stringify({ ...entry, rev: next, savedAt: Date.now() }));
  } catch (error) {
    return { ok: false, error: "This browser would not save the game (storage is full or blocked)." };
  }
  if (entry.finished) prune();
  return { ok: true, rev: next };
}

function prune() {
  const finished = list().filter((save) => save.finished);
  for (const save of finished.slice(KEEP_FINISHED)) remove(save.id);
}

export function remove(id) {
  localStorage.removeItem(PREFIX + id);
}

/** Call `onChange(id)` when another tab changes a saved game. */
export function watch(onChange) {
  addEventListener("storage", (event) => {
    if (event.key?.startsWith(PREFIX)) onChange(event.key.slice(PREFIX.length));
  });
}

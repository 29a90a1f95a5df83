// The game screen's pure decisions (web/screen/handoff.js, seats.js) on snapshots the
// Python engine wrote: who may see what now on one device, who may take back, who
// decides each seat. docs/architecture.md, "Hidden information on one device", "Seats and devices".
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  facesFar, fixedViewer, interactive, nextViewer, openingViewer, publicSteps, secretsAfterUndo, showPlan, takeBack, undoOffer,
} from "../../web/screen/handoff.js";
import { friendSeat } from "../../web/remote/seat.js";
import { PERSON, Seats, seatsOf, tableOf } from "../../web/screen/seats.js";
import { positions } from "./fixtures.mjs";

const SECRETS = ["petals-2", "petal_battle-2"];
const PEOPLE = { mode: "people", persons: [0, 1], secrets: true, shownSecrets: null, holder: null };

/** The public snapshot of each position of a fixture, with the views by seat. */
const plies = (name) => positions(name).map((views) => ({ open: views.public, views }));

/** The first position whose public snapshot passes `when`. */
function find(name, when) {
  const found = plies(name).find(({ open }) => when(open));
  assert.ok(found, `${name} has no such position`);
  return found;
}

const privateTurn = (seat) => (s) => s.current === seat && !s.public_decision && !s.over;
const publicTurn = (seat) => (s) => s.current === seat && s.public_decision && !s.over;

/**
 * Play a fixture's game the way the screen shows it, between two people on one device
 * who tap through every hand-off: at each position the plan is followed (the engine
 * gives every view), then the decider moves (and so holds the device).
 */
function walk(name, table = PEOPLE) {
  let now = { ...table };
  const screens = [];
  for (const { open } of plies(name)) {
    const plan = showPlan(open, now);
    if (plan.handOff !== null) now = { ...now, shownSecrets: null };
    const holderBefore = now.holder;
    if (plan.holder !== undefined) now = { ...now, holder: plan.holder };
    const step = plan.steps[0];
    now = { ...now, shownSecrets: step.secrets };
    screens.push({ snap: open, plan, viewer: step.viewer, holderBefore, holder: now.holder });
    if (open.current !== null) now = { ...now, holder: open.current }; // the decider taps their move
  }
  return screens;
}

for (const name of SECRETS) {
  test(`${name}: a private decision by the other person is drawn only after a hand-off`, () => {
    const { open } = find(name, (s) => privateTurn(1)(s) && s.ply > 0);
    const plan = showPlan(open, { ...PEOPLE, shownSecrets: 0, holder: 0 });
    assert.equal(plan.handOff, 1);
    assert.equal(plan.holder, 1);
    assert.deepEqual(plan.steps, [{ viewer: 1, secrets: 1 }]);
    // also from the public view: the secrets are never drawn without the tap
    assert.equal(showPlan(open, { ...PEOPLE, shownSecrets: null, holder: 0 }).handOff, 1);
  });

  test(`${name}: the decider's own secrets already on screen stay, without a hand-off`, () => {
    const { open } = find(name, privateTurn(1));
    const plan = showPlan(open, { ...PEOPLE, shownSecrets: 1, holder: 1 });
    assert.equal(plan.handOff, null);
    assert.deepEqual(plan.steps, [{ viewer: 1, secrets: 1 }]);
  });

  test(`${name}: a public decision stays on the public view`, () => {
    const { open } = find(name, publicTurn(1));
    assert.ok(open.moves.length > 0, "the public view lists a public decision's moves");
    const plan = showPlan(open, { ...PEOPLE, shownSecrets: 0, holder: 0 });
    assert.equal(plan.handOff, null);
    assert.deepEqual(plan.steps, [{ viewer: null, secrets: null }, { viewer: null, secrets: null }]);
    assert.equal(plan.holder, undefined);
  });

  test(`${name}: a public decision by the player whose secrets are on screen keeps them`, () => {
    const { open } = find(name, publicTurn(1));
    const plan = showPlan(open, { ...PEOPLE, shownSecrets: 1, holder: 1 });
    assert.equal(plan.handOff, null);
    assert.deepEqual(plan.steps[0], { viewer: 1, secrets: 1 });
    assert.deepEqual(plan.steps.slice(1), publicSteps(open), "the public view if theirs cannot be had");
  });

  test(`${name}: played through, no seat's secrets are drawn but to the one holding the device`, () => {
    const screens = walk(name);
    assert.ok(screens.some((s) => s.plan.handOff !== null), "hands off at least once");
    for (const { snap, plan, viewer, holder } of screens) {
      if (viewer !== null) assert.equal(viewer, holder, `ply ${snap.ply}: ${viewer}'s view drawn while ${holder} holds the device`);
      if (!snap.public_decision && !snap.over) assert.equal(viewer, snap.current, `ply ${snap.ply}: a private decision is drawn for its decider`);
      if (plan.handOff !== null) assert.equal(plan.handOff, snap.current);
    }
    // a hand-off exactly when a private decision passes to a seat whose secrets are not on screen
    for (let i = 1; i < screens.length; i++) {
      const { snap, plan } = screens[i];
      const before = screens[i - 1];
      const expected = !snap.public_decision && !snap.over && before.viewer !== snap.current;
      assert.equal(plan.handOff !== null, expected, `ply ${snap.ply}`);
    }
  });

  test(`${name}: solo with computers never hands off, and draws the person's own view`, () => {
    const solo = { ...seatsOf([null, "medium"], 2), secrets: true, shownSecrets: null, holder: null };
    const robot = { ...seatsOf(["easy", null], 2), secrets: true, shownSecrets: null, holder: null };
    for (const { open } of plies(name)) {
      assert.deepEqual(showPlan(open, solo), { handOff: null, holder: 0, steps: [{ viewer: 0, secrets: null }, { viewer: null, secrets: null }] });
      assert.equal(showPlan(open, robot).steps[0].viewer, 1);
      assert.equal(showPlan(open, robot).handOff, null);
    }
  });

  test(`${name}: computers playing each other are watched from the public view`, () => {
    const watch = { ...seatsOf(["easy", "hard"], 2), secrets: true, shownSecrets: null, holder: null };
    for (const { open } of plies(name)) assert.deepEqual(showPlan(open, watch).steps[0], { viewer: null, secrets: null });
  });

  test(`${name}: only the person holding the device may take back or redo`, () => {
    const { open } = find(name, (s) => s.can_undo && s.last_mover !== null && !s.over);
    const mover = open.last_mover;
    const other = 1 - mover;
    assert.equal(takeBack(open, { ...PEOPLE, holder: mover }, false).undo, true);
    assert.equal(takeBack(open, { ...PEOPLE, holder: other }, false).undo, false);
    assert.equal(takeBack(open, { ...PEOPLE, holder: mover }, true).undo, false, "locked: hand-off, replay or another tab");
    assert.equal(takeBack(open, { ...PEOPLE, holder: other, mode: "solo", persons: [other] }, false).undo, true, "no device to pass with computers");
    assert.equal(takeBack(open, { ...PEOPLE, holder: other, secrets: false }, false).undo, true, "nothing hidden: anyone");
    assert.equal(undoOffer(open, mover), mover, "the hand-off screen offers the mover their move back");
    assert.equal(undoOffer(open, other), null);
    const redo = { ...open, can_redo: true };
    assert.equal(takeBack(redo, { ...PEOPLE, holder: open.current }, false).redo, true);
    assert.equal(takeBack(redo, { ...PEOPLE, holder: 1 - open.current }, false).redo, false);
    assert.equal(takeBack(open, { ...PEOPLE, holder: open.current }, false).redo, false, "nothing to redo");
  });

  test(`${name}: after an undo the mover's secrets stay only if they hold the device`, () => {
    const { open } = find(name, privateTurn(0));
    assert.equal(secretsAfterUndo(open, { ...PEOPLE, holder: 0, shownSecrets: null }), 0);
    assert.equal(secretsAfterUndo(open, { ...PEOPLE, holder: 1, shownSecrets: 1 }), null);
    const pub = find(name, publicTurn(1)).open;
    assert.equal(secretsAfterUndo(pub, { ...PEOPLE, holder: 0, shownSecrets: 0 }), 0, "a public decision keeps what is on screen");
  });
}

test("a game without secrets between people draws each decider's own view, never hands off", () => {
  const table = { ...PEOPLE, secrets: false };
  for (const { open } of plies("floriado-2")) {
    const plan = showPlan(open, table);
    assert.equal(plan.handOff, null);
    assert.equal(plan.steps[0].viewer, open.over ? open.viewer : open.current);
  }
  assert.equal(nextViewer(table), "current");
  assert.equal(takeBack(find("floriado-2", (s) => s.can_undo).open, { ...table, holder: null }, false).undo, true);
});

test("a finished game is drawn as the engine answered it", () => {
  for (const name of [...SECRETS, "floriado-2"]) {
    const last = plies(name).at(-1).views;
    for (const viewer of [null, 1]) {
      const over = { ...last[viewer === null ? "public" : String(viewer)], over: true, current: null };
      for (const secrets of [true, false]) {
        assert.deepEqual(showPlan(over, { ...PEOPLE, secrets, shownSecrets: 1 }).steps[0], { viewer, secrets: 1 }, `${name}, viewer ${viewer}`);
      }
    }
  }
});

test("the viewers asked for ahead: what play/undo/redo and a game's first screen draw", () => {
  const people = { ...seatsOf(null, 2), secrets: true };
  assert.equal(nextViewer(people), null, "secrets between people: the public view, a hand-off may come");
  assert.equal(openingViewer(people), null);
  assert.equal(openingViewer({ ...people, secrets: false }), "current");
  const solo = { ...seatsOf(["hard", null, "easy"], 3), secrets: true };
  assert.equal(fixedViewer(solo), 1);
  assert.equal(nextViewer(solo), 1);
  assert.equal(openingViewer(solo), 1);
  const watch = { ...seatsOf(["hard", "easy"], 2), secrets: false };
  assert.equal(nextViewer(watch), null);
  assert.equal(openingViewer(watch), null);
});

test("the board takes input only when a person here decides and nothing holds the screen", () => {
  const { snap } = { snap: find("petals-2", publicTurn(1)).open };
  const free = { waiting: false, replaying: false, stale: false, busy: false, automatic: false };
  assert.equal(interactive(snap, free), true);
  for (const key of Object.keys(free)) assert.equal(interactive(snap, { ...free, [key]: true }), false, key);
  assert.equal(interactive({ ...snap, over: true }, free), false);
  assert.equal(interactive({ ...snap, moves: [] }, free), false);
  assert.equal(facesFar(true, 2, 1), true);
  assert.equal(facesFar(true, 3, 1), false);
  assert.equal(facesFar(false, 2, 1), false);
  assert.equal(facesFar(true, 2, 0), false);
});

// -- seats ---------------------------------------------------------------------------

/** A controller that records what it was asked. */
function fake(kind, isLocalPerson = false) {
  const calls = [];
  return { kind, isLocalPerson, calls, start: (snap) => calls.push(["start", snap.ply]), cancel: () => calls.push(["cancel"]), pause: (p) => calls.push(["pause", p]) };
}

test("seatsOf reads a record's computers; the table follows from who decides here", () => {
  assert.deepEqual(seatsOf(null, 2), { levels: [null, null], persons: [0, 1], mode: "people" });
  assert.deepEqual(seatsOf(["easy"], 2), { levels: ["easy", null], persons: [1], mode: "solo" });
  assert.deepEqual(seatsOf(["easy", "hard"], 2), { levels: ["easy", "hard"], persons: [], mode: "watch" });
  assert.deepEqual(tableOf([true, false, true]), { persons: [0, 2], mode: "solo" });
});

test("the screen asks a seat's controller, whatever its kind: a friend on another device plugs in", () => {
  const friend = fake("remote");
  const seats = new Seats([PERSON, friend], [null, null]);
  assert.equal(seats.mode, "solo", "a remote seat is not a person on this device: no hand-offs");
  assert.deepEqual(seats.persons, [0]);
  const snaps = plies("petals-2").map(({ open }) => open);
  const friendsTurn = snaps.find((s) => s.current === 1);
  const mine = snaps.find((s) => s.current === 0);
  assert.equal(seats.automatic(1), friend);
  assert.equal(seats.automatic(0), null);
  assert.equal(seats.automatic(null), null);
  seats.start(mine);
  assert.deepEqual(friend.calls, [], "a person's turn: nobody is started");
  seats.start(friendsTurn);
  assert.deepEqual(friend.calls, [["start", friendsTurn.ply]]);
  seats.start({ ...friendsTurn, over: true });
  assert.equal(friend.calls.length, 1, "a finished game starts nobody");
  seats.cancel();
  assert.deepEqual(friend.calls.at(-1), ["cancel"]);
});

test("with friends on other devices, this device's turn that waits for a friend's device is the friends'", () => {
  // the friends' controller says when it holds a position (web/remote/seat.js); Seats asks, never its kind
  const friend = { ...fake("remote"), holds: friendSeat(() => {}).holds };
  const computer = fake("computer");
  const seats = Seats.from([null, null, "easy"], computer, { seats: [0, 2], friend });
  assert.deepEqual(seats.controllers, [PERSON, friend, computer]);
  const mine = { ...plies("floriado-2")[1].open, current: 0, remote: true, my_turn: true };
  assert.equal(seats.decider(mine), null, "this device's person decides");
  // a card claimed: its refill is drawn with every device's share, the friend's too
  const waiting = { ...mine, my_turn: false };
  assert.equal(seats.decider(waiting), friend);
  seats.start(waiting);
  assert.deepEqual(friend.calls, [["start", waiting.ply]], "the friends' controller says whom the game waits for");
  assert.equal(seats.decider({ ...waiting, current: 2, my_turn: true }), computer, "this device's computer plays its turn");
  assert.equal(seats.decider({ ...waiting, over: true }), null, "a finished game waits for nobody");
  assert.equal(Seats.from([null, null], computer).decider({ ...mine, remote: undefined, my_turn: undefined }), null);
  // a controller that does not say it holds a position is never its decider off its own seats
  const plain = Seats.from([null, null, "easy"], computer, { seats: [0, 2], friend: fake("remote") });
  assert.equal(plain.decider(waiting), null);
});

test("one controller deciding several seats is asked once; pause holds them", () => {
  const computer = fake("computer");
  const solo = Seats.from([null, "easy", null], computer);
  assert.deepEqual(solo.controllers, [PERSON, computer, PERSON]);
  assert.deepEqual([solo.mode, solo.persons], ["solo", [0, 2]]);
  const seats = Seats.from(["easy", "hard"], computer);
  assert.equal(seats.mode, "watch");
  seats.cancel();
  assert.deepEqual(computer.calls, [["cancel"]]);
  seats.pause(true);
  assert.equal(seats.paused, true);
  seats.start(plies("petal_battle-2")[1].open);
  assert.deepEqual(computer.calls, [["cancel"], ["pause", true]], "paused: nobody is started");
  seats.pause(false);
  seats.start(plies("petal_battle-2")[1].open);
  assert.deepEqual(computer.calls.at(-1), ["start", 1]);
});

// -- words on the screen -----------------------------------------------------------------

test("the status line: replay, result, the computer's own indicator, a pause, the renderer's words", async () => {
  const { statusLine } = await import("../../web/screen/frame.js");
  const snap = plies("petals-2")[3].open;
  const names = snap.record.names;
  const base = { names, replaying: false, automatic: null, own: () => null };
  // a replayed position says which move it is and what it was, never whose turn it is now
  assert.equal(statusLine(snap, { ...base, replaying: true }), `Move ${snap.ply} of ${snap.plies}: ${snap.log[snap.ply - 1]}`);
  const deal = plies("petals-2")[0].open;
  assert.equal(statusLine(deal, { ...base, replaying: true }), `Start of the game, ${deal.plies} moves to come: ${names[deal.current]} to play`);
  assert.equal(statusLine(snap, base), `${names[snap.current]} to play`);
  assert.equal(statusLine(snap, { ...base, own: () => "Pick a card" }), "Pick a card");
  const out = { ...snap, status_note: "Gray cannot pick any more flowers: White plays on alone." };
  assert.equal(statusLine(out, base), `Gray cannot pick any more flowers: White plays on alone. ${names[snap.current]} to play`);
  assert.equal(statusLine(out, { ...base, own: () => "Pick a card" }), "Pick a card", "the renderer's own line rules");
  assert.equal(statusLine(snap, { ...base, automatic: { ...fake("computer"), deciding: true } }), null, "the thinking indicator stays");
  assert.equal(statusLine(snap, { ...base, automatic: { ...fake("computer"), paused: true } }), `Paused: ${names[snap.current]} to play`);
  assert.match(statusLine({ ...snap, over: true, winners: [1] }, base), /^Game over: .* wins$/);
});

test("the result in words: one winner, several, a draw", async () => {
  const { resultText, ranking } = await import("../../web/screen/result.js");
  const snap = { ...plies("floriado-2").at(-1).open, over: true };
  assert.equal(resultText({ ...snap, winners: [0] }, ["Ann", "Bob"]), "Game over: Ann wins");
  assert.equal(resultText({ ...snap, winners: [0, 1] }, ["Ann", "Bob"]), "Game over: a draw");
  const cheat = { fair: false, kind: "cheat", text: "Bob's device made a move the rules do not allow. The game is void." };
  assert.equal(resultText({ ...snap, winners: [], result: cheat }, ["Ann", "Bob"]), "Game over: void", "a game voided on a cheat");
  assert.equal(resultText({ ...snap, winners: [0, 2] }, ["Ann", "Bob", "Cy"]), "Game over: Ann and Cy win");
  assert.deepEqual(ranking({ ...snap, scores: [3, 9, 5] }), [1, 2, 0]);
});

test("the menu warns that a file or link of a secrets game in play holds the hidden cards", async () => {
  const { secretsNote } = await import("../../web/screen/menu.js");
  const snap = plies("petals-2")[1].open;
  assert.match(secretsNote({ secrets: true }, snap), /hold every hidden card/);
  assert.doesNotMatch(secretsNote({ secrets: true }, snap), /face down/);
  assert.match(secretsNote({ secrets: true }, { ...snap, secret_pending: true }), /face down and not yet revealed/);
  assert.equal(secretsNote({ secrets: true }, { ...snap, over: true }), null);
  assert.equal(secretsNote({ secrets: false }, plies("floriado-2")[1].open), null);
});

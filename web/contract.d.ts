// Written by tools/contract.py (python3 build.py) from the engine's TypedDicts: the
// shapes the engine sends the page. Do not edit: change the game's contract.py and build.

// -- Floriado (posy.games.floriado.contract) ------------------------------------------------------

export type FloriadoColour = "yellow" | "orange" | "red" | "pink" | "blue";

export type FloriadoFacing = "N" | "E" | "S" | "W";

/**
 * A player's first move: their man onto a square that still has flowers, facing
 * one way; its flowers are picked.
 */
export interface FloriadoPlace {
  type: "place";
  row: number;
  col: number;
  facing: FloriadoFacing;
}

/**
 * The man walks straight ahead, or after turning left or right, any distance to a
 * square with flowers (he then faces the way he walked), and picks them if he may.
 */
export interface FloriadoWalk {
  type: "move";
  row: number;
  col: number;
}

export type FloriadoMove = FloriadoPlace | FloriadoWalk;

export interface FloriadoSquare {
  colour: FloriadoColour;
  /** flowers left on it; 0 once picked */
  count: number;
  /** "A1".."H5" */
  name: string;
}

export interface FloriadoMan {
  row: number;
  col: number;
  facing: FloriadoFacing;
}

export interface FloriadoPlayer {
  score: number;
  /** per colour: how many times picked */
  pickings: Record<string, number>;
  /** per colour: the points those pickings score */
  points: Record<string, number>;
  /** per colour: the last count picked, null before its first */
  last: Record<string, number | null>;
  /** the squares (row * 8 + col) this player could pick now */
  pickable: number[];
  /** can pick no more (their turns are skipped) */
  finished: boolean;
  /** once finished: no legal move, or nothing within reach to pick */
  finished_why: "no-move" | "no-pick" | null;
}

/**
 * A legal move of the player to decide after which they could never move again
 * ("no-move") or never pick again ("no-pick"): their turns would be skipped.
 */
export interface FloriadoDeadEnd {
  row: number;
  col: number;
  /** a placement's facing; null for a walk */
  facing: FloriadoFacing | null;
  why: "no-move" | "no-pick";
}

/** The same for every viewer: Floriado has no secrets. */
export interface FloriadoView {
  game: "floriado";
  /** 5 */
  rows: number;
  /** 8 */
  cols: number;
  colours: FloriadoColour[];
  /** 40, row by row */
  squares: FloriadoSquare[];
  /** by seat; null before the man is placed */
  men: (FloriadoMan | null)[];
  /** by seat */
  players: FloriadoPlayer[];
  /** the seat to move; null once over */
  current: number | null;
  /** the current player's legal moves that would end their game (the rules' dead_end) */
  dead_ends: FloriadoDeadEnd[];
}

// -- Petal (posy.games.petal.contract) ------------------------------------------------------------

export type PetalColour = "pink" | "green";

export interface PetalFlip {
  type: "flip";
  from: number;
  to: number;
}

/** Pick the flower on `cell` and score it. */
export interface PetalPick {
  type: "pick";
  cell: number;
}

export type PetalMove = PetalFlip | PetalPick;

export interface PetalTile {
  colour: PetalColour;
  /** 1-8 */
  number: number;
}

/** One square, with every key. */
export interface PetalCell {
  kind: "tree" | "empty" | "petal" | "flower";
  /** "A1".."G7" */
  name: string;
  /** 0 (tree, empty), 1 (petal), 2+ (flower: tiles in it) */
  height: number;
  /** a petal's; else null */
  colour: PetalColour | null;
  /** a petal's, 1-8; else null */
  number: number | null;
  /** a flower's: the colour of its top tile's back; else null */
  top: PetalColour | null;
  /** a flower's tiles bottom to top with open flowers; else null */
  tiles: PetalTile[] | null;
  /** with open flowers while playing: what the player to move would score by picking it */
  would_score: number | null;
}

/** A picked flower (always shown: picked flowers are public). */
export interface PetalKept {
  /** bottom to top */
  tiles: PetalTile[];
  points: number;
}

export interface PetalPlayer {
  seat: "Pink" | "Green";
  colour: PetalColour;
  /** from picked flowers */
  points: number;
  /** the flower bonus (0 until the game is over) */
  bonus: number;
  /** points + bonus */
  score: number;
  /** flowers kept */
  flowers: number;
  /** in the order picked */
  kept: PetalKept[];
}

export interface PetalLastFlip {
  type: "flip";
  player: number;
  from: number;
  to: number;
  /** the new flower's height */
  height: number;
  /** a flower was flipped (not a petal) */
  grew: boolean;
}

export interface PetalLastPick {
  type: "pick";
  player: number;
  cell: number;
  /** the picked flower's, bottom to top */
  tiles: PetalTile[];
  points: number;
}

/**
 * The same for every viewer and the spectator: no player holds a secret, and in
 * memory play (the default) a flower's numbers are hidden from all alike.
 */
export interface PetalView {
  game: "petal";
  /** 7 */
  rows: number;
  /** 7 */
  cols: number;
  /** 24: the tree's square */
  tree: number;
  /** the lobby option */
  open_flowers: boolean;
  /** seat 0's and seat 1's */
  colours: PetalColour[];
  /** the seat the tree chose to start */
  first: number;
  /** the seat to move; null once over */
  current: number | null;
  over: boolean;
  /** [] while playing; the winning seats (both on a draw) */
  winners: number[];
  /** 3 */
  bonus_per_flower: number;
  /** 49, in square order */
  cells: PetalCell[];
  /** by seat */
  players: PetalPlayer[];
  /** single petals on the board */
  petals: number;
  flowers_on_board: number;
  /** the last action; null before the first */
  last: PetalLastFlip | PetalLastPick | null;
  /** tiles the last action revealed (a picked flower's), else [] */
  revealed: PetalTile[];
}

// -- Petals (posy.games.petals.contract) ----------------------------------------------------------

export type PetalsPhase = "lead" | "follow" | "take" | "place" | "arrange" | "switch" | "over";

/** Lead or follow with a card of your hand (following suit if you can). */
export interface PetalsPlay {
  type: "play";
  card: number;
}

/** The trick's winner takes one of its two cards; the other goes to the loser. */
export interface PetalsTake {
  type: "take";
  card: number;
}

/** Place the card you got in the lowest free cell of a column. */
export interface PetalsPlace {
  type: "place";
  /** 0-2 */
  col: number;
  /** the cell it lands on */
  cell: number;
}

/**
 * Re-order the columns once the bottom row is full: `order[col]` is the old column
 * that goes to `col`.
 */
export interface PetalsArrange {
  type: "arrange";
  /** a permutation of 0, 1, 2 */
  order: number[];
}

export interface PetalsSwitch {
  type: "switch";
  from: number;
  to: number;
}

/** The Camellia's owner keeps their bouquet as it is. */
export interface PetalsKeep {
  type: "keep";
}

export type PetalsMove =
  | PetalsPlay
  | PetalsTake
  | PetalsPlace
  | PetalsArrange
  | PetalsSwitch
  | PetalsKeep;

export interface PetalsCard {
  id: number;
  name: string;
  /** the suit's id: W, T, C or G */
  suit: string;
  value: number;
  /** add, multiply, negate, reactivate, zero or switch; null for a plain card */
  effect: string | null;
  amount: number | null;
  /** [[dx, dy], ...]: dy > 0 is up; each of dx, dy in -1..1 */
  targets: number[][];
  /** the effect in words */
  text: string;
  /** the effect's kind */
  icon: string | null;
}

export type PetalsStepKind = "negate" | "reactivate" | "zero" | "multiply" | "add";

/**
 * One modification of a card's value, in the order of operations (within one kind in
 * crawl order).
 */
export interface PetalsStep {
  kind: PetalsStepKind;
  /** the cell of the card that does it */
  by: number;
  /** that card's name */
  card: string;
  times: number;
  amount: number | null;
  /** the running value */
  value: number;
}

/** One cell of a bouquet as it scores. */
export interface PetalsBreakdown {
  cell: number;
  card: PetalsCard | null;
  base: number;
  /** the cell of the card that negates its effect */
  negated_by: number | null;
  /** how often its effect applies */
  activations: number;
  steps: PetalsStep[];
  /** its final value */
  value: number;
  /** e.g. "Bluebell (8+2 from Bird-of-Paradise): 10" */
  text: string;
}

export interface PetalsPlayer {
  /** sorted, for the viewer's own seat only; null otherwise */
  hand: PetalsCard[] | null;
  hand_count: number;
  /** the card got from the trick, still to place */
  pending: PetalsCard | null;
  /** 9 cells */
  bouquet: (PetalsCard | null)[];
  /** what the bouquet would score now */
  bouquet_score: number;
  /** per cell */
  breakdown: PetalsBreakdown[];
  /** won this round */
  tricks: number;
  /** the suit ids the player has shown they lack this round */
  void: string[];
  /** points scored in each finished round */
  round_scores: number[];
  /** total so far */
  score: number;
}

export interface PetalsSuit {
  /** W, T, C or G */
  id: string;
  /** e.g. "Wild Wonders" */
  name: string;
}

export interface PetalsTrump {
  suit: string;
  card: PetalsCard;
}

export interface PetalsPlayed {
  player: number;
  card: PetalsCard;
}

/** The trick being played (the leader's card first); empty once taken. */
export interface PetalsTable {
  leader: number | null;
  plays: PetalsPlayed[];
}

export interface PetalsScoredBouquet {
  player: number;
  total: number;
  /** 9 */
  cells: PetalsBreakdown[];
}

/** The last scored round's breakdown, present through the next round (for animating it). */
export interface PetalsScoring {
  round: number;
  bouquets: PetalsScoredBouquet[];
  totals: number[];
  /** the cells in crawl order: [0, 1, 2, 5, 4, 3, 6, 7, 8] */
  crawl: number[];
}

export interface PetalsPlayEvent {
  event: "play";
  player: number;
  card: PetalsCard;
}

export interface PetalsTrickEvent {
  event: "trick";
  winner: number;
  cards: PetalsCard[];
}

export interface PetalsTakeEvent {
  event: "take";
  player: number;
  card: PetalsCard;
  other: PetalsCard;
}

export interface PetalsPlaceEvent {
  event: "place";
  player: number;
  cell: number;
  card: PetalsCard;
}

export interface PetalsArrangeEvent {
  event: "arrange";
  player: number;
  order: number[];
}

export interface PetalsSwitchEvent {
  event: "switch";
  player: number;
  from: number;
  to: number;
}

export interface PetalsKeepEvent {
  event: "keep";
  player: number;
}

export interface PetalsScoredEvent {
  event: "scored";
  round: number;
  points: number[];
}

export interface PetalsDealEvent {
  event: "deal";
  round: number;
  trump: PetalsCard;
  leader: number;
}

export interface PetalsOverEvent {
  event: "over";
  winners: number[];
}

export type PetalsEvent =
  | PetalsPlayEvent
  | PetalsTrickEvent
  | PetalsTakeEvent
  | PetalsPlaceEvent
  | PetalsArrangeEvent
  | PetalsSwitchEvent
  | PetalsKeepEvent
  | PetalsScoredEvent
  | PetalsDealEvent
  | PetalsOverEvent;

/** What `viewer` may see (null: a spectator, public information only). */
export interface PetalsView {
  game: "petals";
  viewer: number | null;
  /** 1-based (the last round once over) */
  round: number;
  /** rounds in this game: 3, or 1 by option */
  rounds: number;
  /** 1-based trick number in the round (9 at the round's end) */
  trick: number;
  phase: PetalsPhase;
  /** the seat to decide; null once over */
  current: number | null;
  /** in suit order */
  suits: PetalsSuit[];
  /** the card flipped this round */
  trump: PetalsTrump;
  table: PetalsTable;
  /** who won the trick on the table (phase take) */
  trick_winner: number | null;
  /** the suit id of the trick being played */
  lead_suit: string | null;
  next_leader: number | null;
  /** by seat */
  players: PetalsPlayer[];
  /** totals by seat */
  scores: number[];
  scoring: PetalsScoring | null;
  /** what the last move caused, in order */
  events: PetalsEvent[];
  /** cards not dealt this round (33; hidden) */
  undealt: number;
  over: boolean;
  /** the winning seats once over, else [] */
  winners: number[];
  /** every card in id order (public: the card gallery) */
  deck: PetalsCard[];
}

// -- Petal Battle (posy.games.petal_battle.contract) ----------------------------------------------

export type PetalBattlePhase = "sequence" | "play" | "over";

export type PetalBattleBumpEffect = "push" | "reduce" | "squish";

export type PetalBattleReason = "five" | "wipeout" | "limit";

/**
 * Set your sequencing stack, offered (all 6 orders) to the player to sequence. The
 * other seat observes the first stack of a Sequencing without its `order` (it is set
 * face down): only the second stack reveals both.
 */
export interface PetalBattleSequence {
  type: "sequence";
  /** pips top first: a permutation of 1, 2, 3 */
  order?: number[];
}

/** A Small from your supply onto the empty petal `to`, next to one of your Larges. */
export interface PetalBattleSpawn {
  type: "spawn";
  to: number;
}

/** Your piece on petal `at` becomes size `size` (its old size + 1). */
export interface PetalBattleGrow {
  type: "grow";
  at: number;
  size: number;
}

export interface PetalBattleSlide {
  type: "slide";
  from: number;
  to: number;
}

export interface PetalBattleFlip {
  type: "flip";
  from: number;
  to: number;
}

export interface PetalBattleBump {
  type: "bump";
  from: number;
  to: number;
  push: number | null;
  effect: PetalBattleBumpEffect;
}

/**
 * End your turn with actions unused: offered only with the lobby option
 * `end_turn_early`, after at least one action this turn. (Passing is never a move.)
 */
export interface PetalBattleEnd {
  type: "end";
}

export type PetalBattleMove =
  | PetalBattleSequence
  | PetalBattleSpawn
  | PetalBattleGrow
  | PetalBattleSlide
  | PetalBattleFlip
  | PetalBattleBump
  | PetalBattleEnd;

export interface PetalBattlePiece {
  owner: number;
  size: number;
}

export interface PetalBattleBySize {
  "1": number;
  "2": number;
  "3": number;
}

export interface PetalBattlePlayer {
  /** "Red" or "Blue" */
  seat: string;
  /** off the board */
  supply: PetalBattleBySize;
  on_board: PetalBattleBySize;
  /** has set a stack this Sequencing */
  ready: boolean;
  /** what is left of the stack, top first; null when not set, or hidden from this viewer */
  stack: number[] | null;
  /** the stack is set but hidden from this viewer */
  hidden: boolean;
  /** the whole order set this Sequencing, once visible to the viewer */
  chosen: number[] | null;
  /** pyramids already used this Sequencing (laid on their side) */
  spent: number[];
}

/** A turn that passed inside a move because the player to act had no action left. */
export interface PetalBattlePass {
  player: number;
  /** how many actions passed */
  unused: number;
  /** the whole turn passed (else the rest of the mover's own turn) */
  whole: boolean;
}

/** A stack was set (still secret). */
export interface PetalBattleLastSequence {
  type: "sequence";
  player: number;
}

/** The second stack was set: both are shown. */
export interface PetalBattleLastReveal {
  type: "reveal";
  player: number;
  /** both stacks, top first */
  stacks: number[][];
  /** who goes first in the next three rounds */
  first: number;
  why: "top" | "middle" | "tie";
  passes: PetalBattlePass[];
}

export interface PetalBattleLastSpawn {
  /** the turns that passed inside this move, in order */
  passes: PetalBattlePass[];
  /** the mover's turn is over: its actions used, ended, a pass, or a win */
  turn_over: boolean;
  /** a new Sequencing, or the end of the game, follows */
  sequencing_over: boolean;
  type: "spawn";
  player: number;
  to: number;
  size: number;
}

export interface PetalBattleLastGrow {
  /** the turns that passed inside this move, in order */
  passes: PetalBattlePass[];
  /** the mover's turn is over: its actions used, ended, a pass, or a win */
  turn_over: boolean;
  /** a new Sequencing, or the end of the game, follows */
  sequencing_over: boolean;
  type: "grow";
  player: number;
  at: number;
  from_size: number;
  size: number;
}

/** A slide or a flip to an empty petal. */
export interface PetalBattleLastMoved {
  from: number;
  /** the turns that passed inside this move, in order */
  passes: PetalBattlePass[];
  /** the mover's turn is over: its actions used, ended, a pass, or a win */
  turn_over: boolean;
  /** a new Sequencing, or the end of the game, follows */
  sequencing_over: boolean;
  type: "slide" | "flip";
  player: number;
  to: number;
  size: number;
}

export interface PetalBattleBumped {
  from: number;
  owner: number;
  size: number;
  /** where it slid; null when squished (reduced in place or removed) */
  to: number | null;
  /** the reduced size; null when removed; its size when pushed */
  size_after: number | null;
}

export interface PetalBattleLastBump {
  from: number;
  /** the turns that passed inside this move, in order */
  passes: PetalBattlePass[];
  /** the mover's turn is over: its actions used, ended, a pass, or a win */
  turn_over: boolean;
  /** a new Sequencing, or the end of the game, follows */
  sequencing_over: boolean;
  type: "bump";
  player: number;
  by: "slide" | "flip";
  to: number;
  size: number;
  /** where the bumping piece ends: from or to */
  mover_at: number;
  effect: PetalBattleBumpEffect;
  bumped: PetalBattleBumped;
}

/** The turn ended early (option `end_turn_early`). */
export interface PetalBattleLastEnd {
  /** the turns that passed inside this move, in order */
  passes: PetalBattlePass[];
  /** the mover's turn is over: its actions used, ended, a pass, or a win */
  turn_over: boolean;
  /** a new Sequencing, or the end of the game, follows */
  sequencing_over: boolean;
  type: "end";
  player: number;
  unused: number;
}

export type PetalBattleLast =
  | PetalBattleLastSequence
  | PetalBattleLastReveal
  | PetalBattleLastSpawn
  | PetalBattleLastGrow
  | PetalBattleLastMoved
  | PetalBattleLastBump
  | PetalBattleLastEnd;

export interface PetalBattleResult {
  winners: number[];
  reason: PetalBattleReason;
  /** the five petals in a row */
  line: number[] | null;
}

/** What `viewer` may see (null: a spectator). */
export interface PetalBattleView {
  game: "petal_battle";
  /** 10 */
  petals: number;
  /** 5: petal i faces (i + 5) % 10 */
  opposite: number;
  /** ["Red", "Blue"] */
  seats: string[];
  viewer: number | null;
  /** 10 petals */
  board: (PetalBattlePiece | null)[];
  /** sequence: stacks being set */
  phase: PetalBattlePhase;
  /** the seat to decide; null once over */
  current: number | null;
  /** which Sequencing this is, 1-based */
  sequencing: number;
  /** 20 */
  max_sequencings: number;
  /** 1-3 within the Sequencing during play, else null */
  round: number | null;
  /** who goes first in these three rounds (null while sequencing) */
  first: number | null;
  /** who wins an identical-stack tie this Sequencing */
  tiebreak: number;
  /** the turn's allowance (the top pyramid's pips); null unless playing */
  actions_total: number | null;
  /** what is left of it; null unless playing */
  actions_left: number | null;
  /** the lobby option (end is offered after one action) */
  end_turn_early: boolean;
  /** by seat */
  players: PetalBattlePlayer[];
  /** the previous move's effects; null at the start */
  last: PetalBattleLast | null;
  result: PetalBattleResult | null;
}

// -- Anthokyklos (posy.games.anthokyklos.contract) ------------------------------------------------

export type AnthokyklosColour = "red" | "yellow" | "blue";

/**
 * Take an available tile from a ring's pyramid and put it on a legal space of
 * that ring.
 */
export interface AnthokyklosPlace {
  type: "place";
  tile: number;
  space: number;
}

/** Put your marker on a display card (one at a time). */
export interface AnthokyklosReserve {
  type: "reserve";
  card: number;
}

export type AnthokyklosMove = AnthokyklosPlace | AnthokyklosReserve;

export interface AnthokyklosSpace {
  id: number;
  /** 1..5 */
  ring: number;
  /** 0..8 */
  index: number;
  /** lattice coordinate: = index */
  q: number;
  /** lattice coordinate: = ring */
  r: number;
  /** degrees on the flower */
  angle: number;
  /** the space in words, by where it is drawn: its ring and its hour on a clock face */
  where: string;
  /** the tile's on it, else null */
  colour: AnthokyklosColour | null;
  /** empty and supported: a tile of its ring may go here now */
  legal: boolean;
  /** the space ids below it */
  supports: number[];
}

export interface AnthokyklosTile {
  id: number;
  /** 0..8 in its pyramid */
  slot: number;
  /** 0 bottom .. 2 top */
  row: number;
  /** its position in the row, 0-based */
  col: number;
  colour: AnthokyklosColour;
  /** already on the board */
  taken: boolean;
  /** still in the pyramid and uncovered */
  available: boolean;
  /** the tile ids below it */
  rests_on: number[];
}

export interface AnthokyklosPyramid {
  ring: number;
  /** its ring has a legal space */
  usable: boolean;
  /** 9 */
  tiles: AnthokyklosTile[];
}

export interface AnthokyklosAtLeast {
  count: number;
  /** null: "of one colour" */
  colour: AnthokyklosColour | null;
}

/** A Pattern card. */
export interface AnthokyklosCard {
  id: number;
  /** e.g. "Hexagon: all red" */
  name: string;
  /** the shape's key */
  shape: string;
  /** the shape's title */
  title: string;
  /** [[dq, dr], ...] lattice offsets: drawn at x = dq + dr / 2, y = -dr * 0.866, outward up */
  cells: number[][];
  /** the colour requirement: mono, free_mono, either_mono, bi, semi_bi, free_bi or tri */
  kind: string;
  /** the colours the kind refers to */
  colours: AnthokyklosColour[];
  at_least: AnthokyklosAtLeast | null;
  /** the requirement in words */
  requirement: string;
  points: number;
  /** measured turns on display per claim, which set the points */
  wait: number;
}

export interface AnthokyklosDisplayCard {
  id: number;
  /** e.g. "Hexagon: all red" */
  name: string;
  /** the shape's key */
  shape: string;
  /** the shape's title */
  title: string;
  /** [[dq, dr], ...] lattice offsets: drawn at x = dq + dr / 2, y = -dr * 0.866, outward up */
  cells: number[][];
  /** the colour requirement: mono, free_mono, either_mono, bi, semi_bi, free_bi or tri */
  kind: string;
  /** the colours the kind refers to */
  colours: AnthokyklosColour[];
  at_least: AnthokyklosAtLeast | null;
  /** the requirement in words */
  requirement: string;
  points: number;
  /** measured turns on display per claim, which set the points */
  wait: number;
  /** the seat whose marker is on it */
  reserved_by: number | null;
}

export interface AnthokyklosPlayer {
  seat: number;
  score: number;
  card_count: number;
  /** in claiming order */
  cards: AnthokyklosCard[];
  /** the card id this seat reserved */
  reserved: number | null;
}

export interface AnthokyklosClaim {
  card: number;
  /** the space ids matched */
  cells: number[];
  scale: number;
}

export interface AnthokyklosLastClaim {
  /** the turn number, as the view's turn counts */
  turn: number;
  player: number;
  claims: AnthokyklosClaim[];
}

/** The same for every viewer: nothing is private (the deck's order is never shown). */
export interface AnthokyklosView {
  game: "anthokyklos";
  colours: AnthokyklosColour[];
  /** 5 */
  rings: number;
  /** 9 */
  per_ring: number;
  /** 45 */
  spaces: AnthokyklosSpace[];
  /** 5, one a ring */
  pyramids: AnthokyklosPyramid[];
  /** the face-up cards */
  display: AnthokyklosDisplayCard[];
  /** cards left in the deck (its order is hidden) */
  deck_count: number;
  /** by seat */
  players: AnthokyklosPlayer[];
  /** the most recent turn that claimed anything */
  last_claim: AnthokyklosLastClaim | null;
  /** turns played so far */
  turn: number;
  /** the seat to move; null once over */
  current: number | null;
  over: boolean;
  scores: number[];
  /** [] until the end */
  winners: number[];
}

// -- every game -----------------------------------------------------------------------------------

export type GameId = "floriado" | "petal" | "petals" | "petal_battle" | "anthokyklos";

/** Each game's view, by its id. */
export interface ViewByGame {
  floriado: FloriadoView;
  petal: PetalView;
  petals: PetalsView;
  petal_battle: PetalBattleView;
  anthokyklos: AnthokyklosView;
}

/** Each game's move, by its id. */
export interface MoveByGame {
  floriado: FloriadoMove;
  petal: PetalMove;
  petals: PetalsMove;
  petal_battle: PetalBattleMove;
  anthokyklos: AnthokyklosMove;
}

/** A hint given in the game (`Record.hinted`): at which ply, which move. */
export interface HintedJSON<G extends GameId = GameId> {
  ply: number;
  move: MoveByGame[G];
}

/**
 * A record as JSON (`Record.to_json`): what a save file, a share link and a
 * snapshot's `record` hold. The optional keys are left out when empty.
 */
export interface RecordJSON<G extends GameId = GameId> {
  game: G;
  version: number;
  players: number;
  seed: number;
  options: Record<string, any>;
  moves: MoveByGame[G][];
  names: string[];
  computers?: (string | null)[];
  unchecked?: boolean;
  hints?: number[];
  hints_off?: boolean;
  hinted?: HintedJSON<G>[];
}

/**
 * What the page draws a position from (`snapshot`): the answer of the calls
 * that open, play, take back or look at a game. Part of the page's contract
 * (tools/contract.py writes it into web/contract.d.ts, its view and moves by game).
 */
export interface Snapshot<G extends GameId = GameId> {
  ok: true;
  sid: string;
  game: G;
  record: RecordJSON<G>;
  secret_pending: boolean;
  computers: (string | null)[];
  ply: number;
  plies: number;
  current: number | null;
  over: boolean;
  scores: number[];
  winners: number[];
  viewer: number | null;
  view: ViewByGame[G];
  moves: MoveByGame[G][];
  public_decision: boolean;
  log: string[];
  status_note: string | null;
  end_reason: string | null;
  last_mover: number | null;
  can_undo: boolean;
  can_redo: boolean;
}

/** A lobby option as the catalogue lists it (`Option.describe`). */
export interface OptionInfo {
  name: string;
  label: string;
  /** a switch (bool) or one of the choices */
  default: boolean | number | string;
  /** [] for a switch */
  choices: any[];
  help: string;
}

/** A game as the lobby's catalogue lists it (`Game.describe`). */
export interface GameInfo {
  id: string;
  title: string;
  blurb: string;
  version: number;
  min_players: number;
  max_players: number;
  options: OptionInfo[];
  /** players hold what the others may not see (a hand-off screen) */
  secrets: boolean;
  /** the seats' names, max_players of them */
  seats: string[];
}

/** A computer level as the lobby's catalogue lists it (`posy.play_api.catalog`). */
export interface LevelInfo {
  id: string;
  label: string;
  sentence: string;
  /** searches on every core the device spares */
  all_cores: boolean;
  /** seconds: how long a move's search may last (the page passes it back) */
  time_limit: number;
  /** its measured strength in words, per game and player count ("anthokyklos/3") */
  strength: Record<string, string>;
}

/** A language the page offers: its tag ("fr") and its name in itself ("Français"). */
export interface Language {
  tag: string;
  name: string;
}

/** The answer of `catalog`, which build.py also writes into the page as CATALOG. */
export interface Catalog {
  ok: true;
  version: string;
  games: GameInfo[];
  levels: LevelInfo[];
  languages: Language[];
}

/** The bridge's answer when a call is refused: a sentence for the player. */
export interface Refusal {
  ok: false;
  error: string;
  /** the move is not legal here */
  illegal?: boolean;
  /** a bug in the engine: its traceback, for the console */
  bug?: string;
  /** a friend's link refused: why, as a word (posy.remote.messages) */
  refused?: string;
  /** the worker stopped this think (web/worker.js) */
  cancelled?: true;
}

/** A call that takes nothing. */
export interface NoArgs {
}

/** A new game. */
export interface StartArgs {
  /** a game's id (the engine refuses one it does not know) */
  game: string;
  players?: number;
  seed?: number;
  /** the game's options by name (the engine checks them) */
  options?: unknown;
  names?: string[];
  /** a level per computer seat, null per person */
  computers?: (string | null)[];
  hints_off?: boolean;
  /** a seat, null for the public view, or the player to move */
  viewer?: number | "current" | null;
}

/** A game record (a save, a file, a link), checked by the engine. */
export interface LoadArgs {
  /** as read: the engine says what is wrong with it */
  record: unknown;
  /** a seat, null for the public view, or the player to move */
  viewer?: number | "current" | null;
}

export interface PlayArgs<G extends GameId = GameId> {
  sid: string;
  move: MoveByGame[G];
  /** a seat, null for the public view, or the player to move */
  viewer?: number | "current" | null;
}

export interface UndoArgs {
  sid: string;
  /** how many moves back (redo: forward) */
  steps?: number;
  /** a seat, null for the public view, or the player to move */
  viewer?: number | "current" | null;
}

export interface ViewArgs {
  sid: string;
  /** a seat, null for the public view, or the player to move */
  viewer?: number | "current" | null;
  /** an earlier position, by its ply */
  at?: number;
}

export interface ThinkArgs {
  sid: string;
  /** the position the computer thinks about: refused once the game moved on */
  ply: number;
  slice_ms?: number;
  /** the level's time limit applies */
  limit?: boolean;
  /** worker 0 of a search on several cores */
  part?: boolean;
  /** what cancel() stops */
  token?: number;
}

/** One worker's root totals, each list in `state.moves()` order. */
export interface Part {
  worker: number;
  iterations: number;
  visits: number[];
  rewards: number[];
  plies: number[];
}

/** `think`'s answer once the search is over: the move (the page plays it with `play`). */
export interface Thought<G extends GameId = GameId> {
  ok: true;
  done: true;
  ply: number;
  move: MoveByGame[G];
  iterations: number;
  /** with part: worker 0's totals, for think_merge */
  part?: Part;
}

/** A call about an open game: its session. */
export interface SessionArgs {
  sid: string;
}

/** The answer of `saved_record`: the whole record. */
export interface SavedRecord<G extends GameId = GameId> {
  ok: true;
  record: RecordJSON<G>;
}

/** `close`'s answer (a session unknown or closed already is no error). */
export interface Closed {
  ok: true;
}

export interface TutorialArgs {
  game: string;
}

/** One rule of the rulebook the tutorial teaches: its id and sentence. */
export interface ScriptClause {
  id: string;
  text: string;
}

/** One beat of a tutorial as the screen reads it (web/tutorial/coach.js). */
export interface ScriptStep<G extends GameId = GameId> {
  /** say: the coach explains; move: the person's; reply: theirs */
  kind: "say" | "move" | "reply";
  say: string;
  /** the clauses' ids */
  teaches: string[];
  /** the first clause's sentence, or empty */
  rule: string;
  /** the position it happens in */
  ply: number;
  /** say: a CSS selector of what to point at */
  point?: string | null;
  move?: MoveByGame[G];
  /** the move's taps, CSS selectors in order */
  taps?: string[];
}

/** A tutorial as the screen reads it: the game it opens and its steps. */
export interface Script<G extends GameId = GameId> {
  game: string;
  seed: number;
  /** the person's seat */
  you: number;
  names: string[];
  /** a level per computer seat, null for the person's */
  computers: (string | null)[];
  /** the game's options by name */
  options: unknown;
  clauses: ScriptClause[];
  steps: ScriptStep<G>[];
}

export interface TutorialAnswer<G extends GameId = GameId> {
  ok: true;
  tutorial: Script<G>;
}

export interface SearchPartArgs {
  /** think_job's answer: what the other workers need */
  job: unknown;
  worker: number;
  token: number;
  slice_ms?: number;
  /** the level's time limit applies (web/worker.js sets it) */
  limit?: boolean;
}

export interface PartDone {
  ok: true;
  done: true;
  part: Part;
}

/** Engine speed where it runs (`python3 build.py bench`). */
export interface BenchArgs {
  game: string;
  /** up to 30 */
  seconds?: number;
  players?: number;
}

/** `bench`'s answer: random playouts' speed where the engine runs. */
export interface Bench {
  ok: true;
  playouts_per_s: number;
  moves_per_s: number;
}

export interface ThinkJobArgs {
  sid: string;
  /** the position the computer's helpers search: refused once the game moved on */
  ply: number;
}

/** What the other workers search: the position re-dealt from the deciding seat's view. */
export interface Job {
  game: string;
  /** the position as the game dumps it (State.dump) */
  state: Record<string, any>;
  level: string;
  seed: number;
}

export interface ThinkJob {
  ok: true;
  job: Job;
}

export interface ThinkMergeArgs {
  sid: string;
  /** the position the computer's helpers search: refused once the game moved on */
  ply: number;
  /** each helper's search_part answer's part */
  parts: unknown[];
}

/** The parts added up: the move to play (the page plays it with `play`). */
export interface ThinkMerged<G extends GameId = GameId> {
  ok: true;
  ply: number;
  move: MoveByGame[G];
}

/** The page asks about its open session (the engine also takes a record or a state). */
export interface CoachHintArgs {
  sid: string;
  /** who the hint is for: the player to decide */
  seat?: number | null;
  /** the position: refused once the game moved on */
  ply?: number;
  seed?: number;
  slice_ms?: number;
  /** a hint still searching: go on with it */
  hint_id?: string;
  /** Hard's time limit applies */
  limit?: boolean;
}

/** The next most searched move told in other words than the hint's. */
export interface CoachRunnerUp<G extends GameId = GameId> {
  move: MoveByGame[G];
  /** the search's mean reward for it */
  value: number | null;
  visits: number;
  /** the move as an instruction, in the game's words */
  what: string;
  why: string;
}

/** A hint: the Hard computer's move for the player to decide, and why. */
export interface CoachHintMove<G extends GameId = GameId> {
  move: MoveByGame[G];
  /** the sentence the page shows */
  text: string;
  what: string;
  why: string;
  value: number | null;
  visits: number;
  runner_up: CoachRunnerUp<G> | null;
  iterations: number;
}

export interface CoachHint<G extends GameId = GameId> {
  ok: true;
  done: true;
  hint: CoachHintMove<G>;
  /** in an open game, the hints used per seat, this one counted */
  hints: number[];
}

/** A hint searched in slices, not done yet: ask again with its `hint_id`. */
export interface CoachHintSearching {
  ok: true;
  done: false;
  /** null only when asked without slice_ms (that search runs to its end) */
  hint_id: string | null;
  iterations: number;
}

export interface CoachPreviewArgs<G extends GameId = GameId> {
  sid: string;
  ply?: number;
  /** one legal move (or all) */
  move?: MoveByGame[G];
  /** a preview of every legal move, in their order */
  all?: boolean;
  viewer?: number | null;
}

/**
 * What one legal move (`preview`) or each (`previews`, in their order) would do:
 * null where a game has nothing to say beyond the board.
 */
export interface CoachPreview {
  ok: true;
  preview?: Record<string, any> | null;
  previews?: (Record<string, any> | null)[];
}

export interface CoachReviewStartArgs {
  sid: string;
  /** whose decisions: the persons' by default */
  seats?: number[];
  /** iterations per decision: half of Hard's by default */
  budget?: number;
}

export interface CoachProgress {
  /** decisions reviewed */
  done: number;
  total: number;
}

export interface CoachReviewStarted {
  ok: true;
  /** the review's id, for coach_review_step and coach_review_close */
  review: string;
  progress: CoachProgress;
}

/** A call about an open review: coach_review_start's `review`. */
export interface CoachReviewArgs {
  review: string;
  slice_ms?: number;
}

/** A reviewed decision (`posy.coach.review.Review`) and its sentence. */
export interface CoachReviewEntry<G extends GameId = GameId> {
  /** the position before the move (0-based) */
  ply: number;
  number: number;
  seat: number;
  player: string;
  played: MoveByGame[G];
  best: MoveByGame[G];
  played_value: number | null;
  best_value: number | null;
  played_visits: number;
  best_visits: number;
  /** the search's value lost (mean reward) */
  gap: number;
  /** the points margin lost looking ahead (null in a game without points) */
  points: number | null;
  /** how far past the marking line (1: on it) */
  loss: number;
  marked: boolean;
  /** 'hint' or 'tutorial' when the move played was one they gave */
  coached: string | null;
  text: string;
}

export interface CoachReviewStep<G extends GameId = GameId> {
  ok: true;
  done: boolean;
  progress: CoachProgress;
  /** the entries finished in this step */
  new: CoachReviewEntry<G>[];
  /** once done: every marked entry */
  marked?: CoachReviewEntry<G>[];
}

export interface CoachClosed {
  ok: true;
}

export interface CoachReviewIdleArgs {
  sid: string;
  slice_ms?: number;
  budget?: number;
}

export interface CoachReviewIdle {
  ok: true;
  /** decisions made and not reviewed yet */
  left: number;
}

export interface RemoteInviteArgs {
  game: string;
  players?: number;
  /** the game's options by name */
  options?: unknown;
  /** the device deciding each seat: 0 this one, 1, 2, 3 friends */
  seats?: number[];
  names?: string[];
  /** seconds a device has to answer, 0 for no limit */
  pace?: number;
  now?: number;
}

/** An offer waiting for its answer (`posy.remote.moves`). */
export interface RemoteOffer {
  kind: "undo" | "draw";
  /** the offering device */
  by: number;
}

/** How a game with friends ended (`posy.remote.clock`): `cheat` voids it. */
export interface RemoteResult {
  /** false: a cheat voided the game */
  fair: boolean;
  kind: "fair" | "cheat" | "forfeit" | "resign" | "draw";
  /** its sentence: 'Checked: fair game', a forfeit's or a cheat's, naming the device */
  text: string;
  /** the player whose device cheated, forfeited or resigned */
  by: string | null;
  /** a cheat's signed messages, raw, as they came */
  evidence?: string[];
}

/** A game with friends as its record on the page: its moves are in the device. */
export interface RemoteRecord<G extends GameId = GameId> {
  game: G;
  players: number;
  names: string[];
  /** the game's options by name */
  options: unknown;
  /** always empty: the device's chain holds them */
  moves: MoveByGame[G][];
  /** the game's id among the devices (game_id) */
  remote: string;
}

/**
 * The answer about a device (`remote_invite`, `join`, `receive`, `play`,
 * `resign`, `offer`, `answer`, `claim`, `state`): where the game stands, what to
 * send the friends, and the game screen's snapshot of it.
 */
export interface RemoteGame<G extends GameId = GameId> {
  ok: true;
  /** the device, JSON text, saved with the game */
  device: string;
  game_id: string;
  game: G;
  names: string[];
  /** the device deciding each seat */
  seats: number[];
  /** this device's number (0: the inviter's) */
  me: number;
  /** the seats this device decides */
  my_seats: number[];
  phase: string;
  my_turn: boolean;
  /** an offer waiting for its answer */
  offer: RemoteOffer | null;
  result: RemoteResult | null;
  /** how many devices have joined, the inviter's counted */
  joined: number;
  /** where the game stands, in a sentence */
  status: string;
  /** seconds a device has to answer, 0 for no limit */
  pace: number;
  /** when the friends' time to answer runs out (Unix seconds) */
  deadline: number | null;
  /** when this device's runs out, on its turn */
  my_deadline?: number | null;
  /** the friends' time ran out: this device may claim the game */
  can_claim: boolean;
  /** the link to send, whole */
  link_text: string | null;
  /** the link, or its parts when it is long */
  links: string[];
  /** the friends to send it to */
  to: string[];
  /** this call made something the friends must get */
  send: boolean;
  /** receive: how many of a friend's messages the link added */
  applied?: number;
  /** receive: a friend's device cheated, the sentence (the game is void) */
  cheat?: string;
  remote: true;
  record: RemoteRecord<G>;
  /** null each: the page keeps its computer seats, not the device */
  computers: (string | null)[];
  viewer: number;
  /** the device's messages so far */
  ply: number;
  plies: number;
  /** null until the lots are drawn and the cards dealt */
  view: ViewByGame[G] | null;
  moves: MoveByGame[G][];
  current: number | null;
  log: string[];
  public_decision: boolean;
  secret_pending: boolean;
  can_undo: boolean;
  can_redo: boolean;
  last_mover: null;
  scores: number[];
  winners: number[];
  over: boolean;
  end_reason: string | null;
}

export interface RemoteJoinArgs {
  /** a link's text as the player pasted or opened it */
  link: string;
  now?: number;
  /** the joining player's name, 1 to 40 characters */
  name: string;
}

export interface RemoteLinkArgs {
  /** a link's text as the player pasted or opened it */
  link: string;
  now?: number;
}

/** Which game a link belongs to (`remote_identify`), and for an invitation whom from. */
export interface RemoteIdentified<G extends GameId = GameId> {
  ok: true;
  game_id: string;
  invitation: boolean;
  game: G | null;
  names: string[] | null;
  /** one part of a long link: its number */
  part?: number;
  /** how many parts the link has */
  parts?: number;
  /** an invitation: the inviting device's player */
  inviter?: string;
  /** an invitation: the places a device joining now takes */
  offered?: string[] | null;
}

export interface RemoteReceiveArgs {
  /** the device, JSON text (its numbers are too large for JavaScript) */
  device: string;
  /** the page's clock, Unix seconds: the pace is counted on it */
  now?: number;
  link: string;
}

export interface RemotePlayArgs<G extends GameId = GameId> {
  /** the device, JSON text (its numbers are too large for JavaScript) */
  device: string;
  /** the page's clock, Unix seconds: the pace is counted on it */
  now?: number;
  move: MoveByGame[G];
}

/** A call about a game with friends: the device as the page keeps it, and its clock. */
export interface RemoteArgs {
  /** the device, JSON text (its numbers are too large for JavaScript) */
  device: string;
  /** the page's clock, Unix seconds: the pace is counted on it */
  now?: number;
}

export interface RemoteOfferArgs {
  /** the device, JSON text (its numbers are too large for JavaScript) */
  device: string;
  /** the page's clock, Unix seconds: the pace is counted on it */
  now?: number;
  kind: "undo" | "draw";
}

export interface RemoteAnswerArgs {
  /** the device, JSON text (its numbers are too large for JavaScript) */
  device: string;
  /** the page's clock, Unix seconds: the pace is counted on it */
  now?: number;
  accept: boolean;
}

export interface RemoteCatchUp {
  ok: true;
  /** what a friend's device may lack, as one link; null for nothing */
  link_text: string | null;
}

export interface RemoteAudit {
  ok: true;
  /** null while the game goes on */
  result: RemoteResult | null;
}

export interface RemoteThinkArgs {
  /** the device, JSON text (its numbers are too large for JavaScript) */
  device: string;
  /** the page's clock, Unix seconds: the pace is counted on it */
  now?: number;
  /** a computer level's id: medium by default */
  level?: string;
  /** seconds, the catalogue's for that level */
  time_limit?: number;
}

export interface RemoteThought<G extends GameId = GameId> {
  ok: true;
  /** the computer's move for this device's seat */
  move: MoveByGame[G];
}

// -- the calls (posy.calls, posy.bridge) ----------------------------------------------------------

/** Each call the page makes, by name: what it sends and what it answers (web/engine.js call). */
export interface Calls {
  catalog: { args: NoArgs; answer: Catalog | Refusal };
  start: { args: StartArgs; answer: Snapshot | Refusal };
  load: { args: LoadArgs; answer: Snapshot | Refusal };
  play: { args: PlayArgs; answer: Snapshot | Refusal };
  undo: { args: UndoArgs; answer: Snapshot | Refusal };
  redo: { args: UndoArgs; answer: Snapshot | Refusal };
  view: { args: ViewArgs; answer: Snapshot | Refusal };
  think: { args: ThinkArgs; answer: Thought | Refusal };
  saved_record: { args: SessionArgs; answer: SavedRecord | Refusal };
  close: { args: SessionArgs; answer: Closed | Refusal };
  tutorial: { args: TutorialArgs; answer: TutorialAnswer | Refusal };
  search_part: { args: SearchPartArgs; answer: PartDone | Refusal };
  bench: { args: BenchArgs; answer: Bench | Refusal };
  think_job: { args: ThinkJobArgs; answer: ThinkJob | Refusal };
  think_merge: { args: ThinkMergeArgs; answer: ThinkMerged | Refusal };
  coach_hint: { args: CoachHintArgs; answer: CoachHint | CoachHintSearching | Refusal };
  coach_preview: { args: CoachPreviewArgs; answer: CoachPreview | Refusal };
  coach_review_start: { args: CoachReviewStartArgs; answer: CoachReviewStarted | Refusal };
  coach_review_step: { args: CoachReviewArgs; answer: CoachReviewStep | Refusal };
  coach_review_close: { args: CoachReviewArgs; answer: CoachClosed | Refusal };
  coach_review_idle: { args: CoachReviewIdleArgs; answer: CoachReviewIdle | Refusal };
  remote_invite: { args: RemoteInviteArgs; answer: RemoteGame | Refusal };
  remote_join: { args: RemoteJoinArgs; answer: RemoteGame | Refusal };
  remote_identify: { args: RemoteLinkArgs; answer: RemoteIdentified | Refusal };
  remote_receive: { args: RemoteReceiveArgs; answer: RemoteGame | Refusal };
  remote_play: { args: RemotePlayArgs; answer: RemoteGame | Refusal };
  remote_resign: { args: RemoteArgs; answer: RemoteGame | Refusal };
  remote_offer: { args: RemoteOfferArgs; answer: RemoteGame | Refusal };
  remote_answer: { args: RemoteAnswerArgs; answer: RemoteGame | Refusal };
  remote_claim: { args: RemoteArgs; answer: RemoteGame | Refusal };
  remote_state: { args: RemoteArgs; answer: RemoteGame | Refusal };
  remote_catch_up: { args: RemoteArgs; answer: RemoteCatchUp | Refusal };
  remote_audit: { args: RemoteArgs; answer: RemoteAudit | Refusal };
  remote_think: { args: RemoteThinkArgs; answer: RemoteThought | Refusal };
}

// A renderer's state before and after its first snapshot. Every game's model keeps
// `{snap, ctx, ...}`, null until the shell's first `update` (web/games/README.md); what
// draws or answers a tap needs both, and asks `holds` first.

/**
 * Whether `state` holds a snapshot (and the shell's context with it) yet.
 * @template {{snap: unknown, ctx: unknown}} S
 * @param {S} state
 * @returns {state is S & {snap: NonNullable<S["snap"]>, ctx: NonNullable<S["ctx"]>}}
 */
export const holds = (state) =>
  state.snap !== null && state.snap !== undefined && state.ctx !== null && state.ctx !== undefined;

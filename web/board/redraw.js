// One redraw per animation frame, however many changes ask for one (chessground's
// `redraw`): a tap that changes the selection, a resize and an animation's end all
// call schedule(), and the board is drawn once, in the next frame. The shell's new
// snapshot is drawn at once (flush), so a move is on screen when play() resolves.

/**
 * @param {() => void} draw draws the whole board from the current state
 * @returns {{schedule: () => void, flush: () => void, cancel: () => void}}
 */
export function redrawer(draw) {
  let frame = 0;
  const run = () => {
    frame = 0;
    draw();
  };
  return {
    schedule() {
      if (!frame) frame = requestAnimationFrame(run);
    },
    flush() {
      if (frame) cancelAnimationFrame(frame);
      run();
    },
    cancel() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}

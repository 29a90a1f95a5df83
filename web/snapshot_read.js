// The memory snapshot's bytes (web/worker.js), read from a response's body into a buffer
// of the size the build recorded. Apart from the worker so that Node's tests read real
// streams through it (tests/web/snapshot_read.test.mjs).
//
// One reader on the body, with no tee() and no clone(): Firefox ESR 140 left the first
// read of a teed branch of a cloned network body pending for ever (the engine never
// started), and on other starts gave that branch no bytes (a silent fall back to the
// slow start). Its first two bytes say whether the body is gzipped (build.py gzips the
// snapshot: few hosts compress binary files; a host that sent it inflated already, by
// Content-Encoding, leaves the raw bytes); the chunks read for them are given back in
// front of the rest.

/**
 * Read `body` (gzipped or not) into `into`, which must come out exactly `bytes` long;
 * `onChunk` hears the size of each chunk of the body as it arrives (the progress bar).
 * @param {ReadableStream<Uint8Array>} body
 * @param {Uint8Array} into
 * @param {number} bytes
 * @param {(size: number) => void} [onChunk]
 */
export async function readSnapshot(body, into, bytes, onChunk = () => {}) {
  const reader = body.getReader();
  /** @type {Uint8Array[]} */
  const head = []; // enough chunks for the magic number (a chunk may be a single byte)
  let result = await reader.read();
  while (!result.done) {
    head.push(result.value);
    onChunk(result.value.byteLength);
    if (head.reduce((n, chunk) => n + chunk.byteLength, 0) >= 2) break;
    result = await reader.read();
  }
  const [b0, b1] = head.flatMap((chunk) => [...chunk.subarray(0, 2)]);
  const gzipped = b0 === 0x1f && b1 === 0x8b;
  /** @type {ReadableStream<any>} */
  const whole = rejoined(head, result.done, reader, onChunk);
  await readInto((gzipped ? whole.pipeThrough(new DecompressionStream("gzip")) : whole).getReader(), into, bytes);
}

/**
 * The stream whose first chunks `head` were read (and counted) from `reader` already,
 * whole again; `ended` when the reader has nothing more.
 * @param {Uint8Array[]} head
 * @param {boolean} ended
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 * @param {(size: number) => void} onChunk
 * @returns {ReadableStream<Uint8Array>}
 */
function rejoined(head, ended, reader, onChunk) {
  return new ReadableStream({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      onChunk(value.byteLength);
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * Every chunk `reader` gives, copied into `into`; throws unless they come to `bytes`.
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 * @param {Uint8Array} into
 * @param {number} bytes
 */
export async function readInto(reader, into, bytes) {
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.byteLength > bytes) {
      reader.cancel().catch(() => {}); // the rest is not wanted
      throw new Error("snapshot: longer than the build says");
    }
    into.set(value, at);
    at += value.byteLength;
  }
  if (at !== bytes) throw new Error(`snapshot: ${at} bytes, the build says ${bytes}`);
}

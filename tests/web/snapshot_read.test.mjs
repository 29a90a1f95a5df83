import assert from "node:assert/strict";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { readInto, readSnapshot } from "../../web/snapshot_read.js";

/** 300 kB of bytes that do not start like gzip. */
const RAW = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7919 + 3) % 251);

/** A body that gives `bytes` in chunks of `size`, as a network response's body would. */
function body(bytes, size = 16_384) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

test("a gzipped snapshot is inflated into the buffer, each chunk of the body counted", async () => {
  const gz = gzipSync(RAW);
  const into = new Uint8Array(RAW.length);
  const chunks = [];
  await readSnapshot(body(gz, 1000), into, RAW.length, (size) => chunks.push(size));
  assert.deepEqual(into, RAW);
  assert.equal(chunks.reduce((a, b) => a + b, 0), gz.length, "every byte of the body, the first chunk too");
  assert.equal(chunks.length, Math.ceil(gz.length / 1000));
});

test("a snapshot sent inflated already (Content-Encoding) is read as it is", async () => {
  const into = new Uint8Array(RAW.length);
  let counted = 0;
  await readSnapshot(body(RAW), into, RAW.length, (size) => (counted += size));
  assert.deepEqual(into, RAW);
  assert.equal(counted, RAW.length);
});

test("a first chunk of one byte still tells gzip from raw", async () => {
  const gz = gzipSync(RAW);
  const into = new Uint8Array(RAW.length);
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(gz.slice(0, 1)); // 0x1f alone: not enough to say gzip
      controller.enqueue(gz.slice(1));
      controller.close();
    },
  });
  await readSnapshot(stream, into, RAW.length);
  assert.deepEqual(into, RAW);
});

test("a snapshot longer or shorter than the build says is refused", async () => {
  await assert.rejects(readSnapshot(body(RAW), new Uint8Array(RAW.length - 1), RAW.length - 1), /longer than the build says/);
  await assert.rejects(readSnapshot(body(RAW.slice(0, 1000)), new Uint8Array(RAW.length), RAW.length), /1000 bytes, the build says 300000/);
  await assert.rejects(readSnapshot(body(new Uint8Array(0)), new Uint8Array(10), 10), /0 bytes, the build says 10/);
});

test("a damaged gzip body is an error, never a hang", async () => {
  const gz = gzipSync(RAW);
  gz.fill(0, 20, 400);
  await assert.rejects(readSnapshot(body(gz), new Uint8Array(RAW.length), RAW.length));
});

test("readInto copies a kept snapshot exactly", async () => {
  const into = new Uint8Array(RAW.length);
  await readInto(body(RAW).getReader(), into, RAW.length);
  assert.deepEqual(into, RAW);
});

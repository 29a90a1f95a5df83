// Live pairing codes (web/remote/live/sdp.js, config.js): a session description
// stripped to what the other device needs, packed, read back and rebuilt into an SDP a
// browser accepts; the size of each code; a cut, damaged or foreign code refused with
// a sentence; the ICE servers (none unless named). And the QR code round trip with the
// vendored libraries: drawn by qrcode-generator, read back by jsQR.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import { iceServers, parseServers } from "../../web/remote/live/config.js";
import { CodeError, codeOf, decode, encode, rebuild, strip } from "../../web/remote/live/sdp.js";

// Chromium's offer for one data channel, ICE gathering complete, no ICE server: its
// host candidates hidden behind mDNS names.
const OFFER = [
  "v=0", "o=- 7141384136253306289 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=extmap-allow-mixed",
  "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
  "a=candidate:3028474486 1 udp 2113937151 784941d6-a674-4b72-be8d-872192b35e52.local 52823 typ host generation 0 network-cost 999",
  "a=candidate:2871686002 1 udp 2113942271 33234189-db52-4bcd-9f1f-4473c5b1cd35.local 40865 typ host generation 0 network-cost 999",
  "a=ice-ufrag:Of4X", "a=ice-pwd:iFH9fiAQiEq7E6Z8NWVLSue6", "a=ice-options:trickle",
  "a=fingerprint:sha-256 F5:73:B6:EF:80:62:CB:DB:D1:12:59:4F:A2:72:C5:5F:3B:DB:3B:39:38:F5:65:C5:F0:09:81:AB:0F:3B:27:6B",
  "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144", "",
].join("\r\n");
// An answer with a STUN server named: a raw IPv4 and IPv6 host, a server-reflexive
// candidate, and a TCP one (left out: not needed in a room).
const ANSWER = OFFER.replace(/a=candidate:[^\r]*\r\n/g, "")
  .replace("c=IN IP4 0.0.0.0\r\n", [
    "c=IN IP4 0.0.0.0",
    "a=candidate:1 1 udp 2122260223 192.168.1.20 51642 typ host generation 0",
    "a=candidate:2 1 udp 2122262783 2001:db8::1:20 51643 typ host generation 0",
    "a=candidate:3 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr 192.168.1.20 rport 51642 generation 0",
    "a=candidate:4 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0", "",
  ].join("\r\n"))
  .replace("a=setup:actpass", "a=setup:active");
const GAME = "364f102d142adc015ed9b58284d31418";

test("an offer keeps what pairing needs, and comes back as a valid description", () => {
  const fields = strip(OFFER, "offer");
  assert.equal(fields.ufrag, "Of4X");
  assert.equal(fields.pwd, "iFH9fiAQiEq7E6Z8NWVLSue6");
  assert.equal(fields.setup, "actpass");
  assert.equal(fields.fingerprint.length, 32);
  assert.deepEqual(fields.candidates.map((c) => c.address), ["784941d6-a674-4b72-be8d-872192b35e52.local", "33234189-db52-4bcd-9f1f-4473c5b1cd35.local"]);
  const back = decode(encode({ ...fields, game: GAME }));
  assert.deepEqual(back, { ...fields, game: GAME });
  const sdp = rebuild(back);
  for (const line of ["a=ice-ufrag:Of4X", "a=ice-pwd:iFH9fiAQiEq7E6Z8NWVLSue6", "a=setup:actpass", "a=mid:0", "a=sctp-port:5000",
    "a=fingerprint:sha-256 F5:73:B6:EF:80:62:CB:DB:D1:12:59:4F:A2:72:C5:5F:3B:DB:3B:39:38:F5:65:C5:F0:09:81:AB:0F:3B:27:6B",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel"]) assert.ok(sdp.includes(`${line}\r\n`), line);
  assert.match(sdp, /a=candidate:1 1 udp \d+ 784941d6-a674-4b72-be8d-872192b35e52\.local 52823 typ host\r\n/);
  assert.deepEqual(strip(sdp, "offer"), fields, "stripping the rebuilt description gives the same fields");
});

test("an answer's IPv4, IPv6 and server-reflexive candidates survive; TCP ones are left out", () => {
  const fields = strip(ANSWER, "answer");
  assert.equal(fields.setup, "active");
  assert.deepEqual(fields.candidates, [
    { type: "host", address: "192.168.1.20", port: 51642 },
    { type: "host", address: "2001:db8::1:20", port: 51643 },
    { type: "srflx", address: "203.0.113.7", port: 61000 },
  ]);
  const back = decode(encode(fields));
  assert.equal(back.kind, "answer");
  assert.deepEqual(back.candidates.map((c) => [c.type, c.port]), [["host", 51642], ["host", 51643], ["srflx", 61000]]);
  assert.equal(back.candidates[1].address, "2001:db8:0:0:0:0:1:20"); // the same address, written in full
  assert.match(rebuild(back), /a=candidate:3 1 udp \d+ 203\.0\.113\.7 61000 typ srflx\r\n/);
});

test("a code is small: bytes per code, as docs/remote.md says", () => {
  const offer = encode({ ...strip(OFFER, "offer"), game: GAME });
  const answer = encode(strip(OFFER.replace("a=setup:actpass", "a=setup:active"), "answer"));
  const link = (code) => `https://example.org/posy/#live=${code}`.length;
  console.log(`offer code ${offer.length} characters (link ${link(offer)}), answer ${answer.length} (link ${link(answer)}); SDP ${OFFER.length}`);
  assert.ok(offer.length <= 170, `offer ${offer.length}`);
  assert.ok(answer.length <= 150, `answer ${answer.length}`);
  assert.ok(offer.length < OFFER.length / 3);
});

test("a cut, damaged or foreign code is refused with a sentence", () => {
  const code = encode({ ...strip(OFFER, "offer"), game: GAME });
  assert.equal(codeOf(`https://example.org/posy/#live=${code}`), code);
  for (const bad of [code.slice(0, -6), code.slice(0, 20), `${code}AAAA`, "posylive.!!!", "hello", "posy1.abc"]) {
    assert.throws(() => decode(bad), (error) => error instanceof CodeError && /code/.test(error.message) && !/undefined|TypeError/.test(error.message), bad);
  }
  const flipped = code.slice(0, 9) + (code[9] === "Q" ? "R" : "Q") + code.slice(10); // another version
  assert.throws(() => decode(flipped), CodeError);
});

test("no ICE server unless named; named ones are checked", () => {
  assert.deepEqual(parseServers(""), { servers: [], error: null });
  assert.deepEqual(parseServers("stun:stun.example.org:3478, turn:ann:secret@turn.example.org:3478?transport=udp").servers, [
    { urls: "stun:stun.example.org:3478" },
    { urls: "turn:turn.example.org:3478?transport=udp", username: "ann", credential: "secret" },
  ]);
  assert.match(parseServers("http://example.org").error, /not a STUN or TURN server/);
  assert.match(parseServers("turn:turn.example.org").error, /needs a user name and password/);
  assert.deepEqual(iceServers(), [], "nothing named: no server");
  globalThis.location = /** @type {any} */ ({ search: "?ice-servers=stun%3Astun.example.org%3A3478" }); // a host page's choice
  try {
    assert.deepEqual(iceServers(), [{ urls: "stun:stun.example.org:3478" }]);
  } finally {
    delete globalThis.location;
  }
});

test("the QR code drawn is read back (qrcode-generator, then jsQR, as vendored)", async () => {
  const require = createRequire(import.meta.url);
  const { default: qrcode } = await import("../../node_modules/qrcode-generator/dist/qrcode.mjs");
  const jsQR = require("../../node_modules/jsqr/dist/jsQR.js");
  const text = `https://example.org/posy/#live=${encode({ ...strip(OFFER, "offer"), game: GAME })}`;
  const qr = qrcode(0, "L");
  qr.addData(text, "Byte");
  qr.make();
  const n = qr.getModuleCount();
  const scale = 4;
  const size = (n + 8) * scale;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      if (row >= 0 && col >= 0 && row < n && col < n && qr.isDark(row, col)) pixels.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  console.log(`QR code of a ${text.length}-character link: ${n}x${n} modules (version ${(n - 17) / 4})`);
  assert.ok(n <= 57, "version 10 or less: scans from a phone at arm's length");
  assert.equal(jsQR(pixels, size, size).data, text);
});

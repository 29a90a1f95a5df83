// Build-time (called by build.py): the page's JavaScript and CSS minified in place in
// dist/, each with its source map beside it, and brotli copies of files for hosts that
// serve precompressed files.
//
//   node tools/minify.mjs minify <dist/web/> <cache/> [names of folders and files left as they are...]
//   node tools/minify.mjs brotli <file> <out.br>  [<file> <out.br> ...]
//
// JavaScript goes through terser as ES modules, one file at a time (no bundling: the
// page's module graph, its preload links and its import() calls stay as they are);
// CSS through lightningcss, with no browser targets (nothing rewritten for old
// browsers, only shortened). Each map carries the original text (sourcesContent), so
// the browser's developer tools show the code as written although dist/ holds only
// the minified files. A file's output is kept in <cache/> by the hash of its name, its
// text and this tool, so a build minifies only what changed.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { transform } from "lightningcss";
import { minify } from "terser";

/** Every file under `dir` whose name ends with `.js` or `.css`, neither skipped nor in a skipped folder. */
function* sources(/** @type {string} */ dir, /** @type {Set<string>} */ skipped) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skipped.has(entry.name)) continue;
    if (entry.isDirectory()) yield* sources(path, skipped);
    else if (entry.isFile() && /\.(js|css)$/.test(entry.name)) yield path;
  }
}

// this tool and the minifiers' versions: a change to any of them minifies everything anew
const TOOL = [new URL(import.meta.url), ...["terser", "lightningcss"].map((n) => `../node_modules/${n}/package.json`)]
  .map((path) => readFileSync(new URL(path, import.meta.url)))
  .join("\0");

/** `path` minified in place, its map written beside it (from the cache when there);
 * [bytes before, bytes after]. */
async function minifyFile(/** @type {string} */ path, /** @type {string} */ cache) {
  const name = basename(path);
  const code = readFileSync(path, "utf8");
  const key = createHash("sha256").update(TOOL).update(name).update("\0").update(code).digest("hex").slice(0, 20);
  const kept = join(cache, `${key}.json`);
  if (!existsSync(kept)) {
    const partial = `${kept}.part`;
    writeFileSync(partial, JSON.stringify(await minified(name, code)));
    renameSync(partial, kept);
  }
  const { out, map } = JSON.parse(readFileSync(kept, "utf8"));
  writeFileSync(path, out);
  writeFileSync(`${path}.map`, map);
  return [Buffer.byteLength(code), Buffer.byteLength(out)];
}

/** `code`, the text of file `name`, minified, and its source map. */
async function minified(/** @type {string} */ name, /** @type {string} */ code) {
  let out;
  let map;
  if (name.endsWith(".js")) {
    const result = await minify(
      { [name]: code },
      {
        module: true,
        ecma: 2022,
        compress: { passes: 2 },
        format: { comments: false },
        sourceMap: { filename: name, url: `${name}.map`, includeSources: true },
      },
    );
    if (result.code === undefined) throw new Error(`terser gave nothing for ${path}`);
    out = result.code;
    map = String(result.map);
  } else {
    const result = transform({ filename: name, code: Buffer.from(code), minify: true, sourceMap: true });
    const parsed = JSON.parse(String(result.map));
    parsed.sourcesContent = [code];
    parsed.file = name;
    out = `${result.code}\n/*# sourceMappingURL=${name}.map */`;
    map = JSON.stringify(parsed);
  }
  return { out, map };
}

const [command, ...args] = process.argv.slice(2);
if (command === "minify" && args.length >= 2) {
  const [dir, cache, ...skipped] = args;
  mkdirSync(cache, { recursive: true });
  let before = 0;
  let after = 0;
  let files = 0;
  for (const path of sources(dir, new Set(skipped))) {
    const [a, b] = await minifyFile(path, cache);
    before += a;
    after += b;
    files += 1;
  }
  console.log(`minified ${files} files: ${before} -> ${after} bytes`);
} else if (command === "brotli" && args.length >= 2 && args.length % 2 === 0) {
  for (let i = 0; i < args.length; i += 2) {
    const data = readFileSync(args[i]);
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    };
    writeFileSync(args[i + 1], brotliCompressSync(data, { params }));
  }
} else {
  console.error("usage: minify.mjs minify <dir> <cache> [skipped names...] | brotli <file> <out.br> ...");
  process.exit(2);
}

// Two drivers with one small interface, for the journeys (journeys.mjs) and the bench
// (bench.mjs): Firefox ESR over WebDriver BiDi with puppeteer-core, and WebKitGTK over
// W3C WebDriver (WebKitWebDriver, classic HTTP) with the few commands used here.
//
//   await driver.goto(url)              navigate and wait for the load event
//   await driver.reload()
//   await driver.run(fn, ...args)       call a page function (its source), await its result
//   await driver.waitFor(fn, timeout)   until the page function returns something truthy
//   await driver.tap(fn, ...args)       the element the page function returns, clicked at
//                                       its centre by a pointer (WebKitWebDriver will not
//                                       click an SVG <g> by its element-click command)
//   driver.errors()                     console errors the driver itself heard (Firefox)
//   await driver.close()

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const FIREFOX = "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `fn` (a function or its source) called with `args`, as one expression's source. */
function call(fn, args) {
  return `(${String(fn)})(...${JSON.stringify(args)})`;
}

class Base {
  async waitFor(fn, timeout = 30_000, ...args) {
    const end = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        last = await this.run(fn, ...args);
        if (last) return last;
      } catch (error) {
        // the page is navigating: its realm went away under the call
        last = error;
      }
      if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${String(fn).slice(0, 160)} (last: ${last})`);
      await sleep(50);
    }
  }
}

class Firefox extends Base {
  static async launch({ profile } = {}) {
    const { default: puppeteer } = await import("puppeteer-core");
    const dir = profile ?? mkdtempSync(join(tmpdir(), "posy-firefox-"));
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      userDataDir: dir,
      defaultViewport: { width: 1024, height: 768 },
      extraPrefsFirefox: {
        // no background traffic to hosts this machine cannot reach
        "app.update.enabled": false,
        "browser.safebrowsing.malware.enabled": false,
        "browser.safebrowsing.phishing.enabled": false,
        "network.captive-portal-service.enabled": false,
        "network.connectivity-service.enabled": false,
      },
    });
    const driver = new Firefox(browser, dir, profile === undefined);
    driver.page = (await browser.pages())[0] ?? (await browser.newPage());
    driver.listen(driver.page);
    return driver;
  }

  /** A fresh browser context with one page in place of the one before, which closes: its
   * own storage, service workers, HTTP cache and content processes (Firefox keys them all
   * by context), as a fresh profile has, in under a second where a browser start takes
   * eight here (journeys.mjs: each journey's own). */
  async isolate() {
    const before = this.context;
    this.context = await this.browser.createBrowserContext();
    this.page = await this.context.newPage();
    this.listen(this.page);
    await before?.close();
  }

  constructor(browser, dir, ownDir) {
    super();
    this.browser = browser;
    this.dir = dir;
    this.ownDir = ownDir;
    this.heard = [];
    this.name = "firefox";
    this.context = null; // the default one's page until isolate()
  }

  listen(page) {
    page.on("console", (message) => {
      if (message.type() === "error") this.heard.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.heard.push(`pageerror: ${error}`));
  }

  async version() {
    return this.browser.version();
  }

  async goto(url) {
    await this.page.goto(url, { waitUntil: "load", timeout: 120_000 });
  }

  async reload() {
    await this.page.reload({ waitUntil: "load", timeout: 120_000 });
  }

  async run(fn, ...args) {
    return this.page.evaluate(call(fn, args));
  }

  async tap(fn, ...args) {
    const handle = await this.page.evaluateHandle(call(fn, args));
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      throw new Error(`nothing to tap: ${String(fn).slice(0, 160)}`);
    }
    await element.click();
    await element.dispose();
  }

  errors() {
    return this.heard.splice(0);
  }

  async close() {
    await this.browser.close();
    if (this.ownDir) rmSync(this.dir, { recursive: true, force: true });
  }
}

class WebKit extends Base {
  /** WebKitWebDriver on a free port, MiniBrowser under the X display in $DISPLAY. On a
   * loaded machine WebKitWebDriver has once left its new-session command unanswered for
   * five minutes (fetch's own time-out), which ended every later journey: a start that
   * does not answer in SESSION_MS is killed, with its browser, and tried again. */
  static async launch() {
    for (let attempt = 1; ; attempt++) {
      try {
        return await WebKit.start();
      } catch (error) {
        if (attempt >= 3) throw error;
        process.stderr.write(`WebKit did not start (attempt ${attempt}): ${error}\n`);
      }
    }
  }

  static async start() {
    const port = 4400 + Math.floor(Math.random() * 500);
    // its own process group, so that a stuck start is killed with the browser it began
    const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: ["ignore", "ignore", "pipe"], detached: true });
    try {
      return await WebKit.session(port, child);
    } catch (error) {
      killGroup(child);
      throw error;
    }
  }

  static async session(port, process) {
    let stderr = "";
    process.stderr.on("data", (chunk) => (stderr += chunk));
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        await fetch(`${base}/status`);
        break;
      } catch {
        if (i > 100 || process.exitCode !== null) throw new Error(`WebKitWebDriver did not start: ${stderr}`);
        await sleep(100);
      }
    }
    const driver = new WebKit(base, process);
    const session = await driver.command("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
          timeouts: { script: 120_000, pageLoad: 120_000 },
        },
      },
    }, SESSION_MS);
    driver.session = session.sessionId;
    driver.capabilities = session.capabilities;
    await driver.command("POST", `/session/${driver.session}/window/rect`, { width: 1024, height: 768 }).catch(() => {});
    return driver;
  }

  constructor(base, process) {
    super();
    this.base = base;
    this.process = process;
    this.name = "webkit";
  }

  async command(method, path, body, ms = undefined) {
    const response = await fetch(this.base + path, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: ms === undefined ? undefined : AbortSignal.timeout(ms),
    });
    const { value } = await response.json();
    if (value && value.error) throw new Error(`${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  }

  async version() {
    return `webkitgtk/${this.capabilities.browserVersion}`;
  }

  async goto(url) {
    await this.command("POST", `/session/${this.session}/url`, { url });
  }

  async reload() {
    await this.command("POST", `/session/${this.session}/refresh`, {});
  }

  async run(fn, ...args) {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => ${call(fn, args)}).then(
        (value) => done({ value: value === undefined ? null : value }),
        (error) => done({ error: String(error && error.stack || error) }));`;
    const answer = await this.command("POST", `/session/${this.session}/execute/async`, { script, args: [] });
    if (answer && answer.error) throw new Error(answer.error);
    return answer?.value ?? null;
  }

  async tap(fn, ...args) {
    // The element's own point under the pointer: its centre, or another point of its box
    // where it is on top. (WebKitWebDriver's element origin finds no in-view centre of
    // an SVG <g>: "element not interactable".)
    const point = await this.command("POST", `/session/${this.session}/execute/sync`, {
      script: `const el = ${call(fn, args)};
        if (!el) return null;
        el.scrollIntoView({ block: "center", inline: "center" });
        const r = el.getBoundingClientRect();
        for (const [fx, fy] of [[0.5, 0.5], [0.3, 0.3], [0.7, 0.7], [0.3, 0.7], [0.7, 0.3]]) {
          const x = Math.round(r.left + r.width * fx), y = Math.round(r.top + r.height * fy);
          const hit = document.elementFromPoint(x, y);
          if (hit && (el === hit || el.contains(hit))) return { x, y };
        }
        return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2), covered: true };`,
      args: [],
    });
    if (!point) throw new Error(`nothing to tap: ${String(fn).slice(0, 160)}`);
    await this.command("POST", `/session/${this.session}/actions`, {
      actions: [
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", duration: 0, origin: "viewport", x: point.x, y: point.y },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ],
    });
    await this.command("DELETE", `/session/${this.session}/actions`);
  }

  errors() {
    return []; // classic WebDriver has no log: the probe (probe.js) hears them
  }

  async close() {
    try {
      await this.command("DELETE", `/session/${this.session}`, undefined, SESSION_MS);
    } finally {
      killGroup(this.process);
    }
  }
}

// A start answered in 0.4-4.6 s over some 70 starts here, under the journeys' load; one
// did not answer at all, and held its journey a whole minute before its second start
const SESSION_MS = 30_000;

/** End a WebKitWebDriver and whatever it started (MiniBrowser, its web processes). */
function killGroup(child) {
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}

export async function launch(engine, options) {
  if (engine === "firefox") return Firefox.launch(options);
  if (engine === "webkit") return WebKit.launch(options);
  throw new Error(`unknown engine ${engine}`);
}

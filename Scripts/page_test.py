#!/usr/bin/env python3
"""Drives the inspection page `stagehand inspect SESSION -o PAGE.html` writes in headless Chromium.

Usage: page_test.py PAGE.html SESSION.jsonl [SCREENSHOT.png]

Chromium is started with --remote-debugging-pipe: the DevTools protocol runs over file
descriptors 3 (commands to the browser) and 4 (its answers and events), as NUL-separated JSON
messages, so nothing but the Python standard library is needed. The script presses keys
(Right, End, Left, Home), clicks log rows, filters the log and switches sources, and after each
action compares what the page shows ([data-state].active, [data-transition].taken, the guard
values, the selected log row, the scrubber) with the session's own records. It exits 1 with a message at the first mismatch, 2 when Chromium cannot
be driven; every wait is bounded by a deadline, so it never hangs.
"""

import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
import base64

DEADLINE_SECONDS = 60


class Failure(Exception):
    """A mismatch between the page and the session."""


class Browser:
    """A headless Chromium driven over the DevTools pipe."""

    def __init__(self, deadline):
        self.deadline = deadline
        self.profile = tempfile.mkdtemp(prefix="stagehand-page-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def wire():
            # Copies above 4 first, so neither end is overwritten by the other's dup2.
            reading, writing = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(reading, 3)
            os.dup2(writing, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if binary is None:
            raise RuntimeError("chromium is not installed (apt-get install chromium)")
        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
             "--user-data-dir=" + self.profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=wire)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        # Uncaught exceptions the page's script threw (Runtime.exceptionThrown events).
        self.exceptions = []

    def close(self):
        try:
            self.process.kill()
            self.process.wait(timeout=10)
        except Exception:
            pass
        for fd in (self.to_browser, self.from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self):
        while b"\0" not in self.buffer:
            remaining = self.deadline - time.monotonic()
            if remaining <= 0:
                raise RuntimeError("timed out waiting for Chromium")
            ready, _, _ = select.select([self.from_browser], [], [], remaining)
            if not ready:
                raise RuntimeError("timed out waiting for Chromium")
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe (exit status %s)" % self.process.poll())
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, browser=False):
        """Sends a command and returns its result (events met on the way are dropped)."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not browser:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        for _ in range(100000):
            answer = self._read_message()
            if answer.get("method") == "Runtime.exceptionThrown":
                details = answer["params"]["exceptionDetails"]
                self.exceptions.append(details.get("exception", {}).get("description") or details.get("text"))
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError("%s failed: %s" % (method, answer["error"]))
                return answer.get("result", {})
        raise RuntimeError("no answer to %s" % method)

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError("the page threw: %s" % result["exceptionDetails"])
        return result["result"].get("value")

    def key(self, name):
        codes = {"ArrowRight": 39, "ArrowLeft": 37, "Home": 36, "End": 35}
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent", {
                "type": kind, "key": name, "code": name, "windowsVirtualKeyCode": codes[name],
                "nativeVirtualKeyCode": codes[name]})

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})


def recorded_steps(path):
    """Each source's step records, in order, and the sources in the order they were defined."""
    sources, steps = [], {}
    with open(path, encoding="utf-8") as session:
        for line in session:
            if not line.strip():
                continue
            record = json.loads(line)
            if record["kind"] in ("chart", "machine"):
                sources.append(record["source"])
                steps[record["source"]] = []
            elif record["kind"] == "step":
                steps[record["source"]].append(record)
    return sources, steps


STATE = """(() => {
  const active = [...document.querySelectorAll('section.source:not([hidden]) [data-state].active')]
    .map((node) => node.getAttribute('data-state'));
  const taken = [...document.querySelectorAll('section.source:not([hidden]) [data-transition].taken')]
    .map((node) => Number(node.getAttribute('data-transition')));
  const rows = [...document.querySelectorAll('#log tr.selected')].map((row) => Number(row.dataset.step));
  const guards = [...document.querySelectorAll('section.source:not([hidden]) [data-transition].guard-true, ' +
    'section.source:not([hidden]) [data-transition].guard-false')]
    .map((node) => [Number(node.getAttribute('data-transition')), node.classList.contains('guard-true')]);
  return { active, taken, rows, guards, scrubber: Number(document.getElementById('scrubber').value),
           source: Number(document.getElementById('source').value) };
})()"""


def expect(browser, label, source_index, step_index, sources, steps):
    record = steps[sources[source_index]][step_index]
    seen = browser.evaluate(STATE)
    expected_taken = sorted(t["index"] for t in record.get("transitions", []))
    problems = []
    if seen["source"] != source_index:
        problems.append("source %d shown, %d expected" % (seen["source"], source_index))
    if sorted(seen["active"]) != sorted(record["configuration"]):
        problems.append("active states %s, the session recorded %s" % (seen["active"], record["configuration"]))
    if record.get("transitions") is not None and sorted(seen["taken"]) != expected_taken:
        problems.append("transitions drawn taken %s, the session recorded %s" % (seen["taken"], expected_taken))
    # The last recorded outcome of each guard is the one the chart shows.
    expected_guards = sorted({index: holds for index, holds in record.get("guards", [])}.items())
    if sorted(tuple(pair) for pair in seen["guards"]) != expected_guards:
        problems.append("guards shown %s, the session recorded %s" % (seen["guards"], record.get("guards", [])))
    if seen["rows"] != [step_index]:
        problems.append("selected log rows %s, expected [%d]" % (seen["rows"], step_index))
    if seen["scrubber"] != step_index:
        problems.append("scrubber at %d, expected %d" % (seen["scrubber"], step_index))
    if problems:
        raise Failure("%s: step %d of '%s': %s" % (label, step_index, sources[source_index], "; ".join(problems)))
    guards = "".join(" (guard %d: %s)" % (index, str(holds).lower()) for index, holds in expected_guards)
    print("ok  %-28s %s #%d: %s%s" % (label, sources[source_index], step_index,
                                       ", ".join(record["configuration"]), guards))


def run(page, session, screenshot):
    sources, steps = recorded_steps(session)
    if not sources or not steps[sources[0]]:
        raise Failure("the session has no steps to check")
    browser = Browser(time.monotonic() + DEADLINE_SECONDS)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"}, browser=True)
        attached = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True},
                                browser=True)
        browser.session = attached["sessionId"]
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": 1280, "height": 860, "deviceScaleFactor": 1, "mobile": False})
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        browser.send("Page.navigate", {"url": "file://" + os.path.abspath(page)})
        for _ in range(200):
            if browser.evaluate("document.readyState === 'complete' && !!window.stagehandPage"):
                break
            time.sleep(0.05)
            if time.monotonic() > browser.deadline:
                raise RuntimeError("timed out waiting for the page to load")
        else:
            raise Failure("the page never finished loading (no window.stagehandPage)%s" % (
                "; its script threw: " + "; ".join(map(str, browser.exceptions)) if browser.exceptions else ""))

        first = steps[sources[0]]
        expect(browser, "loaded", 0, 0, sources, steps)
        browser.key("ArrowRight")
        expect(browser, "Right", 0, min(1, len(first) - 1), sources, steps)
        browser.key("End")
        expect(browser, "End", 0, len(first) - 1, sources, steps)
        browser.key("ArrowLeft")
        expect(browser, "Left", 0, max(0, len(first) - 2), sources, steps)
        browser.key("Home")
        expect(browser, "Home", 0, 0, sources, steps)
        # Click each log row in turn; discarded steps too.
        for index in range(len(first)):
            box = browser.evaluate(
                "(() => { const row = document.querySelector('#log tr[data-step=\"%d\"]');"
                " row.scrollIntoView({block: 'center'}); const r = row.cells[2].getBoundingClientRect();"
                " return [r.x + r.width / 2, r.y + r.height / 2]; })()" % index)
            browser.click(box[0], box[1])
            expect(browser, "click row %d" % index, 0, index, sources, steps)
        # The filter hides the rows that do not match.
        event = first[-1]["event"]["name"] if first[-1]["event"] else "start"
        visible = browser.evaluate(
            "(() => { const f = document.getElementById('filter'); f.value = %s;"
            " f.dispatchEvent(new Event('input')); return [...document.querySelectorAll('#log tr')]"
            ".filter((row) => !row.hidden).map((row) => Number(row.dataset.step)); })()" % json.dumps(event))
        needle = event.lower()
        wanted = [i for i, s in enumerate(first)
                  if needle in (s["event"]["name"].lower() if s["event"] else "(start)") or needle in s["origin"].lower()
                  or any(needle in state.lower() for state in s["configuration"])]
        if visible != wanted:
            raise Failure("filtering the log by %r left rows %s; the steps that mention it are %s" % (event, visible, wanted))
        print("ok  filter %-21r rows %s (steps mentioning it: %s)" % (event, visible, wanted))
        browser.evaluate("(() => { const f = document.getElementById('filter'); f.value = '';"
                         " f.dispatchEvent(new Event('input')); })()")
        # Every other source through the picker.
        for source_index in range(1, len(sources)):
            browser.evaluate("(() => { const p = document.getElementById('source'); p.value = '%d';"
                             " p.dispatchEvent(new Event('change')); })()" % source_index)
            expect(browser, "picker", source_index, 0, sources, steps)
            for index in range(1, len(steps[sources[source_index]])):
                browser.key("ArrowRight")
                expect(browser, "Right", source_index, index, sources, steps)
            browser.key("Home")
            expect(browser, "Home", source_index, 0, sources, steps)
            browser.key("End")
            expect(browser, "End", source_index, len(steps[sources[source_index]]) - 1, sources, steps)
        if screenshot:
            browser.evaluate("(() => { const p = document.getElementById('source'); p.value = '0';"
                             " p.dispatchEvent(new Event('change')); window.scrollTo(0, 0); })()")
            target_step = min(2, len(first) - 1)
            browser.evaluate("window.stagehandPage.show(%d); window.scrollTo(0, 0)" % target_step)
            expect(browser, "screenshot", 0, target_step, sources, steps)
            shot = browser.send("Page.captureScreenshot", {"format": "png"})
            with open(screenshot, "wb") as out:
                out.write(base64.b64decode(shot["data"]))
            print("wrote %s" % screenshot)
        if browser.exceptions:
            raise Failure("the page's script threw: %s" % "; ".join(map(str, browser.exceptions)))
    finally:
        browser.close()


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    started = time.monotonic()
    try:
        run(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) == 4 else None)
    except Failure as failure:
        print("page test failed: %s" % failure, file=sys.stderr)
        return 1
    except (RuntimeError, OSError, ValueError, KeyError) as error:
        print("page test could not drive Chromium: %s" % error, file=sys.stderr)
        return 2
    print("page test passed in %.1fs" % (time.monotonic() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""carckit preview, measured: the time from writing the spec to the page
showing it, and the server's memory through many saves.

    bench/preview_bench.py [--build build] [--set base-c1] [--latency 20] [--saves 1000]

Starts `carckit preview` on a copy of the set in a temporary folder and a
headless Chromium (Debian's `chromium`) on its page, driven over the DevTools
protocol (--remote-debugging-pipe). For the latency, each save's time is the
page's own clock when it applied the build (window.carckitPreview.appliedAt,
Date.now()) minus the time just before the write, so the polling here adds
nothing to it; the median of N saves is printed. For the memory, the spec is
saved N times in a row, each save waited for on the page, and the server's
resident set size (VmRSS) is printed every tenth of the way. Saves alternate
between the set and a variant with a shield on tile E, so each save redraws
one tile, as a designer's edit does.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


class Browser:
    """Headless Chromium over the DevTools pipe (fds 3 and 4 of the child)."""

    def __init__(self, profile):
        to_r, self.to_w = os.pipe()
        self.from_r, from_w = os.pipe()

        argv = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--disable-dev-shm-usage", "--user-data-dir=" + profile,
                "--remote-debugging-pipe", "about:blank"]
        pid = os.fork()
        if pid == 0:
            # The protocol on descriptors 3 and 4, moved out of the way first.
            a, b = os.dup(to_r) + 20, os.dup(from_w) + 20
            os.dup2(to_r, a)
            os.dup2(from_w, b)
            os.dup2(a, 3, inheritable=True)
            os.dup2(b, 4, inheritable=True)
            devnull = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(devnull, fd)
            os.execvp(argv[0], argv)
        self.pid = pid
        os.close(to_r)
        os.close(from_w)
        self.buffer = b""
        self.next_id = 1
        self.session = None

    def call(self, method, params=None, session=True):
        ident = self.next_id
        self.next_id += 1
        message = {"id": ident, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_w, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_r, 1 << 16)
                if not chunk:
                    raise RuntimeError("chromium went away")
                self.buffer += chunk
            frame, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(frame)
            if reply.get("id") == ident:
                if "error" in reply:
                    raise RuntimeError(str(reply["error"]))
                return reply.get("result", {})

    def open(self, url):
        target = self.call("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = self.call("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True},
                             session=False)
        self.session = attached["sessionId"]
        self.call("Page.enable")
        self.call("Page.navigate", {"url": url})

    def eval(self, expression):
        r = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return r.get("result", {}).get("value")

    def wait(self, expression, bound=30.0):
        deadline = time.time() + bound
        while time.time() < deadline:
            if self.eval("!!(" + expression + ")"):
                return True
            time.sleep(0.005)
        raise RuntimeError("timed out waiting for " + expression)

    def close(self):
        try:
            self.call("Browser.close", session=False)
        except Exception:
            pass
        for _ in range(500):
            if os.waitpid(self.pid, os.WNOHANG)[0] == self.pid:
                return
            time.sleep(0.02)
        os.kill(self.pid, 9)
        os.waitpid(self.pid, 0)


def rss_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def variant(text):
    """The set with a shield on tile E: one tile's picture differs."""
    old = "    edges: CFFF\n    cities:\n      - sides: [N]\n"
    assert old in text, "the bench edits base-c1's tile E"
    return text.replace(old, "    edges: CFFF\n    cities:\n      - sides: [N]\n        shields: 1\n", 1)


def save(path, texts, n):
    # Save n alternates between the set and its variant, so every save
    # changes one tile's picture, as a designer's edit of one tile does.
    with open(path, "w") as f:
        f.write(texts[n % 2])


def cpu_ms(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000.0 / os.sysconf("SC_CLK_TCK")


LOADED = ("[...document.querySelectorAll('#tiles img')].every(i => i.complete && i.naturalWidth > 0)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--set", default="base-c1")
    ap.add_argument("--latency", type=int, default=20)
    ap.add_argument("--saves", type=int, default=1000)
    args = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    work = tempfile.mkdtemp(prefix="carckit-preview-bench-")
    spec = os.path.join(work, args.set + ".yaml")
    shutil.copy(os.path.join(root, "tilesets", args.set + ".yaml"), spec)
    text = open(spec).read()
    texts = [text, variant(text)]
    server = subprocess.Popen([os.path.join(args.build, "carckit"), "preview", spec, "--port", "0"],
                              stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    url = line.split(" at ")[1].split(" ")[0]
    browser = Browser(os.path.join(work, "profile"))
    try:
        browser.open(url)
        browser.wait("window.carckitPreview && document.querySelectorAll('#tiles .tile').length > 0")
        n = 0
        latencies, loaded = [], []
        cpu_before = cpu_ms(server.pid)
        for _ in range(args.latency):
            seen = browser.eval("window.carckitPreview.generation")
            n += 1
            t0 = time.time() * 1000
            save(spec, texts, n)
            browser.wait("window.carckitPreview.generation > %d" % seen)
            latencies.append(browser.eval("window.carckitPreview.appliedAt") - t0)
            browser.wait(LOADED)
            loaded.append(time.time() * 1000 - t0)
            time.sleep(0.2)  # let any second event of the save settle before the next
        cpu = (cpu_ms(server.pid) - cpu_before) / args.latency
        print("%s: write to updated page, %d saves: median %.0f ms (min %.0f, max %.0f)" % (
            args.set, len(latencies), statistics.median(latencies), min(latencies), max(latencies)))
        print("  all: " + " ".join("%.0f" % x for x in latencies))
        print("  with the changed picture loaded too: median %.0f ms (polled every 5 ms)" % statistics.median(loaded))
        print("  server CPU per save: %.0f ms; load average %s" % (cpu, open("/proc/loadavg").read().split()[0]))
        start = rss_kb(server.pid)
        print("server memory through %d saves (VmRSS, kB): start %d" % (args.saves, start))
        step = max(1, args.saves // 10)
        for i in range(1, args.saves + 1):
            seen = browser.eval("window.carckitPreview.generation")
            n += 1
            save(spec, texts, n)
            browser.wait("window.carckitPreview.generation > %d" % seen)
            if i % step == 0:
                print("  after %4d saves: %d (build %d)" % (i, rss_kb(server.pid),
                                                          browser.eval("window.carckitPreview.generation")))
                sys.stdout.flush()
    finally:
        browser.close()
        server.send_signal(2)
        code = server.wait(timeout=30)
        print("server stopped by SIGINT, exit %d" % code)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Measures servarr-sim's footprint (docs/simulator.md, "Footprint"): start to ready with the
default seed, and peak RSS with the default seed and with --movies 20000 --series 2000 after both
libraries are read once. Build first: swift build -c release --product servarr-sim. Run from the
repository root: scripts/measure-simulator.py [runs]
"""
import os
import re
import signal
import statistics
import subprocess
import sys
import time
import urllib.request

BINARY = os.path.join(".build", "release", "servarr-sim")
KEY = "measure-key"


def start(*arguments):
    command = [BINARY, "--api-key", KEY, "--radarr-port", "0", "--sonarr-port", "0", "--lidarr-port", "0", *arguments]
    began = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    urls = {}
    for line in process.stdout:
        name, _, value = line.partition(": ")
        urls[name] = value.strip()
        if name == "Lidarr":
            break
    return process, urls, time.perf_counter() - began


def get(url):
    request = urllib.request.Request(url, headers={"X-Api-Key": KEY})
    with urllib.request.urlopen(request) as response:
        return len(response.read())


def peak_rss(*arguments, reads=()):
    """The process's peak resident set (VmHWM, what /usr/bin/time -v reports as its maximum
    resident set size) after start and after `reads`, in MB."""
    process, urls, _ = start(*arguments)

    def high_water_mark():
        with open(f"/proc/{process.pid}/status") as status:
            return int(re.search(r"VmHWM:\s+(\d+)", status.read()).group(1)) / 1024

    at_start = high_water_mark()
    for service, path in reads:
        get(urls[service] + path)
    after_reads = high_water_mark()
    process.send_signal(signal.SIGINT)
    process.wait()
    return at_start, after_reads


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    readiness = []
    for _ in range(runs):
        process, urls, elapsed = start()
        get(urls["Radarr"] + "/api/v3/system/status")
        readiness.append(elapsed * 1000)
        process.send_signal(signal.SIGINT)
        process.wait()
    print(f"start to ready, default seed: median {statistics.median(readiness):.0f} ms, best {min(readiness):.0f} ms ({runs} runs)")
    libraries = [("Radarr", "/api/v3/movie"), ("Sonarr", "/api/v3/series")]
    for label, arguments in (("default seed", ()), ("--movies 20000 --series 2000", ("--movies", "20000", "--series", "2000"))):
        at_start, after_reads = peak_rss(*arguments, reads=libraries)
        print(f"peak RSS, {label}: {at_start:.0f} MB ready, {after_reads:.0f} MB after reading both libraries")


if __name__ == "__main__":
    main()

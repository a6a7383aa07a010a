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


def start(*arguments, timed=False):
    command = [BINARY, "--api-key", KEY, "--radarr-port", "0", "--sonarr-port", "0", "--lidarr-port", "0", *arguments]
    if timed:
        command = ["/usr/bin/time", "-v", *command]
    began = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
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
    process, urls, _ = start(*arguments, timed=True)
    for service, path in reads:
        get(urls[service] + path)
    process.send_signal(signal.SIGINT)
    _, errors = process.communicate()
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", errors)
    return int(match.group(1)) / 1024 if match else float("nan")


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
    print(f"peak RSS, default seed, libraries read: {peak_rss(reads=[('Radarr', '/api/v3/movie'), ('Sonarr', '/api/v3/series')]):.0f} MB")
    large = peak_rss("--movies", "20000", "--series", "2000", reads=[("Radarr", "/api/v3/movie"), ("Sonarr", "/api/v3/series")])
    print(f"peak RSS, --movies 20000 --series 2000, libraries read: {large:.0f} MB")


if __name__ == "__main__":
    main()

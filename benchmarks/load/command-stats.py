"""Prints the figures of one request of a Gatling report (its js/stats.js), for benchmarks/load/run:
accepted count, accepted per second, failed count, p50 and p99 in ms.
Usage: command-stats.py <report folder> <request name>"""
import json
import re
import sys

report, name = sys.argv[1], sys.argv[2]
text = open(f"{report}/js/stats.js", encoding="utf-8").read()
decoder = json.JSONDecoder()
# stats.js is JavaScript, but each request's "stats: {...}" object in it is plain JSON
for match in re.finditer(r"stats: (\{)", text):
    stats, _ = decoder.raw_decode(text, match.start(1))
    if stats["name"] == name:
        print(stats["numberOfRequests"]["ok"], stats["meanNumberOfRequestsPerSecond"]["ok"],
              stats["numberOfRequests"]["ko"], stats["percentiles1"]["ok"], stats["percentiles4"]["ok"])
        sys.exit(0)
sys.exit(f"no request named {name!r} in {report}/js/stats.js")

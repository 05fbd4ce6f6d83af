#!/usr/bin/env python3
"""Splits a JFR recording's CPU samples of the service's own threads into the shares of a command's work.

    jfr print --events jdk.ExecutionSample --stack-depth 96 RECORDING.jfr | benchmarks/cpu-shares.py

A sample counts for the service when its thread is one of the service's (HTTP event loops, the worker threads
that run requests, the group commit's writer, the publication relay, the Kafka producer's I/O thread); the test
client, the broker and the database are other processes or other threads. Its share is the first frame, from the
top of the stack down, that belongs to one of the parts below; a sample with none is "other" (the JDK's own
code, logging). docs/benchmarks.md, "The lean request path (issue 31, step 4)".
"""
import re
import sys
from collections import Counter

SERVICE_THREADS = re.compile(r'^(executor-thread-|vert\.x-eventloop-thread-|vert\.x-worker-thread-|arbiter-group-commit'
                             r'|publication-relay|kafka-producer-network-thread)')
# first match from the top of the stack wins, so a library called by a part counts for the library's part
PARTS = [
    ('signing (Ed25519)', ('org.bouncycastle.', 'dev.arbiter.kernel.signing.')),
    ('hashing and canonical JSON', ('dev.arbiter.kernel.chain.', 'sun.security.provider.SHA', 'java.security.MessageDigest')),
    ('metrics (Micrometer)', ('io.micrometer.',)),
    ('tracing (OpenTelemetry)', ('io.opentelemetry.',)),
    ('append (JDBC, pool, PostgreSQL driver)', ('org.postgresql.', 'io.agroal.', 'dev.arbiter.kernel.store.')),
    ('relay and Kafka producer', ('org.apache.kafka.', 'dev.arbiter.kernel.publication.')),
    ('JSON (Jackson: request, answer, views)', ('com.fasterxml.jackson.',)),
    ('HTTP (Vert.x, Netty, RESTEasy)', ('io.vertx.', 'io.netty.', 'org.jboss.resteasy.', 'io.quarkus.vertx.', 'io.quarkus.resteasy.')),
    ('hand-offs (queues, parking, futures)', ('java.util.concurrent.', 'org.jboss.threads.', 'java.lang.Thread.')),
    ('rules, decider and the rest of the kernel', ('dev.arbiter.',)),
]

def part(frames):
    for frame in frames:
        for name, prefixes in PARTS:
            if frame.startswith(prefixes):
                return name
    return 'other'

def samples(lines):
    thread, frames, in_stack = None, [], False
    for line in lines:
        line = line.strip()
        if line.startswith('jdk.ExecutionSample'):
            thread, frames, in_stack = None, [], False
        elif line.startswith('sampledThread'):
            thread = line.split('"')[1]
        elif line.startswith('stackTrace = ['):
            in_stack = True
        elif in_stack and line == ']':
            in_stack = False
            yield thread, frames
        elif in_stack and line and line != '...':
            frames.append(line)

shares, others = Counter(), 0
for thread, frames in samples(sys.stdin):
    if thread and SERVICE_THREADS.match(thread):
        shares[part(frames)] += 1
    else:
        others += 1
total = sum(shares.values())
print(f'{total} samples on the service\'s threads ({others} on other threads left out)')
for name, count in shares.most_common():
    print(f'{100.0 * count / max(total, 1):5.1f} %  {count:6d}  {name}')

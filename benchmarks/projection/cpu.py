"""CPU per event of the projection's applying threads (executor-thread-*, from JFR's jdk.ThreadCPULoad, one reading a
second) and of the PostgreSQL backends serving the test (from /proc, one reading a second), in the live and the rebuild
window that ProjectionThroughputBenchmark printed, and where the applying threads' samples were. Usage: cpu.py <output dir>"""
import json
import re
import subprocess
import sys
from datetime import datetime, timedelta

CORES = 2
FRAMES = ['Envelope.parse', 'ObjectMapper.readTree', 'HashChain.ownHash', 'Envelope.instant', 'Instant.parse', 'GameStore.write',
          'CopyRows.copy', 'executeBatch', 'PanacheEntityBase.persist', 'TransactionImple.commit', 'TimelineLines.of',
          'LifeCycle.apply', 'GameStore.lock', 'GameStore.read']

out = sys.argv[1]
log = open(f'{out}/maven.log').read()
# the phase just before the rebuild: the paced live one when the run offered a rate, else the burst
live = list(re.finditer(r'BENCHMARK (?:live|burst): (\d+) events .* applied in ([\d.]+) s', log))[-1]
rebuild = json.loads(re.search(r'BENCHMARK rebuild: (\{.*\})', log).group(1))


def moment(text):
    return datetime.fromisoformat(text.rstrip('Z')[:26])


rebuild_start, rebuild_end = moment(rebuild['startedAt']), moment(rebuild['finishedAt'])
windows = {'live': (rebuild_start - timedelta(seconds=float(live.group(2))), rebuild_start, int(live.group(1))),
           'rebuild': (rebuild_start, rebuild_end, rebuild['records'])}
day = rebuild_start.date().isoformat()


def at(clock):
    return datetime.fromisoformat(f'{day}T{clock}')


def jfr(kind, depth=None):
    command = ['jfr', 'print', '--events', kind] + (['--stack-depth', str(depth)] if depth else []) + [f'{out}/projection.jfr']
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout.split(kind + ' {')[1:]


# a reading of a thread JFR could not name (one that ended) is left out
loads = [(at(re.search(r'startTime = (\S+)', e).group(1)), re.search(r'eventThread = "([^"]+)"', e).group(1),
          sum(float(x) for x in re.findall(r'(?:user|system) = ([\d.]+)%', e)) / 100) for e in jfr('jdk.ThreadCPULoad')
         if re.search(r'eventThread = "', e)]
samples = [(at(re.search(r'startTime = (\S+)', e).group(1)), re.search(r'sampledThread = "([^"]+)"', e).group(1), e)
           for e in jfr('jdk.ExecutionSample', 64)]
postgres = [line.split() for line in open(f'{out}/postgres.txt') if len(line.split()) == 3]

for name, (start, end, events) in windows.items():
    # a reading covers the second before it
    threads = {}
    for time, thread, load in loads:
        if start < time <= end + timedelta(seconds=0.5):
            key = 'executor-thread-*' if thread.startswith('executor-thread') else thread
            threads[key] = threads.get(key, 0) + load * CORES
    ticks_before, ticks_last = {}, {}
    for clock, pid, ticks in postgres:
        if at(clock) <= start:
            ticks_before[pid] = max(ticks_before.get(pid, 0), int(ticks))
        elif at(clock) <= end + timedelta(seconds=1):
            ticks_last[pid] = max(ticks_last.get(pid, 0), int(ticks))
    database = sum(ticks - ticks_before.get(pid, 0) for pid, ticks in ticks_last.items()) / 100
    print(f'{name}: {events} events in {(end - start).total_seconds():.1f} s')
    for thread, seconds in sorted(threads.items(), key=lambda t: -t[1])[:6]:
        print(f'  {thread:60s} {seconds:6.1f} s CPU  {seconds / events * 1e6:6.1f} us/event')
    print(f'  {"PostgreSQL backends of the test database":60s} {database:6.1f} s CPU  {database / events * 1e6:6.1f} us/event')
    applying = [e for time, thread, e in samples if start <= time <= end and thread.startswith('executor-thread')]
    print(f'  applying threads\' samples: {len(applying)}; share holding each frame:')
    for frame in FRAMES:
        share = sum(frame in e for e in applying) / max(len(applying), 1)
        if share:
            print(f'    {frame:40s} {100 * share:5.1f} %')

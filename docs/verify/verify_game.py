#!/usr/bin/env python3
"""Verify Arbiter games from their events, as described in docs/events.md.

Reads one or more files (or standard input, "-") holding a game's events, one per line, in any
of these forms:

  * a Kafka record as a JSON object: {"key": "<gameId>", "headers": {"ce_id": ...}, "value": "<envelope text>"}
  * a line of kafka-console-consumer output printed with print.headers=true and print.key=true:
        <header>:<value>,<header>:<value>,...<TAB><key><TAB><envelope text>
    (extra leading fields such as CreateTime:..., Partition:..., Offset:... are allowed)
  * a bare envelope: {"gameId": ..., "seq": ..., ...}

  * a REST feed item (GET /games/{id}/events): the envelope with the caller's "payload"

or reads one game (--game) itself: from a service's public feed (--from-service BASE_URL, paging
GET BASE_URL/games/<game>/events as a spectator), or from a topic on a plaintext Kafka listener
(--from-kafka HOST:PORT --topic arbiter.<ruleset>.events, its records as the broker holds them).

Repeated deliveries are dropped on (gameId, seq); a repeat must be byte for byte the first one.
For every game found it then checks, printing one line per check:

  * the Kafka key and the CloudEvents headers against the envelope (records only),
  * that each record value is the envelope's canonical JSON (records only),
  * seq continuity from 1, every hash and every previousHash link (envelope formats 1 and 2),
  * the life cycle: GameCreated first, each seat joined once, only PayloadOpened after GameEnded,
  * the revealed seed against the seed commitment (once the game has ended),
  * every sealed payload against its commitment, opened by its PayloadOpened (once ended), and
    that every publicPayload is its payload with hidden parts taken out,
  * every die found in payload or publicPayload (any object with exactly the members draw,
    sides and value), re-derived from the seed, the game id and the client seeds, including
    the rejection rule and the blocks it skipped, and the sides of every shuffle,
  * with --keys RULESET=FILE: every format 2 envelope's Ed25519 signature, under the keys of that
    file (the answer of GET /keys of the service of topic arbiter.RULESET.events), for the games
    whose envelopes name that ruleset only,
  * with --receipt FILE: that every event of a command's answer (seq and hash) is in the chain,
  * with --pack FILE: that a given content pack file's SHA-256 is the one the game's
    contentPack (<id>@<sha256>) names.

Exit status: 0 when every check holds, 1 when one fails, 2 for a usage error.
Standard library only; Python 3.8 or later.
"""

import argparse
import gzip
import hashlib
import hmac
import json
import os
import socket
import struct
import sys
import urllib.parse
import urllib.request

GENESIS = "0" * 64
COMMON_MEMBERS = ("gameId", "seq", "type", "ruleset", "rulesetVersion", "contentPack", "occurredAt",
                  "commandId", "seat", "round", "awaiting", "publicPayload", "previousHash", "hash")
# format 1 (no "format" member): the full payload inside; format 2: a commitment and a signature instead
FORMAT_MEMBERS = {1: COMMON_MEMBERS + ("payload",), 2: COMMON_MEMBERS + ("format", "sealed", "signature")}
OPENED = "PayloadOpened"
SIGNATURE_CONTEXT = "arbiter-event/1\n"
TWO_TO_32 = 1 << 32


class Report:
    def __init__(self, quiet):
        self.quiet = quiet
        self.failures = 0
        self.passes = 0

    def line(self, status, text):
        if status == "FAIL":
            self.failures += 1
        elif status == "PASS":
            self.passes += 1
        if not self.quiet or status == "FAIL" or status == "GAME":
            print(("%-4s  %s" % (status, text)) if status != "GAME" else text)

    def check(self, ok, text, why=""):
        self.line("PASS" if ok else "FAIL", text if ok or not why else text + ": " + why)
        return ok


# ---------------------------------------------------------------- canonical JSON (docs/events.md, "Canonical JSON")

class NotCanonical(ValueError):
    pass


def _no_float(text):
    raise NotCanonical("a fractional or exponent number (%s): canonical JSON holds integers only" % text)


def _no_constant(text):
    raise NotCanonical("%s is not JSON" % text)


def _no_duplicates(pairs):
    obj = {}
    for key, value in pairs:
        if key in obj:
            raise NotCanonical("member %r appears twice in one object" % key)
        obj[key] = value
    return obj


def parse_json(text):
    return json.loads(text, parse_float=_no_float, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)


_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _string(text):
    out = ['"']
    for ch in text:
        if ch in _SHORT_ESCAPES:
            out.append(_SHORT_ESCAPES[ch])
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _utf16_units(key):
    # big-endian UTF-16 bytes compare exactly as the sequence of UTF-16 code units does
    return key.encode("utf-16-be", "surrogatepass")


def canonical(value):
    """The canonical JSON text of a parsed JSON value."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list):
        return "[" + ",".join(canonical(item) for item in value) + "]"
    if isinstance(value, dict):
        keys = sorted(value, key=_utf16_units)
        return "{" + ",".join(_string(k) + ":" + canonical(value[k]) for k in keys) + "}"
    raise NotCanonical("%r has no canonical form" % (value,))


def envelope_format(envelope):
    return envelope.get("format", 1)


def envelope_hash(envelope):
    """Lowercase hex SHA-256 of the UTF-8 canonical JSON of the envelope's hashed members: all but
    hash and signature, and in format 2 all but payload too (a REST item's view of the event)."""
    left_out = {"hash", "signature"} | ({"payload"} if envelope_format(envelope) == 2 else set())
    hashed = {k: v for k, v in envelope.items() if k not in left_out}
    return hashlib.sha256(canonical(hashed).encode("utf-8")).hexdigest()


def sealed_commitment(seed, seq, payload):
    """docs/events.md, "Sealed payloads": SHA-256(salt || canonical payload), salt = HMAC-SHA256(seed, "arbiter-sealed/1\n<seq>")."""
    salt = hmac.new(seed, ("arbiter-sealed/1\n%d" % seq).encode("utf-8"), hashlib.sha256).digest()
    return hashlib.sha256(salt + canonical(payload).encode("utf-8")).hexdigest()


def redaction_of(public, full):
    """Whether public is full with hidden parts taken out: a value as null, a list as [], a list's elements one by one."""
    if public == full or public is None:
        return True
    if isinstance(public, list) and isinstance(full, list):
        return public == [] or (len(public) == len(full) and all(redaction_of(p, f) for p, f in zip(public, full)))
    if isinstance(public, dict) and isinstance(full, dict):
        return set(public) == set(full) and all(redaction_of(public[k], full[k]) for k in full)
    return False


# ---------------------------------------------------------------- Ed25519 verification (RFC 8032, section 5.1.7)

_P = 2 ** 255 - 19
_L = 2 ** 252 + 27742317777372353535851937790883648493
_D = -121665 * pow(121666, _P - 2, _P) % _P
_SQRT_M1 = pow(2, (_P - 1) // 4, _P)


def _point_add(a, b):
    # extended homogeneous coordinates (X, Y, Z, T), x = X/Z, y = Y/Z, xy = T/Z
    pa = (a[1] - a[0]) * (b[1] - b[0]) % _P
    pb = (a[1] + a[0]) * (b[1] + b[0]) % _P
    pc = 2 * a[3] * b[3] * _D % _P
    pd = 2 * a[2] * b[2] % _P
    e, f, g, h = pb - pa, pd - pc, pd + pc, pb + pa
    return (e * f % _P, g * h % _P, f * g % _P, e * h % _P)


def _point_mul(scalar, point):
    result = (0, 1, 1, 0)
    while scalar > 0:
        if scalar & 1:
            result = _point_add(result, point)
        point = _point_add(point, point)
        scalar >>= 1
    return result


def _point_equal(a, b):
    return (a[0] * b[2] - b[0] * a[2]) % _P == 0 and (a[1] * b[2] - b[1] * a[2]) % _P == 0


def _recover_x(y, sign):
    if y >= _P:
        return None
    x2 = (y * y - 1) * pow(_D * y * y + 1, _P - 2, _P) % _P
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (_P + 3) // 8, _P)
    if (x * x - x2) % _P != 0:
        x = x * _SQRT_M1 % _P
    if (x * x - x2) % _P != 0:
        return None
    return _P - x if (x & 1) != sign else x


def _decompress(data):
    if len(data) != 32:
        return None
    y = int.from_bytes(data, "little")
    sign = y >> 255
    y &= (1 << 255) - 1
    x = _recover_x(y, sign)
    return None if x is None else (x, y, 1, x * y % _P)


_G_Y = 4 * pow(5, _P - 2, _P) % _P
_G = _decompress(_G_Y.to_bytes(32, "little"))


def ed25519_verify(public_key, message, signature):
    """RFC 8032 verification: [s]B = R + [SHA-512(R || A || M)]A."""
    if len(public_key) != 32 or len(signature) != 64:
        return False
    a = _decompress(public_key)
    r = _decompress(signature[:32])
    s = int.from_bytes(signature[32:], "little")
    if a is None or r is None or s >= _L:
        return False
    h = int.from_bytes(hashlib.sha512(signature[:32] + public_key + message).digest(), "little") % _L
    return _point_equal(_point_mul(s, _G), _point_add(r, _point_mul(h, a)))


# ---------------------------------------------------------------- dice (docs/events.md, "Dice")

def dice_block(seed, game_id, client_seeds, k):
    """Block k: the first four bytes of HMAC-SHA256(seed, message), as an unsigned big-endian number."""
    message = "arbiter-dice/1\n" + game_id + "\n" + "".join(s + "\n" for s in client_seeds) + str(k)
    digest = hmac.new(seed, message.encode("utf-8"), hashlib.sha256).digest()
    return int.from_bytes(digest[:4], "big")


def accepts(u, sides):
    """Whether block value u yields a face for a die of this many sides (the rejection rule)."""
    return u < TWO_TO_32 - TWO_TO_32 % sides


def face(u, sides):
    return u % sides + 1


def is_roll(node):
    return isinstance(node, dict) and set(node) == {"draw", "sides", "value"}


def is_shuffle(node):
    return (isinstance(node, dict) and set(node) == {"rolls"} and isinstance(node["rolls"], list)
            and all(is_roll(r) for r in node["rolls"]))


def find(node, path, predicate, found):
    if predicate(node):
        found.append((path, node))
    if isinstance(node, dict):
        for key in sorted(node, key=_utf16_units):
            find(node[key], path + "." + key, predicate, found)
    elif isinstance(node, list):
        for i, item in enumerate(node):
            find(item, "%s[%d]" % (path, i), predicate, found)
    return found


def apply_shuffle(rolls, items):
    """Fisher-Yates as written down: the k-th roll (sides i+1, i = n-1-k) swaps item i with item value-1."""
    order = list(items)
    for k, roll in enumerate(rolls):
        i = len(items) - 1 - k
        j = roll["value"] - 1
        order[i], order[j] = order[j], order[i]
    return order


# ---------------------------------------------------------------- reading records

class Record:
    def __init__(self, where, envelope, raw, key, headers):
        self.where = where          # "file:line"
        self.envelope = envelope    # parsed envelope
        self.raw = raw              # the record value text, or None for a bare envelope
        self.key = key              # Kafka key, or None
        self.headers = headers      # dict of headers, or None


def parse_console_headers(text):
    if text in ("", "NO_HEADERS"):
        return {}
    headers = {}
    for part in text.split(","):
        name, sep, value = part.partition(":")
        headers[name] = value if sep else None
    return headers


def read_line(where, line):
    """One input line as a Record; raises ValueError when it is none of the accepted forms."""
    if line.startswith("{"):
        obj = parse_json(line)
        if "value" in obj and "gameId" not in obj:
            value = obj["value"]
            raw = value if isinstance(value, str) else None
            envelope = parse_json(value) if isinstance(value, str) else value
            return Record(where, envelope, raw, obj.get("key"), obj.get("headers") or {})
        return Record(where, obj, None, None, None)
    fields = line.split("\t")
    if len(fields) < 2 or not fields[-1].startswith("{"):
        raise ValueError("neither JSON nor headers<TAB>key<TAB>value")
    raw = fields[-1]
    key = fields[-2]
    headers = parse_console_headers(fields[-3]) if len(fields) >= 3 else None
    return Record(where, parse_json(raw), raw, key, headers)


def read_inputs(paths, report):
    records = []
    for path in paths:
        stream = sys.stdin if path == "-" else open(path, encoding="utf-8")
        try:
            for number, line in enumerate(stream, 1):
                line = line.rstrip("\r\n")
                if not line.strip():
                    continue
                where = "%s:%d" % ("stdin" if path == "-" else path, number)
                try:
                    records.append(read_line(where, line))
                except ValueError as e:
                    report.line("FAIL", "%s: unreadable line: %s" % (where, e))
        finally:
            if stream is not sys.stdin:
                stream.close()
    return records


def read_service(base_url, game_id, report):
    """A game's events as the service's public feed serves them (GET /games/{id}/events), paged with
    after=<last seq> until the last event reaches the answer's head; asked as a spectator."""
    records = []
    after, head = 0, None
    while head is None or after < head:
        url = "%s/games/%s/events?%s" % (base_url.rstrip("/"), urllib.parse.quote(game_id),
                                         urllib.parse.urlencode({"after": after, "limit": 500}))
        with urllib.request.urlopen(url, timeout=30) as answer:
            page = parse_json(answer.read().decode("utf-8"))
        head = page["head"]
        events = page["events"]
        if not events:
            report.line("FAIL", "%s: no events after seq %d although head is %d" % (url, after, head))
            break
        for number, envelope in enumerate(events):
            records.append(Record("%s#%d" % (url, number), envelope, None, None, None))
        after = events[-1]["seq"]
    return records


class KafkaReader:
    """Just enough of Kafka's protocol (Metadata v1, ListOffsets v1, Fetch v4, record batches v2, no
    compression but gzip) to read a topic from its first offset to its end, over plain TCP."""

    def __init__(self, bootstrap):
        self.bootstrap = bootstrap
        self.correlation = 0

    def _call(self, address, api_key, version, body):
        host, _, port = address.rpartition(":")
        self.correlation += 1
        header = struct.pack(">hhi", api_key, version, self.correlation) + _kstring("verify_game")
        message = header + body
        with socket.create_connection((host, int(port)), timeout=30) as s:
            s.sendall(struct.pack(">i", len(message)) + message)
            size = struct.unpack(">i", _receive(s, 4))[0]
            answer = _receive(s, size)
        return _Reader(answer[4:])

    def records(self, topic):
        meta = self._call(self.bootstrap, 3, 1, struct.pack(">i", 1) + _kstring(topic))
        brokers = {}
        for _ in range(meta.int32()):
            node, host, port = meta.int32(), meta.string(), meta.int32()
            meta.string()  # rack
            brokers[node] = "%s:%d" % (host, port)
        meta.int32()  # controller
        leaders = {}
        for _ in range(meta.int32()):
            error, name = meta.int16(), meta.string()
            meta.int8()  # internal
            for _ in range(meta.int32()):
                meta.int16()
                partition, leader = meta.int32(), meta.int32()
                meta.skip_int32s()
                meta.skip_int32s()
                leaders[partition] = brokers[leader]
            if error:
                raise ValueError("topic %s: Kafka error %d" % (name, error))
        for partition in sorted(leaders):
            start, end = (self._offset(leaders[partition], topic, partition, t) for t in (-2, -1))
            while start < end:
                batch_records = self._fetch(leaders[partition], topic, partition, start)
                if not batch_records:
                    raise ValueError("%s-%d: nothing fetched at offset %d of %d" % (topic, partition, start, end))
                for offset, key, value, headers in batch_records:
                    if start <= offset < end:
                        yield partition, offset, key, value, headers
                start = max(start, batch_records[-1][0] + 1)

    def _offset(self, address, topic, partition, timestamp):
        body = struct.pack(">ii", -1, 1) + _kstring(topic) + struct.pack(">iiq", 1, partition, timestamp)
        r = self._call(address, 2, 1, body)
        r.int32()
        r.string()
        r.int32()
        r.int32()
        error, _, offset = r.int16(), r.int64(), r.int64()
        if error:
            raise ValueError("%s-%d: Kafka error %d listing offsets" % (topic, partition, error))
        return offset

    def _fetch(self, address, topic, partition, offset):
        body = (struct.pack(">iiiib", -1, 1000, 1, 4 << 20, 1) + struct.pack(">i", 1) + _kstring(topic)
                + struct.pack(">iiqi", 1, partition, offset, 4 << 20))
        r = self._call(address, 1, 4, body)
        r.int32()
        r.int32()
        r.string()
        r.int32()
        r.int32()
        error = r.int16()
        if error:
            raise ValueError("%s-%d: Kafka error %d fetching" % (topic, partition, error))
        r.int64()
        r.int64()
        aborted = r.int32()
        for _ in range(max(aborted, 0)):
            r.int64()
            r.int64()
        size = r.int32()
        return _batches(r.take(max(size, 0)))


def _kstring(text):
    data = text.encode("utf-8")
    return struct.pack(">h", len(data)) + data


def _receive(sock, n):
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise ValueError("Kafka closed the connection")
        data += chunk
    return data


class _Reader:
    def __init__(self, data):
        self.data, self.at = data, 0

    def take(self, n):
        part = self.data[self.at:self.at + n]
        self.at += n
        return part

    def _unpack(self, fmt):
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def int8(self):
        return self._unpack(">b")

    def int16(self):
        return self._unpack(">h")

    def int32(self):
        return self._unpack(">i")

    def int64(self):
        return self._unpack(">q")

    def string(self):
        n = self.int16()
        return None if n < 0 else self.take(n).decode("utf-8")

    def skip_int32s(self):
        self.take(4 * self.int32())

    def varint(self):
        shift, value = 0, 0
        while True:
            byte = self.take(1)[0]
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return (value >> 1) ^ -(value & 1)

    def varbytes(self):
        n = self.varint()
        return None if n < 0 else self.take(n)


def _batches(data):
    """(offset, key, value, headers) of every record in these record batches (magic 2); a batch cut off at the end is left out."""
    out = []
    r = _Reader(data)
    while len(data) - r.at >= 12:
        base_offset, length = r.int64(), r.int32()
        if len(data) - r.at < length:
            break
        batch = _Reader(r.take(length))
        batch.int32()
        if batch.int8() != 2:
            raise ValueError("record batch of magic other than 2 at offset %d" % base_offset)
        batch.take(4)
        attributes = batch.int16()
        batch.take(4 + 8 + 8 + 8 + 2 + 4)
        count = batch.int32()
        body = batch.take(len(batch.data) - batch.at)
        if attributes & 0x20:
            continue  # a control batch (transactions), no records of the topic's own
        if attributes & 0x07 == 1:
            body = gzip.decompress(body)
        elif attributes & 0x07:
            raise ValueError("record batch compressed with codec %d: only none and gzip are read" % (attributes & 0x07))
        records = _Reader(body)
        for _ in range(count):
            records.varint()
            records.int8()
            records.varint()
            offset_delta = records.varint()
            key, value = records.varbytes(), records.varbytes()
            headers = {}
            for _ in range(records.varint()):
                name, header_value = records.varbytes(), records.varbytes()
                headers[name.decode("utf-8")] = None if header_value is None else header_value.decode("utf-8")
            out.append((base_offset + offset_delta, key, value, headers))
    return out


def read_kafka(bootstrap, topic, game_id, report):
    """A game's records as the topic holds them, from its first offset to its end; the topic
    arbiter.<ruleset>.events carries that ruleset's events only (docs/events.md, Signatures)."""
    ruleset = topic[len("arbiter."):-len(".events")] if topic.startswith("arbiter.") and topic.endswith(".events") else None
    records = []
    for partition, offset, key, value, headers in KafkaReader(bootstrap).records(topic):
        if key is not None and key.decode("utf-8") == game_id:
            raw = value.decode("utf-8")
            records.append(Record("%s-%d@%d" % (topic, partition, offset), parse_json(raw), raw, game_id, headers))
    others = sorted({str(r.envelope.get("ruleset")) for r in records} - {ruleset})
    report.check(not others, "topic %s: every envelope's ruleset is %s" % (topic, ruleset),
                 "envelopes of ruleset %s on it" % ", ".join(others))
    return records


# ---------------------------------------------------------------- checks

def check_records(game_id, records, report):
    """Key, headers and canonical form of the Kafka records of one game (every delivery, repeats included)."""
    kafka = [r for r in records if r.raw is not None or r.headers is not None]
    if not kafka:
        report.line("SKIP", "records: bare envelopes, no Kafka key or headers to check")
        return
    problems = []
    not_canonical = []
    for r in kafka:
        e = r.envelope
        if r.key is not None and r.key != game_id:
            problems.append("%s: key %r is not the gameId" % (r.where, r.key))
        if r.headers is not None:
            expected = {
                "ce_specversion": "1.0",
                "ce_id": "%s/%s" % (game_id, e.get("seq")),
                "ce_source": "/arbiter/%s/games/%s" % (e.get("ruleset"), game_id),
                "ce_type": "dev.arbiter.%s.%s" % (e.get("ruleset"), e.get("type")),
                "ce_time": e.get("occurredAt"),
                "ce_subject": str(e.get("seq")),
                "content-type": "application/json",
            }
            for name, value in expected.items():
                if r.headers.get(name) != value:
                    problems.append("%s: header %s is %r, expected %r" % (r.where, name, r.headers.get(name), value))
        if r.raw is not None:
            try:
                if canonical(e) != r.raw:
                    not_canonical.append(r.where)
            except NotCanonical as err:
                not_canonical.append("%s (%s)" % (r.where, err))
    with_headers = sum(1 for r in kafka if r.headers is not None)
    report.check(not problems, "records: key is the gameId and the CloudEvents headers match the envelope (%d records, %d with headers)"
                 % (len(kafka), with_headers), "; ".join(problems[:5]) + (" ..." if len(problems) > 5 else ""))
    raw_count = sum(1 for r in kafka if r.raw is not None)
    if raw_count:
        report.check(not not_canonical, "records: every value is the envelope's canonical JSON (%d values)" % raw_count,
                     "not canonical at " + ", ".join(not_canonical[:5]))


def dedupe(records):
    """First delivery of each seq, and each later delivery paired with the first one it repeats."""
    by_seq = {}
    repeats = []
    for r in records:
        seq = r.envelope.get("seq")
        if seq in by_seq:
            repeats.append((by_seq[seq], r))
        else:
            by_seq[seq] = r
    return by_seq, repeats


def check_repeats(repeats, report):
    """A repeated delivery must be byte for byte the first one (the same envelope, for bare envelopes)."""
    for first, r in repeats:
        if first.raw is not None and r.raw is not None:
            same = first.raw == r.raw
        else:
            same = canonical(first.envelope) == canonical(r.envelope)
        report.check(same, "repeat: seq %s at %s is the same as its first delivery at %s" % (r.envelope.get("seq"), r.where, first.where),
                     "the two deliveries differ")


def check_chain(envelopes, report):
    """Seq continuity from 1, each hash, each previousHash link."""
    seqs = [e["seq"] for e in envelopes]
    expected = list(range(1, len(envelopes) + 1))
    if not report.check(seqs == expected, "seq: events 1..%d, none missing" % len(envelopes),
                        "have %s" % describe_runs(seqs)):
        return False
    intact = True
    previous = GENESIS
    for e in envelopes:
        try:
            computed = envelope_hash(e)
        except (NotCanonical, UnicodeEncodeError) as err:
            computed = "(no canonical form: %s)" % err
        intact &= report.check(computed == e.get("hash"), "seq %d %s: hash %s" % (e["seq"], e.get("type"), e.get("hash")),
                               "the canonical JSON hashes to %s" % computed)
        link = "64 zeros" if e["seq"] == 1 else "hash of seq %d" % (e["seq"] - 1)
        intact &= report.check(e.get("previousHash") == previous, "seq %d: previousHash is the %s" % (e["seq"], link),
                               "it is %s, expected %s" % (e.get("previousHash"), previous))
        previous = e.get("hash")
    return intact


def describe_runs(seqs):
    if not seqs:
        return "no events"
    runs, start, prev = [], seqs[0], seqs[0]
    for s in seqs[1:] + [None]:
        if s is not None and isinstance(prev, int) and s == prev + 1:
            prev = s
            continue
        runs.append(str(start) if start == prev else "%s..%s" % (start, prev))
        start = prev = s
    return ", ".join(runs)


def check_envelopes(game_id, envelopes, report):
    problems = []
    first = envelopes[0]
    for e in envelopes:
        fmt = envelope_format(e)
        if fmt not in FORMAT_MEMBERS:
            problems.append("seq %s has format %r, not one this verifier knows (1 or 2)" % (e.get("seq"), fmt))
            continue
        missing = [m for m in FORMAT_MEMBERS[fmt] if m not in e]
        # a REST item adds the caller's payload to a format 2 envelope
        extra = sorted(set(e) - set(FORMAT_MEMBERS[fmt]) - ({"payload"} if fmt == 2 else set()))
        if missing or extra:
            problems.append("seq %s (format %d)%s%s" % (e.get("seq"), fmt, " lacks " + ", ".join(missing) if missing else "",
                                                       " has unknown " + ", ".join(extra) if extra else ""))
            continue
        for member in ("ruleset", "rulesetVersion", "contentPack"):
            if e[member] != first[member]:
                problems.append("seq %s has %s %r, seq 1 has %r" % (e["seq"], member, e[member], first[member]))
        if not isinstance(e.get("payload", {}), dict) or not isinstance(e["publicPayload"], dict):
            problems.append("seq %s: payload and publicPayload must be objects" % e["seq"])
    formats = sorted({envelope_format(e) for e in envelopes}, key=str)
    return report.check(not problems, "envelopes: exactly the members of their format (%s); ruleset, rulesetVersion and "
                        "contentPack the same throughout" % ", ".join(map(str, formats)), "; ".join(problems[:5]))


def check_lifecycle(envelopes, report):
    """GameCreated first, each seat joined once, GameEnded last. Returns (seats, client seeds, seq of the last join, ended)."""
    created = envelopes[0]
    if not report.check(created.get("type") == "GameCreated", "life cycle: seq 1 is GameCreated", "it is %s" % created.get("type")):
        return None
    payload = created["publicPayload"]
    seats = payload.get("seats")
    commitment = payload.get("seedCommitment")
    report.check(isinstance(seats, int) and seats >= 1 and isinstance(commitment, str) and len(commitment) == 64,
                 "life cycle: GameCreated has %s seats and seedCommitment %s" % (seats, commitment))
    joined = {}
    problems = []
    ended = None
    for e in envelopes:
        if e["type"] == "GameCreated" and e["seq"] != 1:
            problems.append("a second GameCreated at seq %d" % e["seq"])
        if e["type"] == "SeatJoined":
            seat = e["publicPayload"].get("seat")
            if not isinstance(seat, int) or not 0 <= seat < (seats or 0):
                problems.append("seq %d joins seat %r, not one of 0..%s" % (e["seq"], seat, (seats or 0) - 1))
            elif seat in joined:
                problems.append("seq %d joins seat %d again" % (e["seq"], seat))
            else:
                joined[seat] = e
        if e["type"] == "GameEnded":
            ended = e
        elif ended is not None and e["type"] != OPENED:
            problems.append("%s at seq %d follows GameEnded: only PayloadOpened may" % (e["type"], e["seq"]))
        if e["type"] == OPENED and ended is None:
            problems.append("PayloadOpened at seq %d comes before GameEnded" % e["seq"])
    report.check(not problems, "life cycle: seats joined once each (%d of %s taken)%s" %
                 (len(joined), seats, ", only PayloadOpened events follow GameEnded" if ended else ", no GameEnded yet"),
                 "; ".join(problems))
    client_seeds = None
    last_join = None
    if isinstance(seats, int) and len(joined) == seats:
        client_seeds = [joined[s]["publicPayload"].get("clientSeed") or "" for s in range(seats)]
        last_join = max(j["seq"] for j in joined.values())
    return seats, commitment, client_seeds, last_join, ended


def check_commitment(commitment, ended, report):
    if ended is None:
        report.line("SKIP", "seed: the game has not ended, its seed is still secret")
        return None
    seed_hex = ended["publicPayload"].get("seed")
    try:
        seed = bytes.fromhex(seed_hex)
    except (TypeError, ValueError):
        report.check(False, "seed: GameEnded reveals a seed", "%r is not hex" % (seed_hex,))
        return None
    ok = len(seed) == 32 and hashlib.sha256(seed).hexdigest() == commitment
    report.check(ok, "seed: SHA-256 of the revealed seed %s is the commitment %s" % (seed_hex, commitment),
                 "it is %s (%d bytes)" % (hashlib.sha256(seed).hexdigest(), len(seed)))
    return seed if ok else None


def full_payloads(envelopes, seed, ended, report):
    """The full payload of every event, seq -> payload, where it is known: a format 1 envelope's own,
    the publicPayload of a format 2 envelope that seals nothing, and a sealed one's as its
    PayloadOpened opens it, checked against the commitment. Also checks that each publicPayload is its
    payload with hidden parts taken out, and that a REST item's payload, if shown in full, is that one."""
    full = {}
    for e in envelopes:
        if e["type"] == OPENED:
            continue
        if envelope_format(e) == 1:
            full[e["seq"]] = e["payload"]
        elif e["sealed"] is None:
            full[e["seq"]] = e["publicPayload"]
            if "payload" in e:
                report.check(e["payload"] == e["publicPayload"], "seq %d %s: seals nothing, and its payload is its publicPayload"
                             % (e["seq"], e["type"]), "the payload shown differs")
    sealed = {e["seq"]: e for e in envelopes if envelope_format(e) == 2 and e["sealed"] is not None and e["type"] != OPENED}
    openings = [e for e in envelopes if e["type"] == OPENED]
    if ended is None:
        report.line("INFO", "sealed: %d events seal a payload; they are opened when the game ends" % len(sealed))
    else:
        opened = [o["publicPayload"].get("seq") for o in openings]
        report.check(opened == sorted(sealed), "sealed: one PayloadOpened for each of the %d sealed events, in seq order" % len(sealed),
                     "opened %s, sealed %s" % (describe_runs(opened), describe_runs(sorted(sealed))))
        for o in openings:
            seq, payload = o["publicPayload"].get("seq"), o["publicPayload"].get("payload")
            target = sealed.get(seq)
            if target is None or not isinstance(payload, dict):
                report.check(False, "opening at seq %d" % o["seq"], "seq %r sealed nothing" % (seq,))
                continue
            text = "opening at seq %d: seq %d %s's payload opens its commitment %s" % (o["seq"], seq, target["type"], target["sealed"])
            if seed is None:
                report.line("SKIP", text + " (no valid seed to derive the salt)")
            elif report.check(sealed_commitment(seed, seq, payload) == target["sealed"], text,
                              "it hashes to %s" % sealed_commitment(seed, seq, payload)):
                full[seq] = payload
                if "payload" in target:
                    report.check(target["payload"] == payload, "seq %d: the payload shown is the one opened" % seq, "they differ")
    redacted = [e["seq"] for e in envelopes if e["seq"] in full and not redaction_of(e["publicPayload"], full[e["seq"]])]
    report.check(not redacted, "publicPayload: each is its payload with hidden parts taken out (%d events with a known payload)"
                 % len(full), "not so at seq " + describe_runs(redacted))
    return full


def check_signatures(envelopes, keys_by_ruleset, report):
    """Every format 2 envelope's signature: Ed25519 by the key it names, over "arbiter-event/1\n" + hash,
    among the keys of its own ruleset's service only (a key of another service proves nothing)."""
    signed = [e for e in envelopes if envelope_format(e) == 2]
    if not signed:
        return
    ruleset = envelopes[0].get("ruleset")
    if not keys_by_ruleset:
        report.line("SKIP", "signatures: %d not checked: no --keys RULESET=FILE given (GET /keys)" % len(signed))
        return
    keys = keys_by_ruleset.get(ruleset, {})
    bad = []
    for e in signed:
        signature = e.get("signature") or {}
        key = keys.get(signature.get("keyId"))
        try:
            ok = key is not None and ed25519_verify(key, (SIGNATURE_CONTEXT + e["hash"]).encode("utf-8"),
                                                     bytes.fromhex(signature.get("value", "")))
        except (TypeError, ValueError):
            ok = False
        if not ok:
            bad.append("seq %d (key %s%s)" % (e["seq"], signature.get("keyId"), "" if key else ", not among the keys given for %s" % ruleset))
    report.check(not bad, "signatures: all %d format 2 events signed by a key of the %s service (%s)"
                 % (len(signed), ruleset, ", ".join(sorted(keys)) or "none given"),
                 "bad at " + ", ".join(bad[:5]) + (" ..." if len(bad) > 5 else ""))


def check_receipts(game_id, envelopes, receipts, report):
    """Each receipt event (seq, hash) of this game, from a command's answer, must be in the chain."""
    hashes = {e["seq"]: e["hash"] for e in envelopes}
    for where, receipt in receipts:
        if receipt.get("gameId") != game_id:
            continue
        events = receipt.get("events") or []
        missing = ["seq %s" % r.get("seq") for r in events if hashes.get(r.get("seq")) != r.get("hash")]
        report.check(events and not missing, "receipt %s: command %s, events %s, all in the chain with the same hashes"
                     % (where, receipt.get("commandId"), describe_runs([r.get("seq") for r in events])),
                     "not in the chain: " + ", ".join(missing) if events else "it names no events")


def check_dice(game_id, envelopes, full, seed, client_seeds, last_join, report):
    rolls = []  # (draw, sides, value, seq, where)
    shuffles = []
    for e in envelopes:
        if e["type"] == OPENED:
            continue  # its payload counts as the payload of the event it opens
        members = {"payload": full[e["seq"]]} if e["seq"] in full else {}
        members["publicPayload"] = e["publicPayload"]
        for member, value in members.items():
            for path, roll in find(value, member, is_roll, []):
                rolls.append((roll, e["seq"], "seq %d %s %s" % (e["seq"], e["type"], path)))
            if member == "payload":
                for path, shuffle in find(value, member, is_shuffle, []):
                    shuffles.append((shuffle, "seq %d %s %s" % (e["seq"], e["type"], path)))
    if not rolls:
        report.line("SKIP", "dice: no rolls in this game")
        return
    bad = [where for roll, _, where in rolls
           if not all(isinstance(roll[m], int) and not isinstance(roll[m], bool) for m in ("draw", "sides", "value"))
           or roll["draw"] < 0 or roll["sides"] < 1]
    distinct = len({json.dumps(roll, sort_keys=True) for roll, _, _ in rolls})
    if not report.check(not bad, "dice: %d rolls found (%d distinct), each with whole-number draw >= 0 and sides >= 1"
                        % (len(rolls), distinct),
                        "malformed at " + ", ".join(bad[:5])):
        return
    early = [where for roll, seq, where in rolls if last_join is None or seq <= last_join]
    report.check(not early, "dice: no roll before every seat is taken (the last SeatJoined is seq %s)" % last_join,
                 "rolled early at " + ", ".join(early[:5]))
    for shuffle, where in shuffles:
        sides = [r["sides"] for r in shuffle["rolls"]]
        n = len(sides) + 1
        ok = sides == list(range(n, 1, -1))
        text = "shuffle %s: %d items, roll sides %s" % (where, n, ",".join(map(str, sides)) or "none")
        if ok:
            text += "; items 1..%d end up in the order %s" % (n, apply_shuffle(shuffle["rolls"], list(range(1, n + 1))))
        report.check(ok, text, "expected sides %s" % ",".join(map(str, range(n, 1, -1))))
    if seed is None or client_seeds is None:
        report.line("SKIP", "dice: %d rolls not re-derived: %s" % (len(rolls), "the seed is not revealed" if seed is None
                                                                         else "not every seat is taken"))
        return
    report.line("INFO", "dice: client seeds in seat order %s" % json.dumps(client_seeds))
    # one roll per draw index; the same roll may appear more than once (payload and publicPayload)
    by_draw = {}
    for roll, seq, where in rolls:
        key = roll["draw"]
        if key in by_draw:
            first, first_where = by_draw[key]
            if (first["sides"], first["value"]) != (roll["sides"], roll["value"]):
                report.check(False, "dice: draw %d at %s" % (key, where),
                             "it is d%d = %d here but d%d = %d at %s" % (roll["sides"], roll["value"], first["sides"],
                                                                      first["value"], first_where))
            continue
        by_draw[key] = (roll, where)
    expected_draw = 0
    for draw in sorted(by_draw):
        roll, where = by_draw[draw]
        sides, value = roll["sides"], roll["value"]
        # blocks between the previous roll and this one must all be rejected for this die
        skipped = []
        for k in range(expected_draw, draw):
            u = dice_block(seed, game_id, client_seeds, k)
            skipped.append((k, u, accepts(u, sides)))
        u = dice_block(seed, game_id, client_seeds, draw)
        gap_ok = all(not ok for _, _, ok in skipped)
        text = "dice %s: draw %d d%d = %d (block %d = %d)" % (where, draw, sides, value, draw, u)
        if skipped and gap_ok:
            text += ", after rejected block(s) %s" % ", ".join("%d = %d" % (k, v) for k, v, _ in skipped)
        if not gap_ok:
            unused = [k for k, _, ok in skipped if ok]
            report.check(False, text, "block(s) %s would have given a face, so they cannot have been skipped: "
                                      "a roll is missing from the events" % unused)
        elif not accepts(u, sides):
            report.check(False, text, "block %d is rejected for d%d (%d >= %d)" % (draw, sides, u, TWO_TO_32 - TWO_TO_32 % sides))
        else:
            report.check(face(u, sides) == value, text, "the block gives %d" % face(u, sides))
        expected_draw = draw + 1


def check_content_pack(envelopes, pack_hashes, report):
    """The game's contentPack against the SHA-256 of the pack files given (docs/events.md, Check a content pack)."""
    pin = envelopes[0].get("contentPack")
    if pin is None:
        return
    sha = pin.rsplit("@", 1)[-1]
    if not pack_hashes:
        report.line("SKIP", "content pack %s: no pack file given (--pack FILE; GET /content/<id>/raw serves it)" % pin)
        return
    report.check(sha in pack_hashes, "content pack %s: the bytes of %s" % (pin, pack_hashes.get(sha, "a given file")),
                 "no file given hashes to %s (given: %s)" % (sha, ", ".join("%s = %s" % (f, h) for h, f in pack_hashes.items())))


def verify_game(game_id, records, report, pack_hashes, keys, receipts):
    by_seq, repeats = dedupe(records)
    envelopes = [by_seq[seq].envelope for seq in sorted(by_seq)]
    first = envelopes[0]
    report.line("GAME", "game %s: %d events (%d repeated deliveries dropped), ruleset %s %s"
                % (game_id, len(envelopes), len(repeats), first.get("ruleset"), first.get("rulesetVersion")))
    check_repeats(repeats, report)
    check_records(game_id, records, report)
    if not check_envelopes(game_id, envelopes, report):
        return
    check_chain(envelopes, report)
    check_signatures(envelopes, keys, report)
    check_receipts(game_id, envelopes, receipts, report)
    check_content_pack(envelopes, pack_hashes, report)
    lifecycle = check_lifecycle(envelopes, report)
    if lifecycle is None:
        return
    seats, commitment, client_seeds, last_join, ended = lifecycle
    seed = check_commitment(commitment, ended, report)
    full = full_payloads(envelopes, seed, ended, report)
    check_dice(game_id, envelopes, full, seed, client_seeds, last_join, report)


# docs/events.md, "Test vectors": the commitment to {"secrets":[4,5]} at seq 4 with the test seed
SEALED_VECTOR = "622b8dee6fc5192da914d5d2e10bcb6caa5f64753c31638501404e857207f19b"


def self_test():
    """Known answers from docs/events.md, "Test vectors"."""
    seed = bytes(range(32))
    assert hashlib.sha256(seed).hexdigest() == "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    draws, k = [], 0
    for sides in (6, 6, 6, 10, 2, 6):
        while not accepts(dice_block(seed, "g-1", ["alice", ""], k), sides):
            k += 1
        draws.append((k, sides, face(dice_block(seed, "g-1", ["alice", ""], k), sides)))
        k += 1
    assert draws == [(0, 6, 3), (1, 6, 6), (2, 6, 6), (3, 10, 7), (4, 2, 1), (5, 6, 6)], draws
    # a die with 1431655766 sides rejects a third of all blocks: blocks 1, 2, 3 and 5 are skipped here
    draws, k = [], 0
    for _ in range(4):
        while not accepts(dice_block(seed, "g-1", ["alice", ""], k), 1431655766):
            k += 1
        draws.append((k, face(dice_block(seed, "g-1", ["alice", ""], k), 1431655766)))
        k += 1
    assert draws == [(0, 1119310677), (4, 415403475), (6, 664071255), (7, 518775486)], draws
    assert hmac.new(seed, b"arbiter-dice/1\ng-1\nalice\n\n0", hashlib.sha256).hexdigest() == \
        "42b75354ae858ac5d18c9d566c943c342aafeb94c8720e046ed7ffe84545e63a"
    assert canonical(parse_json('{"b":[1,null,true],"a":"x\\u001fy\\n\\"","\\u00e9":{},"Z":-7}')) == \
        '{"Z":-7,"a":"x\\u001fy\\n\\"","b":[1,null,true],"\u00e9":{}}'
    assert sorted(["\uff61", "\U0001f600"], key=_utf16_units) == ["\U0001f600", "\uff61"]
    assert apply_shuffle([{"draw": i, "sides": 6 - i, "value": 1} for i in range(5)], [1, 2, 3, 4, 5, 6]) == [2, 3, 4, 5, 6, 1]
    # RFC 8032, section 7.1, TEST 1 (the empty message), and the same signature of another message
    rfc_key = bytes.fromhex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
    rfc_signature = bytes.fromhex("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
    assert ed25519_verify(rfc_key, b"", rfc_signature)
    assert not ed25519_verify(rfc_key, b"x", rfc_signature)
    assert sealed_commitment(seed, 4, {"secrets": [4, 5]}) == SEALED_VECTOR, sealed_commitment(seed, 4, {"secrets": [4, 5]})
    assert redaction_of({"a": None, "b": [], "c": [None, 2]}, {"a": 1, "b": [3], "c": [1, 2]})
    assert not redaction_of({"a": 2}, {"a": 1})
    print("PASS  self-test: dice, commitment, sealed payload, Ed25519, canonical JSON and shuffle test vectors")


def main(argv=None):
    parser = argparse.ArgumentParser(description="Verify Arbiter games' hash chains and dice from their events (docs/events.md).")
    parser.add_argument("files", nargs="*", help="JSON-lines Kafka records, console-consumer output or envelopes; - for stdin")
    parser.add_argument("--game", help="verify only this game id")
    parser.add_argument("--from-service", metavar="BASE_URL",
                        help="read the game --game names from this service's public feed, "
                             "GET BASE_URL/games/<game>/events, instead of files")
    parser.add_argument("--from-kafka", metavar="HOST:PORT",
                        help="read the game --game names from the --topic of this Kafka broker (plain TCP), instead of files")
    parser.add_argument("--topic", help="with --from-kafka: the ruleset's topic, arbiter.<ruleset>.events")
    parser.add_argument("--quiet", action="store_true", help="print only failures and one line per game")
    parser.add_argument("--pack", action="append", default=[], metavar="FILE",
                        help="a content pack file as served by GET /content/<id>/raw; may be given more than once")
    parser.add_argument("--keys", action="append", default=[], metavar="RULESET=FILE",
                        help="the signing keys of RULESET's service as its GET /keys answers them "
                             "({\"keys\": [{\"keyId\", \"publicKey\"}...]}); they vouch only for that ruleset's games; "
                             "may be given more than once")
    parser.add_argument("--receipt", action="append", default=[], metavar="FILE",
                        help="a command's answer (or a JSON array of them) kept as a receipt; may be given more than once")
    parser.add_argument("--self-test", action="store_true", help="check this script against the documented test vectors and exit")
    args = parser.parse_args(argv)
    if args.self_test:
        self_test()
        return 0
    # argparse exits with status 2 on usage errors
    if (args.from_service or args.from_kafka) and (args.files or not args.game or (args.from_service and args.from_kafka)):
        parser.error("--from-service and --from-kafka read one game from one source: give --game GAME_ID and no files")
    if bool(args.from_kafka) != bool(args.topic):
        parser.error("--from-kafka and --topic go together")
    if not args.files and not args.from_service and not args.from_kafka:
        parser.error("name at least one file (or - for standard input), or --from-service BASE_URL or "
                     "--from-kafka HOST:PORT --topic TOPIC, with --game GAME_ID")
    report = Report(args.quiet)
    try:
        if args.from_service:
            records = read_service(args.from_service, args.game, report)
        elif args.from_kafka:
            records = read_kafka(args.from_kafka, args.topic, args.game, report)
        else:
            records = read_inputs(args.files, report)
        pack_hashes = {}
        for path in args.pack:
            with open(path, "rb") as f:
                pack_hashes[hashlib.sha256(f.read()).hexdigest()] = path
        keys = {}
        for given in args.keys:
            ruleset, separator, path = given.partition("=")
            if not separator or not ruleset or not path:
                raise ValueError("--keys %s: give RULESET=FILE, the GET /keys answer of that ruleset's service" % given)
            with open(path, encoding="utf-8") as f:
                for key in json.load(f).get("keys", []):
                    keys.setdefault(ruleset, {})[key["keyId"]] = bytes.fromhex(key["publicKey"])
        receipts = []
        for path in args.receipt:
            with open(path, encoding="utf-8") as f:
                answer = json.load(f)
            receipts.extend((path, one) for one in (answer if isinstance(answer, list) else [answer]))
    except (OSError, ValueError, KeyError, AttributeError) as e:
        print("cannot read input: %s" % e, file=sys.stderr)
        return 2
    games = {}
    for r in records:
        game_id = r.envelope.get("gameId") if isinstance(r.envelope, dict) else None
        if not isinstance(game_id, str) or not isinstance(r.envelope.get("seq"), int):
            report.line("FAIL", "%s: not an event envelope (no gameId or no whole-number seq)" % r.where)
            continue
        if args.game is None or args.game == game_id:
            games.setdefault(game_id, []).append(r)
    if not games:
        report.line("FAIL", "no events%s found" % (" of game " + args.game if args.game else ""))
    for game_id, game_records in games.items():
        verify_game(game_id, game_records, report, pack_hashes, keys, receipts)
    verdict = "verified" if report.failures == 0 else "NOT verified"
    print("%s: %d game(s), %d checks passed, %d failed" % (verdict, len(games), report.passes, report.failures))
    return 0 if report.failures == 0 else 1


if __name__ == "__main__":
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:  # output piped into head and the like
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = 1
    sys.exit(status)

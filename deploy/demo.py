"""Plays one game of a ruleset between three bots over the REST API and comments on it.

Run by deploy/demo (python3 deploy/demo.py <ruleset> <service url> <seed> [projection url] [table url],
an empty url for one that does not run); standard library only.
Each bot reads the game, asks for its seat's legal actions and sends one of them at random.
The choices come from one random generator seeded with <seed>; the dice and shuffles come from
the server's secret seed, so two runs differ once the first one is drawn.
With --until-deployed (anywhere among the arguments) a WARMACHINE game stops once both armies are
deployed, with exit status 0 if every model went down: the service's DemoDeploymentTest runs it so
over many seeds, to prove this very deployment code never gives up.
"""
import json
import random
import sys
import time
import urllib.error
import urllib.request

NAMES = ["Bot Ada", "Bot Grace", "Bot Alan"]
ATTACK_CARDS = [(15, "Attack"), (18, "Pillage"), (20, "Raze"), (23, "Ambush"), (25, "Conquest")]
MAX_COMMANDS = 50_000


class Problem(Exception):
    """An HTTP answer other than the one expected."""


class Api:
    def __init__(self, base):
        self.base = base.rstrip("/")

    def call(self, method, path, body=None, token=None, headers=None):
        request = urllib.request.Request(self.base + path, method=method, headers=dict(headers or {}))
        if body is not None:
            request.data = json.dumps(body).encode()
            request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", "Bearer " + token)
        for _ in range(10):
            try:
                with urllib.request.urlopen(request, timeout=30) as answer:
                    return json.load(answer)
            except urllib.error.HTTPError as error:
                if error.code != 429:
                    self.refused(method, path, error)
                # too many requests: wait as told and send it again (a command keeps its Idempotency-Key)
                time.sleep(int(error.headers.get("Retry-After", "1")))
            except urllib.error.URLError as error:
                raise Problem(f"cannot reach {self.base}: {error.reason}") from None
        raise Problem(f"{method} {path} answered 429 ten times in a row")

    @staticmethod
    def refused(method, path, error):
        """Raises the Problem an HTTP refusal stands for, in the API's words."""
        text = error.read().decode(errors="replace")
        try:
            problem = json.loads(text)
            detail = f"{problem.get('type', '').rsplit('/', 1)[-1]}: {problem.get('detail')}"
            if problem.get("rule"):
                detail += f" (rule {problem['rule']})"
        except ValueError:
            detail = text[:300]
        raise Problem(f"{method} {path} answered {error.code}: {detail}") from None


def attack_name(card):
    """The attack cards are the first 25 ids (contracts/openapi/warmeister.yaml, Cards)."""
    for end, name in ATTACK_CARDS:
        if card < end:
            return name
    return f"card {card}"


class WarmeisterCommentary:
    """One line per turn, per battle and per elimination, from the events the commands return."""

    def __init__(self):
        self.battle = None
        self.territories = [5] * len(NAMES)

    def lose(self, seat, count, taker=None):
        self.territories[seat] -= count
        gain = ""
        if taker is not None:
            self.territories[taker] += count
            gain = f" to {NAMES[taker]}"
        lands = "a territory" if count == 1 else f"{count} territories"
        self.battle += f"; {NAMES[seat]} loses {lands}{gain} ({self.territories[seat]} left)"

    def event(self, envelope):
        kind, p = envelope["type"], envelope["publicPayload"]
        if kind == "PriorityRolled":
            order = ", ".join(NAMES[seat] for seat in p["order"])
            print(f"Turn {p['turn']}: priority order {order}")
        elif kind == "BattleDeclared":
            self.battle = f"  {NAMES[p['attacker']]} attacks {NAMES[p['defender']]} with {attack_name(p['attackCard'])}"
        elif kind == "BattleDecided":
            self.battle += f": {NAMES[p['winner']]} wins ({p['how']})"
        elif kind == "TerritoriesLost":
            self.lose(p["seat"], p["count"])
        elif kind == "TerritoriesTaken":
            self.lose(p["from"], p["count"], taker=p["seat"])
        elif kind == "BattleEnded":
            print(self.battle)
        elif kind == "PlayerEliminated":
            print(f"  {NAMES[p['seat']]} is eliminated")


class KharnageCommentary:
    """One line per round, per reveal, per KHARNAGE! and per scoring, from the events the commands return."""

    def event(self, envelope):
        kind, p = envelope["type"], envelope["publicPayload"]
        if kind == "RoundBegan":
            print(f"Round {p['round']}" + (" (the last turn)" if p["lastTurn"] else ""))
        elif kind == "CardsRevealed":
            cards = ", ".join(f"{NAMES[o['seat']]} {o['card']}" for o in p["openings"])
            order = ", ".join(NAMES[seat] for seat in p["order"])
            print(f"  battle cards revealed: {cards}; they act in the order {order}")
        elif kind == "KharnageAchieved":
            print(f"  KHARNAGE! {NAMES[p['seat']]} wipes out every unit of {NAMES[p['victim']]}'s army")
        elif kind == "RoundScored":
            cards = ", ".join(f"{NAMES[seat]} {count}" for seat, count in enumerate(p["destroyed"]))
            awards = ", ".join(f"{NAMES[a['seat']]} {a['skulls']}" for a in p["awards"]) or "none"
            print(f"  unit cards destroyed: {cards}; skull tokens: {awards}")
        elif kind == "GameOver":
            scores = ", ".join(f"{NAMES[s['seat']]} {s['total']}" for s in p["scores"])
            print(f"Final scores (skulls plus Kharnage tokens): {scores}")


class HighCommandCommentary:
    """One line per army chosen, per round and its Winds of War card, per capture and per attack, and the final scores."""

    def __init__(self):
        self.round, self.attack = 0, None

    def event(self, envelope):
        kind, p = envelope["type"], envelope["publicPayload"]
        if kind == "ArmyChosen":
            print(f"{NAMES[p['seat']]} leads {p['faction']}")
        elif kind == "RoundBegan":
            self.round = p["round"]
        elif kind == "WindsOfWarRevealed":
            print(f"Round {self.round}: the Winds of War bring {p['card']}")
        elif kind == "LocationCaptured":
            print(f"  {NAMES[p['seat']]} captures {p['location']} with {len(p['occupying'])} cards")
        elif kind == "AttackBegan":
            against = "everyone there" if p["target"] is None else NAMES[p["target"]]
            self.attack = f"  battle at {p['location']} against {against}"
        elif kind == "CardsDestroyed" and self.attack:
            lost = ", ".join(f"{NAMES[seat]} {sum(1 for c in p['cards'] if c['seat'] == seat)}"
                             for seat in sorted({c["seat"] for c in p["cards"]}))
            print(f"{self.attack}: cards destroyed: {lost or 'none'}")
            self.attack = None
        elif kind == "AttackEnded" and self.attack:
            print(f"{self.attack}: nothing destroyed")
            self.attack = None
        elif kind == "GameOver":
            scores = ", ".join(f"{NAMES[s['seat']]} {s['value']}" for s in p["scores"])
            reason = "Day of Reckoning" if p["reason"] == "dayOfReckoning" else "the location deck is empty"
            print(f"The game ends ({reason}). Victory points: {scores}")


class WarmachineCommentary:
    """One line per turn (its charges, attacks, hits and the models destroyed) and how the game ended. It reads the whole
    log once the game is over (from_log), because the service's own bot plays one seat and its moves are not in the
    answers to Bot Ada's commands."""

    from_log = True

    def __init__(self):
        self.turn = None

    def flush(self):
        if self.turn:
            t = self.turn
            destroyed = ", ".join(t["destroyed"]) or "none"
            print(f"Round {t['round']}, {NAMES[t['seat']]}: {t['charges']} charges, {t['attacks']} attacks ({t['hits']} hits); destroyed: {destroyed}")
        self.turn = None

    def event(self, envelope):
        kind, p = envelope["type"], envelope["publicPayload"]
        if kind == "TurnBegan":
            self.flush()
            self.turn = {"round": p["round"], "seat": p["seat"], "charges": 0, "attacks": 0, "hits": 0, "destroyed": []}
        elif self.turn and kind == "Charged":
            self.turn["charges"] += 1
        elif self.turn and kind == "Attacked":
            self.turn["attacks"] += 1
            self.turn["hits"] += 1 if p["roll"]["hit"] else 0
        elif self.turn and kind == "ModelDestroyed":
            self.turn["destroyed"].append(p["model"])
        elif kind == "GameWon":
            self.flush()
            how = {"caster-kill": "caster kill", "scenario": "scenario", "annihilation-points": "army points after round 6"}.get(p["how"], p["how"])
            print(f"The game ends: {NAMES[p['winner']] + ' wins' if p['winner'] is not None else 'a draw'} ({how})")


class NoCommentary:
    """A ruleset nobody has written a commentary for yet: the game is played and audited in silence."""

    def event(self, envelope):
        pass


COMMENTARIES = {"warmeister": WarmeisterCommentary, "kharnage": KharnageCommentary, "high-command": HighCommandCommentary,
               "warmachine": WarmachineCommentary}

# Warfighter is a team against the service's Hostiles: a solo mission, the demo pack's playable
# Probe with its preset team (docs/rules/warfighter.md, The demo pack), which Bot Ada commands alone.
PROBE_TEAM = [
    {"army": "309th-regiment", "seat": 0, "attachments": ["engineer-company", "field-radio"], "skills": ["quality-soldiers"]},
    {"army": "hollow-ridge-battery", "seat": 0, "attachments": [], "skills": []},
    {"army": "48th-battalion", "seat": 0, "attachments": [], "skills": ["extra-maps"]},
    {"army": "307th-battalion", "seat": 0, "attachments": [], "skills": []},
]
# WARMACHINE Prime: Bot Ada against the service's own bot "tactician", Annihilation (six rounds at most, P04).
CREATIONS = {
    "warfighter": {"seats": 1, "options": {"mission": "probe", "objective": "vital-hill", "hostileOrder": "fixed", "team": PROBE_TEAM}},
    "warmachine": {"seats": 2, "options": {"scenario": "annihilation"}, "bots": [{"seat": 1, "bot": "tactician"}]},
}
# WARMACHINE lengths are ten-thousandths of an inch. GRID is the half-inch grid of the rules' own deployment search
# (services/warmachine rules/game/Deployment.java, spot), TOLERANCE the geometry's 0.001" (rules/geometry/Tolerance.java).
GRID = 5_000
TOLERANCE = 10
SETTING_UP = ("STARTING_ROLL", "ORDER", "EDGE", "DEPLOYMENT")


def radius(millimetres):
    """A base's radius in ten-thousandths of an inch."""
    return millimetres / 25.4 / 2 * 10_000


def grid_scan(x0, x1, y0, y1, anchor):
    """The half-inch grid points of the zone nearest the anchor first, ties by y then x: the rules' own order."""
    ax, ay = anchor
    points = [(x, y) for x in range(-(-x0 // GRID) * GRID, x1 + 1, GRID) for y in range(-(-y0 // GRID) * GRID, y1 + 1, GRID)]
    return sorted(points, key=lambda p: ((p[0] - ax) ** 2 + (p[1] - ay) ** 2, p[1], p[0]))


def clearly_refused(x, y, r, bounds, others):
    """Whether the rules must refuse a base of radius r at (x, y): sticking out of the zone or on another base (by
    more than the tolerance, so that no spot the rules would take is skipped). Terrain and formation are left to them."""
    x0, x1, y0, y1 = bounds
    if min(x - x0, x1 - x, y - y0, y1 - y) < r - TOLERANCE:
        return True
    return any(((x - ox) ** 2 + (y - oy) ** 2) ** 0.5 < r + other_r - TOLERANCE for ox, oy, other_r in others)


def warmachine_shape(api, game_id, token, legal, view, rng, bases):
    """The command WARMACHINE lists no instance of: a deployment, or a trooper out of formation moving back to its
    commander. A deployment scans the zone's grid outward from the unit's commander (a trooper) or from a random point
    (any other model), POSTing each spot the rules might take until they take one; the rules' own search goes the same way
    (rules/game/Deployment.java), and DeploymentSpotTest proves it finds a spot for every model of every served list."""
    shape = legal["shapes"][0]
    members = shape["schema"]["properties"]
    model = members["model"]["enum"][0]
    models = {m["id"]: m for m in view["view"]["models"]}
    me = models[model]
    leader = next((m for m in models.values() if me["unit"] and m["unit"] == me["unit"] and m["commands"]), None)
    if shape["type"] != "Deploy":
        centre = leader["pose"]["centre"]
        return {"type": "AdvanceModel", "model": model, "waypoints": [{"x": centre["x"], "y": centre["y"]}], "facing": None}
    bounds = (members["x"]["minimum"], members["x"]["maximum"], members["y"]["minimum"], members["y"]["maximum"])
    facing = 900_000 if bounds[2] < 240_000 else 2_700_000
    if leader is not None and leader["id"] != model and leader["pose"] is not None:
        anchor = (leader["pose"]["centre"]["x"], leader["pose"]["centre"]["y"])
    else:
        anchor = (rng.randint(bounds[0], bounds[1]), rng.randint(bounds[2], bounds[3]))
    r = radius(bases[me["profile"]])
    others = [(m["pose"]["centre"]["x"], m["pose"]["centre"]["y"], radius(bases[m["profile"]])) for m in models.values() if m["pose"]]
    for x, y in grid_scan(*bounds, anchor):
        if clearly_refused(x, y, r, bounds, others):
            continue
        try:
            api.call("POST", f"/games/{game_id}/commands", {"type": "Deploy", "model": model, "x": x, "y": y, "facing": facing}, token=token)
            return None
        except Problem:
            continue  # on terrain or out of formation: the next spot
    raise Problem(f"no spot of the deployment zone took {model}")


def base_sizes(api, view):
    """Each WARMACHINE model card's base in millimetres, from the content pack the game plays."""
    pack = api.call("GET", f"/content/{view['view']['pack']}")
    return {card["id"]: card["base"] for card in pack["document"]["models"]}


def play(api, ruleset, commentary, seed, until_deployed=False):
    rng = random.Random(seed)
    game = api.call("POST", "/games", CREATIONS.get(ruleset, {"seats": len(NAMES)}))
    game_id = game["gameId"]
    print(f"Game {game_id}: {game['seats']} seats, bot seed {seed}")
    tokens = []
    bots = {b["seat"] for b in CREATIONS.get(ruleset, {}).get("bots", [])}
    for seat, name in enumerate(NAMES[:game["seats"]]):
        if seat in bots:
            tokens.append(None)
            continue
        joined = api.call("POST", f"/games/{game_id}/seats/{seat}/join", {"name": name, "clientSeed": f"demo-{seed}-{seat}"})
        tokens.append(joined["token"])
    live = not getattr(commentary, "from_log", False)
    for envelope in api.call("GET", f"/games/{game_id}/events?after=0")["events"] if live else []:
        commentary.event(envelope)  # the opening events, recorded by the last join
    bases = None
    for sent in range(MAX_COMMANDS):
        view = api.call("GET", f"/games/{game_id}")
        if view["status"] == "finished":
            return game_id, view, sent
        if until_deployed and view["view"]["stage"] not in SETTING_UP:
            return game_id, view, sent
        if not view["awaiting"]:
            raise Problem(f"the game is {view['status']} at seq {view['seq']} but waits for no seat")
        seat = min(view["awaiting"])
        legal = api.call("GET", f"/games/{game_id}/legal-actions", token=tokens[seat])
        if not legal["actions"] and ruleset == "warmachine" and legal["shapes"]:
            bases = bases or base_sizes(api, view)
            action = warmachine_shape(api, game_id, tokens[seat], legal, view, rng, bases)
            if action is None:
                continue
        elif not legal["actions"]:
            raise Problem(f"seat {seat} is awaited at seq {view['seq']} but has no legal action")
        else:
            action = rng.choice([a for a in legal["actions"] if a.get("order") != "press-forward"] or legal["actions"])
        headers = {"Idempotency-Key": f"demo-{seat}-{sent}", "If-Match": f'"{legal["seq"]}"'}
        result = api.call("POST", f"/games/{game_id}/commands", action, token=tokens[seat], headers=headers)
        for envelope in result["events"] if live else []:
            commentary.event(envelope)
    raise Problem(f"no winner after {MAX_COMMANDS} commands")


def chain_links(api, game_id, commentary):
    """Reads the whole log as a spectator, showing it to a commentary that reads the log; returns (events, whether each
    previousHash is the hash before)."""
    events, after, linked, previous = 0, 0, True, "0" * 64
    while True:
        page = api.call("GET", f"/games/{game_id}/events?after={after}&limit=500")
        for envelope in page["events"]:
            if getattr(commentary, "from_log", False):
                commentary.event(envelope)
            linked = linked and envelope["previousHash"] == previous
            previous, after, events = envelope["hash"], envelope["seq"], events + 1
        if not page["events"] or after >= page["head"]:
            return events, linked


def yes(ok):
    return "yes" if ok else "NO"


def main():
    until_deployed = "--until-deployed" in sys.argv
    args = [a for a in sys.argv if a != "--until-deployed"]
    ruleset, base, seed = args[1], args[2], int(args[3])
    projection = args[4] if len(args) > 4 and args[4] else None
    table = args[5] if len(args) > 5 and args[5] else None
    api = Api(base)
    commentary = COMMENTARIES.get(ruleset, NoCommentary)()
    try:
        game_id, view, sent = play(api, ruleset, commentary, seed, until_deployed)
        if until_deployed:
            waiting = [m["id"] for m in view["view"]["models"] if m["pose"] is None]
            if waiting:
                raise Problem(f"deployment ended with {', '.join(waiting)} off the table")
            print(f"Game {game_id}: every model of both armies deployed after {sent} commands (stage {view['view']['stage']})")
            return
        events, linked = chain_links(api, game_id, commentary)
        audit = api.call("GET", f"/games/{game_id}/audit")
    except Problem as problem:
        sys.exit(f"ERROR: {problem}")
    placings = " > ".join(" = ".join(NAMES[seat] for seat in group) for group in view["placings"])
    results = ", ".join(f"{NAMES[r['seat']]} {r['result'].lower()}" for r in view["results"])
    print(f"\nResults: {results}   (placings: {placings})")
    print(f"{sent} commands sent, {events} events recorded (each previousHash is the hash before it: {yes(linked)})")
    checks = {
        "hash chain intact": audit["chainIntact"],
        "revealed seed matches the commitment": audit["commitmentValid"],
        f"re-running the {audit['reexecuted']} recorded requests gives the same events": audit["reexecutionMatches"],
    }
    for name, ok in checks.items():
        print(f"Audit: {name}: {yes(ok)}")
    print(f"\nLook at it:\n  {base}/games/{game_id}\n  {base}/games/{game_id}/events\n  {base}/q/swagger-ui")
    print(f"  curl -N {base}/games/{game_id}/stream   (replays the whole game as server-sent events)")
    if projection:
        print(f"  {projection}/games/{game_id}/timeline?limit=1000   (the projection's public timeline, in words)")
    if table:
        print(f"  {table}/#/{ruleset}/{game_id}/replay   (the web table's replay, move by move)")
    if not (linked and all(checks.values())):
        sys.exit("ERROR: the game did not pass its audit")


if __name__ == "__main__":
    main()

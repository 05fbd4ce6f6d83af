package dev.arbiter.kharnage.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbiter.kharnage.rules.KharnageCommand.*;
import dev.arbiter.kharnage.rules.KharnageEvent.*;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** One test (or more) per skill and keyword of kharnage.md, SKILLS and KEYWORDS, with the demo armies. */
class SkillsTest {

    private static final KharnageRules RULES = new KharnageRules(Table.DEMO);

    @Test
    @DisplayName("kharnage.md, SETUP 3 (Precision) and Large unit: only Chief and Large unit act at setup; Kamikaze waits")
    void setupSkills() {
        KharnageState s = Table.demo("goblin", "dwarf").reserve(0, "goblin-fanatic", "goblin-giant-spider", "goblin-archers-1")
                .fixture().state();
        PlayerState goblin = s.player(0);
        assertEquals(3, goblin.present().size(), "the Fanatic is placed, not exploded");
        assertEquals(List.of("goblin-giant-spider-abdomen"), goblin.unit("goblin-giant-spider").orElseThrow().parts());
        assertEquals(List.of("goblin-boss"), goblin.generals(), "the General is set aside");
        assertEquals(3, goblin.hand().size());
        assertEquals(List.of("goblin-0"), goblin.played(), "the «0» card starts the played pile");
    }

    @Test
    @DisplayName("kharnage.md, ATTACK RESOLUTION: only the closest non-empty line may be hit; points that destroy nothing are lost")
    void closestLineAndLostPoints() {
        var f = Table.demo("dwarf", "orc").reserve(0, "dwarf-axemen-1", "dwarf-crossbowmen", "dwarf-axemen-2")
                .reserve(1, "orc-troll", "orc-shaman").deck(0, "dwarf-11").deck(1, "orc-49").fixture();
        f = Table.commitAll(f, "dwarf-11", "orc-49");
        // Shooting 3 (Crossbowmen): the Troll (Armor 4) in the 2nd line shields the Shaman (Armor 1) in the 3rd.
        var events = f.when(0, new ChooseTargets(List.of(1))).events();
        assertEquals(List.of(new TargetsChosen(0, List.of(new Allotment(1, 3)), 0), new AttackResolved(0, 3, 0), new AttackEnded(0),
                new TurnStepBegan(0, "power"), new AttackBegan(0, "power", AttackKind.SHOOTING, 2, true, false)), events);
    }

    @Test
    @DisplayName("kharnage.md, Large unit and END OF ROUND: destroying a Large unit collects all its cards, each counting as a destroyed unit")
    void largeUnitCountsEveryCard() {
        var f = Table.demo("dwarf", "orc").reserve(0, "dwarf-crossbowmen", "dwarf-rangers", "dwarf-axemen-1")
                .reserve(1, "orc-troll", "orc-shaman").deck(0, "dwarf-11").deck(1, "orc-49").fixture();
        f = Table.commitAll(f, "dwarf-11", "orc-49");
        f = f.when(0, new ChooseTargets(List.of(1))).then();
        f = f.when(0, new Destroy("orc-troll")).thenEvents(new UnitDestroyed(0, 1, "orc-troll", List.of("orc-troll", "orc-troll-tail"), 4),
                new AttackResolved(0, 0, 0), new AttackEnded(0), new TurnStepBegan(0, "power"),
                new AttackBegan(0, "power", AttackKind.SHOOTING, 2, true, false));
        assertEquals(List.of("orc-troll", "orc-troll-tail"), f.state().player(0).collected());
    }

    @Test
    @DisplayName("kharnage.md, Kamikaze: placed, reveals the Reserve's top, Armor x Armor as a Shooting at one army, both to the Hill")
    void kamikaze() {
        var f = Table.demo("goblin", "dwarf").reserve(0, "goblin-shieldbearers-1", "goblin-archers-1", "goblin-archers-2",
                "goblin-fanatic", "goblin-cave-troll").deck(0, "goblin-37").deck(1, "dwarf-43").fixture();
        var events = Table.commitAll(f, "goblin-37").when(1, new CommitCard("dwarf-43"), Table.salt(1)).events();
        assertTrue(events.containsAll(List.of(new UnitPlaced(0, "goblin-fanatic", 1), new SkillTriggered(0, "goblin-fanatic", SkillKind.KAMIKAZE, 1),
                new KamikazeExploded(0, "goblin-fanatic", "goblin-cave-troll", 8),
                new AttackBegan(0, "kamikaze", AttackKind.SHOOTING, 8, false, false))), events.toString());
        var after = Table.commitAll(f, "goblin-37", "dwarf-43").state();
        assertTrue(after.hill().containsAll(List.of("goblin-fanatic", "goblin-cave-troll")));
        assertEquals(List.of(new ChooseTargets(List.of(1))), RULES.legalActions(after, 0), "against one army: no split");
        assertEquals(3, after.player(0).present().size());
    }

    @Test
    @DisplayName("kharnage.md, Knight: in an Assault all Knights may be discarded to double their Swords")
    void knights() {
        var f = Table.demo("human", "orc").reserve(0, "human-militia-1", "human-knights-1", "human-knights-2", "human-archers-1")
                .deck(0, "human-15").deck(1, "orc-49").fixture();
        f = Table.commitAll(f, "human-15", "orc-49");
        assertEquals(new AttackBegan(0, "card", AttackKind.ASSAULT, 5, true, true), lastAttack(f.state()));
        assertEquals(List.of(new ChargeKnights(), new HoldKnights()), RULES.legalActions(f.state(), 0));
        var charged = f.when(0, new ChargeKnights()).thenEvents(new KnightsCharged(0, List.of("human-knights-2", "human-knights-1"), 4));
        assertEquals(9, charged.state().attack().points());
        assertTrue(charged.state().hill().containsAll(List.of("human-knights-1", "human-knights-2")));
        assertEquals(2, charged.state().player(0).present().size());
        var held = f.when(0, new HoldKnights()).thenEvents(new KnightsHeld(0));
        assertEquals(5, held.state().attack().points());
    }

    @Test
    @DisplayName("kharnage.md, Stomp: before an Assault, one unit of the attacked army's closest line is destroyed per Stomp unit")
    void stomp() {
        var f = Table.demo("orc", "human").reserve(0, "orc-boyz-1", "orc-giant", "orc-boyz-2", "orc-arrer-boyz-1")
                .reserve(1, "human-militia-1", "human-archers-1", "human-militia-2").deck(0, "orc-17").deck(1, "human-47").fixture();
        assertEquals(List.of("orc-giant", "orc-giant-legs", "orc-giant-club"), f.state().player(0).unit("orc-giant").orElseThrow().cards());
        f = Table.commitAll(f, "orc-17", "human-47");
        f = f.when(0, new ChooseTargets(List.of(1))).thenEvents(new TargetsChosen(0, List.of(new Allotment(1, 7)), 1));
        assertEquals(List.of(new Stomp("human-militia-2"), new Stomp("human-militia-1")), RULES.legalActions(f.state(), 0));
        f.when(0, new Stomp("human-archers-1")).thenViolation("stomp.closest-line");
        var after = f.when(0, new Stomp("human-militia-2"))
                .thenEvents(new UnitStomped(0, 1, "human-militia-2", List.of("human-militia-2")));
        assertEquals(AttackStage.DESTROY, after.state().attack().stage());
        assertEquals(7, after.state().attack().pointsAgainst(1), "Stomp costs no combat points");
    }

    @Test
    @DisplayName("kharnage.md, Stomp and Elite: Stomp acts during every Assault attack, also an Elite Sword unit's and a power's")
    void stompInEliteAndPowerAssaults() {
        var f = Table.demo("orc", "human", "dwarf").reserve(0, "orc-boyz-1", "orc-boyz-2", "orc-arrer-boyz-1", "orc-shaman", "orc-giant")
                .reserve(1, "human-guard", "human-knights-1", "human-knights-2").deck(0, "orc-09").deck(1, "human-47").deck(2, "dwarf-43").fixture();
        f = Table.commitAll(f, "orc-09", "human-47", "dwarf-43");
        f = f.when(0, new CallGeneral("orc-warboss")).then();
        // The Warboss (Elite Sword 3, Stomp) is placed: its Elite Assault of 3 is an Assault attack, so its Stomp acts.
        assertEquals(new AttackBegan(0, "elite", AttackKind.ASSAULT, 3, false, false), lastAttack(f.state()));
        f = f.when(0, new ChooseTargets(List.of(1))).thenEvents(new TargetsChosen(0, List.of(new Allotment(1, 3)), 1));
        assertEquals(AttackStage.STOMP, f.state().attack().stage());
        while (f.state().attack() == null || !"power".equals(f.state().attack().source())) {
            f = f.when(0, RULES.legalActions(f.state(), 0).get(0)).then();
        }
        // orc-09's power, assault 2, against the Dwarfs: the Warboss and the Giant (drawn by the Warboss's Chief) both stomp.
        assertTrue(f.state().player(0).unit("orc-giant").isPresent());
        assertEquals(new AttackBegan(0, "power", AttackKind.ASSAULT, 2, true, false), lastAttack(f.state()));
        assertEquals(new TargetsChosen(0, List.of(new Allotment(2, 2)), 2), f.when(0, new ChooseTargets(List.of(2))).events().get(0));
    }

    @Test
    @DisplayName("kharnage.md, Stomp and Veteran: the Veteran Assault is an Assault attack, so Stomp acts in it too")
    void stompInVeteranAssault() {
        var f = Table.demo("orc", "human", "dwarf").reserve(0, "orc-troll", "orc-arrer-boyz-1", "orc-shaman", "orc-arrer-boyz-2", "orc-old-boyz")
                .deck(0, "orc-33").deck(1, "human-47").deck(2, "dwarf-43").fixture();
        f = Table.commitAll(f, "orc-33", "human-47", "dwarf-43");
        while (f.state().attack() == null || !"veteran".equals(f.state().attack().source())) {
            f = f.when(0, RULES.legalActions(f.state(), 0).get(0)).then();
        }
        // Veteran: Troll 1 + Old Boyz 2 = 3 points, and the Troll's Stomp.
        assertEquals(new AttackBegan(0, "veteran", AttackKind.ASSAULT, 3, false, false), lastAttack(f.state()));
        List<KharnageEvent> events = f.when(0, new ChooseTargets(List.of(2))).events();
        assertEquals(new TargetsChosen(0, List.of(new Allotment(2, 3)), 1), events.get(0));
    }

    @Test
    @DisplayName("kharnage.md, Veteran: after all the attacks, the Veteran values make one Assault against one army")
    void veteran() {
        var f = Table.demo("dwarf", "goblin").reserve(0, "dwarf-axemen-1", "dwarf-hammerers", "dwarf-ironbreakers")
                .deck(0, "dwarf-43").deck(1, "goblin-45").fixture();
        f = Table.commitAll(f, "dwarf-43", "goblin-45");
        assertEquals(new AttackBegan(0, "card", AttackKind.ASSAULT, 3, true, false), lastAttack(f.state()));
        f = f.when(0, new ChooseTargets(List.of(1))).then();
        while (f.state().attack() != null && "card".equals(f.state().attack().source())) {
            f = f.when(0, RULES.legalActions(f.state(), 0).get(0)).then();
        }
        // The Shooting had no points; the power drew Ironbreakers; then the Veteran Assault.
        assertTrue(f.state().player(0).unit("dwarf-ironbreakers").isPresent());
        assertEquals(new AttackBegan(0, "veteran", AttackKind.ASSAULT, 2, false, false), lastAttack(f.state()));
        assertEquals(List.of(new ChooseTargets(List.of(1))), RULES.legalActions(f.state(), 0));
    }

    @Test
    @DisplayName("kharnage.md, Flight and Absent: after its attacks a Flight unit is Absent until the end of the round, out of reach")
    void flight() {
        var f = Table.demo("dwarf", "goblin").reserve(0, "dwarf-axemen-1", "dwarf-gyrocopter", "dwarf-ironbreakers")
                .deck(0, "dwarf-27").deck(1, "goblin-45").fixture();
        f = Table.commitAll(f, "dwarf-27", "goblin-45");
        f = playUntilTurnOf(f, 1);
        PlayerState dwarf = f.state().player(0);
        assertTrue(dwarf.unit("dwarf-gyrocopter").orElseThrow().absent());
        assertFalse(dwarf.present().stream().anyMatch(u -> u.card().equals("dwarf-gyrocopter")), "no longer part of the Army");
        f = playUntilRoundOver(f);
        assertFalse(f.state().player(0).unit("dwarf-gyrocopter").map(Fielded::absent).orElse(false), "flipped back at the end of the round");
    }

    @Test
    @DisplayName("kharnage.md, Flight: a Flight unit drawn by the power after the card's attacks never attacked, so it stays")
    void flightOnlyAfterItsOwnAttacks() {
        var f = Table.demo("dwarf", "goblin").reserve(0, "dwarf-axemen-1", "dwarf-axemen-2", "dwarf-gyrocopter")
                .deck(0, "dwarf-43").deck(1, "goblin-45").fixture();
        f = Table.commitAll(f, "dwarf-43", "goblin-45");
        f = playUntilTurnOf(f, 1);
        // dwarf-43: the Axemen's Assault, an empty Shooting, then the reinforce power draws the Gyrocopter.
        Fielded gyrocopter = f.state().player(0).unit("dwarf-gyrocopter").orElseThrow();
        assertFalse(gyrocopter.absent(), "it made no attack, so Flight does not send it away");
    }

    @Test
    @DisplayName("kharnage.md, Web and Immobilized: after the card's Assault a Web Immobilizes a unit of the attacked army: no skills, no Shields")
    void web() {
        var f = Table.demo("goblin", "dwarf").reserve(0, "goblin-spider-riders", "goblin-shieldbearers-1", "goblin-archers-1",
                "goblin-wolf-riders").reserve(1, "dwarf-axemen-1", "dwarf-ironbreakers").deck(0, "goblin-21").deck(1, "dwarf-43").fixture();
        f = Table.commitAll(f, "goblin-21", "dwarf-43");
        // Assault: Spider Riders 1 + Shieldbearers 1 + Wolf Riders 2 = 4: the Axemen (2 + 1 Shield) fall, 1 point is too few for the Ironbreakers (3 + 1).
        f = f.when(0, new ChooseTargets(List.of(1))).then().when(0, new Destroy("dwarf-axemen-1")).then();
        assertEquals(AttackStage.WEB, f.state().attack().stage());
        assertEquals(List.of(new Web("dwarf-ironbreakers")), RULES.legalActions(f.state(), 0));
        f = f.when(0, new Web("dwarf-ironbreakers")).then();
        Fielded ironbreakers = f.state().player(1).unit("dwarf-ironbreakers").orElseThrow();
        assertTrue(ironbreakers.immobilized());
        assertEquals(3, new Catalogue(Table.DEMO).armor(ironbreakers), "Armor 3 without its Shield");
    }

    @Test
    @DisplayName("kharnage.md, Web: after all the card's attacks of its type, the Web goes on a unit of any army those attacks targeted")
    void webAfterAllTheAttacksOfItsType() {
        var f = Table.demo("goblin", "dwarf", "human").reserve(0, "goblin-giant-spider", "goblin-archers-1", "goblin-archers-2",
                "goblin-shieldbearers-1").reserve(2, "human-militia-1", "human-militia-2", "human-guard")
                .deck(0, "goblin-29").deck(1, "dwarf-35").deck(2, "human-47").fixture();
        f = Table.commitAll(f, "goblin-29", "dwarf-35", "human-47").when(0, new DrawUnit()).then();
        // goblin-29 shoots twice with 3 points (Giant Spider, two Archers): first the Dwarfs, then the Humans.
        f = f.when(0, new ChooseTargets(List.of(1))).then().when(0, new Destroy("dwarf-axemen-1")).then();
        assertEquals(new AttackBegan(0, "card", AttackKind.SHOOTING, 3, true, false), lastAttack(f.state()));
        f = f.when(0, new ChooseTargets(List.of(2))).then().when(0, new Destroy("human-militia-1")).then();
        f = f.when(0, new Destroy("human-militia-2")).then();
        assertEquals(AttackStage.WEB, f.state().attack().stage());
        assertEquals(List.of(new Web("dwarf-axemen-2"), new Web("human-guard")), RULES.legalActions(f.state(), 0),
                "the Dwarfs were attacked by the first Shooting: a Web may go there too");
        f = f.when(0, new Web("dwarf-axemen-2")).then();
        assertTrue(f.state().player(1).unit("dwarf-axemen-2").orElseThrow().immobilized());
    }

    @Test
    @DisplayName("kharnage.md, Web: only a Web unit that attacked in the card's attacks of its type places a Web after them")
    void webOnlyAfterItsOwnAttacks() {
        // The Spider Riders' Web follows Shootings here, but they have no Bow: they never shoot, so they place no Web.
        Pack pack = new Pack("shooting-web", "1", "0".repeat(64), Table.DEMO.armies().stream().map(a -> !a.id().equals("goblin") ? a
                : new Army(a.id(), a.name(), a.units().stream().map(u -> !u.id().equals("goblin-spider-riders") ? u
                        : new UnitCard(u.id(), u.name(), u.armor(), u.shields(), u.line(), List.of(Skill.of(SkillKind.SWORD, 1),
                                Skill.web(AttackKind.SHOOTING)), false, null)).toList(), a.battleCards(), a.zero())).toList());
        var f = Table.of(pack, "goblin", "dwarf").reserve(0, "goblin-spider-riders", "goblin-shieldbearers-1", "goblin-archers-1",
                "goblin-wolf-riders").reserve(1, "dwarf-axemen-1", "dwarf-ironbreakers").deck(0, "goblin-21").deck(1, "dwarf-43").fixture();
        f = Table.commitAll(f, "goblin-21", "dwarf-43");
        f = f.when(0, new ChooseTargets(List.of(1))).then().when(0, new Destroy("dwarf-axemen-1")).then();
        // The Shooting: the Archers' 1 point cannot pay for the Ironbreakers (3 + 1), and no Web is owed.
        assertEquals(new AttackBegan(0, "card", AttackKind.SHOOTING, 1, true, false), lastAttack(f.state()));
        var events = f.when(0, new ChooseTargets(List.of(1))).events();
        assertEquals(List.of(new TargetsChosen(0, List.of(new Allotment(1, 1)), 0), new AttackResolved(0, 1, 0)), events.subList(0, 2));
    }

    @Test
    @DisplayName("kharnage.md, Immobilized: a unit cannot be the target of its owner's battle card effects (HIDE/RECALL powers)")
    void immobilizedOwnUnit() {
        KharnageState s = Table.demo("goblin", "dwarf").reserve(0, "goblin-spider-riders", "goblin-shieldbearers-1", "goblin-archers-1")
                .fixture().state();
        KharnageState webbed = s.withPlayer(0, p -> p.mapUnit("goblin-archers-1", u -> u.withImmobilized(true)));
        assertEquals(List.of("goblin-shieldbearers-1", "goblin-spider-riders"), Targets.ownChoices(webbed, 0));
        assertEquals(1, new Catalogue(Table.DEMO).armor(webbed.player(0).unit("goblin-shieldbearers-1").orElseThrow()) - 1,
                "Shield: Armor 1 + 1 Shield = 2 while not Immobilized");
    }

    @Test
    @DisplayName("kharnage.md, Elite and Magic missiles: the Wizard's Elite Magic missiles attack is an Assault or a Shooting, as its player chooses")
    void eliteMagicMissiles() {
        var f = Table.demo("human", "orc", "dwarf", "goblin").reserve(0, "human-militia-1", "human-archers-1", "human-militia-2", "human-wizard")
                .deck(0, "human-15").deck(1, "orc-49").deck(2, "dwarf-43").deck(3, "goblin-45").fixture();
        f = Table.commitAll(f, "human-15", "orc-49", "dwarf-43");
        var events = f.when(3, new CommitCard("goblin-45"), Table.salt(3)).events();
        assertTrue(events.contains(new SkillTriggered(0, "human-wizard", SkillKind.MAGIC_MISSILES, 2)));
        assertEquals(new AttackKindOffered(0, "human-wizard", 2), events.get(events.size() - 1));
        f = f.given(events);
        assertEquals(List.of(0), RULES.awaiting(f.state()));
        assertEquals(List.of(new MakeAssault(), new MakeShooting()),
                RULES.legalActions(f.state(), 0));
        // An Assault reaches the neighbours (Orc 1, Goblin 3), a Shooting the Dwarf opposite (2) too; an Elite attack is never split.
        var assault = f.when(0, new MakeAssault())
                .thenEvents(new AttackBegan(0, "elite", AttackKind.ASSAULT, 2, false, false));
        assertEquals(List.of(new ChooseTargets(List.of(1)), new ChooseTargets(List.of(3))), RULES.legalActions(assault.state(), 0));
        var shooting = f.when(0, new MakeShooting())
                .thenEvents(new AttackBegan(0, "elite", AttackKind.SHOOTING, 2, false, false));
        assertEquals(List.of(new ChooseTargets(List.of(1)), new ChooseTargets(List.of(2)), new ChooseTargets(List.of(3))),
                RULES.legalActions(shooting.state(), 0));
        assault.when(0, new MakeShooting()).thenViolation("elite.no-choice");
    }

    @Test
    @DisplayName("kharnage.md, Stomp, Elite and Magic missiles: an Elite Magic missiles attack made an Assault is an Assault attack, so Stomp acts in it")
    void stompInEliteMagicMissilesAssault() {
        // No demo army has both an Elite Magic missiles unit and a Stomp unit: here the Human Militia stomp.
        Pack pack = new Pack("stomping-militia", "1", "0".repeat(64), Table.DEMO.armies().stream().map(a -> !a.id().equals("human") ? a
                : new Army(a.id(), a.name(), a.units().stream().map(u -> !u.id().equals("human-militia-1") ? u
                        : new UnitCard(u.id(), u.name(), u.armor(), u.shields(), u.line(), List.of(Skill.of(SkillKind.SWORD, 1),
                                Skill.of(SkillKind.STOMP, 1)), false, null)).toList(), a.battleCards(), a.zero())).toList());
        var f = Table.of(pack, "human", "orc").reserve(0, "human-militia-1", "human-archers-1", "human-militia-2", "human-wizard")
                .deck(0, "human-15").deck(1, "orc-49").fixture();
        f = Table.commitAll(f, "human-15", "orc-49");
        assertEquals(new Pending.AttackKindChoice(0, "human-wizard", 2), f.state().pending());
        var assault = f.when(0, new MakeAssault()).then();
        assertEquals(new TargetsChosen(0, List.of(new Allotment(1, 2)), 1), assault.when(0, new ChooseTargets(List.of(1))).events().get(0));
        var shooting = f.when(0, new MakeShooting()).then();
        assertEquals(new TargetsChosen(0, List.of(new Allotment(1, 2)), 0), shooting.when(0, new ChooseTargets(List.of(1))).events().get(0));
    }

    @Test
    @DisplayName("kharnage.md, Bow, Sword, Magic missiles, Powder: combat points by symbol per attack type")
    void combatPoints() {
        KharnageState s = Table.demo("human", "dwarf").reserve(0, "human-archers-1", "human-handgunners", "human-wizard")
                .reserve(1, "dwarf-crossbowmen", "dwarf-gunner").fixture().state();
        Catalogue cards = new Catalogue(Table.DEMO);
        // Human: Archers Bow 1, Handgunners Bow 1 + Powder 1 (2 Bow units), Wizard MM 1 (its Elite MM 2 is spent on placement).
        assertEquals(1 + 1 + 2 + 1, cards.combatPoints(s.player(0), AttackKind.SHOOTING));
        assertEquals(1, cards.combatPoints(s.player(0), AttackKind.ASSAULT), "only Magic missiles count in both");
        assertEquals(3 + 1, cards.combatPoints(s.player(1), AttackKind.SHOOTING), "Powder: +1 per Bow unit");
    }

    @Test
    @DisplayName("kharnage.md, Powder and Elite: a unit whose only Bow is linked to Elite is a Unit with Bow skill, so Powder counts it")
    void powderCountsAnEliteBowUnit() {
        var f = Table.demo("dwarf", "goblin").reserve(0, "dwarf-gunner", "dwarf-crossbowmen", "dwarf-axemen-1", "dwarf-axemen-2",
                "dwarf-ironbreakers", "dwarf-miner", "dwarf-hammerers").deck(0, "dwarf-03").deck(1, "goblin-45").fixture();
        f = Table.commitAll(f, "dwarf-03", "goblin-45");
        List<KharnageEvent> events = new java.util.ArrayList<>(f.when(0, new CallGeneral("dwarf-thane")).events());
        f = f.given(events);
        while (!events.contains(new TurnStepBegan(0, "attack-2"))) {
            List<KharnageEvent> step = f.when(0, RULES.legalActions(f.state(), 0).get(0)).events();
            events.addAll(step);
            f = f.given(step);
        }
        // The Thane's Elite shot is its 3 Elite Bow symbols: Powder adds to the card's Shootings, whose points are the symbols.
        assertTrue(events.contains(new AttackBegan(0, "elite", AttackKind.SHOOTING, 3, false, false)), events.toString());
        // The Thane (Elite Bow 3, spent when placed) and the Crossbowmen are the Bow units: Crossbowmen 3 + Powder 1 x 2.
        assertTrue(f.state().player(0).unit("dwarf-thane").isPresent());
        assertTrue(events.contains(new AttackBegan(0, "card", AttackKind.SHOOTING, 3 + 2, true, false)), events.toString());
    }

    @Test
    @DisplayName("kharnage.md, Powers (our vocabulary): HIDE makes an own unit Absent until the end of the round")
    void hidePower() {
        var f = Table.demo("dwarf", "goblin").reserve(0, "dwarf-axemen-1", "dwarf-rangers", "dwarf-ironbreakers", "dwarf-miner")
                .deck(0, "dwarf-19").deck(1, "goblin-45").fixture();
        f = Table.commitAll(f, "dwarf-19", "goblin-45");
        while (!(f.state().pending() instanceof Pending.OwnUnitChoice)) {
            f = f.when(0, RULES.legalActions(f.state(), 0).get(RULES.legalActions(f.state(), 0).size() - 1)).then();
        }
        f = f.when(0, new ChooseOwnUnit("dwarf-rangers")).then();
        assertTrue(f.state().player(0).unit("dwarf-rangers").orElseThrow().absent());
    }

    @Test
    @DisplayName("kharnage.md, Absent and ATTACK RESOLUTION: Absent units are out of reach; destroying every other unit is a Kharnage; points must be used")
    void absentAndMandatoryPoints() {
        var f = Table.demo("dwarf", "goblin").reserve(0, "dwarf-axemen-1", "dwarf-axemen-2", "dwarf-longbeards")
                .reserve(1, "goblin-shieldbearers-1", "goblin-archers-1", "goblin-cave-troll").deck(0, "dwarf-27").deck(1, "goblin-45")
                .fixture();
        f = Table.commitAll(f, "dwarf-27", "goblin-45");
        // The Goblin's Cave Troll has flown off (Absent) before the Dwarf's Assault of 6 points.
        KharnageState s = f.state().withPlayer(1, p -> p.mapUnit("goblin-cave-troll", u -> u.withAbsent(true)));
        s = fold(s, RULES.decide(s, 0, new ChooseTargets(List.of(1)), new dev.arbiter.testkit.ScriptedDice()));
        assertEquals(List.of(new Destroy("goblin-shieldbearers-1")), RULES.legalActions(s, 0),
                "the only choices are destructions: combat points must be used");
        s = fold(s, RULES.decide(s, 0, new Destroy("goblin-shieldbearers-1"), new dev.arbiter.testkit.ScriptedDice()));
        List<KharnageEvent> last = RULES.decide(s, 0, new Destroy("goblin-archers-1"), new dev.arbiter.testkit.ScriptedDice());
        assertEquals(new KharnageAchieved(0, 1), last.get(1), "every non-Absent unit destroyed");
        assertTrue(fold(s, last).player(1).unit("goblin-cave-troll").isPresent(), "the Absent unit is still there, flipped");
    }

    private static KharnageState fold(KharnageState s, List<KharnageEvent> events) {
        for (KharnageEvent e : events) {
            s = RULES.evolve(s, e);
        }
        return s;
    }

    @Test
    @DisplayName("kharnage.md, Powers (our vocabulary): RECALL sends an own unit under the Reserve")
    void recallPower() {
        var f = Table.demo("dwarf", "goblin").reserve(0, "dwarf-axemen-1", "dwarf-rangers", "dwarf-ironbreakers", "dwarf-miner")
                .deck(0, "dwarf-35").deck(1, "goblin-45").fixture();
        f = Table.commitAll(f, "dwarf-35", "goblin-45");
        while (!(f.state().pending() instanceof Pending.OwnUnitChoice)) {
            f = f.when(0, RULES.legalActions(f.state(), 0).get(0)).then();
        }
        assertEquals(new Pending.OwnUnitChoice(0, PowerKind.RECALL), f.state().pending());
        f = f.when(0, new ChooseOwnUnit("dwarf-rangers")).then();
        PlayerState dwarf = f.state().player(0);
        assertFalse(dwarf.unit("dwarf-rangers").isPresent());
        assertEquals("dwarf-rangers", dwarf.reserve().get(dwarf.reserve().size() - 1), "under the Reserve");
    }

    @Test
    @DisplayName("kharnage.md, REINFORCEMENT (Precision): a recalled General goes back aside, and only the bicolour flag places it again")
    void recalledGeneralGoesBackAside() {
        var f = Table.demo("dwarf", "goblin").reserve(0, "dwarf-axemen-1", "dwarf-axemen-2", "dwarf-longbeards", "dwarf-ironbreakers")
                .reserve(1, "goblin-archers-1", "goblin-archers-2", "goblin-shieldbearers-1")
                .deck(0, "dwarf-03", "dwarf-35", "dwarf-11", "dwarf-19").deck(1, "goblin-13", "goblin-37", "goblin-21", "goblin-29").fixture();
        // Round 1: dwarf-03's bicolour flag calls the Thane (the first legal action).
        f = playUntilRoundOver(Table.commitAll(f, "dwarf-03", "goblin-13"));
        assertTrue(f.state().player(0).unit("dwarf-thane").isPresent());
        // Round 2: dwarf-35's recall power chooses the Thane.
        f = Table.commitAll(f, "dwarf-35", "goblin-37");
        while (!(f.state().pending() instanceof Pending.OwnUnitChoice)) {
            f = f.when(0, RULES.legalActions(f.state(), 0).get(0)).then();
        }
        f = f.when(0, new ChooseOwnUnit("dwarf-thane")).then();
        PlayerState dwarf = f.state().player(0);
        assertFalse(dwarf.unit("dwarf-thane").isPresent());
        assertEquals(List.of("dwarf-thane"), dwarf.generals(), "back among the Generals set aside");
        assertFalse(dwarf.reserve().contains("dwarf-thane"), "never under the Reserve, where a plain flag or a Chief could draw it");
        // Later draws: declining every bicolour offer, no plain flag, Chief or Kamikaze ever places the Thane.
        boolean offered = false;
        while (f.state().phase() != Phase.OVER) {
            int awaited = RULES.awaiting(f.state()).get(0);
            List<KharnageCommand> legal = RULES.legalActions(f.state(), awaited);
            offered |= legal.contains(new CallGeneral("dwarf-thane"));
            KharnageCommand command = legal.contains(new DrawUnit()) ? new DrawUnit() : legal.get(0);
            List<KharnageEvent> events = f.when(awaited, command, command instanceof CommitCard ? Table.salt(awaited) : new int[0]).events();
            assertFalse(events.contains(new UnitPlaced(0, "dwarf-thane", 3)), "placed without the bicolour flag");
            f = f.given(events);
            assertFalse(f.state().player(0).reserve().contains("dwarf-thane"));
        }
        assertTrue(offered, "the bicolour flag still offers the recalled General");
    }

    @Test
    @DisplayName("docs/rules/kharnage.md, Powers: an assault power is one more Assault of exactly its points, without Knights")
    void assaultPower() {
        var f = Table.demo("human", "orc", "dwarf").reserve(0, "human-militia-1", "human-knights-1", "human-knights-2", "human-archers-1")
                .reserve(1, "orc-troll", "orc-shaman").reserve(2, "dwarf-axemen-1", "dwarf-axemen-2", "dwarf-longbeards")
                .deck(0, "human-15").deck(1, "orc-49").deck(2, "dwarf-27").fixture();
        f = Table.commitAll(f, "human-15", "orc-49", "dwarf-27");
        // the card's own Assault of 5, split 3 and 3 between both neighbours: only a Dwarf falls
        f = f.when(0, new HoldKnights()).then();
        f = f.when(0, new ChooseTargets(List.of(1, 2))).then();
        f = f.when(0, new Destroy("dwarf-axemen-1")).then();
        // then human-15's power: assault 3, with no Knights to charge, against either neighbour
        assertEquals(new AttackBegan(0, "power", AttackKind.ASSAULT, 3, true, false), lastAttack(f.state()));
        assertEquals(List.of(new ChooseTargets(List.of(1)), new ChooseTargets(List.of(2)), new ChooseTargets(List.of(1, 2))),
                RULES.legalActions(f.state(), 0));
        f = f.when(0, new ChooseTargets(List.of(2))).then();
        var events = f.when(0, new Destroy("dwarf-axemen-2")).events();
        assertEquals(new UnitDestroyed(0, 2, "dwarf-axemen-2", List.of("dwarf-axemen-2"), 3), events.get(0));
    }

    static AttackBegan lastAttack(KharnageState s) {
        Attack a = s.attack();
        return a == null ? null : new AttackBegan(a.seat(), a.source(), a.kind(), a.points(), a.splittable(), a.stage() == AttackStage.KNIGHTS);
    }

    /** Plays the first legal action of whoever is awaited until {@code seat}'s turn begins. */
    static dev.arbiter.testkit.RulesFixture<KharnageState, KharnageCommand, KharnageEvent> playUntilTurnOf(
            dev.arbiter.testkit.RulesFixture<KharnageState, KharnageCommand, KharnageEvent> f, int seat) {
        while (f.state().active() != seat && f.state().phase() == Phase.RESOLVING) {
            int awaited = RULES.awaiting(f.state()).get(0);
            KharnageCommand command = RULES.legalActions(f.state(), awaited).get(0);
            f = f.when(awaited, command, command instanceof CommitCard ? Table.salt(awaited) : new int[0]).then();
        }
        return f;
    }

    static dev.arbiter.testkit.RulesFixture<KharnageState, KharnageCommand, KharnageEvent> playUntilRoundOver(
            dev.arbiter.testkit.RulesFixture<KharnageState, KharnageCommand, KharnageEvent> f) {
        while (f.state().phase() == Phase.RESOLVING) {
            int awaited = RULES.awaiting(f.state()).get(0);
            f = f.when(awaited, RULES.legalActions(f.state(), awaited).get(0)).then();
        }
        return f;
    }
}

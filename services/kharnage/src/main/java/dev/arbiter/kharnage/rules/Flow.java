package dev.arbiter.kharnage.rules;

import dev.arbiter.kernel.spi.Dice;
import dev.arbiter.kharnage.rules.KharnageEvent.*;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The game's automatic moves: the setup, and {@link #advance}, which moves the game on through every step that needs no
 * choice (draws, placements, automatic skills, the end of a turn, scoring) until some seat must decide or the game is
 * over. The seats' commands are {@link Commands}'.
 */
final class Flow {

    static final int ROUNDS = 4;
    static final int OPENING_HAND = 3;
    static final int SALT_ROLLS = 8;

    private final Catalogue cards;
    private final Awaiting awaiting;

    Flow(Catalogue cards) {
        this.cards = cards;
        this.awaiting = new Awaiting(cards);
    }

    // --- setup -----------------------------------------------------------------------------

    /** kharnage.md, SETUP 2-4: shuffle, «0» card reinforcements placed (only Chief and Large unit act), three battle cards. */
    void setup(Emitter em, Dice dice) {
        KharnageState s = em.state();
        for (PlayerState p : s.players()) {
            em.emit(new ReserveShuffled(p.seat(), dice.shuffle(p.reserve().size()), p.reserve().size()));
            em.emit(new BattleDeckShuffled(p.seat(), dice.shuffle(p.battleDeck().size()), p.battleDeck().size()));
        }
        for (PlayerState p : s.players()) {
            BattleCard zero = cards.battle(p.played().get(0));
            draw(em, p.seat(), zero.flags(), "setup");
            while (!em.state().triggers().isEmpty() || !em.state().player(p.seat()).stack().isEmpty()) {
                placeOrTrigger(em, p.seat());
            }
        }
        for (PlayerState p : s.players()) {
            em.emit(new BattleCardsDrawn(p.seat(), OPENING_HAND, em.state().player(p.seat()).battleDeck().subList(0, OPENING_HAND)));
        }
        em.emit(new RoundBegan(1, isLastTurn(em.state(), 1)));
    }

    private static boolean isLastTurn(KharnageState s, int round) {
        return round >= ROUNDS || s.players().stream().anyMatch(p -> p.battleDeck().isEmpty());
    }

    // --- automatic steps ---------------------------------------------------------------------

    /** One automatic step; called while nobody is awaited and the game is not over. */
    void advance(Emitter em, Dice dice) {
        KharnageState s = em.state();
        if (s.phase() != Phase.RESOLVING) {
            throw new IllegalStateException("nothing to advance in phase " + s.phase());
        }
        if (s.attack() != null) {
            advanceAttack(em);
        } else if (s.turn() == null) {
            if (s.next() < s.order().size()) {
                int seat = s.order().get(s.next());
                PlayerState p = s.player(seat);
                em.emit(new TurnBegan(seat, p.lastInitiativeCard()));
                beginStep(em, Steps.REINFORCEMENT);
            } else {
                endRound(em);
            }
        } else if (!s.triggers().isEmpty() || !s.player(s.turn().seat()).stack().isEmpty()) {
            placeOrTrigger(em, s.turn().seat());
        } else {
            String next = Steps.after(cards.battle(s.turn().card()), s.turn().step());
            if (next == null) {
                em.emit(new TurnEnded(s.turn().seat()));
            } else {
                beginStep(em, next);
            }
        }
    }

    private void beginStep(Emitter em, String step) {
        int seat = em.state().turn().seat();
        BattleCard card = cards.battle(em.state().turn().card());
        em.emit(new TurnStepBegan(seat, step));
        KharnageState s = em.state();
        PlayerState p = s.player(seat);
        if (Steps.REINFORCEMENT.equals(step)) {
            if (card.bicolour() && card.flags() > 0 && !p.generals().isEmpty()) {
                draw(em, seat, card.flags() - 1, "reinforcement");
                em.emit(new GeneralOffered(seat));
            } else {
                draw(em, seat, card.flags(), "reinforcement");
            }
        } else if (Steps.attackIndex(step) >= 0) {
            AttackKind kind = card.attacks().get(Steps.attackIndex(step));
            boolean knights = kind == AttackKind.ASSAULT && !cards.withSkill(p, SkillKind.KNIGHT).isEmpty();
            em.emit(new AttackBegan(seat, "card", kind, cards.combatPoints(p, kind), true, knights));
        } else if (Steps.POWER.equals(step)) {
            Power power = card.power();
            switch (power.kind()) {
                case ASSAULT:
                    em.emit(new AttackBegan(seat, "power", AttackKind.ASSAULT, power.value(), true, false));
                    break;
                case SHOOTING:
                    em.emit(new AttackBegan(seat, "power", AttackKind.SHOOTING, power.value(), true, false));
                    break;
                case REINFORCE:
                    draw(em, seat, power.value(), "power");
                    break;
                default:
                    if (!Targets.ownChoices(s, seat).isEmpty()) {
                        em.emit(new OwnUnitOffered(seat, power.kind()));
                    }
            }
        } else if (Steps.VETERAN.equals(step)) {
            int veterans = cards.sum(p, SkillKind.VETERAN);
            if (veterans > 0) {
                em.emit(new AttackBegan(seat, "veteran", AttackKind.ASSAULT, veterans, false, false));
            }
        } else if (Steps.FLIGHT.equals(step)) {
            List<String> flyers = cards.withSkill(p, SkillKind.FLIGHT).stream().map(Fielded::card)
                    .filter(s.turn().attackers()::contains).toList();
            if (!flyers.isEmpty()) {
                em.emit(new UnitsAbsent(seat, flyers, "flight"));
            }
        }
    }

    /** Draws up to {@code count} units (fewer if the Reserve runs out). */
    static void draw(Emitter em, int seat, int count, String reason) {
        int available = Math.min(count, em.state().player(seat).reserve().size());
        if (available > 0) {
            em.emit(new UnitsDrawn(seat, available, reason));
        }
    }

    /** The next trigger of the unit last placed, or else the top unit of the drawn stack placed. */
    private void placeOrTrigger(Emitter em, int seat) {
        KharnageState s = em.state();
        if (!s.triggers().isEmpty()) {
            trigger(em, s.triggers().get(0));
            return;
        }
        List<String> stack = s.player(seat).stack();
        String top = stack.get(stack.size() - 1);
        em.emit(new UnitPlaced(seat, top, cards.unit(top).line()));
    }

    private void trigger(Emitter em, Trigger t) {
        em.emit(new SkillTriggered(t.seat(), t.unit(), t.skill(), t.value()));
        KharnageState s = em.state();
        PlayerState p = s.player(t.seat());
        switch (t.skill()) {
            case CHIEF:
                draw(em, t.seat(), t.value(), "chief");
                break;
            case LARGE_UNIT:
                List<String> parts = cards.army(p.army()).units().stream().filter(u -> t.unit().equals(u.partOf()))
                        .map(UnitCard::id).filter(p.aside()::contains).toList();
                em.emit(new PartsJoined(t.seat(), t.unit(), parts));
                break;
            case KAMIKAZE:
                String revealed = p.reserve().isEmpty() ? null : p.reserve().get(0);
                int points = revealed == null ? 0 : cards.unit(t.unit()).armor() * cards.unit(revealed).armor();
                em.emit(new KamikazeExploded(t.seat(), t.unit(), revealed, points));
                if (points > 0) {
                    em.emit(new AttackBegan(t.seat(), "kamikaze", AttackKind.SHOOTING, points, false, false));
                }
                break;
            case SWORD:
                em.emit(new AttackBegan(t.seat(), "elite", AttackKind.ASSAULT, t.value(), false, false));
                break;
            case BOW:
                em.emit(new AttackBegan(t.seat(), "elite", AttackKind.SHOOTING, t.value(), false, false));
                break;
            case MAGIC_MISSILES:
                // Magic missiles count in both attack types, so the player chooses, when there is an army to attack at all
                if (Targets.inRange(s, t.seat(), AttackKind.ASSAULT).isEmpty()) {
                    em.emit(new AttackBegan(t.seat(), "elite", AttackKind.SHOOTING, t.value(), false, false));
                } else {
                    em.emit(new AttackKindOffered(t.seat(), t.unit(), t.value()));
                }
                break;
            default:
                throw new IllegalStateException("skill " + t.skill() + " does not act on placement");
        }
    }

    private void advanceAttack(Emitter em) {
        KharnageState s = em.state();
        Attack a = s.attack();
        switch (a.stage()) {
            case KNIGHTS:
            case TARGET:
                em.emit(new AttackEnded(a.seat()));
                break;
            case STOMP:
                em.emit(new StompsWasted(a.seat(), a.stomps()));
                break;
            case DESTROY:
                int lost = a.allotments().stream().mapToInt(Allotment::points).sum();
                em.emit(new AttackResolved(a.seat(), lost, websOwed(s, a)));
                if (!awaiting.attackHasChoice(em.state())) {
                    em.emit(new AttackEnded(a.seat()));
                }
                break;
            default:
                em.emit(new AttackEnded(a.seat()));
        }
    }

    /**
     * kharnage.md, Web: "After all the attacks (respecting the type) of a Unit with this skill":
     * after the last of the battle card's attacks of the Web's type, each Web unit that attacked
     * in them (its symbols gave them points) places one Web card on a unit of an army they targeted.
     */
    private int websOwed(KharnageState s, Attack a) {
        if (!"card".equals(a.source())) {
            return 0;
        }
        BattleCard card = cards.battle(s.turn().card());
        int index = Steps.attackIndex(s.turn().step());
        if (card.attacks().subList(index + 1, card.attacks().size()).contains(a.kind())) {
            return 0;
        }
        List<String> attackers = cards.attackers(s.player(a.seat()), "card", a.kind());
        return (int) cards.withSkill(s.player(a.seat()), SkillKind.WEB).stream()
                .filter(u -> attackers.contains(u.card()))
                .filter(u -> cards.unit(u.card()).skills().stream().anyMatch(k -> k.kind() == SkillKind.WEB && k.attack() == a.kind()))
                .count();
    }

    // --- end of round and game ---------------------------------------------------------------

    /**
     * kharnage.md, END OF ROUND, LAST TURN and END OF THE GAME. Every player is ranked by the
     * count of unit cards destroyed, a count of 0 included; draws go to the lowest initiative.
     */
    private void endRound(Emitter em) {
        KharnageState s = em.state();
        List<Integer> destroyed = s.players().stream().map(p -> p.collected().size()).toList();
        List<Integer> ranked = s.players().stream()
                .sorted(Comparator.comparingInt((PlayerState p) -> -p.collected().size())
                        .thenComparingInt(p -> cards.initiative(p.lastInitiativeCard())).thenComparingInt(PlayerState::seat))
                .map(PlayerState::seat).toList();
        List<Integer> tokens = s.seats() == 2 ? List.of(5, 3) : List.of(5, 3, 1);
        List<Award> awards = new ArrayList<>();
        for (int i = 0; i < Math.min(tokens.size(), ranked.size()); i++) {
            if (s.supply().contains(tokens.get(i))) {
                awards.add(new Award(ranked.get(i), tokens.get(i)));
            }
        }
        em.emit(new RoundScored(s.round(), destroyed, awards));
        em.emit(new RoundEnded(s.round()));
        if (s.lastTurn()) {
            gameOver(em);
            return;
        }
        for (PlayerState p : em.state().players()) {
            if (!p.battleDeck().isEmpty()) {
                em.emit(new BattleCardsDrawn(p.seat(), 1, p.battleDeck().subList(0, 1)));
            }
        }
        em.emit(new RoundBegan(s.round() + 1, isLastTurn(em.state(), s.round() + 1)));
    }

    private void gameOver(Emitter em) {
        KharnageState s = em.state();
        List<Score> scores = s.players().stream().map(p -> new Score(p.seat(), p.skulls(), p.kharnage(), p.skulls() + p.kharnage(),
                cards.initiative(p.lastInitiativeCard()))).toList();
        Comparator<Score> ranking = Comparator.comparingInt((Score sc) -> -sc.total()).thenComparingInt(sc -> -sc.kharnage())
                .thenComparingInt(Score::lastInitiative);
        List<Score> sorted = scores.stream().sorted(ranking.thenComparingInt(Score::seat)).toList();
        List<List<Integer>> placings = new ArrayList<>();
        Score previous = null;
        for (Score score : sorted) {
            if (previous != null && ranking.compare(previous, score) == 0) {
                List<Integer> group = new ArrayList<>(placings.get(placings.size() - 1));
                group.add(score.seat());
                placings.set(placings.size() - 1, group);
            } else {
                placings.add(List.of(score.seat()));
            }
            previous = score;
        }
        em.emit(new GameOver(scores, placings));
    }
}

package dev.arbiter.kharnage.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A pack's cards by id, and the card arithmetic of kharnage.md (armor, combat points, skills in play). */
final class Catalogue {

    final Pack pack;
    private final Map<String, UnitCard> units;
    private final Map<String, BattleCard> battle;

    Catalogue(Pack pack) {
        this.pack = pack;
        this.units = pack.unitIndex();
        this.battle = pack.battleIndex();
    }

    UnitCard unit(String id) {
        UnitCard card = units.get(id);
        if (card == null) {
            throw new IllegalStateException("no unit card " + id + " in pack " + pack.id());
        }
        return card;
    }

    BattleCard battle(String id) {
        BattleCard card = battle.get(id);
        if (card == null) {
            throw new IllegalStateException("no battle card " + id + " in pack " + pack.id());
        }
        return card;
    }

    Army army(String id) {
        return pack.army(id).orElseThrow();
    }

    /** kharnage.md, Shield and Immobilized: armor plus one per Shield symbol; an Immobilized unit keeps only its Armor. */
    int armor(Fielded unit) {
        UnitCard card = unit(unit.card());
        return card.armor() + (unit.immobilized() ? 0 : card.shields());
    }

    /** Whether a present unit has this skill in play (an Immobilized unit has lost its skill symbols). */
    boolean active(Fielded unit, SkillKind kind) {
        return !unit.absent() && !unit.immobilized() && unit(unit.card()).has(kind);
    }

    /** Units of the army with this skill in play. */
    List<Fielded> withSkill(PlayerState player, SkillKind kind) {
        return player.present().stream().filter(u -> active(u, kind)).toList();
    }

    /** The sum of a skill's values over the army's units in play (symbols not linked to Elite). */
    int sum(PlayerState player, SkillKind kind) {
        return player.present().stream().filter(u -> !u.immobilized()).mapToInt(u -> unit(u.card()).total(kind, false)).sum();
    }

    /**
     * kharnage.md, ATTACKS ("1 symbol = 1 combat point") with Sword, Bow, Magic missiles and
     * Powder. Symbols linked to Elite are spent when the unit is placed and are not counted here.
     */
    int combatPoints(PlayerState player, AttackKind kind) {
        return player.present().stream().mapToInt(u -> combatPoints(player, u, kind)).sum();
    }

    /** One unit's share of a battle card attack's combat points. */
    private int combatPoints(PlayerState player, Fielded u, AttackKind kind) {
        if (u.immobilized()) {
            return 0;
        }
        UnitCard card = unit(u.card());
        int points = card.total(SkillKind.MAGIC_MISSILES, false);
        if (kind == AttackKind.ASSAULT) {
            return points + card.total(SkillKind.SWORD, false);
        }
        return points + card.total(SkillKind.BOW, false) + card.total(SkillKind.POWDER, false) * bowUnits(player);
    }

    /**
     * The units that attack in a battle card attack (those whose symbols give it points) or in the
     * Veteran Assault (the Veteran units); Flight sends only these Absent, and only these place
     * their Web.
     */
    List<String> attackers(PlayerState player, String source, AttackKind kind) {
        if ("veteran".equals(source)) {
            return withSkill(player, SkillKind.VETERAN).stream().map(Fielded::card).toList();
        }
        return player.present().stream().filter(u -> combatPoints(player, u, kind) > 0).map(Fielded::card).toList();
    }

    /**
     * Powder: "per Unit with Bow skill in your Army", counting units, not symbols: a unit whose
     * Bow is linked to Elite has the Bow skill too; an Immobilized unit has lost it.
     */
    int bowUnits(PlayerState player) {
        return withSkill(player, SkillKind.BOW).size();
    }

    /** Knight: the Sword symbols of the Knights, added once more when they are discarded. */
    int knightSwords(PlayerState player) {
        return withSkill(player, SkillKind.KNIGHT).stream().mapToInt(u -> unit(u.card()).total(SkillKind.SWORD, false)).sum();
    }

    /** Placement skills that act when this card is placed: during setup only Chief and Large unit. */
    List<Trigger> triggers(int seat, String cardId, boolean setup) {
        List<Trigger> triggers = new ArrayList<>();
        for (Skill skill : unit(cardId).skills()) {
            SkillKind kind = skill.kind();
            boolean placement = kind == SkillKind.CHIEF || kind == SkillKind.LARGE_UNIT || (!setup && kind == SkillKind.KAMIKAZE);
            boolean eliteAttack = !setup && skill.elite()
                    && (kind == SkillKind.BOW || kind == SkillKind.SWORD || kind == SkillKind.MAGIC_MISSILES);
            if (placement || eliteAttack) {
                triggers.add(new Trigger(seat, cardId, kind, skill.value()));
            }
        }
        return triggers;
    }

    int initiative(String battleCard) {
        return battle(battleCard).initiative();
    }
}

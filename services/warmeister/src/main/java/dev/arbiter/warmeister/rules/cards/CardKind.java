package dev.arbiter.warmeister.rules.cards;

import static dev.arbiter.warmeister.rules.cards.CardSpec.army;
import static dev.arbiter.warmeister.rules.cards.CardSpec.attack;
import static dev.arbiter.warmeister.rules.cards.CardSpec.castle;
import static dev.arbiter.warmeister.rules.cards.CardSpec.event;
import static dev.arbiter.warmeister.rules.cards.CardSpec.holding;
import static dev.arbiter.warmeister.rules.cards.CardSpec.terrainCard;

import java.util.Set;

/**
 * The card list exactly as printed in warmeister.txt, CARDS (names keep the printed spelling,
 * typos included, in {@link #printedName()}). The printed copies add up to 132 cards although
 * the rulebook's THE DECK says 130; the list is shipped as printed (docs/rules/warmeister.md).
 */
public enum CardKind {
    // ATTACK CARDS
    ATTACK(attack("Attack", 15)),
    PILLAGE(attack("Pillage", 3)),
    RAZE(attack("Raze", 2)),
    AMBUSH(attack("Ambush", 3)),
    CONQUEST(attack("Conquest", 2)),

    // CASTLES: cost, modifiers to attackers and defenders
    PALLISAIDE(castle("Pallisaide", 2, 4, -1, 0)),
    KEEP(castle("Keep", 2, 7, -2, 0)),
    FORTRESS(castle("Fortress", 1, 10, -2, +1)),

    // HOLDINGS: cost, then (discounted type, gold per turn, supply, hand size, draw)
    FARM(holding("Farm", 3, 2).withHoldingEffect(null, 0, 1, 0, 0)),
    ARMOURY(holding("Armoury", 2, 3).withHoldingEffect(null, 0, 0, 1, 0)),
    BARRACKS(holding("Barracks", 1, 4).withHoldingEffect(UnitType.BASIC, 0, 0, 0, 0)),
    WORKSHOP(holding("Workshop", 1, 4).withHoldingEffect(UnitType.BESIEGER, 0, 0, 0, 0)),
    MEAD_HALL(holding("Mead Hall", 1, 4).withHoldingEffect(UnitType.ASSAULT, 0, 0, 0, 0)),
    ARCHERY_RANGE(holding("Archery Range", 1, 4).withHoldingEffect(UnitType.MISSILE, 0, 0, 0, 0)),
    HORSE_BREEDER(holding("Horse Breeder", 1, 4).withHoldingEffect(UnitType.CAVALRY, 0, 0, 0, 0)),
    HUNTING_LODGE(holding("Hunting Lodge", 1, 4).withHoldingEffect(UnitType.SKIRMISHER, 0, 0, 0, 0)),
    MINES(holding("Mines", 2, 4).withHoldingEffect(null, 2, 0, 0, 0)),
    TAVERN(holding("Tavern", 2, 4).withHoldingEffect(null, 1, 1, 0, 0)),
    MARKET(holding("Market", 1, 6).withHoldingEffect(null, 3, 0, 0, 0)),
    WIZARD_TOWER(holding("Wizard Tower", 2, 3).withHoldingEffect(null, 0, 0, 0, 1)),

    // ARMY CARDS: copies, cost, bonus, wounds, type and trait letters
    PEASANTS(army("Peasants", 2, 1, 1, 1, "").withDrawOnRecruit(1)),
    GOBLIN_STABBERS(army("Goblin Stabbers", 1, 1, 1, 1, "")),
    OLD_HOB(army("Old Hob", 1, 2, 1, 1, "D T").withDiscardToPlay(1)),
    SKELLINGTON_TROOPERS(army("Skellington Troopers", 1, 2, 1, 1, "T")),
    SWORDSMEN(army("Swordsmen", 1, 2, 2, 1, "")),
    PIKEMEN(army("Pikemen", 1, 3, 2, 2, "")),
    ROAMIN_RONIN(army("Roamin' Ronin", 1, 3, 2, 1, "D")),
    DWARF_AXEMEN(army("Dwarf Axemen", 1, 3, 3, 1, "")),
    TROLL_WARRIORS(army("Troll Warriors", 1, 4, 3, 2, "")),
    OGRE_BULLIES(army("Ogre Bullies", 1, 6, 4, 2, "R")),
    GIANT(army("Giant", 1, 7, 4, 2, "T").withHoldingSmash().withSupplyUnits(2)),
    GNOLL_CHICKEN_THIEVES(army("Gnoll Chicken-Thieves", 1, 2, 1, 1, "M")),
    BOWMEN(army("Bowmen", 1, 3, 2, 1, "M")),
    ELVEN_RANGERS(army("Elven Rangers", 1, 4, 3, 1, "M D")),
    DWARF_ENGINEERS(army("Dwarf Engineers", 1, 6, 4, 2, "M T").withDiscardToPlay(1)),
    FANATICS(army("Fanatics", 1, 2, 1, 1, "A")),
    HAIRY_BARBARIANS(army("Hairy Barbarians", 1, 4, 2, 1, "A R")),
    TROLL_BERSERKERS(army("Troll Berserkers", 1, 6, 3, 2, "A T")),
    THEO_THE_MINOTAUR(army("Theo the Minotaur", 1, 6, 4, 2, "A")),
    WARDOGS(army("Wardogs", 1, 2, 1, 1, "C")),
    ELVEN_WEASEL_RIDERS(army("Elven Weasel Riders", 1, 3, 2, 1, "C")),
    KNIGHTS_OF_THE_GOLDEN_ROOSTER(army("Knights of the Golden Rooster", 1, 6, 3, 2, "C D")),
    WAR_MAMMOTHS(army("War Mammoths", 1, 8, 4, 3, "C T")),
    CAPTAIN_TIM(army("Captain Tim", 1, 5, 2, 2, "G").withDrawOnRecruit(2)),
    PRINCE_TREEHUGGER(army("Prince Treehugger", 1, 5, 2, 2, "G M")),
    SNORRI_AXETHROWERSSON(army("Snorri Axethrowersson", 1, 6, 3, 2, "G T")),
    SIR_BERTRAND_OF_BALONEY(army("Sir Bertrand of Baloney", 1, 6, 3, 2, "G C")),
    NANOC_THE_BARBARIAN(army("Nanoc the Barbarian", 1, 7, 4, 2, "G A")),
    GOBLIN_SLINGSHOOTERS(army("Goblin Slingshooters", 1, 4, 2, 1, "S").withOpponentDiscardOnRecruit()),
    GNOLL_HUNTSMEN(army("Gnoll Huntsmen", 1, 4, 2, 1, "S R")),
    ELF_BATTLE_PRANCERS(army("Elf Battle-Prancers", 1, 5, 3, 2, "S")),
    CATAPULT(army("Catapult", 1, 3, 2, 1, "B")),
    DWARF_SAPPERS(army("Dwarf Sappers", 1, 4, 2, 2, "B")),
    OL_BESSIE(army("Ol' Bessie", 1, 5, 3, 2, "B")),
    FERNANDO_THE_DRAGON(army("Fernando the Dragon", 1, 10, 5, 3, "A C D T").withSupplyUnits(3)),
    SIEGE_GOLEM(army("Siege Golem", 1, 8, 4, 2, "B A T").withDiscardToPlay(2)),
    CENTAUR_JAVELINEERS(army("Centaur Javelineers", 1, 6, 3, 2, "S M")),
    DONKEY_RAIDERS(army("Donkey Raiders", 1, 4, 2, 1, "C R")),
    SHAOLIN_MONKEYS(army("Shaolin Monkeys", 1, 5, 2, 2, "A S")),

    // EVENT CARDS: battle events, terrain (attacker and defender force), and the others
    GUTSY(event("Gutsy", 2, true)),
    RUN_THEM_DOWN(event("Run Them Down", 1, true)),
    RAN_TOO_FAR(event("Ran Too Far", 1, true)),
    SCAREDY_CATS(event("Scaredy Cats", 1, true)),
    GOOD_HARVEST(event("Good Harvest", 2, false)),
    LUCK(event("Luck", 2, false)),
    DENIED(event("Denied!", 2, false)),
    FOREST(terrainCard("Forest", 4, -1, 0)),
    RUINS(terrainCard("Ruins", 2, -2, 0)),
    SWAMP(terrainCard("Swamp", 2, -2, -1)),
    HIGH_GROUND(terrainCard("High Ground", 2, -1, +1)),
    DEFENSIVE_TRAPS(terrainCard("Defensive Traps", 2, 0, 0)),
    BOTTLENECK(terrainCard("Bottleneck", 2, 0, 0)),
    FURY(event("Fury", 2, true)),
    FATIGUED(event("Fatigued", 2, true)),
    ASLEEP_ON_THE_JOB(event("Asleep on the Job", 2, true)),
    RAID(event("Raid", 2, false)),
    EARTHQUAKE(event("Eartquake", 1, false)),
    GOBLINS_WITH_DYNAMITE(event("Goblins With Dynamite", 1, false)),
    RECRUITMENT_DRIVE(event("Recrutment Drive", 2, false)),
    PIZZA_AND_BEER(event("Pizza & Beer", 1, false)),
    YOURE_FIRED(event("You're Fired", 2, false)),
    BUSY_AS_BEAVERS(event("Busy as Beavers", 1, false)),
    HID_IN_A_DITCH(event("Hid in a Ditch", 1, false)),
    REINFORCEMENTS(event("Reinforcements", 2, false));

    private final CardSpec spec;

    CardKind(CardSpec spec) {
        this.spec = spec;
    }

    public String printedName() {
        return spec.printedName();
    }

    public Category category() {
        return spec.category();
    }

    public int copies() {
        return spec.copies();
    }

    /** Printed cost in gold (armies, castles, holdings). */
    public int cost() {
        return spec.cost();
    }

    public int bonus() {
        return spec.bonus();
    }

    public int wounds() {
        return spec.wounds();
    }

    public Set<UnitType> types() {
        return spec.types();
    }

    public boolean is(UnitType type) {
        return spec.types().contains(type);
    }

    public boolean has(Trait trait) {
        return spec.traits().contains(trait);
    }

    /** How many supply points the army uses (warmeister.txt, SUPPLY; Giant 2, Fernando 3). */
    public int supplyUnits() {
        return spec.supplyUnits();
    }

    public int discardToPlay() {
        return spec.discardToPlay();
    }

    public int drawOnRecruit() {
        return spec.drawOnRecruit();
    }

    public boolean opponentDiscardsOnRecruit() {
        return spec.opponentDiscardsOnRecruit();
    }

    public boolean smashesHolding() {
        return spec.smashesHolding();
    }

    /** Castles: modifier to attacking units; terrain: force modifier of the side the ground hurts. */
    public int attackerModifier() {
        return spec.attackerModifier();
    }

    /** Castles: modifier to defending units; terrain: force modifier of the other side. */
    public int defenderModifier() {
        return spec.defenderModifier();
    }

    /** Holdings: the unit type whose cost this holding reduces by 1, or null. */
    public UnitType discounts() {
        return spec.discounts();
    }

    public int goldPerTurn() {
        return spec.goldPerTurn();
    }

    public int supplyBonus() {
        return spec.supplyBonus();
    }

    public int handSizeBonus() {
        return spec.handSizeBonus();
    }

    public int drawBonus() {
        return spec.drawBonus();
    }

    /** Battle events may only be played during a battle (warmeister.txt, EVENT CARDS). */
    public boolean battleOnly() {
        return spec.battleOnly();
    }

    public boolean terrain() {
        return spec.terrain();
    }

    /** Bought with gold and put into play (warmeister.txt, REVENUE). */
    public boolean purchasable() {
        return category() == Category.ARMY || category() == Category.CASTLE || category() == Category.HOLDING;
    }
}

package dev.arbiter.kharnage.pack;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackReader;
import dev.arbiter.kernel.content.PackRefusal;
import dev.arbiter.kharnage.rules.Army;
import dev.arbiter.kharnage.rules.AttackKind;
import dev.arbiter.kharnage.rules.BattleCard;
import dev.arbiter.kharnage.rules.Pack;
import dev.arbiter.kharnage.rules.Power;
import dev.arbiter.kharnage.rules.PowerKind;
import dev.arbiter.kharnage.rules.Skill;
import dev.arbiter.kharnage.rules.SkillKind;
import dev.arbiter.kharnage.rules.UnitCard;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Kharnage's content packs for the kernel's loader: documents valid against
 * contracts/content/kharnage.schema.json, checked for what a schema cannot say (unique ids,
 * Large-unit parts) and turned into the plain records the rules use. A bad pack is refused with
 * a {@link PackException} naming the file, the JSON pointer and the problem.
 */
public final class KharnagePacks extends PackReader<Pack> {

    public static final String DEMO = "packs/kharnage/demo.json";

    public KharnagePacks() {
        super("kharnage.schema.json", DEMO);
    }

    /** The demo pack shipped in the jar (demo cards, not the published ones), read without a service. */
    public static Pack demo() {
        return new KharnagePacks().shipped();
    }

    @Override
    protected Pack bind(JsonNode root, String sha) {
        List<Army> armies = new ArrayList<>();
        for (JsonNode a : root.get("armies")) {
            List<UnitCard> units = new ArrayList<>();
            for (JsonNode u : a.get("units")) {
                if (u.has("partOf")) {
                    units.add(new UnitCard(u.get("id").asText(), u.get("name").asText(), 0, 0, 0, List.of(), false,
                            u.get("partOf").asText()));
                    continue;
                }
                List<Skill> skills = new ArrayList<>();
                for (JsonNode s : u.path("skills")) {
                    SkillKind kind = SkillKind.valueOf(s.get("skill").asText().toUpperCase(Locale.ROOT));
                    AttackKind attack = s.has("attack") ? attack(s.get("attack").asText()) : null;
                    skills.add(new Skill(kind, s.path("value").asInt(1), s.path("elite").asBoolean(false), attack));
                }
                units.add(new UnitCard(u.get("id").asText(), u.get("name").asText(), u.get("armor").asInt(), u.path("shields").asInt(0),
                        u.get("line").asInt(), skills, u.path("general").asBoolean(false), null));
            }
            List<BattleCard> battle = new ArrayList<>();
            for (JsonNode b : a.get("battleCards")) {
                battle.add(battleCard(b, b.get("initiative").asInt()));
            }
            armies.add(new Army(a.get("id").asText(), a.get("name").asText(), units, battle, battleCard(a.get("zero"), 0)));
        }
        return new Pack(root.get("pack").asText(), root.get("version").asText(), sha, armies);
    }

    private static BattleCard battleCard(JsonNode b, int initiative) {
        JsonNode r = b.get("reinforcement");
        List<AttackKind> attacks = new ArrayList<>();
        b.path("attacks").forEach(k -> attacks.add(attack(k.asText())));
        Power power = null;
        if (b.has("power")) {
            JsonNode p = b.get("power");
            power = new Power(PowerKind.valueOf(p.get("effect").asText().toUpperCase(Locale.ROOT)), p.path("value").asInt(0));
        }
        return new BattleCard(b.get("id").asText(), initiative, r.get("flags").asInt(), r.path("bicolour").asBoolean(false), attacks, power);
    }

    private static AttackKind attack(String name) {
        return AttackKind.valueOf(name.toUpperCase(Locale.ROOT));
    }

    /** What the schema cannot check; each refusal names the file and the JSON pointer of the place. */
    @Override
    protected void check(Pack pack, PackRefusal refusal) {
        String source = refusal.source();
        Set<String> armyIds = new HashSet<>();
        Set<String> cardIds = new HashSet<>();
        for (int a = 0; a < pack.armies().size(); a++) {
            Army army = pack.armies().get(a);
            String at = source + " at /armies/" + a;
            require(armyIds.add(army.id()), at + "/id: army id '" + army.id() + "' used twice");
            require(cardIds.add(army.zero().id()), at + "/zero/id: card id '" + army.zero().id() + "' used twice in the pack");
            for (int b = 0; b < army.battleCards().size(); b++) {
                BattleCard card = army.battleCards().get(b);
                require(cardIds.add(card.id()), at + "/battleCards/" + b + "/id: card id '" + card.id() + "' used twice in the pack");
                require(!card.bicolour() || card.flags() > 0, at + "/battleCards/" + b + "/reinforcement: '" + card.id()
                        + "' has a bicolour flag but no flags");
            }
            for (int i = 0; i < army.units().size(); i++) {
                UnitCard unit = army.units().get(i);
                String where = at + "/units/" + i;
                require(cardIds.add(unit.id()), where + "/id: card id '" + unit.id() + "' used twice in the pack");
                if (unit.partOf() != null) {
                    UnitCard head = army.units().stream().filter(h -> h.id().equals(unit.partOf())).findFirst().orElse(null);
                    require(head != null && head.partOf() == null && head.has(SkillKind.LARGE_UNIT),
                            where + "/partOf: '" + unit.partOf() + "' is not a Large unit of army '" + army.id() + "'");
                }
                if (unit.has(SkillKind.LARGE_UNIT)) {
                    require(army.units().stream().anyMatch(p -> unit.id().equals(p.partOf())),
                            where + ": the Large unit '" + unit.id() + "' needs at least one part card (partOf '" + unit.id() + "')");
                    require(!unit.general(), where + ": '" + unit.id() + "' is a General and a Large unit, which this implementation does not allow");
                }
            }
            require(!army.reserveCards().isEmpty(), at + "/units: the Reserve of army '" + army.id() + "' is empty (every unit is a General or a part)");
        }
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new PackException(message);
        }
    }
}

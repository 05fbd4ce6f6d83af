package dev.arbiter.kharnage.pack;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.arbiter.kharnage.rules.Army;
import dev.arbiter.kharnage.rules.AttackKind;
import dev.arbiter.kharnage.rules.BattleCard;
import dev.arbiter.kharnage.rules.Pack;
import dev.arbiter.kharnage.rules.Power;
import dev.arbiter.kharnage.rules.PowerKind;
import dev.arbiter.kharnage.rules.Skill;
import dev.arbiter.kharnage.rules.SkillKind;
import dev.arbiter.kharnage.rules.UnitCard;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads Kharnage content packs: JSON validated against contracts/content/kharnage.schema.json
 * (bundled in the jar as {@value #SCHEMA_RESOURCE}), then checked for what a schema cannot say
 * (unique ids, Large-unit parts), then turned into the plain records the rules use. A bad pack is
 * refused with a {@link PackException} naming the file, the JSON path and the problem.
 */
public final class PackLoader {

    public static final String SCHEMA_RESOURCE = "/schemas/kharnage.schema.json";
    public static final String DEMO_RESOURCE = "/packs/demo.json";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonSchema SCHEMA = loadSchema();

    private PackLoader() {
    }

    /** The demo pack shipped in the jar (demo cards, not the published ones). */
    public static Pack demo() {
        try (InputStream in = PackLoader.class.getResourceAsStream(DEMO_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the demo pack " + DEMO_RESOURCE + " is missing from the jar");
            }
            return parse(in.readAllBytes(), "classpath:" + DEMO_RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One pack file. */
    public static Pack load(Path file) {
        try {
            return parse(Files.readAllBytes(file), file.toString());
        } catch (IOException e) {
            throw new PackException(file + ": cannot be read: " + e.getMessage(), e);
        }
    }

    /** Every {@code *.json} file of a folder, in name order; the first bad one refuses the lot. */
    public static List<Pack> loadFolder(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new PackException(folder + ": not a folder of content packs");
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().map(PackLoader::load).toList();
        } catch (IOException e) {
            throw new PackException(folder + ": cannot be listed: " + e.getMessage(), e);
        }
    }

    /** The demo pack followed by the packs of {@code folder} (if not null); ids must be distinct. */
    public static List<Pack> demoAnd(Path folder) {
        List<Pack> packs = new ArrayList<>();
        packs.add(demo());
        if (folder != null) {
            packs.addAll(loadFolder(folder));
        }
        Set<String> ids = new HashSet<>();
        for (Pack pack : packs) {
            if (!ids.add(pack.id())) {
                throw new PackException("two content packs have the id '" + pack.id() + "'");
            }
        }
        return packs;
    }

    /** Validates and reads one pack; {@code source} names it in messages. */
    public static Pack parse(byte[] bytes, String source) {
        JsonNode root;
        try {
            root = JSON.readTree(bytes);
        } catch (IOException e) {
            throw new PackException(source + ": not valid JSON: " + e.getMessage(), e);
        }
        if (root == null) {
            throw new PackException(source + ": empty file");
        }
        Set<ValidationMessage> problems = SCHEMA.validate(root);
        if (!problems.isEmpty()) {
            String list = problems.stream().map(ValidationMessage::getMessage).sorted().collect(Collectors.joining("; "));
            throw new PackException(source + ": does not match kharnage.schema.json: " + list);
        }
        Pack pack = read(root, sha256(bytes));
        check(pack, source);
        return pack;
    }

    private static Pack read(JsonNode root, String sha) {
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

    /** What the schema cannot check. */
    private static void check(Pack pack, String source) {
        Set<String> armyIds = new HashSet<>();
        Set<String> cardIds = new HashSet<>();
        for (int a = 0; a < pack.armies().size(); a++) {
            Army army = pack.armies().get(a);
            String at = source + ": $.armies[" + a + "] (" + army.id() + ")";
            require(armyIds.add(army.id()), at + ": army id used twice");
            require(cardIds.add(army.zero().id()), at + ".zero: card id '" + army.zero().id() + "' used twice in the pack");
            for (BattleCard card : army.battleCards()) {
                require(cardIds.add(card.id()), at + ".battleCards: card id '" + card.id() + "' used twice in the pack");
                require(!card.bicolour() || card.flags() > 0, at + ".battleCards: '" + card.id() + "' has a bicolour flag but no flags");
            }
            for (int i = 0; i < army.units().size(); i++) {
                UnitCard unit = army.units().get(i);
                String where = at + ".units[" + i + "] (" + unit.id() + ")";
                require(cardIds.add(unit.id()), where + ": card id used twice in the pack");
                if (unit.partOf() != null) {
                    UnitCard head = army.units().stream().filter(h -> h.id().equals(unit.partOf())).findFirst().orElse(null);
                    require(head != null && head.partOf() == null && head.has(SkillKind.LARGE_UNIT),
                            where + ": partOf '" + unit.partOf() + "' is not a Large unit of this army");
                }
                if (unit.has(SkillKind.LARGE_UNIT)) {
                    require(army.units().stream().anyMatch(p -> unit.id().equals(p.partOf())),
                            where + ": a Large unit needs at least one part card (partOf '" + unit.id() + "')");
                    require(!unit.general(), where + ": a General cannot be a Large unit in this implementation");
                }
            }
            require(!army.reserveCards().isEmpty(), at + ": the Reserve is empty (every unit is a General or a part)");
        }
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new PackException(message);
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JsonSchema loadSchema() {
        try (InputStream in = PackLoader.class.getResourceAsStream(SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the pack schema " + SCHEMA_RESOURCE + " is missing from the jar");
            }
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(JSON.readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

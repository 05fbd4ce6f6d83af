package dev.arbiter.kharnage.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.arbiter.kernel.chain.HashChain;
import dev.arbiter.kernel.content.LoadedPack;
import dev.arbiter.kernel.content.PackException;
import dev.arbiter.kernel.content.PackLoader;
import dev.arbiter.kharnage.rules.Army;
import dev.arbiter.kharnage.rules.Pack;
import dev.arbiter.kharnage.rules.SkillKind;
import dev.arbiter.kharnage.rules.UnitCard;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Kharnage's packs through the kernel's loader: the real schema, the real reader. */
class KharnagePacksTest {

    private static final PackLoader<Pack> LOADER = new PackLoader<>(new KharnagePacks());

    private static byte[] demoBytes() throws IOException {
        try (InputStream in = KharnagePacks.class.getClassLoader().getResourceAsStream(KharnagePacks.DEMO)) {
            return in.readAllBytes();
        }
    }

    private static String demoText() throws IOException {
        return new String(demoBytes(), StandardCharsets.UTF_8);
    }

    private static List<String> ids(List<LoadedPack<Pack>> packs) {
        return packs.stream().map(p -> p.content().id()).toList();
    }

    @Test
    @DisplayName("Demo pack: four original armies (Dwarf, Goblin, Human, Orc) marked as demo cards, not the published ones")
    void demoPack() {
        Pack demo = KharnagePacks.demo();
        assertEquals("demo", demo.id());
        assertEquals(List.of("dwarf", "goblin", "human", "orc"), demo.armies().stream().map(Army::id).toList());
        assertEquals(64, demo.sha256().length());
        UnitCard thane = demo.army("dwarf").orElseThrow().units().stream().filter(UnitCard::general).findFirst().orElseThrow();
        assertEquals(3, thane.total(SkillKind.CHIEF, true), "kharnage.md, EXAMPLE: the Dwarf General has Chief 3");
    }

    @Test
    @DisplayName("kharnage.md, SKILLS and KEYWORDS: every skill occurs in the demo pack, Elite included")
    void everySkillOccurs() {
        Set<SkillKind> seen = EnumSet.noneOf(SkillKind.class);
        boolean elite = false;
        boolean shields = false;
        for (Army army : KharnagePacks.demo().armies()) {
            for (UnitCard unit : army.units()) {
                unit.skills().forEach(s -> seen.add(s.kind()));
                elite |= unit.skills().stream().anyMatch(s -> s.elite());
                shields |= unit.shields() > 0;
            }
        }
        if (shields) {
            seen.add(SkillKind.SHIELD);
        }
        assertEquals(EnumSet.allOf(SkillKind.class), seen);
        assertTrue(elite);
    }

    @Test
    @DisplayName("The demo pack's sha256 is that of its bytes as shipped")
    void hashOfTheBytes() throws IOException {
        assertEquals(HashChain.sha256(demoBytes()), KharnagePacks.demo().sha256());
    }

    @Test
    @DisplayName("Packs: a folder's JSON and YAML packs load after the demo, in name order")
    void folder(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("extra.json"), demoText().replace("\"pack\": \"demo\"", "\"pack\": \"extra\""));
        String yaml = new YAMLMapper().writeValueAsString(new ObjectMapper().readTree(demoText().replace("\"pack\": \"demo\"", "\"pack\": \"yaml\"")));
        Files.writeString(folder.resolve("more.yaml"), yaml);
        Files.writeString(folder.resolve("README.txt"), "not a pack, not read");
        List<LoadedPack<Pack>> packs = LOADER.load(Optional.of(folder));
        assertEquals(List.of("demo", "extra", "yaml"), ids(packs));
        assertEquals("application/yaml", packs.get(2).file().mediaType());
        assertEquals(KharnagePacks.demo().armies(), packs.get(2).content().armies(), "YAML reads as the JSON it stands for");
        assertEquals(HashChain.sha256(yaml.getBytes(StandardCharsets.UTF_8)), packs.get(2).file().sha256());
        assertNotEquals(packs.get(0).file().sha256(), packs.get(1).file().sha256());
    }

    @Test
    @DisplayName("Packs: a bad pack is refused naming the file, the JSON pointer of the place and the problem")
    void badPacks(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("zz-bad.json"), demoText().replace("\"pack\": \"demo\"", "\"pack\": \"bad\"")
                .replaceFirst("\"armor\": 2", "\"armor\": 0"));
        PackException bad = assertThrows(PackException.class, () -> LOADER.load(Optional.of(folder)));
        assertTrue(bad.getMessage().startsWith(folder.resolve("zz-bad.json") + ": does not match kharnage.schema.json: at /armies/0/units/0/armor: "),
                bad.getMessage());

        Files.delete(folder.resolve("zz-bad.json"));
        Files.writeString(folder.resolve("again.json"), demoText());
        PackException twice = assertThrows(PackException.class, () -> LOADER.load(Optional.of(folder)));
        assertEquals(folder.resolve("again.json") + " at /pack: the id 'demo' is already the id of classpath:" + KharnagePacks.DEMO, twice.getMessage());

        PackException broken = assertThrows(PackException.class, () -> LOADER.parse("{".getBytes(StandardCharsets.UTF_8), "broken.json"));
        assertTrue(broken.getMessage().startsWith("broken.json: not valid JSON"), broken.getMessage());

        PackException brokenYaml = assertThrows(PackException.class, () -> LOADER.parse("pack: [".getBytes(StandardCharsets.UTF_8), "broken.yaml"));
        assertTrue(brokenYaml.getMessage().startsWith("broken.yaml: not valid YAML"), brokenYaml.getMessage());

        String keyTwice = demoText().replaceFirst("\"version\": ", "\"version\": \"0\", \"version\": ");
        PackException duplicateKey = assertThrows(PackException.class, () -> LOADER.parse(keyTwice.getBytes(StandardCharsets.UTF_8), "key.json"));
        assertTrue(duplicateKey.getMessage().contains("Duplicate field 'version'"), duplicateKey.getMessage());

        PackException top = assertThrows(PackException.class, () -> LOADER.parse("{}".getBytes(StandardCharsets.UTF_8), "top.json"));
        assertTrue(top.getMessage().startsWith("top.json: does not match kharnage.schema.json: at the top level: "), top.getMessage());

        String sameCard = demoText().replace("\"id\": \"dwarf-axemen-2\"", "\"id\": \"dwarf-axemen-1\"");
        PackException duplicate = assertThrows(PackException.class, () -> LOADER.parse(sameCard.getBytes(StandardCharsets.UTF_8), "dup.json"));
        assertTrue(duplicate.getMessage().matches("dup\\.json at /armies/\\d+/units/\\d+/id: card id 'dwarf-axemen-1' used twice in the pack"),
                duplicate.getMessage());

        String orphan = demoText().replace("\"partOf\": \"orc-troll\"", "\"partOf\": \"orc-shaman\"");
        PackException part = assertThrows(PackException.class, () -> LOADER.parse(orphan.getBytes(StandardCharsets.UTF_8), "part.json"));
        assertTrue(part.getMessage().startsWith("part.json at /armies/") && part.getMessage().contains("orc-troll")
                && part.getMessage().contains("Large unit"), part.getMessage());

        PackException missing = assertThrows(PackException.class, () -> LOADER.load(Optional.of(folder.resolve("missing"))));
        assertEquals(folder.resolve("missing") + ": not a folder of content packs", missing.getMessage());
    }
}

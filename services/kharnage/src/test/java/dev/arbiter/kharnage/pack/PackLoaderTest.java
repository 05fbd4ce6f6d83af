package dev.arbiter.kharnage.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PackLoaderTest {

    private static String demoText() throws IOException {
        try (InputStream in = PackLoader.class.getResourceAsStream(PackLoader.DEMO_RESOURCE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    @DisplayName("Demo pack: four original armies (Dwarf, Goblin, Human, Orc) marked as demo cards, not the published ones")
    void demoPack() {
        Pack demo = PackLoader.demo();
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
        for (Army army : PackLoader.demo().armies()) {
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
    @DisplayName("Packs: a folder's packs load after the demo; a bad pack is refused saying where and what is wrong")
    void folderAndBadPacks(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("extra.json"), demoText().replace("\"pack\": \"demo\"", "\"pack\": \"extra\""));
        assertEquals(List.of("demo", "extra"), PackLoader.demoAnd(folder).stream().map(Pack::id).toList());

        Files.writeString(folder.resolve("zz-bad.json"), demoText().replace("\"pack\": \"demo\"", "\"pack\": \"bad\"")
                .replaceFirst("\"armor\": 2", "\"armor\": 0"));
        PackException bad = assertThrows(PackException.class, () -> PackLoader.demoAnd(folder));
        assertTrue(bad.getMessage().contains("zz-bad.json"), bad.getMessage());
        assertTrue(bad.getMessage().contains("$.armies[0].units[0].armor"), bad.getMessage());

        PackException broken = assertThrows(PackException.class, () -> PackLoader.parse("{".getBytes(StandardCharsets.UTF_8), "broken.json"));
        assertTrue(broken.getMessage().startsWith("broken.json: not valid JSON"), broken.getMessage());

        String twice = demoText().replace("\"id\": \"dwarf-axemen-2\"", "\"id\": \"dwarf-axemen-1\"");
        PackException duplicate = assertThrows(PackException.class, () -> PackLoader.parse(twice.getBytes(StandardCharsets.UTF_8), "dup.json"));
        assertTrue(duplicate.getMessage().contains("dwarf-axemen-1") && duplicate.getMessage().contains("used twice"), duplicate.getMessage());

        String orphan = demoText().replace("\"partOf\": \"orc-troll\"", "\"partOf\": \"orc-shaman\"");
        PackException part = assertThrows(PackException.class, () -> PackLoader.parse(orphan.getBytes(StandardCharsets.UTF_8), "part.json"));
        assertTrue(part.getMessage().contains("orc-troll") && part.getMessage().contains("Large unit"), part.getMessage());

        assertThrows(PackException.class, () -> PackLoader.demoAnd(folder.resolve("missing")));
    }
}

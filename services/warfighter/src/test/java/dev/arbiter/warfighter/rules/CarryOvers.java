package dev.arbiter.warfighter.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Carry-over documents (setup schema {@code $defs/carryOver}) for the tests of a continued campaign game. */
public final class CarryOvers {

    private CarryOvers() {
    }

    /** An ongoing campaign on {@code map} whose last Town played was Ashby. */
    public static Map<String, Object> afterAshby(String map, int promotion, int resupply, List<String> discarded, List<Map<String, Object>> armies) {
        Map<String, Object> doc = new HashMap<>();
        doc.put("map", map);
        doc.put("status", "ongoing");
        doc.put("lastTown", "ashby");
        doc.put("played", List.of("ashby"));
        doc.put("discarded", discarded);
        doc.put("desperation", 0);
        doc.put("promotion", promotion);
        doc.put("resupply", resupply);
        doc.put("next", Map.of("step", "route"));
        doc.put("armies", armies);
        return doc;
    }

    /** A standing Army of seat 0 as the last game left it. */
    public static Map<String, Object> army(int number, String card, int hits, int pins, int supply, List<Map<String, Object>> attachments,
                                    List<Map<String, Object>> skills) {
        Map<String, Object> doc = new HashMap<>();
        doc.put("number", number);
        doc.put("seat", 0);
        doc.put("army", card);
        doc.put("hits", hits);
        doc.put("pins", pins);
        doc.put("supply", supply);
        doc.put("downed", false);
        doc.put("attachments", attachments);
        doc.put("skills", skills);
        return doc;
    }

    public static Map<String, Object> attachment(String id) {
        return Map.of("attachment", id, "hits", 0);
    }

    /** An Attachment whose ability {@code ability} has {@code left} uses left. */
    public static Map<String, Object> attachment(String id, int ability, int left) {
        return Map.of("attachment", id, "hits", 0, "usesLeft", List.of(Map.of("ability", ability, "left", left)));
    }

    public static Map<String, Object> skill(String id) {
        return Map.of("skill", id);
    }
}

package dev.arbiter.projection.fold;

import dev.arbiter.projection.content.ContentNames;
import dev.arbiter.projection.envelope.Envelope;
import dev.arbiter.projection.model.GameState;
import dev.arbiter.projection.model.GameStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.Optional;

/**
 * A timeline line: the event's public payload written with its type's template from the ruleset's
 * contract, seats by the names they were taken under, cards by their content pack's names. An event
 * whose ruleset or type came with no template (a ruleset this build knows no contract of) reads as
 * {@link TimelineText} writes any event.
 */
@ApplicationScoped
public class TimelineLines {

    @Inject
    TimelineTemplates templates;

    @Inject
    ContentNames content;

    @Inject
    GameStore store;

    public String of(GameState game, Envelope event) {
        Optional<TimelineTemplate> template = templates.of(event.ruleset(), event.type());
        if (template.isEmpty()) {
            return TimelineText.of(event, seat -> seatName(game, seat));
        }
        return TimelineSentence.write(template.get(), event.publicPayload(), names(game, event));
    }

    private TimelineNames names(GameState game, Envelope event) {
        Map<String, String> cards = content.of(event.ruleset(), event.contentPack());
        return new TimelineNames() {
            @Override
            public String seat(int seat) {
                String name = seatName(game, seat);
                return name == null ? "seat " + seat : name;
            }

            @Override
            public String card(String id) {
                // a card in a hand may be numbered by copy, "id#copy" (docs/events.md, "Timeline sentences")
                String card = cards.containsKey(id) || id.indexOf('#') < 0 ? id : id.substring(0, id.indexOf('#'));
                return cards.getOrDefault(card, id);
            }

            @Override
            public Optional<TimelineTemplate> templateOfEvent(long seq) {
                return store.line(game, seq).flatMap(opened -> templates.of(game.row.ruleset, opened.type));
            }
        };
    }

    private static String seatName(GameState game, int seat) {
        return game.seat(seat).map(row -> row.name).orElse(null);
    }
}

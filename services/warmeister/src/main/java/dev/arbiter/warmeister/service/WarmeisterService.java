package dev.arbiter.warmeister.service;

import dev.arbiter.kernel.content.PackFormat;
import dev.arbiter.warmeister.pack.WarmeisterCards;
import dev.arbiter.warmeister.rules.cards.CardKind;
import dev.arbiter.warmeister.rules.WarmeisterRules;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * Makes the Warmeister rules this service's ruleset, and its printed card list a content pack
 * the kernel serves (the rules play the cards in code; the pack is checked against them).
 */
public class WarmeisterService {

    @Produces
    @Singleton
    WarmeisterRules rules() {
        return new WarmeisterRules();
    }

    @Produces
    @Singleton
    PackFormat<List<CardKind>> cards() {
        return new WarmeisterCards();
    }
}

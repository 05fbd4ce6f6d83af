package dev.arbiter.warmachine.rules.game;

import dev.arbiter.warmachine.rules.Pack;

/**
 * The rules' parts wired over one content pack's catalogue. Built once per pack, so a game finds all of them with one
 * look-up of its pack per decision rather than one per model.
 */
final class PackRules {

    final Catalogue cards;
    final Focus focus;
    final Turns turns;
    final Deployment deployment;
    final Activations activations;
    final LegalActions legalActions;
    final Shapes shapes;
    final Evolve evolve;
    final CombatAction combat;
    final Spells spells;
    final PowerFields powerFields;
    final Feats feats;
    final PowerAttacks powerAttacks;
    final Slams slams;
    final Scoring scoring;

    PackRules(Pack pack) {
        this.cards = new Catalogue(pack);
        Formation formation = new Formation(cards);
        this.focus = new Focus(cards);
        this.scoring = new Scoring(cards, formation);
        this.combat = new CombatAction(cards);
        this.turns = new Turns(cards, focus, scoring, new ContinuousEffects(cards, combat));
        this.deployment = new Deployment(cards);
        this.activations = new Activations(cards, formation, turns);
        this.spells = new Spells(cards, formation, combat, focus);
        this.powerFields = new PowerFields(cards, combat);
        this.feats = new Feats(cards, focus);
        this.powerAttacks = new PowerAttacks(cards, combat);
        this.slams = new Slams(cards, combat, powerAttacks);
        this.legalActions = new LegalActions(focus, turns, activations, combat, spells, powerFields, feats);
        this.shapes = new Shapes(cards, deployment, activations);
        this.evolve = new Evolve(cards);
    }
}

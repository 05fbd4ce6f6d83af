package dev.arbiter.warmachine.service;

import dev.arbiter.kernel.http.Problem;
import dev.arbiter.kernel.web.ProblemType;
import dev.arbiter.warmachine.rules.game.Preview;
import dev.arbiter.warmachine.rules.game.Wire.Spot;
import dev.arbiter.warmachine.rules.game.Wire.Stance;
import java.util.List;

/**
 * The answer of previewCommand (contracts/openapi/warmachine.yaml, Preview): the rules' {@link Preview}, its refusal
 * written as the problem {@code /commands} would answer.
 */
record PreviewAnswer(boolean accepted, Refusal refusal, List<Spot> path, long distance, long allowance, Stance end,
                     List<Preview.Crossed> terrain, List<String> contacts, Preview.ChargeReach charge, List<String> freeStrikes) {

    /** A problem document as {@code /commands} sends it, without {@code instance}: nothing was requested there. */
    record Refusal(String type, String title, int status, String detail, String rule) {

        static Refusal of(Preview.Refusal refused) {
            ProblemType problem = switch (refused.kind()) {
                case GAME_FINISHED -> Problem.GAME_FINISHED;
                case NOT_YOUR_TURN -> Problem.NOT_YOUR_TURN;
                case ILLEGAL_MOVE -> Problem.ILLEGAL_MOVE;
            };
            return new Refusal(problem.type(), problem.title(), problem.status(), refused.detail(), refused.rule());
        }
    }

    static PreviewAnswer of(Preview p) {
        return new PreviewAnswer(p.accepted(), p.refusal() == null ? null : Refusal.of(p.refusal()), p.path(), p.distance(), p.allowance(),
                p.end(), p.terrain(), p.contacts(), p.charge(), p.freeStrikes());
    }
}

package dev.arbiter.projection.http;

import dev.arbiter.projection.api.PlatformApi;
import dev.arbiter.projection.api.model.PartitionLag;
import dev.arbiter.projection.api.model.PlatformFigures;
import dev.arbiter.projection.api.model.RulesetFigures;
import dev.arbiter.projection.api.model.StatusCounts;
import dev.arbiter.projection.consume.ConsumerLag;
import dev.arbiter.projection.model.ModelVersions;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Events consumed, games by status, open gaps and consumer lag. */
@Transactional
public class PlatformResource implements PlatformApi {

    @Inject
    ModelVersions versions;

    @Inject
    ConsumerLag lag;

    @Inject
    EntityManager em;

    @Override
    public Response getPlatformFigures(String ruleset) {
        int version = versions.live();
        String only = ruleset == null ? "" : " and g.ruleset = :ruleset";
        // every seq up to a game's head is applied, so the heads add up to the events applied
        List<Object[]> perRuleset = parameters(em.createQuery("select g.ruleset, sum(g.headSeq), count(g) from GameRow g"
                + " where g.modelVersion = :version" + only + " group by g.ruleset order by g.ruleset", Object[].class), version, ruleset)
                .getResultList();
        if (ruleset != null && perRuleset.isEmpty()) {
            throw Problem.NOT_FOUND.because("no game of ruleset " + ruleset + " has been seen");
        }
        Map<String, Long> byStatus = parameters(em.createQuery("select g.status, count(g) from GameRow g where g.modelVersion = :version"
                + only + " group by g.status", Object[].class), version, ruleset).getResultList().stream()
                .collect(Collectors.toMap(row -> (String) row[0], row -> (Long) row[1]));
        long openGaps = parameters(em.createQuery("select count(g) from GameRow g where g.modelVersion = :version and g.gapBuffered > 0"
                + only, Long.class), version, ruleset).getSingleResult();
        String topic = ruleset == null ? null : "arbiter." + ruleset + ".events";
        return Response.ok(new PlatformFigures()
                .rulesets(perRuleset.stream().map(row -> new RulesetFigures().ruleset((String) row[0]).events((Long) row[1])
                        .games((Long) row[2])).toList())
                .gamesByStatus(new StatusCounts().waiting(byStatus.getOrDefault("waiting", 0L))
                        .running(byStatus.getOrDefault("running", 0L)).finished(byStatus.getOrDefault("finished", 0L)))
                .openGaps((int) openGaps)
                .partitions(lag.now().stream().filter(p -> topic == null || p.topic().equals(topic))
                        .map(p -> new PartitionLag().topic(p.topic()).partition(p.partition()).committed(p.committed()).end(p.end())
                                .lag(p.lag()))
                        .toList()))
                .build();
    }

    private static <T> TypedQuery<T> parameters(TypedQuery<T> query, int version, String ruleset) {
        query.setParameter("version", version);
        if (ruleset != null) {
            query.setParameter("ruleset", ruleset);
        }
        return query;
    }
}

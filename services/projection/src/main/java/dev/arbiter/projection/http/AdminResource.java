package dev.arbiter.projection.http;

import dev.arbiter.projection.api.AdminApi;
import dev.arbiter.projection.api.model.RebuildStatus;
import dev.arbiter.projection.rebuild.Rebuild;
import dev.arbiter.projection.rebuild.RebuildProgress;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Locale;

/** Starting and following a rebuild of the read models; every call needs the admin token. */
public class AdminResource implements AdminApi {

    @Inject
    AdminGuard guard;

    @Inject
    Rebuild rebuild;

    @Override
    public Response getRebuild(String authorization) {
        guard.check(authorization);
        return Response.ok(status(rebuild.progress())).build();
    }

    @Override
    public Response startRebuild(String authorization) {
        guard.check(authorization);
        RebuildProgress started = rebuild.start()
                .orElseThrow(() -> Problem.REBUILD_RUNNING.because("a new version of the read models is being built already"));
        return Response.accepted(status(started)).build();
    }

    private static RebuildStatus status(RebuildProgress progress) {
        return new RebuildStatus()
                .state(RebuildStatus.StateEnum.fromValue(progress.state().name().toLowerCase(Locale.ROOT)))
                .liveVersion(progress.liveVersion())
                .buildingVersion(progress.buildingVersion())
                .records(progress.records())
                .totalRecords(progress.totalRecords())
                .recordsPerSecond(progress.recordsPerSecond())
                .etaSeconds(progress.etaSeconds())
                .startedAt(time(progress.startedAt()))
                .finishedAt(time(progress.finishedAt()))
                .differences(progress.differences())
                .error(progress.error());
    }

    private static OffsetDateTime time(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }
}

package dev.arbiter.kernel.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import dev.arbiter.kernel.game.GameCodec;
import dev.arbiter.kernel.game.GameRefusal;
import dev.arbiter.kernel.game.WireErrors;
import dev.arbiter.kernel.spi.RuleViolation;
import dev.arbiter.kernel.store.VersionConflict;
import dev.arbiter.kernel.web.ProblemDocument;
import dev.arbiter.kernel.web.ProblemException;
import dev.arbiter.kernel.web.ProblemType;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every refusal, whatever raised it, leaves as one RFC 9457 problem document. */
public final class Problems {

    private static final Logger LOG = Logger.getLogger(Problems.class);

    /** The problem a failure stands for. */
    public static ProblemException of(Throwable failure) {
        if (failure instanceof ProblemException problem) {
            return problem;
        }
        if (failure instanceof RuleViolation violation) {
            return new ProblemException(Problem.ILLEGAL_MOVE, violation.getMessage(), violation.rule());
        }
        if (failure instanceof GameRefusal refusal) {
            ProblemType problem = switch (refusal.kind()) {
                case UNKNOWN_SEAT -> Problem.NOT_FOUND;
                case SEAT_TAKEN -> Problem.SEAT_TAKEN;
                case FINISHED -> Problem.GAME_FINISHED;
                case NOT_YOUR_TURN -> Problem.NOT_YOUR_TURN;
            };
            return problem.because(refusal.getMessage());
        }
        if (failure instanceof VersionConflict conflict) {
            return Problem.VERSION_CONFLICT.because(conflict.getMessage());
        }
        if (failure instanceof GameCodec.MalformedCommand malformed) {
            return Problem.MALFORMED_REQUEST.because(malformed.getMessage());
        }
        if (failure instanceof JsonProcessingException json) {
            return Problem.MALFORMED_REQUEST.because(WireErrors.describe(json, "the body"));
        }
        if (failure instanceof NotSupportedException) {
            return Problem.UNSUPPORTED_MEDIA_TYPE.because(RequestShape.JSON_ONLY);
        }
        if (failure instanceof NotFoundException && failure.getCause() != null) {
            // the framework's answer to a path or query parameter that does not convert; RequestShape names most first
            return Problem.MALFORMED_REQUEST.because("a path or query parameter does not have the form the contract gives it");
        }
        if (failure instanceof NotFoundException || failure instanceof NotAllowedException) {
            return Problem.NOT_FOUND.because(failure.getMessage());
        }
        if (failure instanceof WebApplicationException web && web.getResponse().getStatus() == 413) {
            return Problem.PAYLOAD_TOO_LARGE.because(BodyLimit.detail());
        }
        if (failure instanceof WebApplicationException web && web.getCause() instanceof JsonProcessingException json) {
            // the framework's reader failed on the body (a member given twice, where the service refuses that)
            return Problem.MALFORMED_REQUEST.because(WireErrors.describe(json, "the body"));
        }
        if (failure instanceof WebApplicationException web && web.getResponse().getStatus() < 500) {
            return Problem.MALFORMED_REQUEST.because("the request is not one the contract allows (HTTP " + web.getResponse().getStatus() + ")");
        }
        LOG.error("unexpected failure", failure);
        return Problem.INTERNAL.because("something went wrong on our side; nothing was written");
    }

    @ServerExceptionMapper(priority = 1)
    public Response map(Throwable failure, UriInfo uri) {
        return response(of(failure), uri.getRequestUri().getRawPath());
    }

    @ServerExceptionMapper(priority = 1)
    public Response mapJson(JsonProcessingException failure, UriInfo uri) {
        return response(of(failure), uri.getRequestUri().getRawPath());
    }

    // Quarkus ships a mapper for exactly this exception (a body of the wrong shape, say
    // "seats": "2"); without one as specific as it, that mapper wins and answers plain JSON
    @ServerExceptionMapper(priority = 1)
    public Response mapMismatched(MismatchedInputException failure, UriInfo uri) {
        return response(of(failure), uri.getRequestUri().getRawPath());
    }

    public static Response response(ProblemException problem, String instance) {
        return ProblemDocument.response(problem, instance).build();
    }
}

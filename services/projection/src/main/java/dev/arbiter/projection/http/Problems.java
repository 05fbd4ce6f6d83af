package dev.arbiter.projection.http;

import dev.arbiter.kernel.web.ProblemDocument;
import dev.arbiter.kernel.web.ProblemException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every failure leaves as one problem document (docs/api.md, "Problems"). */
public final class Problems {

    private static final Logger LOG = Logger.getLogger(Problems.class);

    @ServerExceptionMapper(priority = 1)
    public Response map(Throwable failure, UriInfo uri) {
        ProblemException problem = of(failure);
        Response.ResponseBuilder response = ProblemDocument.response(problem, uri.getRequestUri().getRawPath());
        if (problem.problem() == Problem.UNAUTHORIZED) {
            response.header("WWW-Authenticate", "Bearer");
        }
        return response.build();
    }

    private static ProblemException of(Throwable failure) {
        if (failure instanceof ProblemException problem) {
            return problem;
        }
        if (failure instanceof NotFoundException && failure.getCause() != null) {
            // the framework's answer to a parameter that does not convert; RequestShape names most first
            return Problem.MALFORMED_REQUEST.because("a path or query parameter does not have the form the contract gives it");
        }
        if (failure instanceof NotFoundException) {
            return Problem.NOT_FOUND.because(failure.getMessage());
        }
        if (failure instanceof WebApplicationException web && web.getResponse().getStatus() < 500) {
            return Problem.MALFORMED_REQUEST.because("the request is not one the contract allows (HTTP " + web.getResponse().getStatus() + ")");
        }
        LOG.error("unexpected failure", failure);
        return Problem.INTERNAL.because("something went wrong on our side");
    }
}

package dev.arbiter.kernel.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.ws.rs.core.Response;

/** A refusal as the client reads it: an RFC 9457 problem document, with {@code rule} when a game rule was broken. */
public final class ProblemDocument {

    public static final String MEDIA_TYPE = "application/problem+json";

    private ProblemDocument() {
    }

    /** The answer, ready for a service to add headers to; {@code instance} is the request's raw path. */
    public static Response.ResponseBuilder response(ProblemException problem, String instance) {
        return Response.status(problem.problem().status()).type(MEDIA_TYPE).entity(json(problem, instance));
    }

    public static ObjectNode json(ProblemException problem, String instance) {
        ObjectNode body = JsonNodeFactory.instance.objectNode();
        body.put("type", problem.problem().type());
        body.put("title", problem.problem().title());
        body.put("status", problem.problem().status());
        body.put("detail", problem.getMessage());
        body.put("instance", instance);
        if (problem.rule() != null) {
            body.put("rule", problem.rule());
        }
        return body;
    }
}
